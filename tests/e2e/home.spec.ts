import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { holdAppCode } from '../support/hold-app-code';
import { guardConsole } from './support/console-guard';

/*
 * The home page's own sections (spec 000 sections 2, 4, 8, 9), where only a browser can judge: the
 * hero's two buttons scrolling to their sections (also when pressed before the app's code has
 * loaded), the carousel's timing, and what loads when the visitor scrolls toward it.
 * The emulators are seeded with src/config/services.json, every service active.
 *
 * Moved down (issue 36), checked in jsdom with the services backend replaced at its seam:
 * the services grid by group and its links, the built-in cards when no service is active or the
 * services cannot load (with the error toast): src/features/home/home-services.test.tsx; the QR codes
 * and the hidden quick-action panel (?acoes=1, Alt+Shift+A): src/features/home/qr-and-quick-actions.test.tsx.
 */
interface SeededService {
  id: string;
  title: string;
  link: string;
}
const seeded: SeededService[] = JSON.parse(readFileSync(new URL('../../src/config/services.json', import.meta.url), 'utf8'));

guardConsole(test);

const servicesSection = (page: Page) => page.locator('#services');
const gridLinks = (page: Page) => servicesSection(page).getByRole('link', { name: /^Saiba mais sobre / });
const carousel = (page: Page) => page.locator('section[aria-roledescription="carousel"]');
const slides = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]');

/** A visitor scrolls down a little: the parts ahead of the screen load on the first scroll (use-near.ts). */
const scrollDown = (page: Page) => page.locator('#about').scrollIntoViewIfNeeded();

/**
 * Waits for a smooth scroll to end: a visitor scrolls back once the section has arrived, and a wheel
 * sent while the browser still glides there is lost in headless Chromium.
 */
async function scrollSettled(page: Page): Promise<void> {
  let last = -1;
  await expect
    .poll(async () => {
      const now = await page.evaluate(() => window.scrollY);
      const settled = now === last;
      last = now;
      return settled;
    }, { intervals: [150] })
    .toBe(true);
}

/** The slide at the left edge of the viewport once it has settled; '' while it moves. */
async function firstVisibleSlide(region: Locator): Promise<string> {
  return region.evaluate((el) => {
    const viewport = el.querySelector('[aria-live]')!.getBoundingClientRect();
    for (const slide of el.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')) {
      const card = slide.firstElementChild!.getBoundingClientRect();
      if (Math.abs(card.left - viewport.left) < 2) return slide.getAttribute('aria-label') ?? '';
    }
    return '';
  });
}

test('the hero promises, and its two buttons scroll to the contact form and the services', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('#hero');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Transformamos a sua história em vídeos com qualidade de cinema');

  await expect(page.locator('#contact')).not.toBeInViewport();
  await hero.getByRole('link', { name: 'Solicitar Orçamento' }).click();
  await expect(page.locator('#contact')).toBeInViewport();
  await expect(page.locator('#contact')).toBeFocused();
  // The parts above the form that load late (the services, and the carousel if the glide came near
  // it) are in, so no later growth makes the page follow the form again as the visitor's wheel lands.
  await expect(gridLinks(page)).toHaveCount(seeded.length);
  await page.waitForLoadState('networkidle');
  await scrollSettled(page);

  // Back up as a visitor scrolls (a wheel): the page keeps the contact form in view for a few seconds
  // while content above it loads, until the visitor scrolls; a script's scrollTo is no visitor.
  await page.mouse.wheel(0, -20_000);
  await expect(hero).toBeInViewport();
  await hero.getByRole('link', { name: 'Ver Portfólio' }).click();
  await expect(servicesSection(page).getByRole('heading', { level: 2, name: 'Nossos Serviços' })).toBeInViewport();

  // The about section's call to action leads to the contact form too.
  await page.locator('#about').getByRole('link', { name: 'Conte a Sua História' }).click();
  await expect(page.locator('#contact')).toBeInViewport();
});

test('a press on the hero\'s quote button while the page is still loading its code ends at the contact form, focused', async ({ page }) => {
  // The prerendered link works before the app does (the browser jumps to #contact); once the app
  // runs, the press is repeated so the header's offset and the focus come as they do later.
  const release = await holdAppCode(page);
  await page.goto('/');
  await page.locator('#hero').getByRole('link', { name: 'Solicitar Orçamento' }).click();
  await expect(page.locator('#contact')).toBeInViewport();

  release();
  await expect(page.locator('#contact')).toBeFocused();
  await expect(page.locator('#contact')).toBeInViewport();
  await expect(page.locator('#contact').getByRole('heading', { level: 2 })).toBeInViewport();
});

test('the carousel advances by itself and holds still while hovered', async ({ page }) => {
  // The page's own clock, run ahead by the test where what is checked is that nothing happens.
  await page.clock.install();
  await page.goto('/');
  await scrollDown(page);
  const region = carousel(page);
  await expect(slides(page)).toHaveCount(seeded.length);
  await region.scrollIntoViewIfNeeded();
  await expect(region.getByRole('button', { name: 'Serviço anterior' })).toBeVisible();
  await expect(region.getByRole('button', { name: 'Próximo serviço' })).toBeVisible();
  for (const service of seeded) {
    await expect(region.getByRole('link', { name: `Ver detalhes de ${service.title}` })).toHaveAttribute('href', service.link);
  }

  // Every 4 s: the first card changes within about 5 s.
  await expect.poll(() => firstVisibleSlide(region), { timeout: 5000 }).not.toBe('');
  const start = await firstVisibleSlide(region);
  await expect.poll(() => firstVisibleSlide(region), { timeout: 5500, intervals: [250] }).not.toMatch(new RegExp(`^(${start})?$`));

  await region.locator('[aria-live]').hover();
  await expect.poll(() => firstVisibleSlide(region)).not.toBe('');
  const hovered = await firstVisibleSlide(region);
  // Longer than the 4 s period, on the page's clock (its timers and frames run): had it not paused,
  // its timer would have fired and the slides moved.
  await page.clock.runFor(5000);
  expect(await firstVisibleSlide(region)).toBe(hovered);

  // The next button still moves it while hovered.
  await region.getByRole('button', { name: 'Próximo serviço' }).click();
  await expect.poll(() => firstVisibleSlide(region)).not.toMatch(new RegExp(`^(${hovered})?$`));
});

test('the carousel and the newsletter load when the visitor scrolls toward them, not while the page opens', async ({ page }) => {
  // A phone's screen: the carousel starts about a screen below it, within the distance parts load ahead.
  await page.setViewportSize({ width: 412, height: 823 });
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const lazyParts = () => fetched.filter((path) => /\/assets\/(services-carousel|newsletter-card)-/.test(path));
  await page.clock.install();
  await page.goto('/');
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  // The page has opened: its services are drawn, the grid above the carousel at its full height.
  await expect(gridLinks(page)).toHaveCount(seeded.length);
  // Then a second of an idle page, on the page's clock: every timer and idle callback due in it runs.
  await page.clock.runFor(1000);
  expect(lazyParts()).toEqual([]);
  await expect(slides(page)).toHaveCount(0);

  await page.mouse.wheel(0, 400);
  await expect(slides(page)).toHaveCount(seeded.length);
  expect(lazyParts().some((path) => path.includes('services-carousel'))).toBe(true);
});
