import { expect, type test as base } from '@playwright/test';

/**
 * Fails each test of the file on an uncaught page error or a console error, except the ones the test
 * provokes on purpose and declares with `allow` (e.g. cutting Firestore off).
 */
/*
 * The Firestore SDK's own line when the local emulator has not answered a listen for 10 s: on a busy
 * two-core machine (the visitors' trigger backlog, three browsers) it once took longer, and the page
 * then went on as it should. A site pointed at a wrong or dead backend still fails its test: nothing
 * it waits for arrives. Any other console error fails the test.
 */
const SLOW_EMULATOR = /@firebase\/firestore: Firestore \([\d.]+\): Could not reach Cloud Firestore backend\. Backend didn't respond within 10 seconds\./;

export function guardConsole(test: typeof base) {
  const state = { errors: [] as string[], allowed: [] as RegExp[] };
  test.beforeEach(({ page }) => {
    state.errors = [];
    state.allowed = [SLOW_EMULATOR];
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
