import { expect, test } from '@playwright/test';
import { LOCAL_COMPANY_EMAIL, LOCAL_STAFF } from '../../scripts/seed';
import { clearMail, smtp, waitForMail } from '../support/mailbox';
import { guardConsole } from './support/console-guard';
import { createAccount, signInAsStaff, submitLogin, unique } from './support/staff';

/*
 * Staff management and the e-mail test as staff use them: access granted and removed by e-mail
 * from /admin/team (the account then sees the waiting page), and /teste-email through the mailer.
 */
const consoleGuard = guardConsole(test);

test('staff grant and remove access by e-mail, and the list shows who has it', async ({ page }) => {
  const email = `colega.${unique()}@example.com`;
  await createAccount(email, 'colega-123');
  await signInAsStaff(page, '/admin/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Equipe' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: LOCAL_STAFF.email })).toContainText('Você');

  await page.getByRole('textbox', { name: 'E-mail da pessoa' }).fill(email);
  await page.getByRole('button', { name: 'Liberar acesso' }).click();
  await expect(page.getByText(`Acesso liberado para ${email}.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Remover acesso de ${email}` }).click();
  await expect(page.getByText(`Acesso removido de ${email}.`)).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, email, 'colega-123');
  await expect(page.getByRole('heading', { level: 1, name: 'Aguardando acesso' })).toBeVisible();
});

test('granting access to an e-mail without an account says why', async ({ page }) => {
  consoleGuard.allow(/Failed to load resource|grantStaff/);
  await signInAsStaff(page, '/admin/team');
  await page.getByRole('textbox', { name: 'E-mail da pessoa' }).fill(`sem.conta.${unique()}@example.com`);
  await page.getByRole('button', { name: 'Liberar acesso' }).click();
  await expect(page.getByText(/the person must sign up first/)).toBeVisible();
});

test('the e-mail test sends a sample to the company e-mail, and reports a failure with its reason', async ({ page }) => {
  consoleGuard.allow(/Failed to load resource|sendTestEmail/);
  try {
    await clearMail();
    await signInAsStaff(page, '/teste-email');
    await expect(page.getByRole('heading', { level: 1, name: 'Teste de e-mail' })).toBeVisible();
    await page.getByLabel('Nome', { exact: true }).fill('Teste da Equipe');
    await page.getByLabel('E-mail', { exact: true }).fill('teste@example.com');
    await page.getByLabel('Mensagem', { exact: true }).fill('Conferindo o envio.');
    await page.getByRole('button', { name: 'Enviar e-mail de teste' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'E-mail enviado com sucesso!' }).first()).toBeVisible();
    const mail = await waitForMail((m) => m.some((x) => x.subject.includes('Teste da Equipe')));
    expect(mail.find((x) => x.subject.includes('Teste da Equipe'))!.to).toEqual([LOCAL_COMPANY_EMAIL]);

    await smtp('down');
    await page.getByRole('button', { name: 'Enviar e-mail de teste' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Erro ao enviar e-mail: .+/ }).first()).toBeVisible({ timeout: 45_000 });
  } finally {
    await smtp('up');
  }
});
