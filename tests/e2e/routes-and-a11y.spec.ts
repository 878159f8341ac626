import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { readRegistry } from '../../scripts/lib/read-forms';
import { siteRoutes } from '../../scripts/lib/site-routes';
import { paths } from '../../src/config/paths';

/*
 * Every route of spec 000's route table in Portuguese, each loaded as a visitor arriving on it (its
 * prerendered page, then the app hydrating it): it renders one main heading, the page's language, and
 * logs no error. Then an accessibility check (axe-core) of a page of each kind. The same routes in
 * Spanish and in English (one main heading, a briefing's translated title, the page's language, nothing
 * logged as an error) are src/app/routes-localized.test.tsx's, rendered by the app's route table in jsdom.
 */
const registry = readRegistry();
const routes = siteRoutes(registry.forms);

test('every route shows its main heading in pt, with no console error', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const heading = page.getByRole('heading', { level: 1 });
  for (const path of routes) {
    await page.goto(path);
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
    await expect(heading, path).toHaveCount(1);
    await expect(heading, path).not.toBeEmpty();
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'pt-BR');
    const def = registry.forms.find((f) => f.form.route === path);
    if (def) await expect(heading, path).toHaveText(def.form.texts.title);
  }
  // The unknown path is logged (a warning, not an error) and nothing else complained.
  expect(errors).toEqual([]);
});

for (const path of [paths.home, '/videos-cinematograficos', '/videos-cinematograficos/briefing']) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(serious).toEqual([]);
  });
}
