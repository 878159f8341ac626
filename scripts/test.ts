import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { EMULATORS, emulatorEnv, firebaseBin, preflight, prepareFunctions, PROJECT_ID, ROOT, UserFacingError } from './lib/local-stack';

/*
 * `npm test`: every check, cheapest first, then one emulator start shared by the rules, function
 * and browser suites, then the one-folder proof (its own copy and emulator run). Ends with one summary
 * line. `npm test -- e2e` (or unit, rules, functions, static, one-folder) runs a part.
 */
const RESULTS = resolve(ROOT, '.data/test-results');
const parts = process.argv.slice(2);
const want = (part: string) => parts.length === 0 || parts.includes(part);
// Issue 8's proof belongs with the browser tests, but not with a run of a few chosen specs (E2E_FILES).
const oneFolder = parts.includes('one-folder') || (want('e2e') && !process.env.E2E_FILES);
const bin = (name: string) => resolve(ROOT, 'node_modules/.bin', name);

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];

function step(name: string, command: string, args: string[], env?: NodeJS.ProcessEnv): boolean {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: env ?? process.env });
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failures.push(name);
  return ok;
}

/** Adds a vitest JSON report (jest format) or a Playwright JSON report to the totals. */
function count(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats) {
    total.passed += report.stats.expected + (report.stats.flaky ?? 0);
    total.failed += report.stats.unexpected;
    total.skipped += report.stats.skipped;
  } else {
    total.passed += report.numPassedTests ?? 0;
    total.failed += report.numFailedTests ?? 0;
    total.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
}

async function main(): Promise<void> {
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });

  if (want('static')) {
    step('lint', bin('eslint'), ['--max-warnings', '0', '.']);
    step('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
    step('typecheck functions', bin('tsc'), ['--noEmit', '-p', 'functions/tsconfig.json']);
    step('forms:check', bin('tsx'), ['scripts/forms-check.ts']);
    step('i18n:check', bin('tsx'), ['scripts/i18n-check.ts']);
  }
  if (want('unit')) {
    step('unit tests', bin('vitest'), ['run', '--project', 'unit', '--reporter=default', '--reporter=json', `--outputFile=${RESULTS}/unit.json`]);
  }

  const suites = ['rules', 'functions', 'e2e'].filter(want);
  if (suites.length) {
    await preflight([{ port: 4173, what: 'the preview server of the end-to-end tests' }]);
    const env = emulatorEnv();
    if (suites.includes('rules')) {
      // Firestore alone: the rules suite clears the database and writes valid submissions, which
      // would otherwise fire the function and race the function and browser suites.
      step('rules tests on the Firestore emulator', firebaseBin, [
        'emulators:exec',
        '--only',
        'firestore',
        '--project',
        PROJECT_ID,
        `${bin('vitest')} run --project rules --reporter=default --reporter=json --outputFile=${RESULTS}/rules.json`,
      ], env);
    }
    const rest = suites.filter((s) => s !== 'rules');
    if (rest.length) {
      const built =
        !rest.includes('e2e') ||
        step('build the site for the emulators', bin('vite'), ['build', '--mode', 'emulator', '--outDir', '.data/web-emulator', '--logLevel', 'warn']);
      // What the browser really gets is checked too, once built.
      if (rest.includes('e2e')) step('no secret in the repository or the built site', bin('tsx'), ['scripts/secrets-check.ts']);
      // The prerendered pages have their content, and the landing page's first paint carries no Firebase or form engine.
      if (rest.includes('e2e') && built) {
        step('prerendered pages and the landing page\'s initial load', bin('vitest'), [
          'run', '--project', 'build', '--reporter=default', '--reporter=json', `--outputFile=${RESULTS}/build.json`,
        ]);
      }
      console.log('\n▶ build the functions');
      await prepareFunctions();
      if (built) {
        step(
          `${rest.join(', ')} tests on the emulators`,
          firebaseBin,
          ['emulators:exec', '--only', EMULATORS, '--project', PROJECT_ID, `${bin('tsx')} scripts/test-in-emulators.ts ${rest.join(' ')}`],
          env,
        );
      }
    }
  }

  // After the emulator suites, never beside them: it starts the emulators on the same ports.
  if (oneFolder) step('one form folder is enough (a fixture form in a scratch copy)', bin('tsx'), ['scripts/prove-one-folder.ts']);

  for (const file of ['unit.json', 'build.json', 'rules.json', 'emulators.json', 'e2e.json', 'one-folder.json']) count(resolve(RESULTS, file));
  console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nEvery step passed.');
  console.log(`Summary: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(failures.length || total.failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error instanceof UserFacingError ? error.message : error);
  process.exit(1);
});
