import { expect, type Page } from '@playwright/test';

/*
 * A visitor on a slow phone: the CPU throttled by Chromium's DevTools protocol, and keys typed with the
 * visitor's own pauses between them. A pause here is what is being tried (how a person types, how long
 * after a key they leave), not a wait for the page.
 */

/** Slows the page's CPU `rate` times (4: a mid-range phone; 8: an old one). */
export async function slowCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** The app has hydrated (or rendered) and answers taps. */
export const appReady = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-app', 'ready');

/** The visitor waits `ms` before doing anything else (0: goes on at once). */
export const visitorPause = (page: Page, ms: number) =>
  ms ? page.evaluate((wait) => new Promise((done) => setTimeout(done, wait)), ms) : Promise.resolve();

/** A repeatable random source (mulberry32): a run's seed, printed, replays its pauses exactly. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Types `text` into the focused input character by character (an accent or an emoji arrives as the
 * phone's keyboard gives it, as one inserted text), `gap()` ms apart. The pause is the person's, timed
 * outside the page: a person does not wait for a busy page before the next key.
 */
export async function typeAtPace(page: Page, text: string, gap: () => number): Promise<void> {
  for (const char of text) {
    await page.keyboard.type(char);
    await new Promise((resolve) => setTimeout(resolve, gap()));
  }
}
