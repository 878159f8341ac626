import type { Locator } from '@playwright/test';

/**
 * Whether the element is drawn over everything else at its middle and just inside its top edge: a
 * click there lands on it, and nothing (a sticky bar's part under the site's header) hides its top.
 * Playwright's own click would only wait and retry until the page scrolled it free.
 */
export const onTop = (element: Locator): Promise<boolean> =>
  element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const x = box.x + box.width / 2;
    return [box.y + 2, box.y + box.height / 2].every((y) => el.contains(document.elementFromPoint(x, y)));
  });
