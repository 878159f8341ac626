import type { Page } from '@playwright/test';

/**
 * Holds the app's code (the start chunk) back, so the prerendered page is on screen, scrollable and
 * tappable, but not hydrated. Call before `page.goto`; the returned function lets the code through.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
