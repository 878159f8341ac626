import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { holdAppCode } from '../support/hold-app-code';
import { guardConsole } from './support/console-guard';

/*
 * The home page's own sections (spec 000 sections 2, 4, 8, 9): hero and its two ways on, the
 * services grid by group, the carousel's timing, the QR codes and the hidden quick-action panel (opened by ?acoes=1 or Alt+Shift+A).
 * The emulators are seeded with src/config/services.json, every service active.
 */
interface SeededService {
  id: string;
  title: string;
  link: string;
}
const seeded: SeededService[] = JSON.parse(readFileSync(new URL('../../src/config/services.json', import.meta.url), 'utf8'));

const GROUPS = [
  { title: 'Soluções Digitais Essenciais', ids: ['criacao-desenvolvimento-sites', 'automacao-instagram', 'integracao-whatsapp'] },
  { title: 'Produção Audiovisual', ids: ['videos-cinematograficos', 'convites-cinematograficos'] },
  { title: 'Tecnologias de IA', ids: ['avatares-humanizados', 'clonagem-voz', 'clone-digital'] },
  { title: 'Marketing Digital', ids: ['conteudo-estrategico'] },
  { title: 'Soluções Contínuas', ids: ['movaly-continuum'] },
];

const FIRESTORE_QUERY = '**/documents:runQuery*';

const consoleGuard = guardConsole(test);

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

/** Runs the page's clock on a second at a time until `check` passes (the page's timers, not the test's, wait). */
async function onPageClock(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(1000);
    await check();
  }).toPass({ intervals: [0], timeout: 30_000 });
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

test('the services grid shows the five groups, each card leading to its page', async ({ page }) => {
  await page.goto('/');
  const section = servicesSection(page);
  await expect(gridLinks(page)).toHaveCount(seeded.length);
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(GROUPS.map((g) => g.title));

  for (const group of GROUPS) {
    const box = section.getByRole('heading', { level: 3, name: group.title }).locator('xpath=..');
    const links = box.getByRole('link', { name: /^Saiba mais sobre / });
    await expect(links).toHaveCount(group.ids.length);
    for (const id of group.ids) {
      const service = seeded.find((s) => s.id === id)!;
      await expect(box.getByRole('heading', { level: 4, name: service.title })).toBeVisible();
      await expect(box.getByRole('link', { name: `Saiba mais sobre ${service.title}` })).toHaveAttribute('href', service.link);
    }
  }

  await section.getByRole('link', { name: 'Saiba mais sobre Clone Digital com IA' }).click();
  await expect(page).toHaveURL(/\/clone-digital$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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

test('two QR codes of 120 px lead to the Instagram and YouTube profiles', async ({ page }) => {
  await page.goto('/');
  // The codes are drawn when their section comes near the screen. Reached before the services
  // arrive, it stays in view when the grid above it grows by a few screens (later-sections.ts).
  await page.getByRole('heading', { level: 2, name: 'Siga a Movaly' }).scrollIntoViewIfNeeded();
  for (const network of ['Instagram', 'YouTube']) {
    const code = page.getByRole('img', { name: `QR code do perfil @movaly no ${network}` });
    await code.scrollIntoViewIfNeeded();
    await expect(code).toBeVisible();
    expect(await code.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    await expect(code).toHaveAttribute('width', '120');
    await expect(code).toHaveAttribute('height', '120');
    const box = await code.boundingBox();
    expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([120, 120]);
  }
  const instagram = page.getByRole('link', { name: /^@movaly no Instagram/ });
  await expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/movaly');
  await expect(instagram).toHaveAttribute('target', '_blank');
  await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('link', { name: /^@movaly no YouTube/ })).toHaveAttribute('href', 'https://www.youtube.com/@movaly');
});

test('the quick-action panel is out of sight; ?acoes=1 or Alt+Shift+A shows it, and its demo button announces the video', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Nossos Serviços' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Ações rápidas' });
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ações rápidas' })).toHaveCount(0);
  // A shortcut pressed before the app has started does nothing (it is not replayed, unlike a click).
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await page.keyboard.press('Alt+Shift+KeyA');
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Fechar ações rápidas' }).click();
  await expect(panel).toHaveCount(0);

  await page.goto('/?acoes=1');
  const dialog = new Promise<string>((resolve) => {
    page.once('dialog', (d) => {
      resolve(d.message());
      void d.accept();
    });
  });
  await panel.getByRole('button', { name: 'Ver vídeo demonstrativo' }).click();
  expect(await dialog).toBe('Em breve: Vídeo demonstrativo dos nossos serviços!');
});

test('with no active service, the built-in cards show: eight on the grid, six in the carousel', async ({ page }) => {
  await page.route(FIRESTORE_QUERY, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify([{ readTime: new Date().toISOString() }]),
    }),
  );
  await page.goto('/');
  await expect(gridLinks(page)).toHaveCount(8);
  await scrollDown(page);
  await expect(slides(page)).toHaveCount(6);
  await expect(page.getByText('Erro ao carregar serviços')).toHaveCount(0);
});

test('when the services cannot load, an error toast shows and the built-in cards stand in', async ({ page }) => {
  consoleGuard.allow(/net::ERR_FAILED/, /@firebase\/firestore/);
  await page.route(FIRESTORE_QUERY, (route) => route.abort());
  await page.clock.install();
  await page.goto('/');
  // Three retries (1 + 2 + 4 s) come before the verdict, for the grid and again for the carousel:
  // their pauses pass on the page's clock, a second at a time (each retry's request fails at once).
  const toast = page.getByRole('region', { name: /Notifications/ });
  await onPageClock(page, () => expect(toast.getByText('Erro', { exact: true })).toBeVisible({ timeout: 250 }));
  await expect(toast.getByText('Erro ao carregar serviços')).toBeVisible();
  await expect(gridLinks(page)).toHaveCount(8);
  await scrollDown(page);
  await onPageClock(page, () => expect(slides(page)).toHaveCount(6, { timeout: 250 }));
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
