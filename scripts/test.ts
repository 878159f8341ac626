import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { EMULATORS, emulatorEnv, firebaseBin, preflight, prepareFunctions, PROJECT_ID, ROOT, UserFacingError } from './lib/local-stack';
import { FUNCTION_SUITE } from './lib/local-function-params';
import { bin, RESULTS_DIR, runTool, vitestArgs } from './lib/run-tool';

/*
 * `npm test`: every check, cheapest first, then ONE emulator start shared by the rules, function,
 * end-to-end and dev-server suites, with one build of the site and one of the functions. Ends with the
 * time of each phase and one summary line. `npm test -- static|unit|rules|functions|e2e|dev|editor|one-folder`
 * runs parts; `editor` (the visual form editor under its own `npm start` in a scratch copy, on the
 * same ports) runs after the shared emulators. The one-folder proof (its own
 * copy, builds and emulators) is not part of the default: `npm test -- one-folder` runs it last and
 * counts it in the summary, `npm run test:one-folder` runs it alone.
 * A test that passes only on a retry is flaky, and flaky is a failure: it is counted as failed.
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

/**
 * Times a phase of the run (what the table at the end prints). A phase whose work says whether it
 * passed (a step's boolean) is judged by that: another phase running beside it may fail meanwhile.
 */
async function phase<T>(name: string, work: () => T | Promise<T>): Promise<T> {
  const started = Date.now();
  const before = failures.length;
  let result: T | undefined;
  try {
    return (result = await work());
  } finally {
    const ok = typeof result === 'boolean' ? result : failures.length === before;
    phases.push({ name, seconds: (Date.now() - started) / 1000, ok });
  }
}

/*
 * A young generation of 128 MB rather than V8's default for the unit suite's workers (the component
 * files render thousands of short-lived React elements and styles): on two cores its workers spent
 * 16 s collecting them; 169 s -> 155-162 s of CPU, 94 s -> 88-91 s wall.
 */
const UNIT_ENV = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=128`.trim() };

async function step(name: string, command: string, args: string[], env?: NodeJS.ProcessEnv): Promise<boolean> {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const { ok } = await runTool(command, args, false, env);
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

/**
 * Tests that failed, and tests that passed only on a retry (flaky), named with their file and first
 * error line. Flaky is a failure: such a test counts as failed in the summary and fails the run. The
 * retry (playwright.config.ts: one in CI) is there only to show how it flaked, never to hide it.
 */
const failedTests: string[] = [];
const flakyTests: string[] = [];
const firstLine = (text: unknown) => stripVTControlCharacters(String(text ?? '')).trim().split('\n')[0].slice(0, 200);
/**
 * A failed browser test in the summary, as a CI log's tail must say it (only the tail is kept):
 * the error's first line, which locator it waited for and what it met, and the spec's line.
 */
function briefError(error: PlaywrightResult['error']): string {
  const lines = stripVTControlCharacters(String(error?.message ?? '')).trim().split('\n');
  const detail = lines.slice(1).filter((line) => /^(Locator|Expected|Received|Error):/.test(line.trim())).slice(0, 3);
  const at = error?.location ? `at ${error.location.file.replace(`${ROOT}/`, '')}:${error.location.line}` : '';
  return [lines[0], ...detail, at].filter(Boolean).map((line) => line.trim().slice(0, 200)).join('\n        ');
}

/** Test time per file (a browser spec: the sum of its tests' tries; a vitest file: its run), per report. */
const fileTimes: { report: string; file: string; seconds: number; tests: number }[] = [];
function addFileTime(report: string, file: string, ms: number, tests: number): void {
  const known = fileTimes.find((t) => t.report === report && t.file === file);
  if (known) {
    known.seconds += ms / 1000;
    known.tests += tests;
  } else fileTimes.push({ report, file, seconds: ms / 1000, tests });
}

interface PlaywrightResult {
  status?: string;
  duration?: number;
  retry?: number;
  error?: { message?: string; location?: { file: string; line: number } };
  attachments?: { name: string; path?: string }[];
}
interface PlaywrightTest {
  status: string;
  results: PlaywrightResult[];
}
interface PlaywrightSuite {
  file?: string;
  specs?: { title: string; line: number; tests: PlaywrightTest[] }[];
  suites?: PlaywrightSuite[];
}

/** How a flaky test went, try by try: each failed try's first error line and its trace, then the try that passed. */
function tries(t: PlaywrightTest): string {
  return t.results
    .map((r, i) => {
      const at = `try ${(r.retry ?? i) + 1}`;
      if (r.status === 'passed') return `${at}: passed`;
      const trace = r.attachments?.find((a) => a.name === 'trace' && a.path)?.path;
      return `${at}: ${r.status ?? 'failed'}: ${firstLine(r.error?.message)}${trace ? `\n        trace: ${trace.replace(`${ROOT}/`, '')}` : ''}`;
    })
    .join('\n      ');
}

/** Every test of a Playwright JSON report's suite tree into the lists above; returns how many passed only on a retry. */
function namePlaywright(report: string, suite: PlaywrightSuite, file = suite.file): number {
  let flaky = 0;
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests) {
      addFileTime(report, file ?? '?', t.results.reduce((sum, r) => sum + (r.duration ?? 0), 0), 1);
      const name = `${file}:${spec.line} › ${spec.title}`;
      if (t.status === 'unexpected') failedTests.push(`${name}\n      ${briefError(t.results.at(-1)?.error)}`);
      if (t.status === 'flaky') {
        flaky++;
        flakyTests.push(`${name}\n      ${tries(t)}`);
      }
    }
  }
  for (const inner of suite.suites ?? []) flaky += namePlaywright(report, inner, inner.file ?? file);
  return flaky;
}

/** Adds a vitest JSON report (jest format) or a Playwright JSON report to the totals. */
function count(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const name = basename(file, '.json');
  if (report.stats) {
    // A test that passed only on a retry is counted as failed, not passed (Playwright's own total
    // calls it 'flaky' and, but for failOnFlakyTests in playwright.config.ts, would exit 0).
    let flaky = 0;
    for (const suite of report.suites ?? []) flaky += namePlaywright(name, suite);
    total.passed += report.stats.expected;
    total.failed += report.stats.unexpected + flaky;
    total.skipped += report.stats.skipped;
    // A spec that cannot even load fails the run with no test failed: named too.
    for (const error of report.errors ?? []) failedTests.push(`${file.replace(`${ROOT}/`, '')} (a spec did not load)\n      ${firstLine(error.message)}`);
  } else {
    total.passed += report.numPassedTests ?? 0;
    total.failed += report.numFailedTests ?? 0;
    total.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const result of report.testResults ?? []) {
      addFileTime(name, result.name.replace(`${ROOT}/`, ''), (result.endTime ?? 0) - (result.startTime ?? 0), result.assertionResults?.length ?? 0);
      for (const a of result.assertionResults ?? []) {
        if (a.status === 'failed') failedTests.push(`${result.name.replace(`${ROOT}/`, '')} › ${a.fullName}\n      ${firstLine(a.failureMessages?.[0])}`);
      }
    }
  }
}

/*
 * The form editor's proof starts its own `npm start` (emulators, SMTP sink, dev server) on the same
 * fixed ports as the emulator suites, so it runs after them. It ran beside them for a while, in a
 * network namespace of its own at nice 10; on a loaded CI machine it was starved past its bounds
 * twice (860 s for a proof of about 2.5 min alone), and a run that passes only when the machine is
 * quiet is not a pass.
 */
const EDITOR = [bin('tsx'), 'scripts/prove-form-editor.ts'];

async function main(): Promise<void> {
  const started = Date.now();
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });

  if (want('static')) {
    await phase('static checks (two lanes)', () =>
      Promise.all([
        // About 40 s each: lint alone is as long as the two type checks.
        lane([
          ['lint', bin('eslint'), ['--max-warnings', '0', '.']],
          ['i18n:check', bin('tsx'), ['scripts/i18n-check.ts']],
        ]),
        lane([
          ['typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
          ['typecheck functions', bin('tsc'), ['--noEmit', '-p', 'functions/tsconfig.json']],
          ['forms:check', bin('tsx'), ['scripts/forms-check.ts']],
        ]),
      ]),
    );
  }
  if (want('unit')) await phase('unit tests', () => step('unit tests', bin('vitest'), vitestArgs('unit*', 'unit.json'), UNIT_ENV));

  const suites = SUITES_IN_EMULATORS.filter(want);
  if (suites.length) {
    await preflight([
      { port: 4173, what: 'the preview server of the end-to-end tests' },
      { port: 5175, what: 'the dev server of the end-to-end typing test and the dev-mode smoke' },
      { port: FUNCTION_SUITE.smtpPort, what: "the function suite's SMTP sink" },
      { port: FUNCTION_SUITE.mailHttpPort, what: "the function suite's mailbox" },
    ]);
    let built = true;
    if (suites.includes('e2e') || suites.includes('dev')) {
      await phase('site build and its checks', async () => {
        built = await step('build the site for the emulators', bin('vite'), ['build', '--mode', 'emulator', '--outDir', '.data/web-emulator', '--logLevel', 'warn']);
        // What the browser really gets is checked too, once built.
        await step('no secret in the repository or the built site', bin('tsx'), ['scripts/secrets-check.ts']);
        // The prerendered pages have their content, and the landing page's first paint carries no Firebase or form engine.
        if (built) await step("prerendered pages and the landing page's initial load", bin('vitest'), vitestArgs('build', 'build.json'));
      });
    }
    const inEmulators = built ? suites : suites.filter((s) => s !== 'e2e' && s !== 'dev');
    // Only the browser suites meet the Functions emulator: the function suite runs the function's code in its own process.
    const browser = inEmulators.some((s) => s === 'e2e' || s === 'dev');
    if (browser) {
      await phase('functions build', async () => {
        console.log('\n▶ build the functions');
        await prepareFunctions();
      });
    }
    await phase(`${inEmulators.join(', ')} on one emulator start`, () =>
      step(
        `${inEmulators.join(', ')} tests on the emulators`,
        firebaseBin,
        ['emulators:exec', '--only', browser ? EMULATORS : 'auth,firestore', '--project', PROJECT_ID, `${bin('tsx')} scripts/test-in-emulators.ts ${inEmulators.join(' ')}`],
        emulatorEnv(),
      ),
    );
  }

  if (want('editor')) {
    await phase('form editor under npm start (scratch copy)', () => step('form editor end to end', EDITOR[0], EDITOR.slice(1)));
  }
  // Never in the default (see above); on its own emulators, so after the shared ones and the editor's stop.
  if (want('one-folder')) {
    await phase('one-folder proof (scratch copy)', () => step('one-folder proof', bin('tsx'), ['scripts/prove-one-folder.ts']));
  }

  for (const file of ['unit.json', 'build.json', 'rules.json', 'emulators.json', 'e2e.json', 'form-editor.json', 'one-folder.json']) {
    count(resolve(RESULTS, file));
  }
  // Where the time goes (issue 36): each report's test time and test count, and its ten slowest files.
  // A browser spec's time is the sum of its tests (three run at once, so the wall time is less).
  const reports = [...new Set(fileTimes.map((t) => t.report))];
  if (reports.length) console.log('\nTest time per suite (sum over its files), and its slowest files:');
  for (const report of reports) {
    const files = fileTimes.filter((t) => t.report === report).sort((a, b) => b.seconds - a.seconds);
    const sum = files.reduce((s, f) => s + f.seconds, 0);
    const tests = files.reduce((s, f) => s + f.tests, 0);
    console.log(`  ${report.padEnd(14)} ${tests.toString().padStart(5)} tests ${sum.toFixed(1).padStart(8)} s`);
    for (const f of files.slice(0, 10)) console.log(`      ${f.seconds.toFixed(1).padStart(7)} s ${f.tests.toString().padStart(4)} tests  ${f.file}`);
  }
  console.log('\nPhase times:');
  for (const p of phases) console.log(`  ${p.ok ? '✔' : '✘'} ${p.name.padEnd(44)} ${p.seconds.toFixed(1).padStart(7)} s`);
  console.log(`  ${'total'.padEnd(46)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);
  // Named last, where a CI log's tail shows them: the suites print their own reports far above.
  if (flakyTests.length) {
    console.log(`\nFlaky tests: failed, then passed on a retry; counted as failed:\n${flakyTests.map((t) => `  ✘ ${t}`).join('\n')}`);
  }
  if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `  ✘ ${t}`).join('\n')}`);
  if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
  else console.log(total.failed ? '\nEvery step exited 0, but tests failed or were flaky (above).' : '\nEvery step passed.');
  console.log(`Summary: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(failures.length || total.failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error instanceof UserFacingError ? error.message : error);
  process.exit(1);
});
