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
 * Specs that change what other specs see run after the others, each in a lane of its own kind, one
 * spec at a time. The others only add leads and accounts of their own, find them by their own unique
 * names and addresses (mail by its reply-to, never by clearing the mailbox) and run three at a time:
 * on two cores, much of a browser test waits (on the emulator's one-event-at-a-time triggers, on the
 * page's timers), and a third worker uses what the other two leave idle (docs/testing.md).
 *
 * Playwright runs projects in phases (a project starts once every project it depends on has ended),
 * so the lanes are: after the visitors, the booking specs beside the slow phone's typing and the page
 * that switches a service off; then the specs that take the SMTP sink down, which no booking's
 * invitation may meet; then LAST.
 */
// All three write the seeded staff account's availability, and the first two wait for invitations.
const BOOKING = ['booking-manage', 'booking', 'staff-availability'].map((name) => `**/${name}.spec.ts`);
// Switches a service off for a moment: no visitor may be on it then.
const SERVICE_SWITCH = ['other-pages'].map((name) => `**/${name}.spec.ts`);
// Take the SMTP sink down (staff-team also changes who is staff; staff-admin switches services).
const MAIL_DOWN = ['staff-admin', 'staff-leads-resend', 'staff-team'].map((name) => `**/${name}.spec.ts`);

const SLOW_PHONE = '**/typing-pace.spec.ts';

/*
 * Empties a form's collection and counts every newsletter signup, so it runs after the visitors too;
 * and after every other lane: its 26 signups' triggers run after it, and the Functions emulator runs
 * one event at a time, so a spec after it would wait behind them (the booking specs did, 12 -> 50 s,
 * when it ran beside them).
 */
const LAST = '**/admin-empty.spec.ts';

/*
 * Pages a visitor only reads: no send, no staff, no mail, no setting written. Under `npm test` they run
 * apart (playwright.pages.config.ts), beside the function suite's last minutes, when the CPU is half
 * idle, instead of in this run's busiest phase (scripts/test-in-emulators.ts). This run then leaves
 * them out (PAGES_APART=1), and its later lanes, which switch a service off and take the
 * SMTP sink down, wait until they are done (the `pages-done` project, below).
 */
export const READ_ONLY_PAGES = ['home', 'routes-and-a11y', 'service-pages', 'site-navigation', 'whatsapp-float', 'no-js', 'form-editor-absent'].map(
  (name) => `**/${name}.spec.ts`,
);
const pagesApart = process.env.PAGES_APART === '1';
const afterVisitors = ['visitors', ...(pagesApart ? ['pages-done'] : [])];

/** The production build for the emulators, as a visitor gets it (the other configs that serve it take this). */
export const previewServer = {
  command: 'node_modules/.bin/vite preview --outDir .data/web-emulator --port 4173 --strictPort --host 127.0.0.1',
  url: 'http://127.0.0.1:4173',
  reuseExistingServer: false,
  timeout: 60_000,
};
/** The e2e suite's own dev server (the dev smoke's is 5174, `npm start`'s 5173). */
const DEV_PORT = 5175;

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: !!process.env.CI,
  /*
   * Flaky is a failure. The one retry in CI is there to SHOW a flake (the list reporter marks the test
   * flaky, the JSON report keeps each try's error and its trace), never to hide it: failOnFlakyTests
   * makes a test that passed only on its retry fail the run, and scripts/test.ts counts it as failed.
   * The other configs (dev smoke, form editor, one-folder) spread this one and keep both settings.
   */
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  // Three for the visitors; after them, up to four lanes (the slow phone's two, booking, service switch) wait more than they work.
  workers: 4,
  projects: [
    { name: 'visitors', testIgnore: [...BOOKING, ...SERVICE_SWITCH, ...MAIL_DOWN, SLOW_PHONE, LAST, ...(pagesApart ? READ_ONLY_PAGES : [])], workers: 3 },
    // Returns once the read-only pages' run apart has ended (its marker file). It starts after the
    // visitors, so it holds no worker while they run, and the next phase (every project below) waits for it.
    ...(pagesApart ? [{ name: 'pages-done', testMatch: '**/support/pages-done.setup.ts', dependencies: ['visitors'] }] : []),
    { name: 'booking', testMatch: BOOKING, dependencies: afterVisitors, workers: 1 },
    { name: 'service-switch', testMatch: SERVICE_SWITCH, dependencies: afterVisitors, workers: 1 },
    { name: 'mail-down', testMatch: MAIL_DOWN, dependencies: ['booking', 'service-switch', 'slow-phone', 'dev-server'], workers: 1 },
    { name: 'last', testMatch: LAST, dependencies: ['mail-down'], workers: 1 },
    /*
     * Keys typed at a person's pace on a slow phone (issue 43), on the built site and on the dev server,
     * where they were lost first (it sends a briefing, a lead e-mail, so it runs here and not in the dev
     * smoke, which runs beside the function suite that counts the sink's mail). It reads back only its
     * own document and draft, never the mailbox, a count or a service, so nothing the booking or
     * service-switch lanes do reaches it: it runs beside them, after the visitors (its pace is timed).
     */
    { name: 'slow-phone', testMatch: SLOW_PHONE, dependencies: afterVisitors },
    { name: 'dev-server', testMatch: SLOW_PHONE, dependencies: afterVisitors, use: { baseURL: `http://127.0.0.1:${DEV_PORT}` } },
  ],
  timeout: 60_000,
  expect: { timeout: 15_000 },
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
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
