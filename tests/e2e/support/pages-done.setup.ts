import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PAGES_DONE_MARKER } from '../../support/pages-apart';

/*
 * Under `npm test` the read-only pages run apart, beside the function suite (playwright.config.ts,
 * READ_ONLY_PAGES). The later lanes switch a service off and take the SMTP sink down, which
 * those pages would see: they start only once that run has ended, as its marker file says.
 */
test('the read-only pages run apart has ended', async () => {
  // A bound for a stuck run, not a pace: it usually ended before the visitors did.
  test.setTimeout(600_000);
  await expect.poll(() => existsSync(PAGES_DONE_MARKER), { timeout: 590_000, intervals: [1000] }).toBe(true);
});
