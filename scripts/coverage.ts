import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { ROOT } from './lib/local-stack';
import { bin } from './lib/run-tool';

/*
 * `npm run coverage`: the unit and component suites under V8 coverage, then the lines covered in src/
 * and in functions/src (issue 36: moving a browser check down must not lower them). The browser and
 * emulator suites are not counted: their code runs in Chromium and in the Functions emulator's bundle.
 */
const DIR = '.data/coverage';
const run = spawnSync(
  bin('vitest'),
  [
    'run', '--project=unit*', '--coverage.enabled', '--coverage.provider=v8',
    '--coverage.include=src/**', '--coverage.include=functions/src/**',
    '--coverage.exclude=**/*.test.*', '--coverage.exclude=src/forms/generated/**',
    '--coverage.reporter=json-summary', `--coverage.reportsDirectory=${DIR}`,
  ],
  { cwd: ROOT, stdio: 'inherit' },
);
if (run.status !== 0) process.exit(run.status ?? 1);

type Counts = { total: number; covered: number };
const summary = JSON.parse(readFileSync(resolve(ROOT, DIR, 'coverage-summary.json'), 'utf8')) as Record<string, { lines: Counts }>;
console.log('\nLines covered by the unit and component suites:');
for (const folder of ['src/', 'functions/src/']) {
  const files = Object.entries(summary).filter(([file]) => file !== 'total' && relative(ROOT, file).startsWith(folder));
  const total = files.reduce((sum, [, f]) => sum + f.lines.total, 0);
  const covered = files.reduce((sum, [, f]) => sum + f.lines.covered, 0);
  console.log(`  ${folder.padEnd(15)} ${((100 * covered) / total).toFixed(2).padStart(6)} %  (${covered} of ${total} lines, ${files.length} files)`);
}
