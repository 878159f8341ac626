import { expect, type Page, test } from '@playwright/test';
import { holdAppCode } from '../support/hold-app-code';

/*
 * The site shell of spec 000 (section 2 header, footer and bubble; section 4 menus): what a visitor
 * sees when moving around with the header, the portfolio menu, the phone menu, the WhatsApp bubble,
 * the language buttons and the footer.
 */
const PORTFOLIO = [
  'Todos',
  'Filmes para Aniversário',
  'Vídeos para Propaganda',
  'Vídeos com Avatar para Empresas',
  'Avatar para Conteúdos',
  'Filmes Institucionais Contando Sua História',
  'Teste de Botões',
];

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

  test('the portfolio menu lists its seven entries, by mouse and by keyboard', async ({ page }) => {
    await page.goto('/teste-botoes');
    const trigger = header(page).getByRole('button', { name: 'Portfólio' });
    const menu = page.getByRole('menu', { name: 'Portfólio' });

    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('menuitem')).toHaveText(PORTFOLIO);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: the arrows walk the entries; Tab moves on to the next button and the menu closes.
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem', { name: 'Todos' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Teste de Botões' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(header(page).getByRole('button', { name: 'Contato', exact: true })).toBeFocused();
    await expect(menu).toBeHidden();

    // A click elsewhere closes it as well.
    await trigger.click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click({ position: { x: 5, y: 5 } });
    await expect(menu).toBeHidden();

    // A portfolio entry shows the services; 'Teste de Botões' opens its page.
    await trigger.click();
    await menu.getByRole('menuitem', { name: 'Filmes para Aniversário' }).click();
    await expect(page).toHaveURL('/#services');
    await expect(sectionTitle(page, 'services')).toBeInViewport();
    await expect(menu).toBeHidden();

    await trigger.click();
    await menu.getByRole('menuitem', { name: 'Teste de Botões' }).click();
    await expect(page).toHaveURL('/teste-botoes');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test('the WhatsApp bubble opens and closes, and its link starts a chat in a new tab', async ({ page }) => {
    await page.goto('/');
    const bubble = page.getByRole('button', { name: 'Fale conosco pelo WhatsApp' });
    const panel = page.getByRole('region', { name: 'Conversa no WhatsApp' });
    const chat = panel.getByRole('link', { name: /^Conversar no WhatsApp/ });

    await expect(chat).toBeHidden();
    await bubble.click();
    await expect(bubble).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByText('Olá! Como podemos ajudar?')).toBeVisible();
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.+/);
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', /noopener/);
    await bubble.click();
    await expect(chat).toBeHidden();
    await expect(bubble).toHaveAttribute('aria-expanded', 'false');

    await bubble.click();
    await chat.focus();
    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    await expect(bubble).toBeFocused();
  });

  test('the language buttons change the header texts and the page language, and are remembered', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(header(page).getByRole('button', { name: 'About', exact: true })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Request a Quote' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Español' }).click();
    await expect(header(page).getByRole('button', { name: 'Solicitar Presupuesto' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.reload();
    await expect(header(page).getByRole('button', { name: 'Portafolio' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await page.getByRole('button', { name: 'Português' }).click();
    await expect(header(page).getByRole('button', { name: 'Sobre', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });

  test('the footer links every service page, the contacts and the restricted area in a new tab', async ({ page }) => {
    await page.goto('/teste-botoes');
    const footer = page.getByRole('contentinfo');
    const services = footer.getByRole('region', { name: 'Serviços' }).getByRole('link');
    await expect(services).toHaveCount(10);
    for (const [name, href] of [
      ['Vídeos Cinematográficos', '/videos-cinematograficos'],
      ['Convites Cinematográficos', '/convites-cinematograficos'],
      ['Criação de Sites', '/criacao-desenvolvimento-sites'],
      ['Automação de Instagram', '/automacao-instagram'],
      ['Integração WhatsApp', '/integracao-whatsapp'],
    ]) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const restricted = footer.getByRole('link', { name: /^Área restrita/ });
    await expect(restricted).toHaveAttribute('href', '/login');
    await expect(restricted).toHaveAttribute('target', '_blank');
    await expect(restricted).toHaveAttribute('rel', /noopener/);
    await expect(footer.getByRole('link', { name: 'contato@movaly.com.br' })).toHaveAttribute('href', 'mailto:contato@movaly.com.br');
    await expect(footer.getByRole('link', { name: /^WhatsApp / })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(footer.getByRole('link', { name: /^Instagram / })).toHaveAttribute('href', /instagram\.com/);
    await expect(footer.getByRole('link', { name: /^YouTube / })).toHaveAttribute('href', /youtube\.com/);
    await expect(footer).toContainText('© 2025 Movaly');
    await expect(footer).toContainText('São Paulo, Brasil');
    await expect(footer).toContainText('Segunda a sexta, das 9h às 18h');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a tap on the menu while the page is still loading its code is not lost', async ({ page }) => {
    // Hold the app's code back: the prerendered page is on screen, its buttons not hydrated yet.
    const release = await holdAppCode(page);
    await page.goto('/');
    const toggle = header(page).getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    release();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Menu do site' })).toBeVisible();
  });

  test('the menu button opens the entries and the quote button, and a choice closes it', async ({ page }) => {
    await page.goto('/');
    const toggle = header(page).getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Menu do site' });
    // The desktop entries are not shown on a phone.
    await expect(header(page).getByRole('navigation', { name: 'Navegação principal' })).toBeHidden();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await toggle.getAttribute('aria-controls')}`)).toBeVisible();
    for (const name of ['Sobre', 'Serviços', 'Contato', 'Solicitar Orçamento', ...PORTFOLIO]) {
      await expect(menu.getByRole(name === 'Teste de Botões' ? 'link' : 'button', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('button', { name: 'Avatar para Conteúdos' }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL('/#services');
    await expect(sectionTitle(page, 'services')).toBeInViewport();

    await toggle.click();
    await menu.getByRole('button', { name: 'Solicitar Orçamento' }).click();
    await expect(menu).toBeHidden();
    await expect(sectionTitle(page, 'contact')).toBeInViewport();

    // Escape closes it and returns to the menu button.
    await toggle.click();
    await menu.getByRole('button', { name: 'Sobre' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('link', { name: 'Teste de Botões' }).click();
    await expect(page).toHaveURL('/teste-botoes');
    await expect(menu).toBeHidden();
  });
});
