import { expect, type Page, test } from '@playwright/test';
import { readRegistry } from '../../scripts/lib/read-forms';
import { paths } from '../../src/config/paths';
import { optionsOf } from '../../src/forms/core/schema-fields';
import { question } from '../e2e/support/form-filler';
import { signInAsStaff } from '../e2e/support/staff';
import { COLD_STAFF_ROOM, listen } from './support';

/*
 * The Vite dev server (`npm start`'s web app; the browser suite's project `dev-smoke`, playwright.config.ts) logs no console
 * error or warning and throws no uncaught error on any page: every address of src/config/paths.ts
 * outside the staff area, every service page, every briefing of the form folders (schemas/), the 404
 * page, one briefing with an answer typed, and the admin home signed in as the seeded staff account.
 * Dev builds say more than the production build the e2e suite drives (React's and Emotion's
 * development warnings), and that is what a developer reads in the console under `npm start`.
 */
const registry = readRegistry();
const UNKNOWN = '/esta-pagina-nao-existe';

/** The staff area (under /admin) is left to the signed-in test: signed out, each of its pages is the sign-in page. */
const publicOnly = (address: string) => address !== paths.admin && !address.startsWith(`${paths.admin}/`);

/**
 * The addresses, once each, in three groups, each a test of its own: the page addresses the app names,
 * the service pages, the briefing pages. One test of all of them (29 first loads on a dev server
 * that transforms each module on its first request) ran past its 240 s in a clean-clone run, beside
 * the visitors' browsers and the function suite on two cores: the time is the sum of the pages', and a
 * group's is about a third of it. Within a group the pages share one browser page, and so its cache.
 */
const fixed = [...new Set(Object.values(paths).flatMap((v): string[] => (typeof v === 'string' && v.startsWith('/') ? [v] : [])))].filter(publicOnly);
const services = paths.serviceSlugs.map((slug) => `/${slug}`).filter((address) => !fixed.includes(address));
const briefings = registry.forms
  .flatMap((f) => (f.form.route ? [f.form.route] : []))
  .filter((address) => !fixed.includes(address) && !services.includes(address));
const groups = { 'every page address the app names': fixed, 'every service page': services, 'every briefing page': briefings };

/**
 * The bound on one page's heading on the dev server beside the other suites: a clean-clone run's
 * retry waited past 30 s for one service page's. A bound on a stuck page, not a pace.
 */
const COLD_PAGE = 60_000;

/** Opens an address in a fresh page load and waits until the page is drawn and its parts are live. */
async function open(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 }).first(), address).toBeVisible({ timeout: COLD_PAGE });
  await expect(page.locator('html'), address).toHaveAttribute('data-app', 'ready');
  // What a page loads after it is drawn (services, availability, strings) and complains about late.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
}

const report = (problems: string[]) => `console errors and warnings on the dev server:\n${problems.join('\n')}`;

for (const [name, addresses] of Object.entries(groups)) {
  test(`${name} logs nothing on the dev server`, async ({ page }) => {
    const { problems } = listen(page);
    for (const address of addresses) await open(page, address);
    expect(problems, report(problems)).toEqual([]);
  });
}

test('the 404 page and a briefing being filled log nothing on the dev server', async ({ page }) => {
  const { problems, allow } = listen(page);

  // The 404 page's one warning names the address nobody has a page for (on purpose, not a fault).
  allow(`404: no page at ${UNKNOWN}`);
  await open(page, UNKNOWN);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');

  // A briefing with an answer typed: the form's validation and draft code run too.
  const briefing = registry.forms.find((f) => f.form.route && f.example)!;
  await open(page, briefing.form.route!);
  const [name, value] = Object.entries(briefing.example!).find(
    ([key, answer]) => typeof answer === 'string' && !optionsOf(briefing.fields[key]) && briefing.fields[key]?.title,
  )!;
  const field = question(page, briefing.fields[name].title!);
  await field.fill(value as string);
  await field.blur();
  await expect(field).toHaveValue(value as string);
  // Typed on, then reloaded at once (no pause, no blur): the page hands the text to the draft as it goes.
  await field.fill(`${value as string} 2`);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(question(page, briefing.fields[name].title!)).toHaveValue(`${value as string} 2`);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});

  expect(problems, report(problems)).toEqual([]);
});

test('the header menus and a landing page\'s carousel, each drawn on demand, log nothing on the dev server', async ({ page }) => {
  const { problems } = listen(page);
  await open(page, '/clone-digital');
  // The portfolio menu's entries are rendered when it opens; the carousel when the visitor scrolls to it.
  await page.getByRole('button', { name: 'Portfólio' }).click();
  await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await page.mouse.wheel(0, 300);
  const carousel = page.locator('section[aria-roledescription="carousel"]');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole('button', { name: 'Próximo serviço' })).toBeVisible();

  // The phone menu's entries, likewise, when it opens.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Menu do site' }).getByRole('button').first()).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});

  expect(problems, report(problems)).toEqual([]);
});

test('the admin home, the campaign links page and the funnel, signed in as staff, log nothing on the dev server', async ({ page }) => {
  const { problems } = listen(page);
  // The Auth and Firestore emulators, the staff gate and the company e-mail read from settings/company.
  await signInAsStaff(page, paths.admin, { firstLoad: COLD_STAFF_ROOM });
  await expect(page.getByRole('heading', { name: 'Painel da equipe' })).toBeVisible({ timeout: COLD_STAFF_ROOM });
  await expect(page.getByRole('textbox', { name: 'E-mail da empresa' })).toHaveValue(/@/, { timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  // The campaign links page (issue 41) through its module link, with its list and a link's QR code drawn.
  await page.getByRole('link', { name: 'Abrir: Links de campanha' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Links de campanha' })).toBeVisible({ timeout: COLD_STAFF_ROOM });
  await page.getByLabel('Campanha', { exact: true }).fill('fumaca-dev');
  await page.getByRole('button', { name: 'Criar link' }).click();
  await expect(page.getByRole('img', { name: /^QR code do link da campanha fumaca-dev/ })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'fumaca-dev' })).toBeVisible();
  // The funnel with its split by source (issue 41), one source chosen.
  await page.goto(paths.adminFunnel);
  await expect(page.getByRole('heading', { level: 1, name: 'Funil dos briefings' })).toBeVisible({ timeout: COLD_STAFF_ROOM });
  await page.getByLabel('Origem', { exact: true }).selectOption('instagram');
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});

  expect(problems, report(problems)).toEqual([]);
});
