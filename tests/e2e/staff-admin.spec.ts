import { expect, type Page, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { readRegistry } from '../../scripts/lib/read-forms';
import { LOCAL_COMPANY_EMAIL } from '../../scripts/seed';
import { submissionMeta, toStoredAnswers } from '../../src/forms/core/record';
import { adminDb, waitForDoc } from '../support/admin';
import { clearMail, smtp, waitForMail } from '../support/mailbox';
import { guardConsole } from './support/console-guard';
import { signInAsStaff, unique } from './support/staff';

/*
 * The admin home and service activation as staff use them (spec 000 sections 2, 4, 5, 8), where only
 * the whole stack or a browser can judge: the company e-mail that receives the summaries (through the
 * function), a saved switch stored and followed by the public page, the unsaved bar in sight on a
 * phone and a question before leaving (Back included) or closing the tab; the e-mail test's failure
 * of a real SMTP outage in the staff member's words; a reload without a connection said as such, not
 * as lost access; and no public-site WhatsApp button over the staff pages.
 * Moved down: the module list to src/features/admin/admin-home-modules.test.tsx; the switches' counts,
 * cancel and save, a refused batch and the services in the staff member's language to
 * src/features/admin/services/services-page-switches.test.tsx (the one batch to
 * src/backend/services-admin.test.ts).
 */
const consoleGuard = guardConsole(test);
const PHONE = { width: 390, height: 844 };
/** The unsaved-changes bar, and the status region that announces its count. */
const unsavedBar = (page: Page) => page.getByRole('region', { name: 'Alterações não salvas' });
const unsavedStatus = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

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

test('reloaded without a connection to Firestore, /admin says it is offline, never that access was removed, and opens once it is back', async ({ page }) => {
  // The offline verdict, then Firestore's growing retry delay, take longer than most tests.
  test.setTimeout(150_000);
  consoleGuard.allow(/net::ERR_/, /Failed to load resource/, /@firebase\/firestore/);
  await signInAsStaff(page, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Painel da equipe' })).toBeVisible();
  // Firestore out of reach, its watch channel and its REST calls alike; the site's files and Auth still load.
  const cutOff = ['**/google.firestore.v1.Firestore/**', '**/databases/**'];
  for (const url of cutOff) await page.route(url, (route) => route.abort('internetdisconnected'));
  await page.reload();
  // The membership listener answers from its empty cache once the SDK counts itself offline.
  await expect(page.getByRole('heading', { level: 1, name: 'Sem conexão.' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Seu acesso à área da equipe foi removido.')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Painel da equipe' })).toHaveCount(0);

  for (const url of cutOff) await page.unroute(url);
  // Firestore retries with a growing delay; the page opens by itself when the server confirms access.
  await expect(page.getByRole('heading', { level: 1, name: 'Painel da equipe' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Sem conexão.' })).toHaveCount(0);
});

test('a saved switch is stored and the public page follows', async ({ page }) => {
  const doc = adminDb().doc('services/automacao-instagram');
  try {
    await signInAsStaff(page, '/admin/services');
    const toggle = page.getByRole('checkbox', { name: 'Automação de Instagram' });
    await expect(toggle).toBeChecked();
    await toggle.click({ force: true });
    await expect(unsavedBar(page).getByText('Você tem 1 alteração não salva.')).toBeVisible();
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Serviços atualizados com sucesso')).toBeVisible();
    await waitForDoc(doc.path, (d) => d.active === false);
    await expect(unsavedBar(page)).toHaveCount(0);

    await page.goto('/automacao-instagram');
    await expect(page).toHaveURL(/127\.0\.0\.1:4173\/$/);
  } finally {
    await doc.update({ active: true });
  }
});

test('on a phone the unsaved bar stays at the bottom of the screen, clear of the last row, and leaving asks first', async ({ page }) => {
  await page.setViewportSize(PHONE);
  // Reached from the dashboard, as staff do: Back then returns to it inside the app.
  await signInAsStaff(page, '/admin');
  await page.getByRole('link', { name: 'Abrir: Serviços' }).click();
  await expect(page.getByRole('checkbox')).toHaveCount(10);
  // The last row, far below the fold on a phone.
  const last = page.getByRole('listitem').filter({ has: page.getByRole('checkbox') }).last();
  await last.scrollIntoViewIfNeeded();
  await last.getByRole('checkbox').click({ force: true });

  const bar = unsavedBar(page);
  await expect(bar).toBeInViewport({ ratio: 1 });
  await expect(unsavedStatus(page, 'Você tem 1 alteração não salva.')).toHaveCount(1);
  const box = (await bar.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(PHONE.height);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect((await last.boundingBox())!.y + (await last.boundingBox())!.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
  // Back at the top, the bar is still in sight with its buttons.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar.getByRole('button', { name: 'Salvar alterações' })).toBeInViewport();
  await expect(bar.getByRole('button', { name: 'Cancelar' })).toBeInViewport();

  // A link inside the app asks; staying keeps the change, leaving goes.
  await page.getByRole('link', { name: 'Painel da equipe' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sair sem salvar?' });
  await expect(dialog).toContainText('Você tem 1 alteração não salva. Se sair agora, ela será perdida.');
  await expect(dialog.getByRole('button', { name: 'Continuar editando' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/services$/);
  await expect(unsavedBar(page).getByText('Você tem 1 alteração não salva.')).toBeVisible();

  // So does the browser's Back.
  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(page).toHaveURL(/\/admin\/services$/);

  await page.getByRole('link', { name: 'Painel da equipe' }).click();
  await dialog.getByRole('button', { name: 'Sair sem salvar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Painel da equipe' })).toBeVisible();
  expect((await adminDb().collection('services').where('active', '==', false).get()).size).toBe(0);
});

test('closing the tab with unsaved switches gets the browser\'s question', async ({ page }) => {
  await signInAsStaff(page, '/admin/services');
  await page.getByRole('checkbox', { name: 'Clonagem de Voz' }).click({ force: true });
  await expect(unsavedBar(page)).toBeVisible();
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});

test('the WhatsApp button is on the public pages only: not over the staff pages on a phone', async ({ page }) => {
  // Signing out closes the inbox's live query; under load the Firestore emulator has once answered that
  // stream's closing request (TYPE=terminate) with a 400, which the browser logs. Only that request.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 400 .*\/Listen\/channel\?.*TYPE=terminate/);
  await page.setViewportSize(PHONE);
  const bubble = page.getByRole('button', { name: 'Fale conosco pelo WhatsApp' });
  await page.goto('/');
  await expect(bubble).toBeVisible();
  await signInAsStaff(page, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Painel da equipe' })).toBeVisible();
  await expect(bubble).toHaveCount(0);
  for (const path of ['/admin/services', '/teste-email']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bubble).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(bubble).toHaveCount(0);
  await page.goto('/clone-digital');
  await expect(bubble).toBeVisible();
});

test('the e-mail test says in Portuguese that the mail server did not answer, the SMTP text behind "Detalhes"', async ({ page }) => {
  consoleGuard.allow(/Failed to load resource|sendTestEmail/);
  try {
    await signInAsStaff(page, '/teste-email');
    await smtp('down');
    await page.getByRole('button', { name: 'Enviar e-mail de teste' }).click();
    const status = page.getByRole('status').filter({ hasText: /^Erro ao enviar e-mail: / }).first();
    await expect(status).toHaveText('Erro ao enviar e-mail: O servidor de e-mail não respondeu. Confira as configurações de SMTP ou tente de novo em alguns minutos.', {
      timeout: 45_000,
    });
    await expect(page.getByText(/ECONNREFUSED/)).not.toBeVisible();
    await page.getByText('Detalhes', { exact: true }).click();
    await expect(page.getByText(/ECONNREFUSED|ECONNRESET|Greeting never received|Connection closed/)).toBeVisible();
  } finally {
    await smtp('up');
  }
});
