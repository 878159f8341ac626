import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { readRegistry } from '../../scripts/lib/read-forms';
import { paths } from '../../src/config/paths';
import { holdAppCode } from '../support/hold-app-code';

/*
 * The service landing pages and the website page (spec 000 section 2, spec 001 section 2), where only a
 * browser judges: a call to action followed to its briefing, the tab's title, the scroll, the carousels,
 * the language switch and an accessibility check. Their texts, lists and links as the built site sends
 * them are tests/build/service-pages.test.ts's.
 */
const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const landing = read('../../src/features/services/locales/pt.json').landing;
const registry = readRegistry();
const titleOf = (route: string) => registry.forms.find((f) => f.form.route === route)!.form.texts.title;

let pageErrors: string[] = [];

test.beforeEach(async ({ page }) => {
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
});

test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

test('a call to action leads from a landing page to its briefing, and the tab says the service', async ({ page }) => {
  const texts = landing.pages['clone-digital'];
  await page.goto('/clone-digital');
  await expect(page).toHaveTitle(`${texts.name} | Movaly`);
  await page.getByRole('link', { name: 'Preencher o briefing', exact: true }).click();
  await expect(page).toHaveURL('/clone-digital/briefing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf('/clone-digital/briefing'));
});

test('a visitor who scrolls a landing page while its code is still loading stays where they scrolled', async ({ page }) => {
  // Hold the app's code back: the prerendered page is on screen and can be scrolled.
  const release = await holdAppCode(page);
  await page.goto('/clonagem-voz');
  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer).toBeInViewport();

  release();
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await expect(footer).toBeInViewport();
});

test('a landing page opens at its top, even when reached from the bottom of another page', async ({ page }) => {
  await page.goto('/clonagem-voz');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const footerLink = page.locator('footer').getByRole('link', { name: 'Movaly Continuum' });
  await footerLink.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await footerLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.pages['movaly-continuum'].title);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a landing page loads the carousel of the other services once the visitor scrolls towards it', async ({ page }) => {
  const carouselCode = new Set<string>();
  page.on('request', (request) => {
    if (/\/assets\/services-carousel-[^/]+\.js$/.test(request.url())) carouselCode.add(request.url());
  });
  await page.goto('/clone-digital');
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  const carousel = page.locator('section[aria-roledescription="carousel"]');
  // Below the fold: neither its code nor its slides before the visitor scrolls.
  await expect(carousel).toHaveCount(0);
  expect(carouselCode.size).toBe(0);

  // Within reach of the screen, it comes with the visitor's first scroll.
  await page.mouse.wheel(0, 300);
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole('button', { name: 'Próximo serviço' })).toBeVisible();
  await expect(carousel.locator('[aria-roledescription="slide"]').first()).toBeVisible();
  expect(carouselCode.size).toBe(1);
});

test.describe('website service page', () => {
  test('the carousel advances by itself every 4 s, cycles, and a dot jumps to its slide', async ({ page }) => {
    // The page's own clock, run ahead by the test where what is checked is that nothing happens.
    await page.clock.install();
    await page.goto(paths.websiteService);
    const carousel = page.locator('section[aria-roledescription="carrossel"]');
    const slide = (n: number) => carousel.getByRole('group', { name: `${n} de 5` });
    const dot = (n: number) => carousel.getByRole('button', { name: new RegExp(`^Ir para o slide ${n}:`) });
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await expect(slide(1)).toBeVisible();
    await expect(slide(2)).toBeHidden();

    // By itself, after its 4 s, on the page's clock: a wall-clock wait of 6 s failed on a busy machine,
    // whose starved page ran its timers late (a rotation that never comes still fails the wait below).
    await page.clock.runFor(4_000);
    await expect(slide(2)).toBeVisible();
    await expect(slide(1)).toBeHidden();
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await expect(dot(1)).not.toHaveAttribute('aria-current');

    // A dot jumps; while the pointer and focus are on the carousel it stays put.
    await dot(5).click();
    await expect(slide(5)).toBeVisible();
    await expect(dot(5)).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('heading', { level: 3 })).toHaveText('Sistemas web sob medida');
    // Longer than the 4 s period, on the page's clock (its timers and frames run): had it not paused,
    // its timer would have fired and the slide changed.
    await page.clock.runFor(4_500);
    // Looked at once (a retrying check would wait for the slide to come round again).
    expect(await slide(5).isVisible()).toBe(true);
    expect(await dot(5).getAttribute('aria-current')).toBe('true');

    // Once the visitor leaves, it goes on, and after the last slide comes the first.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(4_000);
    await expect(slide(1)).toBeVisible();
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');

    // The rotation can be stopped for good.
    await carousel.getByRole('button', { name: 'Pausar a troca automática de slides' }).click();
    await page.mouse.move(0, 0);
    await expect(carousel.getByRole('button', { name: 'Retomar a troca automática de slides' })).toBeVisible();
  });
});

test('the landing page follows the chosen language', async ({ page }) => {
  await page.goto('/clone-digital');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your digital clone recording videos for you');
  await expect(page.getByRole('link', { name: 'Back to Services' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('heading', { level: 2, name: 'Ideal For' })).toBeVisible();
});

test('the plans, invitation and website pages have no serious or critical accessibility violation', async ({ page }) => {
  for (const path of ['/movaly-continuum', '/convites-cinematograficos', paths.websiteService]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The page's own content; the shared header and footer are checked by routes-and-a11y.spec.ts.
    const results = await new AxeBuilder({ page }).include('main').analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(serious, path).toEqual([]);
  }
});
