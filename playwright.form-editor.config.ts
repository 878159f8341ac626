import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/*
 * The visual form editor's end-to-end test (scripts/prove-form-editor.ts runs it in a scratch copy
 * under that copy's own `npm start`): the same browser and launch flags as the e2e suite, the dev
 * server of npm start (port 5173) with no server of its own, its own report for npm test's totals.
 */
export default defineConfig({
  ...base,
  projects: undefined,
  testDir: 'tests/e2e-form-editor',
  workers: 1,
  // One pass: the test builds a form folder in the copy, so a second try would start from its leftovers.
  // (So a flake here is a plain failure; failOnFlakyTests, from the base, would fail the run anyway.)
  retries: 0,
  // The dev server transforms each module on its first request, and a save runs forms:generate and
  // forms:check; under npm test the proof runs at a low priority beside the other suites (scripts/test.ts),
  // so it gets the CPU they leave. Bounds on a stuck run, not speed assertions.
  timeout: 600_000,
  expect: { timeout: 60_000 },
  reporter: [['list'], ['json', { outputFile: '.data/test-results/form-editor.json' }]],
  outputDir: '.data/test-results/form-editor-artifacts',
  // One long test with no retry: its trace is kept when it fails, to show what the page held.
  use: { ...base.use, baseURL: 'http://127.0.0.1:5173', trace: 'retain-on-failure' },
  webServer: undefined,
});
