import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { functionSuiteEnv } from './scripts/lib/local-function-params.ts';

const UNIT = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'functions/src/**/*.test.ts'];
const UNIT_DIRS = ['src', 'scripts', 'functions/src'];
const SCRIPT_TESTS = ['scripts/**/*.test.ts'];
/*
 * Pure-logic files share their worker's modules (`isolate: false`): each file importing its modules
 * anew took half of their time (45 s -> 22 s for 95 files on two cores). A file runs in modules of its
 * own when it needs a DOM or changes what other files would see: mocks or spies, fake timers, stubbed
 * globals, the process's environment. Decided here from each file's text, so a new test is put right
 * without a list to keep.
 */
const OWN_MODULES = /@vitest-environment jsdom|vi\.(mock|doMock|spyOn|useFakeTimers|stubGlobal|stubEnv)\b|process\.(env|chdir)/;
const unitFiles = UNIT_DIRS.flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => ({ file, text: readFileSync(file, 'utf8') })),
);
const sharedUnitFiles = unitFiles.filter(({ text }) => !OWN_MODULES.test(text)).map(({ file }) => file);
const DOM_FILES = unitFiles.filter(({ text }) => /@vitest-environment jsdom/.test(text)).map(({ file }) => file);

// Four suites: pure logic (no emulator; the function's pure modules too, next to them in functions/src), the built site, Firestore rules and the function, both against the emulators.
export default defineConfig({
  test: {
    // One worker more than cores: with one a core, a third of the CPU stayed idle while workers loaded
    // modules (unit suite on two cores: 80 s with 2 workers, 54 s with 3, 58 s with 4).
    maxWorkers: availableParallelism() + 1,
    // The function's own info lines (one per lead and call in the function suite) would bury a failure; its warnings and errors stay.
    onConsoleLog: (log) => !/^\{.*"severity":"(INFO|DEBUG)"/.test(log),
    projects: [
      // 20 s rather than 5: the runner's tests type into real briefings (RJSF, user-event), which took
      // over 5 s on a two-core machine also busy with a build; a timeout is no speed assertion here.
      /*
       * The files that mock, spy or need a DOM: in worker threads kept between files (isolate: false),
       * the packages staying loaded and warm, each file's own modules, mocks and page put back by
       * tests/unit-setup.ts. Unit phase on two cores, idle machine, 1,317 tests: 117 s with each file
       * in a fresh VM context (vmThreads, its packages bundled by vitest's optimizer); 95 s sharing the
       * packages; 82-91 s once no file's page, styles or timers outlived it and with scripts/test.ts's
       * larger young generation. The DOM files are a project of their own, as a worker serves one
       * environment. The scripts' own tests stay in processes (below): the Node tools they drive load
       * ES modules at run time.
       */
      { test: { name: 'unit', pool: 'threads', isolate: false, include: UNIT, exclude: [...configDefaults.exclude, ...sharedUnitFiles, ...SCRIPT_TESTS, ...DOM_FILES], environment: 'node', testTimeout: 20_000, setupFiles: ['tests/unit-setup.ts'] } },
      { test: { name: 'unit-dom', pool: 'threads', isolate: false, include: DOM_FILES, environment: 'jsdom', testTimeout: 20_000, setupFiles: ['tests/unit-setup.ts'] } },
      { test: { name: 'unit-scripts', include: SCRIPT_TESTS, exclude: [...configDefaults.exclude, ...sharedUnitFiles], environment: 'node', testTimeout: 20_000 } },
      { test: { name: 'unit-shared', include: sharedUnitFiles, environment: 'node', isolate: false, testTimeout: 20_000 } },
      // The built site (scripts/test.ts runs it right after building for the end-to-end tests).
      { test: { name: 'build', include: ['tests/build/**/*.test.ts'], environment: 'node' } },
      {
        // Loading the rules into the emulator can take a while on a busy two-core machine, and the suite
        // runs beside the browser suite: a form's dozens of rule writes once took 5.3 s there, past
        // vitest's default 5 s. 30 s is a bound on a stuck emulator, not a speed target.
        test: { name: 'rules', include: ['tests/rules/**/*.test.ts'], environment: 'node', fileParallelism: false, hookTimeout: 60_000, testTimeout: 30_000 },
      },
      {
        // The forms the function's bundle embeds, for its modules imported in-process (tests/support/form-definitions.ts).
        resolve: { alias: { 'virtual:form-definitions': resolve(import.meta.dirname, 'tests/support/form-definitions.ts') } },
        test: {
          name: 'functions',
          include: ['tests/functions/**/*.test.ts'],
          environment: 'node',
          // The function's code runs in the test process, in a project and with an SMTP sink of its own
          // (tests/support/function-host.ts), so the suite runs beside the browser suite.
          env: functionSuiteEnv(),
          globalSetup: ['tests/support/functions-global-setup.ts'],
          setupFiles: ['tests/support/functions-setup.ts'],
          fileParallelism: false,
          // After the unit projects when run with them (npm run coverage): one worker, theirs are many.
          sequence: { groupOrder: 1 },
          // One worker for every file, its modules loaded once (the function's code and firebase-admin
          // took 3 s a file to load under the browser suite's load): no file mocks a module, and the
          // one that stubs the environment restores it.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
