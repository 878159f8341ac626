/**
 * Written by scripts/test-in-emulators.ts when the read-only pages' run apart has ended, passed or not
 * (playwright.pages.config.ts); the e2e run's `pages-done` project waits for it.
 */
export const PAGES_DONE_MARKER = '.data/test-results/pages.done';
