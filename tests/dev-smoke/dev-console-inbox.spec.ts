import { expect, test } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { signInAsStaff } from '../e2e/support/staff';
import { COLD_STAFF_ROOM, contactForm, listen, storeJudgedContact } from './support';

/*
 * The inbox on the Vite dev server logs no console error or warning (React's development warnings
 * show only there): the admin home with its glance and its chart (loaded on its own), a search, the
 * spam stage, the overdue filter with its disabled dates, a page of one form's viewer; also at a
 * phone's width.
 */

test('the inbox, its glance and a form viewer log nothing on the dev server', async ({ page }) => {
  const tag = `${Date.now()}`;
  const name = `Inbox Smoke ${tag}`;
  await storeJudgedContact({ nome: name, email: `inbox.smoke.${tag}@example.com` });
  const { problems } = listen(page);

  await signInAsStaff(page, paths.admin, { firstLoad: COLD_STAFF_ROOM });
  const inbox = page.getByRole('table', { name: /^Contatos recebidos/ });
  await expect(inbox.getByRole('row').filter({ hasText: name })).toBeVisible();
  // The chart's own chunk (Recharts) draws once the glance has its counts.
  await expect(page.locator('.recharts-surface').first()).toBeVisible({ timeout: 60_000 });

  const search = page.getByRole('searchbox', { name: 'Buscar por nome, e-mail, telefone ou empresa' });
  // The whole tag: its first digits alone are shared by every lead stored within the same 100 s (the
  // lead page's "Dev Smoke" contact, this test's own lead from a try before a retry).
  await search.fill(`smoke ${tag}`);
  await search.press('Enter');
  await expect(inbox.getByRole('row')).toHaveCount(2);
  await page.getByLabel('Etapa', { exact: true }).selectOption({ label: 'Spam' });
  await expect(page.getByText('Nenhum contato encontrado com estes filtros ou esta busca.')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar filtros' }).first().click();
  await page.getByText('Só follow-ups atrasados').click();
  await expect(page.getByLabel('Recebido de')).toBeDisabled();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(paths.admin);
  await expect(inbox.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Mostrar filtros' }).click();
  await expect(page.getByLabel('Etapa', { exact: true })).toBeVisible();
  await page.goto(paths.adminLeadForm(contactForm.id));
  // The form viewer's modules are transformed on their first request, while the other suites load both
  // cores: its first draw may take longer than an assertion's 15 s (a bound, not a pace).
  await expect(page.getByRole('heading', { level: 1, name: contactForm.form.texts.title })).toBeVisible({ timeout: 90_000 });
  // Found by its search: the function suite, beside this one, stores contact briefings of its own, and
  // 25 newer ones push this lead off the viewer's first page (twice in clean-clone runs).
  const viewerSearch = page.getByRole('searchbox', { name: 'Buscar por nome, e-mail, telefone ou empresa' });
  await viewerSearch.fill(`smoke ${tag}`);
  await viewerSearch.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});

  expect(problems, problems.join('\n')).toEqual([]);
});
