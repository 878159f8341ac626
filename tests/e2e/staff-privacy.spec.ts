import { expect, type Page, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { readRegistry } from '../../scripts/lib/read-forms';
import { LOCAL_STAFF } from '../../scripts/seed';
import { LEADS, leadId } from '../../src/domain/lead';
import { storedExample, storedLead } from '../support/stored-lead';
import { adminDb, waitForDoc } from '../support/admin';
import { guardConsole } from './support/console-guard';
import { signInAsStaff, unique } from './support/staff';
import { expectAccessible } from './support/accessibility';

/*
 * A person's privacy request (LGPD), as staff answer it on /admin/privacidade: two briefings sent
 * through two forms with one e-mail (stored as the site stores them) are found by that e-mail typed in another case, exported as JSON
 * and CSV, and deleted for good after a confirmation that says how many; the result counts the
 * submissions and leads deleted and names the studio's mailbox, where the lead e-mails stay for staff
 * to delete; then nothing of that person is found, their lead pages say so, someone else's lead stays, and the log shows the deletion
 * without the person's data.
 */
guardConsole(test);
const registry = readRegistry();
const sites = registry.forms.find((f) => f.id === 'criacao_sites')!;
const clone = registry.forms.find((f) => f.id === 'clone_digital')!;
const contact = registry.forms.find((f) => f.id === 'contato')!;

async function search(page: Page, typed: string) {
  await page.getByLabel('E-mail ou telefone da pessoa').fill(typed);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
}

test('a person’s leads across forms are found, exported and deleted for good; someone else’s stay and the log says who deleted how many', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = unique();
  const email = `lgpd.${tag}@example.com`;
  const name = `Pessoa Lgpd ${tag}`;
  // Stored as a visitor's browser stores them (each form's own spec sends it through its page): the
  // two briefings by the page took 90 of this test's 120 s on a busy two-core machine (CI, 2026-12-02).
  const sitesId = await storedLead(sites, { nome: name, email });
  const cloneId = await storedLead(clone, { nomeCompleto: name, email, whatsapp: '(11) 97654-3210' });
  const otherEmail = `outra.${tag}@example.com`;
  await storedLead(contact, { nome: `Outra Pessoa ${tag}`, email: otherEmail });

  await signInAsStaff(page, '/admin/privacidade');
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos de privacidade (LGPD)' })).toBeVisible();
  await search(page, 'not an address');
  await expect(page.getByText('Digite um e-mail (nome@exemplo.com) ou um telefone com DDD.')).toBeVisible();

  // Typed as the person wrote it in their request, in another case.
  const typed = email.toUpperCase();
  await search(page, typed);
  await expect(page.getByRole('heading', { level: 2, name: `2 leads de ${typed}` })).toBeVisible();
  const rows = page.getByRole('table', { name: `Leads de ${typed}` }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: sites.form.texts.title })).toContainText(name);
  await expect(rows.filter({ hasText: clone.form.texts.title })).toContainText('(11) 97654-3210');
  await expect(page.getByText(otherEmail)).toHaveCount(0);
  await expectAccessible(page);

  // Export: every lead with its full answers (JSON), and one row per answer (CSV).
  const json = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar tudo (JSON)' }).click();
  const file = JSON.parse(readFileSync(await (await json).path(), 'utf8'));
  expect(file.leads.map((l: { form: string }) => l.form).sort()).toEqual(['clone_digital', 'criacao_sites']);
  const exportedSites = file.leads.find((l: { form: string }) => l.form === 'criacao_sites');
  expect(exportedSites.answers).toMatchObject({ nome: name, email, objetivo_principal: sites.example!.objetivo_principal, tipo_site: sites.example!.tipo_site });
  expect(exportedSites.history[0]).toMatchObject({ kind: 'received' });
  const exportedClone = file.leads.find((l: { form: string }) => l.form === 'clone_digital');
  expect(exportedClone.answers).toMatchObject({ nomeCompleto: name, principalUso: clone.example!.principalUso });
  await expect(page.getByText('Arquivo gerado com 2 leads.')).toBeVisible();

  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar respostas (CSV)' }).click();
  const text = readFileSync(await (await csv).path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const cells = Papa.parse<string[]>(text.slice(1)).data;
  expect(cells[0]).toEqual(['Formulário', 'Recebido em', 'Pergunta', 'Resposta']);
  expect(cells).toContainEqual([sites.form.texts.title, expect.any(String), sites.fields.nome.title!, name]);
  expect(cells).toContainEqual([clone.form.texts.title, expect.any(String), clone.fields.nomeCompleto.title!, name]);

  // Deleting asks first, naming how many leads will go; cancelling deletes nothing.
  await page.getByRole('button', { name: 'Excluir 2 leads para sempre' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Excluir para sempre 2 leads de ${typed}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(rows).toHaveCount(3);

  await page.getByRole('button', { name: 'Excluir 2 leads para sempre' }).click();
  await confirm.getByRole('button', { name: 'Excluir para sempre' }).click();
  await expect(page.getByText('Excluídos para sempre: 2 envios e 2 leads.')).toBeVisible({ timeout: 30_000 });
  // The lead e-mails the studio received are out of the deletion's reach: the result names the mailbox to clean.
  const mailbox = (await adminDb().doc('settings/company').get()).get('email') as string;
  await expect(
    page.getByText(`Os e-mails de lead já recebidos não são apagados por aqui: exclua-os também da caixa de entrada do estúdio (${mailbox}).`),
  ).toBeVisible();
  await expect(page.getByText(`Nenhum lead encontrado para ${typed}.`)).toBeVisible();

  // Nothing of them is left: not their submissions, summaries or history.
  for (const [def, id] of [
    [sites, sitesId],
    [clone, cloneId],
  ] as const) {
    expect((await adminDb().collection(def.form.collection).doc(id).get()).exists).toBe(false);
    expect((await adminDb().collection(LEADS).doc(leadId(def.id, id)).get()).exists).toBe(false);
    expect((await adminDb().collection(LEADS).doc(leadId(def.id, id)).collection('history').get()).empty).toBe(true);
  }

  // The log says who deleted, when and how many, and nothing of the person.
  const logRow = page.getByRole('table', { name: 'Exclusões de dados pessoais, da mais recente' }).getByRole('row').nth(1);
  await expect(logRow).toContainText(LOCAL_STAFF.email);
  await expect(logRow.getByRole('cell').nth(2)).toHaveText('2');
  await expect(logRow.getByRole('cell').nth(3)).toHaveText('2');
  await expect(logRow).toContainText(sites.form.texts.title);
  await expect(logRow).not.toContainText(email);
  await expect(logRow.getByRole('cell').first()).toHaveText(/\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);

  // Someone else's lead stays.
  await search(page, otherEmail);
  await expect(page.getByRole('heading', { level: 2, name: `1 lead de ${otherEmail}` })).toBeVisible();

  // The deleted leads' pages say they are not found.
  for (const path of [`/admin/leads/${sites.id}/${sitesId}`, `/admin/leads/${clone.id}/${cloneId}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Envio não encontrado.' })).toBeVisible();
  }
});

test('a person is found by phone typed with or without +55', async ({ page }) => {
  const tag = unique();
  const phone = `(31) 9${tag.slice(-4)}-${tag.slice(-8, -4)}`;
  const ref = await adminDb().collection(contact.form.collection).add(storedExample(contact, { nome: `Fone ${tag}`, email: `fone.${tag}@example.com`, telefone: phone }));
  await waitForDoc(`${LEADS}/${leadId(contact.id, ref.id)}`, () => true);
  await signInAsStaff(page, '/admin/privacidade');
  const digits = phone.replace(/\D/g, '');
  await search(page, `+55 ${digits}`);
  await expect(page.getByRole('heading', { level: 2, name: `1 lead de +55 ${digits}` })).toBeVisible();
  await search(page, phone);
  await expect(page.getByRole('table', { name: `Leads de ${phone}` }).getByRole('row').filter({ hasText: `Fone ${tag}` })).toBeVisible();
});
