import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/*
 * The dev-server smoke test (tests/dev-smoke): what a developer sees under `npm start`, the Vite dev
 * server in emulator mode, must not log a console error or warning on any page. The same browser and
 * launch flags as the e2e suite, its own dev server (port 5174, beside a running `npm start`), and the
 * emulators of `firebase emulators:exec` with the seed of scripts/test-in-emulators.ts.
 */
export default defineConfig({
  ...base,
  // One project, one test folder: the e2e suite's split by shared state does not apply here.
  projects: undefined,
  testDir: 'tests/dev-smoke',
  workers: 1,
  // As the e2e suite (retries and failOnFlakyTests from the base): one retry in CI, to show a flake;
  // a test that needed it fails the run, and npm test's summary counts it as failed.
  // The dev server transforms each module on its first request: the first page takes a while.
  timeout: 240_000,
  reporter: [['list'], ['json', { outputFile: '.data/test-results/dev-smoke.json' }]],
  // Its own artifacts folder: Playwright empties its outputDir when a run starts, and this run starts
  // while the e2e suite (beside it) is writing traces into test-results/.
  outputDir: '.data/test-results/dev-smoke-artifacts',
  use: { ...base.use, baseURL: 'http://127.0.0.1:5174' },
  webServer: {
    command: 'node_modules/.bin/vite --mode emulator --port 5174 --strictPort --host 127.0.0.1',
    url: 'http://127.0.0.1:5174',
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
