import { defineConfig } from '@playwright/test';
import base, { previewServer } from './playwright.config';

/*
 * The one-folder proof's browser test (scripts/prove-one-folder.ts runs it in a scratch copy that holds
 * the fixture form): the same browser, server and emulators as the e2e suite, its own test folder so
 * `playwright test` in the repository never picks it up, its own report for npm test's totals.
 */
export default defineConfig({
  ...base,
  // One project, one test folder: the e2e suite's split by shared state does not apply here.
  // Retries and failOnFlakyTests are the base's: a test that passes only on a retry fails the proof.
  projects: undefined,
  testDir: 'tests/e2e-one-folder',
  // The built copy only: the e2e suite's dev server is for its typing spec.
  webServer: previewServer,
  reporter: [['list'], ['json', { outputFile: '.data/test-results/one-folder.json' }]],
});
