import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { globToRegExp, headersFor, hostingHeaderRules, hostingPreview } from './hosting-preview';

/*
 * The preview server (npm run bench, the end-to-end tests) answers with the headers firebase.json gives
 * the site on Firebase Hosting: the hashed files under /assets/ cached for a year, the pages asked again
 * each time; and an address without a file of its own gets the app's shell.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe("firebase.json's headers", () => {
  const rules = hostingHeaderRules(resolve(import.meta.dirname, '../..'));

  it('cache the hashed files for a year, and no page', () => {
    expect(headersFor(rules, '/assets/start-BysmVW8F.js').get('cache-control')).toBe(IMMUTABLE);
    expect(headersFor(rules, '/admin').get('cache-control')).toBeUndefined();
    expect(headersFor(rules, '/index.html').get('cache-control')).toBeUndefined();
    expect(headersFor(rules, '/assetsx/a.js').get('cache-control')).toBeUndefined();
  });

  it('match as Hosting globs', () => {
    expect(globToRegExp('**/*.js').test('/a/b.js')).toBe(true);
    expect(globToRegExp('**/*.js').test('/b.js')).toBe(true);
    expect(globToRegExp('**/*.js').test('/b.css')).toBe(false);
    expect(globToRegExp('/a.b').test('/axb')).toBe(false);
  });
});

describe('a preview server with the plugin', { timeout: 60_000 }, () => {
  let root: string;
  let server: PreviewServer | undefined;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'hosting-preview-'));
    mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
    writeFileSync(join(root, 'dist', 'assets', 'start-abc123.js'), 'export {};\n');
    writeFileSync(join(root, 'dist', 'app.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(join(root, 'firebase.json'), JSON.stringify({ hosting: { headers: [{ source: '/assets/**', headers: [{ key: 'Cache-Control', value: IMMUTABLE }] }] } }));
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    rmSync(root, { recursive: true, force: true });
  });

  it("answers a hashed file with Hosting's headers, a page without them, and a deep link with the shell", async () => {
    server = await preview({ root, configFile: false, logLevel: 'silent', plugins: [hostingPreview()], preview: { host: '127.0.0.1', port: 0 } });
    const base = server.resolvedUrls!.local[0].replace(/\/$/, '');
    const file = await fetch(`${base}/assets/start-abc123.js`);
    expect(file.headers.get('cache-control')).toBe(IMMUTABLE);
    const page = await fetch(`${base}/admin`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>shell</title>');
  });
});
