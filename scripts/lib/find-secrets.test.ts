import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSecrets } from './find-secrets';

// Planted credentials are assembled at run time, so this file itself never looks like a leak.
const planted = {
  'key.pem': ['-----BEGIN ', 'PRIVATE KEY-----', '\nMIIE...'].join(''),
  'sa.json': JSON.stringify({ type: ['service', 'account'].join('_'), project_id: 'x' }),
  '.env': `SMTP_${'PASSWORD'}=hunter2-very-secret`,
  'bundle.js': `const k="${['xkeysib', '-', 'a'.repeat(64), '-', 'B'.repeat(16)].join('')}";`,
  'aws.txt': `AKIA${'ABCDEFGHIJKLMNOP'}`,
};

describe('the secret finder', () => {
  it('names every planted credential with its file and line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secrets-'));
    for (const [file, text] of Object.entries(planted)) writeFileSync(join(dir, file), `ok\n${text}\n`);
    const hits = findSecrets(dir, Object.keys(planted));
    expect(hits.map((h) => h.file).sort()).toEqual(Object.keys(planted).sort());
    expect(hits.every((h) => h.line === 2)).toBe(true);
  });

  it('lets the public web config, the local placeholder and ordinary text through', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secrets-'));
    writeFileSync(join(dir, 'a.txt'), 'VITE_FIREBASE_API_KEY=demo-api-key\nSMTP_PASSWORD=not-needed-by-the-local-sink\nSMTP_PASSWORD=$SECRET\nA private key is a secret.\n');
    expect(findSecrets(dir, ['a.txt'])).toEqual([]);
  });
});
