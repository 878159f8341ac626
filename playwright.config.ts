import { defineConfig } from '@playwright/test';

/*
 * End-to-end tests in Debian's Chromium (no browser download) against the production build made
 * for the emulators, served by `vite preview`. `npm test` runs them inside `firebase emulators:exec`.
 * Its headless shell, as Playwright's own headless runs use: the same Blink and V8 without the
 * desktop browser around them. On two cores the full browser spent 909 CPU-seconds of a run and the
 * shell 625, for the same 1,410 tests (docs/testing.md). The benchmarks keep the full browser.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/*
 * Specs that change what other specs see run one at a time, once the others are done: they take the
 * SMTP sink down (staff-admin, staff-leads-resend, staff-team), switch a service off (other-pages,
 * staff-admin), empty a form's collection and count the newsletter's signups (admin-empty, last of
 * all: see LAST), change who is staff (staff-team) or write the seeded staff account's hours (the three
 * booking specs). The
 * others only add leads and accounts of their own, find them by their own unique names and addresses
 * (mail by its reply-to, never by clearing the mailbox) and run three at a time: on two cores, much of
 * a browser test waits (on the emulator's one-event-at-a-time triggers, on the page's timers), and a
 * third worker uses what the other two leave idle (docs/testing.md).
 */
const SHARED_STATE = [
  // All three write the seeded staff account's availability.
  'booking',
  'booking-manage',
  'staff-availability',
  'other-pages',
  'staff-admin',
  'staff-leads-resend',
  'staff-team',
].map((name) => `**/${name}.spec.ts`);

const SLOW_PHONE = '**/typing-pace.spec.ts';
/** Pages on the dev server only (see the `dev-server` project): the parts of the dev smoke that write a booking or a lead. */
const DEV_SERVER_ONLY = ['**/dev-console-booking.spec.ts', '**/dev-console-lead-page.spec.ts'];

/*
 * Empties a form's collection and counts every newsletter signup, so it runs after the visitors too;
 * and after the one-at-a-time project: its 26 signups' triggers run after it, and the Functions
 * emulator runs one event at a time, so a spec after it would wait behind them (the booking specs did,
 * 12 -> 50 s, when it ran beside them).
 */
const LAST = '**/admin-empty.spec.ts';

/** The production build for the emulators, as a visitor gets it (the other configs that serve it take this). */
export const previewServer = {
  command: 'node_modules/.bin/vite preview --outDir .data/web-emulator --port 4173 --strictPort --host 127.0.0.1',
  url: 'http://127.0.0.1:4173',
  reuseExistingServer: false,
  timeout: 60_000,
};
/** The e2e suite's own dev server, the dev smoke's too (`npm start`'s is 5173). */
const DEV_PORT = 5175;

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: !!process.env.CI,
  /*
   * Flaky is a failure. The one retry in CI is there to SHOW a flake (the list reporter marks the test
   * flaky, the JSON report keeps each try's error and its trace), never to hide it: failOnFlakyTests
   * makes a test that passed only on its retry fail the run, and scripts/test.ts counts it as failed.
   * The other configs (form editor, one-folder) spread this one and keep both settings.
   */
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  workers: 3,
  projects: [
    /*
     * The dev smoke (tests/dev-smoke): what a developer sees under `npm start`, the Vite dev server in
     * emulator mode, logs no console error or warning on any public page, a briefing or the staff home.
     * On this suite's dev server: a second one of its own, beside this one, transformed the whole app
     * again on a two-core machine already busy with the browser suite (a dev-server page then took past
     * 30 s to show its heading). The dev server transforms each module on its first request: the first
     * page takes a while. Listed first: Playwright hands out a stage's files in the order of its
     * projects, and a project's dependents start only once the whole stage before has ended. Listed after
     * the visitors, the smoke began at 211 s and its three serial tests kept the next stage waiting on two
     * idle workers from 266 to 326 s (a clean-clone run); begun at once, it ends well within the visitors.
     */
    { name: 'dev-smoke', testDir: 'tests/dev-smoke', timeout: 240_000, use: { baseURL: `http://127.0.0.1:${DEV_PORT}` } },
    { name: 'visitors', testIgnore: [...SHARED_STATE, SLOW_PHONE, LAST, ...DEV_SERVER_ONLY] },
    { name: 'shared-state', testMatch: SHARED_STATE, dependencies: ['visitors'], workers: 1 },
    { name: 'last', testMatch: LAST, dependencies: ['shared-state'], workers: 1 },
    /*
     * Keys typed at a person's pace on a slow phone (issue 43), on the built site and on the dev server,
     * where they were lost first (it sends a briefing, a lead e-mail, so it runs here and not in the dev
     * smoke, which runs beside the function suite that counts the sink's mail). It reads back only its
     * own document and draft, never the mailbox, a count or a service, so nothing a shared-state spec
     * does reaches it: it runs after the visitors, on the worker the one-at-a-time project leaves idle.
     */
    { name: 'slow-phone', testMatch: SLOW_PHONE, dependencies: ['visitors'] },
    /*
     * The dev smoke's pages that write a booking or a lead (tests/e2e/dev-console-*.spec.ts), after the
     * visitors, as the typing spec on the dev server. The dev smoke's bound: a staff page's first load
     * there waits for its whole module graph's first transform (COLD_STAFF_ROOM).
     */
    {
      name: 'dev-server',
      testMatch: [SLOW_PHONE, ...DEV_SERVER_ONLY],
      dependencies: ['visitors'],
      timeout: 240_000,
      use: { baseURL: `http://127.0.0.1:${DEV_PORT}` },
    },
  ],
  /*
   * Bounds on a stuck run, not a pace: sized for a two-core machine that runs 1.7 times slower than the
   * one they were first set on (2026-11-30: the same code's static checks 41 -> 61-69 s, unit tests
   * 70 -> 116-119 s), where a staff page opened in a second tab beside the visitors' trigger backlog
   * took past 15 s to show its first answer, and two inbox journeys past 60 s.
   */
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: '.data/test-results/e2e.json' }]],
  use: {
    baseURL: 'http://127.0.0.1:4173',
    locale: 'pt-BR',
    /*
     * A trace is recorded on the retry: the retry is there to show a flake (which fails the run), and
     * its trace shows how. Recording every test took a third more time from the browser suites
     * (every-form and routes-and-a11y: 168 s -> 259 s of test time). The faster pace once let a press of
     * "Próxima etapa" made while a prerendered briefing hydrated be judged before the texts typed into
     * it reached the form; since issue 27 the inputs take their early text before the first paint, and
     * zero-loss.spec and cinematic-briefing.spec prove it at that pace.
     */
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    previewServer,
    {
      command: `node_modules/.bin/vite --mode emulator --port ${DEV_PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${DEV_PORT}`,
      env: { VITE_CACHE_DIR: '.data/vite-e2e-dev' },
      // In the run's log: a dev-server page that reloads or waits (the optimizer, a changed file) says so
      // there. A dev-smoke click once stayed on /admin for 120 s with nothing to tell why.
      stdout: 'pipe',
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
