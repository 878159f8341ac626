import { expect, type test as base } from '@playwright/test';

/**
 * Fails each test of the file on an uncaught page error or a console error, except the ones the test
 * provokes on purpose and declares with `allow` (e.g. cutting Firestore off).
 */
export function guardConsole(test: typeof base) {
  const state = { errors: [] as string[], allowed: [] as RegExp[] };
  test.beforeEach(({ page }) => {
    state.errors = [];
    state.allowed = [];
    page.on('pageerror', (error) => state.errors.push(error.message));
    page.on('console', (message) => {
      // With the address it came from: a "Failed to load resource" alone does not say which request failed.
      const text = message.location().url ? `${message.text()} (${message.location().url})` : message.text();
      if (message.type() === 'error' && !state.allowed.some((p) => p.test(text))) state.errors.push(text);
    });
  });
  test.afterEach(() => {
    expect(state.errors).toEqual([]);
  });
  return { allow: (...patterns: RegExp[]) => state.allowed.push(...patterns) };
}
