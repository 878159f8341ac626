import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { readRegistry } from '../../scripts/lib/read-forms';
import { LEADS } from '../../src/domain/lead';
import { adminDb, waitForDoc } from '../support/admin';
import { storedExample, summaryDoc } from '../support/stored-lead';
import { guardConsole } from './support/console-guard';
import { declineCallOffer, fillForm } from './support/form-filler';
import { signInAsStaff, unique } from './support/staff';
import { expectAccessible } from './support/accessibility';

/*
 * The generic lead viewer as staff use it, on the website briefing (/admin/form-sites): live table
 * of the form's lead summaries with columns from the form's `lead` fields, detail with labels in the
 * staff member's language, visitor text shown as text, validation errors of a rejected submission,
 * a search that matches anywhere in a name, and paging with the page in the URL.
 */
guardConsole(test);
const sites = readRegistry().forms.find((f) => f.id === 'criacao_sites')!;
const collection = sites.form.collection;

/** A stored submission as the browser writes it (the function then writes its lead summary). */
const stored = (overrides: Record<string, unknown>) => storedExample(sites, overrides);

test('a new briefing appears without a reload, and its page shows every answer as text', async ({ page }) => {
  await signInAsStaff(page, '/admin/form-sites');
  await expect(page.getByRole('heading', { level: 1, name: sites.form.texts.title })).toBeVisible();
  await expect(page.getByRole('table').or(page.getByText('Nenhum formulário encontrado.'))).toBeVisible();

  const name = `Beatriz <b>Negrito</b> ${unique()}`;
  const script = '<script>alert("x")</script> e <img src=x onerror=alert(1)>';
  await adminDb().collection(collection).add(stored({ nome: name, informacoes_adicionais: script, email: `bia.${unique()}@example.com` }));
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link')).toHaveText(/^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}$/);
  // The first row is the newest.
  await expect(page.getByRole('row').nth(1)).toContainText(name);
  await expect(page.getByRole('columnheader', { name: 'Recebido em' })).toBeVisible();
  for (const field of ['nome', 'email', 'telefone', 'empresa']) {
    await expect(page.getByRole('columnheader', { name: sites.fields[field].title!, exact: true })).toBeVisible();
  }
  await expectAccessible(page);

  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(script, { exact: true })).toBeVisible();
  await expect(page.locator('b', { hasText: 'Negrito' })).toHaveCount(0);
  // Option labels, not codes; list answers one per line.
  await expect(page.getByText('Site institucional', { exact: true })).toBeVisible();
  await expect(page.getByText('institucional', { exact: true })).toHaveCount(0);
  await expect(page.getByText(sites.fields.tipo_site.title!, { exact: true })).toBeVisible();
  await expect(page.getByText('Aceito')).toBeVisible();
  await expect(page.getByText('Enviado')).toBeVisible();
  await expectAccessible(page);

  // In English the questions and options follow the staff member's language.
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.getByText('Company website', { exact: true })).toBeVisible();
  await expect(page.getByText('What type of website do you need?', { exact: true })).toBeVisible();
});

test('a briefing sent through its page moments before is found by its accented name typed without accents', async ({ page }) => {
  const tag = unique().replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
  const name = `Joana Conceição Brandão ${tag}`;
  await page.goto(sites.form.route!);
  await fillForm(page, sites, { ...sites.example, nome: name, email: `joana.${unique()}@example.com` });
  await page.getByRole('button', { name: sites.form.texts.submit ?? 'Enviar Briefing' }).click();
  await declineCallOffer(page, sites);
  await expect(page.getByRole('heading', { level: 1, name: sites.form.texts.screenTitle })).toBeVisible();

  await signInAsStaff(page, `/admin/form-sites?q=${encodeURIComponent(`JOANA conceicao brandao ${tag}`)}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('row')).toHaveCount(2);
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Site institucional', { exact: true })).toBeVisible();
});

test('a rejected submission shows its validation errors', async ({ page }) => {
  const data = stored({ nome: `Rejeitado ${unique()}` });
  delete (data as Record<string, unknown>).objetivo_principal;
  const ref = await adminDb().collection(collection).add(data);
  await waitForDoc(ref.path, (d) => d.status === 'rejected');
  await signInAsStaff(page, `/admin/leads/${sites.id}/${ref.id}`);
  await expect(page.getByText('Rejeitado', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Erros de validação' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: sites.fields.objetivo_principal.title! })).toBeVisible();
});

test('search matches anywhere in a name, ignores case and accents, and pages with the page in the URL', async ({ page }) => {
  // Its 27 leads wait for the trigger (below): more than the default 60 s when the machine is busy.
  test.setTimeout(180_000);
  const tag = `zq${unique()}`.slice(0, 16);
  const batch = adminDb().batch();
  const refs = Array.from({ length: 27 }, () => adminDb().collection(collection).doc());
  batch.set(refs[0], stored({ nome: `Conceição Araújo ${tag}` }));
  for (const [i, ref] of refs.slice(1).entries()) batch.set(ref, stored({ nome: `Pessoa ${i} ${tag}` }));
  await batch.commit();
  // The search reads the leads' summaries, which the trigger writes one event at a time: 27 of them
  // took over 30 s on a busy machine. Every count below needs all of them (a bound, not a pace).
  await Promise.all(refs.map((ref) => waitForDoc(summaryDoc(sites.id, ref.id).path, (d) => d.stage === 'novo', 120_000)));

  await signInAsStaff(page, '/admin/form-sites');
  const search = page.getByRole('searchbox', { name: 'Buscar por nome, e-mail, telefone ou empresa' });
  // The middle of a word, in capitals, without accents (the old prefix search answered nothing).
  await search.fill(`ONCEICAO ARAU`);
  await search.press('Enter');
  await expect(page).toHaveURL(/\?q=/);
  await expect(page.getByRole('row').filter({ hasText: `Conceição Araújo ${tag}` })).toBeVisible();

  await search.fill(`ujo ${tag}`);
  await search.press('Enter');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText(`Conceição Araújo ${tag}`);

  await search.fill(`conceicao inexistente ${tag}`);
  await search.press('Enter');
  await expect(page.getByText('Nenhum formulário encontrado com os termos de busca.')).toBeVisible();

  await search.fill(tag);
  await search.press('Enter');
  const pages = page.getByRole('navigation', { name: 'Páginas' });
  await expect(pages.getByText('1–25 de 27')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(26);
  await pages.getByRole('link', { name: 'Próxima' }).click();
  await expect(pages.getByText('26–27 de 27')).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('row')).toHaveCount(3);
  await expect(pages.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  await page.reload();
  await expect(pages.getByText('26–27 de 27')).toBeVisible();
  await pages.getByRole('link', { name: 'Anterior' }).click();
  await expect(page.getByRole('row')).toHaveCount(26);
});

test('CSV export of a search: BOM, question labels, option labels, formulas neutralised', async ({ page }) => {
  const tag = `csv${unique()}`.slice(0, 16);
  const formula = '=HYPERLINK("http://evil.example","clique")';
  await adminDb().collection(collection).add(stored({ nome: `${formula} ${tag}`, empresa: `<b>Empresa</b> ${tag}` }));
  await adminDb().collection(collection).add(stored({ nome: `Outra Pessoa ${tag}` }));
  await signInAsStaff(page, `/admin/form-sites?q=${tag}`);
  await expect(page.getByRole('row')).toHaveCount(3);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar busca em CSV' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^criacao_sites-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText('CSV com 2 envios baixado.')).toBeVisible();
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = Papa.parse<string[]>(text.slice(1), { newline: '\r\n', skipEmptyLines: true }).data;
  expect(rows).toHaveLength(2);
  const col = (field: string) => header.indexOf(sites.fields[field].title!);
  expect(col('tipo_site')).toBeGreaterThan(0);
  const row = rows.find((r) => r[col('nome')].includes('HYPERLINK'))!;
  expect(row[col('nome')]).toBe(`'${formula} ${tag}`);
  expect(row[col('empresa')]).toBe(`<b>Empresa</b> ${tag}`);
  expect(row[col('tipo_site')]).toBe('Site institucional');
  expect(row[0]).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
});

test('the index lists every form with its count, and an unknown form says so', async ({ page }) => {
  await signInAsStaff(page, '/admin/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Formulários recebidos' })).toBeVisible();
  // Counted from the lead summaries, spam left out, as the table it opens lists them.
  const total = async () => (await adminDb().collection(LEADS).where('formId', '==', sites.id).where('spam', '==', false).count().get()).data().count;
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: sites.form.texts.title }) });
  // The page counts once, as it opens, while the function may still be writing the summaries of the
  // submissions the tests above stored: compared again (the page reloaded) until both have settled.
  let tries = 0;
  await expect(async () => {
    if (tries++) await page.reload();
    await expect(row.getByRole('cell').nth(1)).toHaveText(String(await total()), { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByRole('row').filter({ hasText: 'Newsletter' })).toBeVisible();
  await expect(page.getByRole('link')).not.toHaveCount(0);
  await page.goto('/admin/leads/nao_existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Formulário não encontrado.' })).toBeVisible();
});
