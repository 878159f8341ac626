import { expect, type Page, test } from '@playwright/test';
import { holdAppCode } from '../support/hold-app-code';

/*
 * The site shell of spec 000 (section 2 header, footer and bubble; section 4 menus), where only a
 * browser can judge: the header's buttons bringing each home section into view (from the home page,
 * from another page, from a link to /#contact), a new page opening at its top, a stored language
 * applied to the prerendered page when the site opens again, which menu a phone's screen shows, and a
 * tap on the phone menu while the page's code is still loading.
 *
 * Moved down (issue 36) to src/features/layout/site-layout.test.tsx (the layout in jsdom): the
 * portfolio menu by mouse and by keyboard, the phone menu's entries and choices, the WhatsApp bubble,
 * the language buttons (header texts, the page's lang, the choice stored) and the footer's links.
 */

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

const header = (page: Page) => page.getByRole('banner');
/** A home section's title, which the visitor reads when the section is in view. */
const sectionTitle = (page: Page, id: string) => page.locator(`section#${id}`).getByRole('heading').first();

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header buttons bring each home section into view', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const [name, id] of [
      ['Contato', 'contact'],
      ['Sobre', 'about'],
      ['Serviços', 'services'],
    ]) {
      await expect(sectionTitle(page, id)).not.toBeInViewport();
      await header(page).getByRole('button', { name, exact: true }).click();
      await expect(sectionTitle(page, id)).toBeInViewport();
      await expect(page).toHaveURL(`/#${id}`);
    }
    // The logo brings the visitor back to the top.
    await header(page).getByRole('link', { name: 'Movaly' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });

  test('from another page a header button opens the home page at its section', async ({ page }) => {
    await page.goto('/teste-botoes');
    await header(page).getByRole('button', { name: 'Serviços', exact: true }).click();
    await expect(page).toHaveURL('/#services');
    await expect(sectionTitle(page, 'services')).toBeInViewport();

    await page.goto('/teste-botoes');
    await header(page).getByRole('button', { name: 'Solicitar Orçamento' }).click();
    await expect(page).toHaveURL('/#contact');
    await expect(sectionTitle(page, 'contact')).toBeInViewport();
  });

  test('a link to /#contact opens the home page at the contact section', async ({ page }) => {
    await page.goto('/#contact');
    await expect(sectionTitle(page, 'contact')).toBeInViewport();
  });

  test('a new page opens at its top', async ({ page }) => {
    await page.goto('/');
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.locator('footer').getByRole('link', { name: 'Criação de Sites' }).click();
    await expect(page).toHaveURL('/criacao-desenvolvimento-sites');
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });

  test('a language chosen before is applied when the site opens again', async ({ page }) => {
    // The language buttons store the choice (site-layout.test.tsx); the app's start switches the
    // prerendered Portuguese page to it once the page has hydrated (src/app/start.tsx).
    await page.addInitScript(() => localStorage.setItem('movaly.lang', 'es'));
    await page.goto('/');
    await expect(header(page).getByRole('button', { name: 'Portafolio' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Solicitar Presupuesto' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a tap on the menu while the page is still loading its code is not lost', async ({ page }) => {
    // Hold the app's code back: the prerendered page is on screen, its buttons not hydrated yet.
    const release = await holdAppCode(page);
    await page.goto('/');
    const toggle = header(page).getByRole('button', { name: 'Menu' });
    // A phone's screen shows the menu button, not the desktop entries.
    await expect(header(page).getByRole('navigation', { name: 'Navegação principal' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    release();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Menu do site' })).toBeVisible();
  });
});
