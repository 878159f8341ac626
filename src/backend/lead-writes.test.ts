// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * A tab that changed a lead asks the inbox's queries, not the function's copies, for a minute after
 * (./inbox.ts): that must hold across a reload of the tab, whose module memory starts afresh.
 */
const freshModule = async () => {
  vi.resetModules();
  return import('./lead-writes');
};

beforeEach(() => sessionStorage.clear());

describe("a tab's last lead write", () => {
  it('is none in a new tab, and is remembered by the tab across a reload', async () => {
    const first = await freshModule();
    expect(first.lastLeadWrite()).toBe(Number.NEGATIVE_INFINITY);
    const before = Date.now();
    first.noteLeadWrite();
    const reloaded = await freshModule();
    expect(reloaded.lastLeadWrite()).toBeGreaterThanOrEqual(before);
    expect(reloaded.lastLeadWrite()).toBeLessThanOrEqual(Date.now());
    sessionStorage.clear();
    expect((await freshModule()).lastLeadWrite()).toBe(Number.NEGATIVE_INFINITY);
  });
});
