import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

/*
 * `npm start` runs the deployed sweep's own code in plain Node (tsx), outside the functions bundle, so
 * nothing it reaches may import a bundler-only module such as `virtual:form-definitions`
 * (functions/src/embedded-forms.ts). Vitest provides that module to the in-process function tests, so
 * only a plain Node import shows the break: once, the hand-over (reached from the sweep) imported it
 * through the booking e-mails' machinery and `npm start` could not start its emulators.
 */
const ROOT = resolve(import.meta.dirname, '../..');

it("loads in plain Node as npm start runs it, the sweep's booking parts included", () => {
  const load = "import('./scripts/lib/local-sweep.ts').then((m) => console.log(typeof m.startLocalSweep), (e) => { console.error(e.message); process.exit(1); })";
  const said = execFileSync(resolve(ROOT, 'node_modules/.bin/tsx'), ['-e', load], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  expect(said.trim()).toBe('function');
}, 60_000);
