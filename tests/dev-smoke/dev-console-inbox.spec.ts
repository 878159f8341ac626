import { expect, type Page, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { readRegistry } from '../../scripts/lib/read-forms';
import { paths } from '../../src/config/paths';
import { LEADS, leadId } from '../../src/forms/core/pipeline';
import { submissionMeta, toStoredAnswers } from '../../src/forms/core/record';
import { signInAsStaff } from '../e2e/support/staff';
import { adminDb, waitForDoc } from '../support/admin';

/*
 * The inbox on the Vite dev server logs no console error or warning (React's development warnings
 * show only there): the admin home with its glance and its chart (loaded on its own), a search, the
 * spam stage, the overdue filter with its disabled dates, a page of one form's viewer; also at a
 * phone's width.
 */
const contact = readRegistry().forms.find((f) => f.id === 'contato')!;

function listen(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught ${error.stack ?? error.message}`));
  page.on('console', (message) => {
    if (['error', 'warning', 'assert'].includes(message.type())) problems.push(`${new URL(page.url()).pathname}  console.${message.type()}: ${message.text()}`);
  });
  return problems;
}

test('the inbox, its glance and a form viewer log nothing on the dev server', async ({ page }) => {
  const tag = `${Date.now()}`;
  const name = `Inbox Smoke ${tag}`;
  const ref = await adminDb()
    .collection(contact.form.collection)
    .add({
      ...toStoredAnswers(contact, { ...contact.example, nome: name, email: `inbox.smoke.${tag}@example.com` }),
      ...submissionMeta(contact, 'pt'),
      // Stored as already judged and e-mailed: the trigger writes its summary and sends nothing, so this
      // lane adds no mail to the sink the functions suite counts beside it. That suite keeps the
      // functions emulator busy, hence the long wait.
      status: 'accepted',
      delivery: { state: 'sent' },
      createdAt: FieldValue.serverTimestamp(),
    });
  await waitForDoc(`${LEADS}/${leadId(contact.id, ref.id)}`, (d) => d.stage === 'novo', 120_000);
  const problems = listen(page);

  await signInAsStaff(page, paths.admin);
  const inbox = page.getByRole('table', { name: /^Contatos recebidos/ });
  await expect(inbox.getByRole('row').filter({ hasText: name })).toBeVisible();
  // The chart's own chunk (Recharts) draws once the glance has its counts.
  await expect(page.locator('.recharts-surface').first()).toBeVisible({ timeout: 60_000 });

  const search = page.getByRole('searchbox', { name: 'Buscar por nome, e-mail, telefone ou empresa' });
  await search.fill(`smoke ${tag.slice(0, 8)}`);
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
  await page.goto(paths.adminLeadForm(contact.id));
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});

  expect(problems, problems.join('\n')).toEqual([]);
});
