import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { emulatorEnv, firebaseBin, PROJECT_ID, ROOT } from './lib/local-stack';
import { bin } from './lib/run-tool';

/*
 * `npm run coverage`: the unit, component and function suites under V8 coverage, then the lines covered
 * in src/ and in functions/src (issue 36: moving a check down must not lower them). The function suite
 * runs the function's code in its own process (tests/support/function-host.ts), so it needs only the
 * Auth and Firestore emulators, started here. The browser suites are not counted: their code runs in
 * Chromium and in the Functions emulator's bundle.
 */
const DIR = '.data/coverage';
const vitest = [
  bin('vitest'), 'run', '--project=unit*', '--project=functions', '--coverage.enabled', '--coverage.provider=v8',
  '--coverage.include=src/**', '--coverage.include=functions/src/**',
  '--coverage.exclude=**/*.test.*', '--coverage.exclude=src/forms/generated/**',
  '--coverage.reporter=json-summary', `--coverage.reportsDirectory=${DIR}`,
].join(' ');
const run = spawnSync(firebaseBin, ['emulators:exec', '--only', 'auth,firestore', '--project', PROJECT_ID, vitest], {
  cwd: ROOT,
  stdio: 'inherit',
  env: emulatorEnv(),
});
if (run.status !== 0) process.exit(run.status ?? 1);

type Counts = { total: number; covered: number };
const summary = JSON.parse(readFileSync(resolve(ROOT, DIR, 'coverage-summary.json'), 'utf8')) as Record<string, { lines: Counts }>;
console.log('\nLines covered by the unit, component and function suites:');
for (const folder of ['src/', 'functions/src/']) {
  const files = Object.entries(summary).filter(([file]) => file !== 'total' && relative(ROOT, file).startsWith(folder));
  const total = files.reduce((sum, [, f]) => sum + f.lines.total, 0);
  const covered = files.reduce((sum, [, f]) => sum + f.lines.covered, 0);
  console.log(`  ${folder.padEnd(15)} ${((100 * covered) / total).toFixed(2).padStart(6)} %  (${covered} of ${total} lines, ${files.length} files)`);
}
