import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { EMULATORS, emulatorEnv, firebaseBin, preflight, prepareFunctions, PROJECT_ID, ROOT, UserFacingError } from './lib/local-stack';
import { bin, RESULTS_DIR, runTool, vitestArgs } from './lib/run-tool';

/*
 * `npm test`: every check, cheapest first, then ONE emulator start shared by the rules, function,
 * end-to-end and dev-server suites, with one build of the site and one of the functions. Ends with the
 * time of each phase and one summary line. `npm test -- static|unit|rules|functions|e2e|dev|editor` runs parts;
 * `editor` (the visual form editor under its own `npm start` in a scratch copy) runs after the shared
 * emulators stop, since it starts its own on the same ports. The one-folder proof (its own copy, builds
 * and emulators) is `npm run test:one-folder`, not part of the default.
 */
const RESULTS = resolve(ROOT, RESULTS_DIR);
const SUITES_IN_EMULATORS = ['rules', 'functions', 'e2e', 'dev'] as const;
const DEFAULT = ['static', 'unit', ...SUITES_IN_EMULATORS, 'editor'];
const parts = process.argv.slice(2);
const want = (part: string) => (parts.length === 0 ? DEFAULT.includes(part) : parts.includes(part));

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
const phases: { name: string; seconds: number; ok: boolean }[] = [];

/** Times a phase of the run (what the table at the end prints). */
async function phase<T>(name: string, work: () => T | Promise<T>): Promise<T> {
  const started = Date.now();
  const before = failures.length;
  try {
    return await work();
  } finally {
    phases.push({ name, seconds: (Date.now() - started) / 1000, ok: failures.length === before });
  }
}

function step(name: string, command: string, args: string[], env?: NodeJS.ProcessEnv): boolean {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: env ?? process.env });
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failures.push(name);
  return ok;
}

/**
 * Like step, for a step run beside another: its output is kept and printed in one block when it ends,
 * so two tools' lines never interleave.
 */
async function quietStep(name: string, command: string, args: string[]): Promise<boolean> {
  const started = Date.now();
  const { ok, output } = await runTool(command, args, true);
  process.stdout.write(`\n▶ ${name}\n${output}${ok ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  if (!ok) failures.push(name);
  return ok;
}

/** Steps one after the other, each beside the other lanes (static checks are single-threaded: two cores, two lanes). */
async function lane(steps: [string, string, string[]][]): Promise<void> {
  for (const [name, command, args] of steps) await quietStep(name, command, args);
}

/** Tests that failed, or passed only on a retry, named with their file and first error line. */
const failedTests: string[] = [];
const flakyTests: string[] = [];
const firstLine = (text: unknown) => stripVTControlCharacters(String(text ?? '')).trim().split('\n')[0].slice(0, 200);

interface PlaywrightSuite {
  file?: string;
  specs?: { title: string; line: number; tests: { status: string; results: { error?: { message?: string } }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** Every spec of a Playwright JSON report's suite tree, failed or flaky, into the lists above. */
function namePlaywright(suite: PlaywrightSuite, file = suite.file): void {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests) {
      const name = `${file}:${spec.line} › ${spec.title}`;
      if (t.status === 'unexpected') failedTests.push(`${name}\n      ${firstLine(t.results.at(-1)?.error?.message)}`);
      if (t.status === 'flaky') flakyTests.push(`${name}\n      first try: ${firstLine(t.results[0]?.error?.message)}`);
    }
  }
  for (const inner of suite.suites ?? []) namePlaywright(inner, inner.file ?? file);
}

/** Adds a vitest JSON report (jest format) or a Playwright JSON report to the totals. */
function count(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats) {
    total.passed += report.stats.expected + (report.stats.flaky ?? 0);
    total.failed += report.stats.unexpected;
    total.skipped += report.stats.skipped;
    for (const suite of report.suites ?? []) namePlaywright(suite);
    // A spec that cannot even load fails the run with no test failed: named too.
    for (const error of report.errors ?? []) failedTests.push(`${file.replace(`${ROOT}/`, '')} (a spec did not load)\n      ${firstLine(error.message)}`);
  } else {
    total.passed += report.numPassedTests ?? 0;
    total.failed += report.numFailedTests ?? 0;
    total.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const result of report.testResults ?? []) {
      for (const a of result.assertionResults ?? []) {
        if (a.status === 'failed') failedTests.push(`${result.name.replace(`${ROOT}/`, '')} › ${a.fullName}\n      ${firstLine(a.failureMessages?.[0])}`);
      }
    }
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });

  if (want('static')) {
    await phase('static checks (two lanes)', () =>
      Promise.all([
        lane([
          ['lint', bin('eslint'), ['--max-warnings', '0', '.']],
          ['forms:check', bin('tsx'), ['scripts/forms-check.ts']],
          ['i18n:check', bin('tsx'), ['scripts/i18n-check.ts']],
        ]),
        lane([
          ['typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
          ['typecheck functions', bin('tsc'), ['--noEmit', '-p', 'functions/tsconfig.json']],
        ]),
      ]),
    );
  }
  if (want('unit')) await phase('unit tests', () => step('unit tests', bin('vitest'), vitestArgs('unit', 'unit.json')));

  const suites = SUITES_IN_EMULATORS.filter(want);
  if (suites.length) {
    await preflight([
      { port: 4173, what: 'the preview server of the end-to-end tests' },
      { port: 5174, what: 'the dev server of the dev-mode smoke test' },
    ]);
    let built = true;
    if (suites.includes('e2e')) {
      await phase('site build and its checks', () => {
        built = step('build the site for the emulators', bin('vite'), ['build', '--mode', 'emulator', '--outDir', '.data/web-emulator', '--logLevel', 'warn']);
        // What the browser really gets is checked too, once built.
        step('no secret in the repository or the built site', bin('tsx'), ['scripts/secrets-check.ts']);
        // The prerendered pages have their content, and the landing page's first paint carries no Firebase or form engine.
        if (built) step("prerendered pages and the landing page's initial load", bin('vitest'), vitestArgs('build', 'build.json'));
      });
    }
    await phase('functions build', async () => {
      console.log('\n▶ build the functions');
      await prepareFunctions();
    });
    const inEmulators = built ? suites : suites.filter((s) => s !== 'e2e');
    await phase(`${inEmulators.join(', ')} on one emulator start`, () =>
      step(
        `${inEmulators.join(', ')} tests on the emulators`,
        firebaseBin,
        ['emulators:exec', '--only', EMULATORS, '--project', PROJECT_ID, `${bin('tsx')} scripts/test-in-emulators.ts ${inEmulators.join(' ')}`],
        emulatorEnv(),
      ),
    );
  }

  if (want('editor')) {
    await phase('form editor under npm start (scratch copy)', () => step('form editor end to end', bin('tsx'), ['scripts/prove-form-editor.ts']));
  }

  for (const file of ['unit.json', 'build.json', 'rules.json', 'emulators.json', 'e2e.json', 'dev-smoke.json', 'form-editor.json']) count(resolve(RESULTS, file));
  console.log('\nPhase times:');
  for (const p of phases) console.log(`  ${p.ok ? '✔' : '✘'} ${p.name.padEnd(44)} ${p.seconds.toFixed(1).padStart(7)} s`);
  console.log(`  ${'total'.padEnd(46)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);
  // Named last, where a CI log's tail shows them: the suites print their own reports far above.
  if (flakyTests.length) console.log(`\nPassed on a retry:\n${flakyTests.map((t) => `  ~ ${t}`).join('\n')}`);
  if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `  ✘ ${t}`).join('\n')}`);
  console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nEvery step passed.');
  console.log(`Summary: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(failures.length || total.failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error instanceof UserFacingError ? error.message : error);
  process.exit(1);
});
