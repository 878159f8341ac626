import { expect, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { readRegistry } from '../../scripts/lib/read-forms';
import { LOCAL_COMPANY_EMAIL } from '../../scripts/seed';
import { submissionMeta, toStoredAnswers } from '../../src/forms/core/record';
import { adminDb, waitForDoc } from '../support/admin';
import { clearMail, waitForMail } from '../support/mailbox';
import { guardConsole } from './support/console-guard';
import { signInAsStaff, unique } from './support/staff';

/*
 * The admin home and service activation as staff use them (spec 000 sections 2, 4, 5, 8): the
 * company e-mail that receives the summaries, and the services' switches saved in one batch.
 */
const consoleGuard = guardConsole(test);

test('staff change the company e-mail and the next summary goes there', async ({ page }) => {
  const company = adminDb().doc('settings/company');
  const address = `equipe.${unique()}@example.com`;
  try {
    await signInAsStaff(page, '/admin');
    const field = page.getByRole('textbox', { name: 'E-mail da empresa' });
    await expect(field).toHaveValue(LOCAL_COMPANY_EMAIL);
    await expect(field).toHaveAttribute('type', 'email');
    await field.fill('');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('Informe o e-mail da empresa.')).toBeVisible();
    await expect(field).toBeFocused();
    await field.fill(address);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('Email salvo com sucesso.')).toBeVisible();
    await waitForDoc(company.path, (d) => d.email === address);

    await clearMail();
    const lead = `lead.${unique()}@example.com`;
    const contact = readRegistry().forms.find((f) => f.id === 'contato')!;
    const answers = { ...contact.example, [contact.form.lead.email!]: lead };
    await adminDb()
      .collection(contact.form.collection)
      .add({ ...toStoredAnswers(contact, answers), ...submissionMeta(contact, 'pt'), createdAt: FieldValue.serverTimestamp() });
    const mail = await waitForMail((m) => m.some((x) => x.replyTo === lead));
    expect(mail.find((x) => x.replyTo === lead)!.to).toEqual([address]);
  } finally {
    await company.set({ email: LOCAL_COMPANY_EMAIL });
  }
});

test('the module list links only what exists', async ({ page }) => {
  await signInAsStaff(page, '/admin');
  const modules = page.getByRole('region', { name: 'Módulos' }).or(page.locator('section[aria-labelledby="admin-modules-title"]'));
  await expect(modules.getByRole('link', { name: 'Abrir: Serviços' })).toHaveAttribute('href', '/admin/services');
  await expect(modules.getByRole('listitem').filter({ hasText: 'Portfólio' }).getByText('Em breve')).toBeVisible();
  await expect(modules.getByRole('listitem').filter({ hasText: 'Portfólio' }).getByRole('link')).toHaveCount(0);
});

test('service switches: counts, unsaved bar, cancel, save, and the public page follows', async ({ page }) => {
  const doc = adminDb().doc('services/automacao-instagram');
  try {
    await signInAsStaff(page, '/admin/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Serviços' })).toBeVisible();
    await expect(page.getByText('10 ativos')).toBeVisible();
    await expect(page.getByText('0 inativos')).toBeVisible();
    const toggle = page.getByRole('checkbox', { name: 'Automação de Instagram' });
    await expect(toggle).toBeChecked();

    await toggle.click({ force: true });
    await expect(page.getByText('9 ativos')).toBeVisible();
    await expect(page.getByText('Você tem 1 alteração não salva.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(toggle).toBeChecked();
    await expect(page.getByText('10 ativos')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Alterações não salvas' })).toHaveCount(0);

    await toggle.click({ force: true });
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Serviços atualizados com sucesso')).toBeVisible();
    await waitForDoc(doc.path, (d) => d.active === false);
    await expect(page.getByRole('region', { name: 'Alterações não salvas' })).toHaveCount(0);

    await page.goto('/automacao-instagram');
    await expect(page).toHaveURL(/127\.0\.0\.1:4173\/$/);
  } finally {
    await doc.update({ active: true });
  }
});

test('a batch that fails changes nothing and says so', async ({ page }) => {
  // The refused batch is reported by Firestore's SDK, and, when the emulator answers the write
  // channel's request itself with the error rather than on its open stream, by the browser as a 400.
  consoleGuard.allow(/NOT_FOUND|No document to update|@firebase\/firestore/, /Failed to load resource: the server responded with a status of 400/);
  // A service removed while the page was open makes the batch fail: none of its updates may apply.
  const ghost = adminDb().doc('services/zz-servico-removido');
  await ghost.set({ title: 'Zz Serviço Removido', description: 'Some antes de salvar.', link: '/zz', slug: 'zz-servico-removido', icon: 'Globe', active: true });
  try {
    await signInAsStaff(page, '/admin/services');
    await page.getByRole('checkbox', { name: 'Clonagem de Voz' }).click({ force: true });
    await page.getByRole('checkbox', { name: 'Zz Serviço Removido' }).click({ force: true });
    await expect(page.getByText('Você tem 2 alterações não salvas.')).toBeVisible();
    await ghost.delete();
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Erro ao atualizar serviços')).toBeVisible();
    await expect(page.getByText('Você tem 2 alterações não salvas.')).toBeVisible();
    expect((await adminDb().doc('services/clonagem-voz').get()).get('active')).toBe(true);
  } finally {
    await ghost.delete();
  }
});
