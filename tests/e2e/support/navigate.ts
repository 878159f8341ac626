import { expect, type Page } from '@playwright/test';

/**
 * Goes to a path in the app as a link would: history and the router, no new document (the site's code
 * is not loaded and compiled again, as it is not for a visitor who follows a link).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}
