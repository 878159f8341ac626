import { expect, type Page, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { readRegistry } from '../../scripts/lib/read-forms';
import { paths } from '../../src/config/paths';
import { LEADS, leadId } from '../../src/forms/core/pipeline';
import { submissionMeta, toStoredAnswers } from '../../src/forms/core/record';
import { signInAsStaff } from '../e2e/support/staff';
import { adminDb, waitForDoc } from '../support/admin';

/*
 * The lead page and the privacy page on the Vite dev server log no console error or warning (React's
 * development warnings show only there): a lead opened, its stage changed, a note added, the contact
 * question opened and answered no; a person searched on the privacy page and the delete question
 * opened and cancelled.
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

test('the lead page and the privacy page log nothing on the dev server', async ({ page, context }) => {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  const tag = `${Date.now()}`;
  const email = `dev.smoke.${tag}@example.com`;
  const ref = await adminDb()
    .collection(contact.form.collection)
    .add({
      ...toStoredAnswers(contact, { ...contact.example, nome: `Dev Smoke ${tag}`, email }),
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

  await signInAsStaff(page, paths.adminLead(contact.id, ref.id));
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
