import { expect, type Page, type Route, test } from '@playwright/test';
import { adminDb } from '../support/admin';
import { heldRequests } from '../support/held-requests';
import { guardConsole } from './support/console-guard';

/**
 * Spec 000 section 2: the guarded automation pages, the button demo and the not-found page (the payments
 * page's content is tests/build/payments-page.test.ts's).
 */

const PAGES = [
  { path: '/automacao-instagram', slug: 'automacao-instagram', title: 'Automação de Instagram', briefing: '/automacao-instagram-briefing', briefingTitle: 'Briefing - Automação de Instagram', benefits: 'Diferenciais' },
  { path: '/integracao-whatsapp', slug: 'integracao-whatsapp', title: 'Integração WhatsApp', briefing: '/integracao-whatsapp-briefing', briefingTitle: 'Briefing - Integração com WhatsApp', benefits: 'Benefícios' },
] as const;

/** Firestore Lite asks over REST; the guard's question is the runQuery that names the slug. */
const RUN_QUERY = /documents:runQuery/;
const asksAbout = (page: Page, slug: string, handle: (route: Route) => Promise<void>) =>
  page.route(RUN_QUERY, (route) => (route.request().postData()?.includes(slug) ? handle(route) : route.continue()));

const isHome = (url: URL) => url.pathname === '/';

const consoleGuard = guardConsole(test);

for (const service of PAGES) {
  test(`${service.path} shows its content, the claims and links to its briefing and to WhatsApp`, async ({ page }) => {
    await page.goto(service.path);
    await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Ideal Para' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: service.benefits })).toBeVisible();
    await expect(page.getByText('Resposta em menos de 1 segundo').first()).toBeVisible();
    await expect(page.getByText('Menos tempo de agendamento', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar aos Serviços' })).toHaveAttribute('href', '/');

    const chat = page.getByRole('link', { name: /Conversar no WhatsApp/ }).first();
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');

    const briefing = page.getByRole('link', { name: 'Preencher Briefing' });
    await expect(briefing).toHaveCount(2);
    await expect(briefing.first()).toHaveAttribute('href', service.briefing);
    await briefing.first().click();
    await expect(page.getByRole('heading', { level: 1, name: service.briefingTitle })).toBeVisible();
  });
}

test('while availability is checked a spinner says so', async ({ page }) => {
  const check = heldRequests();
  await asksAbout(page, 'automacao-instagram', check.pass);
  await page.goto('/automacao-instagram');
  await expect(page.getByRole('status').filter({ hasText: 'Verificando disponibilidade...' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Automação de Instagram' })).toHaveCount(0);
  check.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Automação de Instagram' })).toBeVisible();
  await expect(page.getByText('Verificando disponibilidade...')).toHaveCount(0);
});

test('a switched-off service sends the visitor home, and Back does not return to it', async ({ page }) => {
  const doc = adminDb().doc('services/automacao-instagram');
  try {
    await doc.update({ active: false });
    await page.goto('/teste-botoes');
    await page.goto('/automacao-instagram');
    await expect(page).toHaveURL(isHome);
    await expect(page.getByRole('heading', { level: 1, name: 'Automação de Instagram' })).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/teste-botoes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Teste de Botões' })).toBeVisible();
  } finally {
    await doc.update({ active: true });
  }
});

test('a check that fails counts as unavailable', async ({ page }) => {
  consoleGuard.allow(/net::ERR_FAILED/, /@firebase\/firestore.*RPC_ERROR/);
  await asksAbout(page, 'integracao-whatsapp', (route) => route.abort());
  await page.goto('/integracao-whatsapp');
  await expect(page).toHaveURL(isHome);
  await expect(page.getByRole('heading', { level: 1, name: 'Integração WhatsApp' })).toHaveCount(0);
});

test('/teste-botoes shows its buttons, and they announce what is coming by mouse and by keyboard', async ({ page }) => {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.goto('/teste-botoes');
  await expect(page.getByRole('heading', { level: 1, name: 'Teste de Botões' })).toBeVisible();
  for (const size of ['XS', 'SM', 'MD', 'LG', 'XL']) {
    await expect(page.getByRole('button', { name: `Tamanho ${size}` })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Calculadora' }).click();
  await expect.poll(() => alerts).toEqual(['Calculadora em breve!']);

  await page.getByRole('button', { name: 'Galeria' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => alerts).toEqual(['Calculadora em breve!', 'Galeria em construção!']);

  // The icon-only button is named for assistive technology.
  await page.getByRole('button', { name: 'Compartilhar' }).click();
  await expect.poll(() => alerts.at(-1)).toBe('Compartilhamento em breve!');
});

test('an unknown path shows 404 with a link home, and logs the path', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await page.goto('/pagina-que-nao-existe');
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect.poll(() => logs.some((text) => text.includes('/pagina-que-nao-existe'))).toBe(true);
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(isHome);
});
