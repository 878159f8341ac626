import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { filesUnder, findSecrets } from './lib/find-secrets';

/*
 * Fails when the repository or a built site (dist/, the emulator build) holds anything that looks
 * like a private key, a service-account file, an SMTP password or a mail provider's key. The browser
 * may carry only the public Firebase web config; credentials live in Firebase secrets.
 */
const ROOT = resolve(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.endsWith('package-lock.json'));
const builds = ['dist', '.data/web-emulator'].filter((dir) => existsSync(resolve(ROOT, dir)));
const files = [...tracked, ...builds.flatMap((dir) => filesUnder(ROOT, dir))];
const hits = findSecrets(ROOT, files);
for (const hit of hits) console.log(`${hit.file}:${hit.line}: looks like ${hit.what}; remove it and keep it as a Firebase secret`);
console.log(hits.length ? `${hits.length} possible secret(s) found` : `No secret in ${tracked.length} repository files and ${builds.length ? builds.join(', ') : 'no build'}`);
process.exit(hits.length ? 1 : 0);
