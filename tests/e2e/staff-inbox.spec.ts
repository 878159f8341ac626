import { expect, type Page, test } from '@playwright/test';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { readRegistry } from '../../scripts/lib/read-forms';
import { LEADS, leadId, newLead } from '../../src/domain/lead';
import { BOT_TRAP, submissionMeta, toStoredAnswers } from '../../src/forms/core/record';
import { adminDb, waitForDoc } from '../support/admin';
import { guardConsole } from './support/console-guard';
import { declineCallOffer, fillForm } from './support/form-filler';
import { signInAsStaff, unique } from './support/staff';
import { expectAccessible } from './support/accessibility';

/*
 * The inbox on /admin as staff use it: a lead sent through a real form appears in the open page;
 * a search finds it by a piece from the middle of its name or e-mail (capitals, no accents), and a
 * phone however it was typed on either side; a submission caught by the bot trap shows only under
 * the spam stage; the page number, the cursor and the filters live in the URL, so a reload, Back and
 * Forward keep the view.
 */
guardConsole(test);
const forms = readRegistry().forms;
const sites = forms.find((f) => f.id === 'criacao_sites')!;
const event = forms.find((f) => f.id === 'evento_briefing')!;

/** A tag of letters only (digits would be a phone's search piece too). */
const letterTag = () => unique().replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
const inbox = (page: Page) => page.getByRole('table', { name: /^Contatos recebidos/ });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Buscar por nome, e-mail, telefone ou empresa' });
const pages = (page: Page) => page.getByRole('navigation', { name: 'Páginas' });

/** Searches as staff do, and waits for the search to be the page's (its results are asserted after). */
async function search(page: Page, text: string) {
  await searchBox(page).fill(text);
  await searchBox(page).press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text.trim());
}

/**
 * `count` summaries written as the function writes them (no form document behind them: the list
 * reads only the summaries), newest first by index, all assigned to `assignee`.
 */
async function seedSummaries(tag: string, assignee: string, count: number, extra: (i: number) => Record<string, unknown> = () => ({})) {
  const batch = adminDb().batch();
  const now = Date.now();
  for (let i = 0; i < count; i++) {
    const docId = `inbox-${tag}-${i}`;
    const summary = newLead(
      {
        formId: event.id,
        collection: event.form.collection,
        docId,
        receivedAt: Timestamp.fromMillis(now - i * 60_000),
        locale: 'pt',
        spamReason: null,
        updatedAt: Timestamp.now(),
      },
      { name: `Paginação ${tag} ${String(i).padStart(2, '0')}`, email: `p${i}.${tag}@example.com` },
    );
    batch.set(adminDb().collection(LEADS).doc(leadId(event.id, docId)), { ...summary, assignee, ...extra(i) });
  }
  await batch.commit();
}

test('a lead sent through a form appears in the open inbox and in an open search, and a piece of the middle of its name or e-mail finds it', async ({ page, context }) => {
  const tag = letterTag();
  const name = `Marília Quintão ${tag} Brandão`;
  const email = `mq.${tag}@estudio-exemplo.com.br`;
  // The form's list (other specs store leads dated ahead, which would push this one off page 1 of
  // the whole inbox) and, in a second tab, a search that matches nothing yet.
  await signInAsStaff(page, `/admin?form=${sites.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Caixa de entrada' })).toBeVisible();
  await expect(inbox(page).or(page.getByText('Nenhum contato encontrado com estes filtros ou esta busca.'))).toBeVisible();
  const searching = await context.newPage();
  await searching.goto(`/admin?q=${tag}`);
  await expect(searching.getByText('Nenhum contato encontrado com estes filtros ou esta busca.')).toBeVisible();

  const visitor = await context.newPage();
  await visitor.goto(sites.form.route!);
  await fillForm(visitor, sites, { ...sites.example, nome: name, email });
  await visitor.getByRole('button', { name: sites.form.texts.submit ?? 'Enviar Briefing' }).click();
  await declineCallOffer(visitor, sites);
  await expect(visitor.getByRole('heading', { level: 1, name: sites.form.texts.screenTitle })).toBeVisible();
  await visitor.close();

  // Live, in both: no reload between the send and the row.
  await expect(inbox(searching).getByRole('row').filter({ hasText: name })).toBeVisible({ timeout: 30_000 });
  await expect(searching.getByRole('navigation', { name: 'Páginas' }).getByText('1–1 de 1')).toBeVisible();
  await searching.close();
  const row = inbox(page).getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(sites.form.texts.title);
  await expect(row).toContainText(email);
  await expect(row).toContainText('Novo');
  await expect(row.getByRole('link', { name, exact: true })).toHaveAttribute('href', new RegExp(`^/admin/leads/${sites.id}/[A-Za-z0-9]+$`));
  await expect(row.getByRole('link', { name: new RegExp(`e-mail.*${name}`, 'i') })).toHaveAttribute('href', new RegExp(`^mailto:${email}`));
  await expectAccessible(page);

  // From the middle of a word of the name, in capitals and without its accent.
  await search(page, `INTAO ${tag.slice(0, 6).toUpperCase()}`);
  await expect(page).toHaveURL(/[?&]q=INTAO/);
  await expect(inbox(page).getByRole('row')).toHaveCount(2);
  await expect(row).toBeVisible();
  await expect(pages(page).getByText('1–1 de 1')).toBeVisible();

  // From the middle of the e-mail, across the @.
  await search(page, `${tag.slice(3)}@estudio-exem`);
  await expect(inbox(page).getByRole('row')).toHaveCount(2);
  await expect(row).toBeVisible();

  await search(page, `${tag}@nada`);
  await expect(page.getByText('Nenhum contato encontrado com estes filtros ou esta busca.')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar filtros' }).first().click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(searchBox(page)).toHaveValue('');
});

test('a phone search finds a number however it was typed and stored, with or without 55', async ({ page }) => {
  const tag = letterTag();
  // A number of this run only: the forms' examples share their phones across the suites.
  const digits = unique().slice(-8);
  const number = `9${digits.slice(0, 4)}-${digits.slice(4)}`;
  const stored = { [`Fone Internacional ${tag}`]: `+55 11 ${number}`, [`Fone Nacional ${tag}`]: `(11) ${number}` };
  const batch = adminDb().batch();
  for (const [name, phone] of Object.entries(stored)) {
    const docId = `phone-${tag}-${phone.startsWith('+') ? 'intl' : 'br'}`;
    const fields = { formId: event.id, collection: event.form.collection, docId, receivedAt: Timestamp.now(), locale: 'pt', spamReason: null, updatedAt: Timestamp.now() };
    batch.set(adminDb().collection(LEADS).doc(leadId(event.id, docId)), newLead(fields, { name, phone }));
  }
  await batch.commit();

  const findsBoth = async (query: string) => {
    await expect(searchBox(page)).toHaveValue(query);
    await expect(inbox(page).getByRole('row'), query).toHaveCount(3);
    for (const name of Object.keys(stored)) await expect(inbox(page).getByRole('row').filter({ hasText: name }), query).toBeVisible();
  };
  await signInAsStaff(page, '/admin');
  // Typed in the box, from the whole inbox (more than two rows), as staff do.
  await search(page, `(11) ${number}`);
  await findsBoth(`(11) ${number}`);
  // The other spellings each on a page of their own: the rows of the search before would match too.
  for (const query of [`11 ${number}`, `+55 11 ${number}`]) {
    await page.goto(`/admin?q=${encodeURIComponent(query)}`);
    await findsBoth(query);
  }
  // A number one digit apart finds neither.
  const other = `${number.slice(0, -1)}${(Number(number.slice(-1)) + 1) % 10}`;
  await search(page, `(11) ${other}`);
  await expect(page.getByText('Nenhum contato encontrado com estes filtros ou esta busca.')).toBeVisible();
});

test('a submission caught by the bot trap shows only under the spam stage', async ({ page }) => {
  const tag = letterTag();
  const robot = `Robô Armadilha ${tag}`;
  const ref = await adminDb()
    .collection(sites.form.collection)
    .add({
      ...toStoredAnswers(sites, { ...sites.example, nome: robot }),
      ...submissionMeta(sites, 'pt'),
      createdAt: FieldValue.serverTimestamp(),
      [BOT_TRAP.honeypot]: 'https://spam.example',
    });
  await waitForDoc(`${LEADS}/${leadId(sites.id, ref.id)}`, (d) => d.stage === 'spam');

  await signInAsStaff(page, `/admin?q=${tag}`);
  await expect(page.getByText('Nenhum contato encontrado com estes filtros ou esta busca.')).toBeVisible();
  await page.getByLabel('Etapa', { exact: true }).selectOption({ label: 'Spam' });
  await expect(page).toHaveURL(/stage=spam/);
  const row = inbox(page).getByRole('row').filter({ hasText: robot });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Spam');

  await page.getByLabel('Etapa', { exact: true }).selectOption({ label: 'Todas, menos spam' });
  await expect(page.getByText('Nenhum contato encontrado com estes filtros ou esta busca.')).toBeVisible();
  // Nor is it counted in the form's own list.
  await page.goto(`/admin/leads/${sites.id}?q=${tag}`);
  await expect(page.getByText('Nenhum formulário encontrado com os termos de busca.')).toBeVisible();
});

test('the page, its cursor and the filters live in the URL: a reload, Back and Forward keep the view', async ({ page }) => {
  const tag = letterTag();
  const assignee = `colega-${tag}`;
  await seedSummaries(tag, assignee, 27);

  // Paged by cursor (no search): the server counts the total.
  await signInAsStaff(page, `/admin?assignee=${assignee}`);
  await expect(pages(page).getByText('1–25 de 27')).toBeVisible();
  await expect(inbox(page).getByRole('row').nth(1)).toContainText(`Paginação ${tag} 00`);
  await pages(page).getByRole('link', { name: 'Próxima' }).click();
  await expect(pages(page).getByText('26–27 de 27')).toBeVisible();
  await expect(page).toHaveURL(/page=2&after=/);
  await expect(inbox(page).getByRole('row').nth(1)).toContainText(`Paginação ${tag} 25`);
  await page.reload();
  await expect(pages(page).getByText('26–27 de 27')).toBeVisible();
  await expect(page.getByLabel('Responsável', { exact: true })).toHaveValue(assignee);
  await expect(pages(page).getByRole('button', { name: 'Próxima' })).toBeDisabled();
  await page.goBack();
  await expect(pages(page).getByText('1–25 de 27')).toBeVisible();
  await page.goForward();
  await expect(pages(page).getByText('26–27 de 27')).toBeVisible();
  await pages(page).getByRole('link', { name: 'Anterior' }).click();
  await expect(pages(page).getByText('1–25 de 27')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin\\?assignee=${assignee}$`));

  // A search with a stage, on its second page, after a reload.
  await page.goto(`/admin?q=${tag}&stage=novo&page=2`);
  await expect(pages(page).getByText('26–27 de 27')).toBeVisible();
  await page.reload();
  await expect(pages(page).getByText('26–27 de 27')).toBeVisible();
  await expect(searchBox(page)).toHaveValue(tag);
  await expect(page.getByLabel('Etapa', { exact: true })).toHaveValue('novo');
  await expect(inbox(page).getByRole('row')).toHaveCount(3);
});

test('overdue follow-ups are listed by their day, oldest first, and the glance links to them', async ({ page }) => {
  const tag = letterTag();
  const assignee = `colega-${tag}`;
  // Two late follow-ups (one on a closed lead, which is no longer due), one for the future.
  const days: Record<number, { followUp: string; due: string | null; stage?: string }> = {
    0: { followUp: '2020-01-05', due: '2020-01-05' },
    1: { followUp: '2020-01-02', due: '2020-01-02' },
    2: { followUp: '2020-01-01', due: null, stage: 'fechado' },
    3: { followUp: '2999-01-01', due: '2999-01-01' },
  };
  await seedSummaries(tag, assignee, 4, (i) => ({ ...days[i] }));
  await signInAsStaff(page, '/admin');
  const glanceLink = page.getByRole('link', { name: /follow-ups? atrasados?/ });
  await expect(glanceLink).toHaveAttribute('href', '/admin?overdue=1');

  await page.goto(`/admin?overdue=1&assignee=${assignee}`);
  await expect(inbox(page).getByRole('row')).toHaveCount(3);
  await expect(inbox(page).getByRole('row').nth(1)).toContainText('02/01/2020');
  await expect(inbox(page).getByRole('row').nth(2)).toContainText('05/01/2020');
  await expect(inbox(page).getByRole('row').nth(1)).toContainText('Atrasado');
  await expect(page.getByLabel('Recebido de')).toBeDisabled();
});

/*
 * Issue 29: filters chosen in quick succession all stay (each is made to the newest URL, not to the
 * one the page last drew), and on a phone the inbox comes before the glance.
 */
const PHONE = { width: 390, height: 844 };

test('a stage and then a date chosen within 100 ms both stay: in the URL, in the filters and in the rows', async ({ page }) => {
  const tag = letterTag();
  const assignee = `colega-${tag}`;
  // 00 is new and recent, 01 recent but in contact, 02 new but received in 2020: only 00 is both.
  const apart = [{}, { stage: 'em_contato' }, { receivedAt: Timestamp.fromDate(new Date('2020-06-01T12:00:00Z')) }];
  await seedSummaries(tag, assignee, 3, (i) => apart[i]);
  await signInAsStaff(page, `/admin?assignee=${assignee}`);
  await expect(inbox(page).getByRole('row')).toHaveCount(4);

  // In the page itself, 50 ms apart, as a quick hand does: two Playwright actions in a row leave no
  // set gap between them. Each value is set as the browser sets it, then its input and change events.
  await page.evaluate(async () => {
    const choose = (id: string, value: string) => {
      const control = document.getElementById(id) as HTMLInputElement | HTMLSelectElement;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')!.set!.call(control, value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
      control.dispatchEvent(new Event('change', { bubbles: true }));
    };
    choose('inbox-stage', 'novo');
    await new Promise((done) => setTimeout(done, 50));
    choose('inbox-from', '2021-01-01');
  });

  await expect(page).toHaveURL(new RegExp(`/admin\\?stage=novo&assignee=${assignee}&from=2021-01-01$`));
  await expect(page.getByLabel('Etapa', { exact: true })).toHaveValue('novo');
  await expect(page.getByLabel('Recebido de')).toHaveValue('2021-01-01');
  await expect(inbox(page).getByRole('row')).toHaveCount(2);
  await expect(inbox(page).getByRole('row').nth(1)).toContainText(`Paginação ${tag} 00`);
});

test('on a phone the first inbox row is on the first screen, the glance folded behind "Resumo"', async ({ page }) => {
  await page.setViewportSize(PHONE);
  // At least one row, whatever the other specs stored.
  const tag = letterTag();
  await seedSummaries(tag, `colega-${tag}`, 1);
  await signInAsStaff(page, '/admin');
  const first = inbox(page).getByRole('row').nth(1);
  await expect(first).toBeVisible();
  // Its top in the page, however far the page is scrolled: above the first screen's bottom edge.
  const top = await first.evaluate((row) => row.getBoundingClientRect().top + window.scrollY);
  expect(top).toBeLessThan(PHONE.height);

  const summary = page.getByRole('button', { name: 'Resumo' });
  await expect(summary).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { name: 'Contatos por etapa' })).toHaveCount(0);
  // Opened from the keyboard, it shows the figures; closed again, they go.
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { level: 3, name: 'Contatos por etapa' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(summary).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { name: 'Contatos por etapa' })).toHaveCount(0);
});
