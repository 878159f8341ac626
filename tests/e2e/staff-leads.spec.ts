import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { readRegistry } from '../../scripts/lib/read-forms';
import { guardConsole } from './support/console-guard';
import { declineCallOffer, fillForm } from './support/form-filler';
import { signInAsStaff, unique } from './support/staff';
import { expectAccessible } from './support/accessibility';

/*
 * The generic lead viewer as staff use it, on the website briefing (/admin/form-sites), in one journey:
 * a briefing sent through its page appears in the open table without a reload, with the form's `lead`
 * columns; a search typed without its accents finds it; the search's CSV export is a real download;
 * and the lead's page shows every answer as text (option labels, the visitor's markup inert).
 *
 * Moved down (issue 36): the search's matching is src/domain/lead.test.ts; the table's search in the
 * URL, its pages, the form index with its counts and an unknown form are
 * src/features/admin/inbox/lead-index-and-table.test.tsx; a rejected submission's validation errors
 * and the answers in English are src/features/admin/lead/lead-detail-page.test.tsx; the CSV's content
 * rules (BOM, labels, formulas neutralised, spam left out) are src/features/admin/csv-export/lead-csv.test.ts
 * and export-csv-button.test.tsx.
 */
guardConsole(test);
const sites = readRegistry().forms.find((f) => f.id === 'criacao_sites')!;

test('a briefing sent through its page appears in the open table, is found without its accents, exported as a CSV file, and its page shows every answer as text', async ({
  page,
  browser,
}) => {
  const tag = unique().replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
  const name = `Joana Conceição Brandão ${tag}`;
  const company = `<b>Negrito</b> Estúdio ${tag}`;
  const script = '<script>alert("x")</script> e <img src=x onerror=alert(1)>';

  // The form's table, open before the briefing is sent.
  await signInAsStaff(page, '/admin/form-sites');
  await expect(page.getByRole('heading', { level: 1, name: sites.form.texts.title })).toBeVisible();
  await expect(page.getByRole('table').or(page.getByText('Nenhum formulário encontrado.'))).toBeVisible();

  // The visitor in a browser of their own: in the staff's, the send would go as the staff account, whose
  // send gate (one send a form per account and minute) other specs' sends share.
  const visitorBrowser = await browser.newContext();
  const visitor = await visitorBrowser.newPage();
  await visitor.goto(sites.form.route!);
  await fillForm(visitor, sites, { ...sites.example, nome: name, email: `joana.${tag}@example.com`, empresa: company, informacoes_adicionais: script });
  await visitor.getByRole('button', { name: sites.form.texts.submit ?? 'Enviar Briefing' }).click();
  await declineCallOffer(visitor, sites);
  await expect(visitor.getByRole('heading', { level: 1, name: sites.form.texts.screenTitle })).toBeVisible();
  await visitorBrowser.close();

  // Live: no reload between the send and the row (the function writes its summary first).
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByRole('link')).toHaveText(/^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}$/);
  await expect(row).toContainText(company);
  // Newest first. Other specs send this form at the same time, so the order is read from the dates
  // shown rather than from which row is first.
  const shown = (await page.getByRole('row').getByRole('link').allTextContents()).map(minuteOf);
  expect(shown).toEqual([...shown].sort((a, b) => b - a));
  await expect(page.getByRole('columnheader', { name: 'Recebido em' })).toBeVisible();
  for (const field of ['nome', 'email', 'telefone', 'empresa']) {
    await expect(page.getByRole('columnheader', { name: sites.fields[field].title!, exact: true })).toBeVisible();
  }
  await expectAccessible(page);

  // Typed in capitals and without its accents.
  const search = page.getByRole('searchbox', { name: 'Buscar por nome, e-mail, telefone ou empresa' });
  await search.fill(`JOANA conceicao brandao ${tag}`);
  await search.press('Enter');
  await expect(page).toHaveURL(/\?q=JOANA/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toBeVisible();

  // The search's export, as the browser downloads it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar busca em CSV' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^criacao_sites-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText('CSV com 1 envio baixado.')).toBeVisible();
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = Papa.parse<string[]>(text.slice(1), { newline: '\r\n', skipEmptyLines: true }).data;
  expect(rows).toHaveLength(1);
  const cell = (field: string) => rows[0][header.indexOf(sites.fields[field].title!)];
  expect(cell('nome')).toBe(name);
  expect(cell('empresa')).toBe(company);
  expect(cell('tipo_site')).toBe('Site institucional');
  expect(rows[0][0]).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);

  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(script, { exact: true })).toBeVisible();
  await expect(page.getByText(company, { exact: true })).toBeVisible();
  await expect(page.locator('b', { hasText: 'Negrito' })).toHaveCount(0);
  // Option labels, not codes.
  await expect(page.getByText('Site institucional', { exact: true })).toBeVisible();
  await expect(page.getByText('institucional', { exact: true })).toHaveCount(0);
  await expect(page.getByText(sites.fields.tipo_site.title!, { exact: true })).toBeVisible();
  await expect(page.getByText('Aceito')).toBeVisible();
  await expect(page.getByText('Enviado')).toBeVisible();
  await expectAccessible(page);
});

/** "30/11/2026, 22:47" as a number that orders like the moment it names. */
function minuteOf(shown: string): number {
  const [, d, m, y, h, min] = /^(\d{2})\/(\d{2})\/(\d{4}),? (\d{2}):(\d{2})$/.exec(shown)!;
  return Number(`${y}${m}${d}${h}${min}`);
}
