import { expect, test } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { COLD_STAFF_ROOM, contactForm, listen, storeJudgedContact } from '../dev-smoke/support';
import { signInAsStaff } from './support/staff';

/*
 * The lead page and the privacy page on the Vite dev server log no console error or warning (React's
 * development warnings show only there): a lead opened, its stage changed, a note added, the contact
 * question opened and answered no; a person searched on the privacy page and the delete question
 * opened and cancelled.
 *
 * Part of the dev-server smoke, in the e2e suite's project `dev-server` (playwright.config.ts). When
 * the function suite shared the site's project, its write to every lead once changed this one between
 * the page's read and its tap, and the tap's retried commit logged its refused first try (a 400 and
 * Firestore's warning); it now has a project of its own.
 */

test('the lead page and the privacy page log nothing on the dev server', async ({ page, context }) => {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  const tag = `${Date.now()}`;
  const email = `dev.smoke.${tag}@example.com`;
  const id = await storeJudgedContact({ nome: `Dev Smoke ${tag}`, email });
  const { problems } = listen(page);

  await signInAsStaff(page, paths.adminLead(contactForm.id, id), { firstLoad: COLD_STAFF_ROOM });
  await expect(page.getByRole('heading', { level: 1, name: `Dev Smoke ${tag}` })).toBeVisible();
  const popup = page.waitForEvent('popup');
  await page.getByRole('region', { name: 'Falar com o lead' }).getByRole('link', { name: /WhatsApp/ }).click();
  await (await popup).close();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Agora não' }).click();
  await page.getByRole('group', { name: 'Etapa' }).getByRole('button', { name: 'Em contato' }).click();
  await expect(page.getByRole('region', { name: 'Histórico' }).getByText('Etapa: Novo → Em contato')).toBeVisible();
  await page.getByLabel('Nova nota').fill('Nota do teste do servidor de desenvolvimento');
  await page.getByRole('button', { name: 'Adicionar nota' }).click();
  await expect(page.getByRole('region', { name: 'Histórico' }).getByText('Nota do teste do servidor de desenvolvimento')).toBeVisible();

  await page.goto(paths.adminPrivacy);
  await page.getByLabel('E-mail ou telefone da pessoa').fill(email);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByRole('button', { name: 'Excluir 1 lead para sempre' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});

  expect(problems, problems.join('\n')).toEqual([]);
});
