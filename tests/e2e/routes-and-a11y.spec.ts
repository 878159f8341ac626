import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { readRegistry } from '../../scripts/lib/read-forms';
import { paths } from '../../src/config/paths';
import { navigateInApp } from './support/navigate';

/*
 * Every route of spec 000's route table, in each language: it renders one main heading and logs no
 * error. Then an accessibility check (axe-core) of a page of each kind.
 */
const registry = readRegistry();
const routes = [
  paths.home,
  ...paths.serviceSlugs.map((slug) => `/${slug}`),
  paths.websiteService,
  paths.instagramService,
  paths.whatsappService,
  paths.payments,
  paths.buttonTest,
  ...registry.forms.flatMap((f) => (f.form.route ? [f.form.route] : [])),
  '/esta-pagina-nao-existe',
];

async function openIn(page: Page, path: string, locale: string): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.addInitScript((lang) => localStorage.setItem('movaly.lang', lang), locale);
  await page.goto(path);
  return errors;
}

/*
 * In Portuguese every route is loaded as a visitor arriving on it (its prerendered page, then the app).
 * In Spanish and English one route of each kind is (the app then swaps the prerendered Portuguese for
 * the visitor's language, where a hydration error would show); the others are reached as a click on a
 * link reaches them, through the router, which renders each page's own texts in that language.
 */
const firstOfEachKind = new Set([
  paths.home,
  `/${paths.serviceSlugs[0]}`,
  paths.websiteService,
  paths.payments,
  paths.buttonTest,
  registry.forms.find((f) => f.form.route)!.form.route!,
  '/esta-pagina-nao-existe',
]);

for (const locale of ['pt', 'es', 'en']) {
  test(`every route shows its main heading in ${locale}, with no console error`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = await openIn(page, paths.home, locale);
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
    const heading = page.getByRole('heading', { level: 1 });
    for (const path of routes) {
      if (locale === 'pt' || firstOfEachKind.has(path)) {
        await page.goto(path);
        await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
      } else {
        // The page before's heading is gone first: no check below may read it.
        const before = await heading.first().textContent();
        await navigateInApp(page, path);
        await expect(heading.first(), path).not.toHaveText(before ?? '');
      }
      await expect(heading, path).toHaveCount(1);
      await expect(heading, path).not.toBeEmpty();
      await expect(page.locator('html'), path).toHaveAttribute('lang', locale === 'pt' ? 'pt-BR' : locale);
      const def = registry.forms.find((f) => f.form.route === path);
      if (def) {
        const title = locale === 'pt' ? def.form.texts.title : (def.translations[locale as 'es' | 'en']?.texts?.title ?? def.form.texts.title);
        await expect(heading, path).toHaveText(title);
      }
    }
    // The unknown path is logged (a warning, not an error) and nothing else complained.
    expect(errors).toEqual([]);
  });
}

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
