import { defineConfig } from '@playwright/test';
import base, { previewServer, READ_ONLY_PAGES } from './playwright.config';

/*
 * The pages a visitor only reads (READ_ONLY_PAGES), run apart from the rest of the e2e suite: under
 * `npm test`, beside the function suite once the rules and dev-server suites are done (scripts/
 * test-in-emulators.ts). The same browser, flags, retries and failOnFlakyTests as the e2e suite, the
 * same built site on a preview server of its own (the e2e run's, on 4173, may start while this one runs).
 */
const PORT = 4176;

export default defineConfig({
  ...base,
  projects: undefined,
  testDir: 'tests/e2e',
  testMatch: READ_ONLY_PAGES,
  // Two: it runs beside the function suite, which waits on the emulator most of the time.
  workers: 2,
  reporter: [['list'], ['json', { outputFile: '.data/test-results/pages.json' }]],
  // Its own artifacts folder: Playwright empties its outputDir when a run starts (the e2e run may start meanwhile).
  outputDir: '.data/test-results/pages-artifacts',
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: { ...previewServer, command: previewServer.command.replace('--port 4173', `--port ${PORT}`), url: `http://127.0.0.1:${PORT}` },
});
