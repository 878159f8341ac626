import type { Page } from '@playwright/test';
import { heldRequests } from './held-requests';

/**
 * Holds the app's code (the start chunk) back, so the prerendered page is on screen, scrollable and
 * tappable, but not hydrated. Call before `page.goto`; the returned function lets the code through.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  const held = heldRequests();
  await page.route(/\/assets\/start-[^/]+\.js$/, held.pass);
  return held.release;
}
