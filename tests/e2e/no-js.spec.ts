import { expect, test } from '@playwright/test';
import { guardConsole } from './support/console-guard';

/*
 * The public pages are prerendered at build time (scripts/prerender.ts): a browser that runs no
 * JavaScript at all still gets the page's content, styled, in Portuguese.
 */
test.use({ javaScriptEnabled: false });

guardConsole(test);

test('the home page shows its hero and the service cards without JavaScript', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Movaly | Vídeos e IA');
  const hero = page.locator('#hero');
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Transformamos a sua história em vídeos com qualidade de cinema');
  await expect(hero.getByRole('link', { name: 'Solicitar Orçamento' })).toBeVisible();

  const services = page.locator('#services');
  await expect(services.getByRole('heading', { level: 2, name: 'Nossos Serviços' })).toBeVisible();
  const cards = services.getByRole('link', { name: /^Saiba mais sobre / });
  await expect(cards).toHaveCount(8);
  await expect(cards.first()).toBeVisible();
  await expect(services.getByRole('link', { name: 'Saiba mais sobre Clone Digital com IA' })).toHaveAttribute('href', '/clone-digital');
});

test('a service page arrives with its heading, its title and the site header', async ({ page }) => {
  await page.goto('/clone-digital');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seu clone digital gravando vídeos por você');
  await expect(page).toHaveTitle('Seu clone digital gravando vídeos por você | Movaly');
  await expect(page.getByRole('banner')).toBeVisible();
});

test('a briefing arrives with its first questions, and says it needs JavaScript to send them', async ({ page }) => {
  await page.goto('/videos-cinematograficos/briefing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Briefing - Vídeos Cinematográficos');
  await expect(page.locator('form').getByLabel(/^Nome completo/)).toBeVisible();
  // (Playwright's text locators do not look inside <noscript>: the notice is found by its class.)
  const notice = page.locator('.mf-noscript');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Este formulário precisa de JavaScript para enviar as suas respostas.');
  // Its first step's button would only reload the page with the answers in the address: it is not offered.
  const next = page.locator('button.mf-submit');
  await expect(next).toHaveText('Próxima etapa');
  await expect(next).toBeHidden();
  // Nor "Continuar depois", whose dialog needs the page's code: no dead button.
  const later = page.locator('button.mf-later');
  await expect(later).toHaveText('Continuar depois');
  await expect(later).toBeHidden();
});
