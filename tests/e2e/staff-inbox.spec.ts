import { expect, type Page, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { readRegistry } from '../../scripts/lib/read-forms';
import { LEADS, leadId, newLead } from '../../src/domain/lead';
import { adminDb } from '../support/admin';
import { onTop } from '../support/on-top';
import { guardConsole } from './support/console-guard';
import { declineCallOffer, fillForm } from './support/form-filler';
import { signInAsStaff, unique } from './support/staff';
import { expectAccessible } from './support/accessibility';

/*
 * Journeys of staff working the inbox on /admin: a lead sent through a real form appears in the open
 * page and in an open search, and a piece from the middle of its name (capitals, no accents) finds
 * it; the page number, the cursor and the filters live in the URL, so a reload, Back and Forward keep
 * the view; on a phone the first row is on the first screen with the glance folded, and the bulk bar
 * stays in view while the rows scroll.
 *
 * Moved down (issue 36, docs/testing.md): a phone search however typed (src/domain/lead.test.ts), a
 * piece of the e-mail across its @ (src/domain/lead-search-middle.test.ts); the bot-trap lead only
 * under the spam stage, overdue follow-ups and the glance's link to them, a search that finds nothing
 * and "Limpar filtros" (src/features/admin/inbox/inbox-filtered-rows.test.tsx); a stage and a date
 * chosen back to back (inbox-section.test.tsx); the glance opened and closed from the keyboard
 * (inbox-glance.test.tsx).
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
async function seedSummaries(tag: string, assignee: string, count: number, prefix = 'Paginação') {
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
      { name: `${prefix} ${tag} ${String(i).padStart(2, '0')}`, email: `p${i}.${tag}@example.com` },
    );
    batch.set(adminDb().collection(LEADS).doc(leadId(event.id, docId)), { ...summary, assignee });
  }
  await batch.commit();
}

test('a lead sent through a form appears in the open inbox and in an open search, and a piece of the middle of its name finds it', async ({ page, context, browser }) => {
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

  // The visitor in a browser of their own: in the staff's, the send would go as the staff account, whose
  // send gate (one send a form per account and minute) other specs' sends share.
  const visitorBrowser = await browser.newContext();
  const visitor = await visitorBrowser.newPage();
  await visitor.goto(sites.form.route!);
  await fillForm(visitor, sites, { ...sites.example, nome: name, email });
  await visitor.getByRole('button', { name: sites.form.texts.submit ?? 'Enviar Briefing' }).click();
  await declineCallOffer(visitor, sites);
  await expect(visitor.getByRole('heading', { level: 1, name: sites.form.texts.screenTitle })).toBeVisible();
  await visitorBrowser.close();

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

  // A search with a stage, on its second page, opened from its URL (a load of its own, as a reload is).
  await page.goto(`/admin?q=${tag}&stage=novo&page=2`);
  await expect(pages(page).getByText('26–27 de 27')).toBeVisible();
  await expect(searchBox(page)).toHaveValue(tag);
  await expect(page.getByLabel('Etapa', { exact: true })).toHaveValue('novo');
  await expect(inbox(page).getByRole('row')).toHaveCount(3);
});

const PHONE = { width: 390, height: 844 };
const bar = (page: Page) => page.getByRole('group', { name: 'Ações nos leads selecionados' });

test('on a phone the first inbox row is on the first screen, the glance folded behind "Resumo", and the bulk bar stays in view while the rows scroll', async ({ page }) => {
  await page.setViewportSize(PHONE);
  // At least one row, whatever the other specs stored; three of this test's own for the bar.
  const tag = letterTag();
  await seedSummaries(tag, `colega-${tag}`, 3, 'Fone');
  await signInAsStaff(page, '/admin');
  const first = inbox(page).getByRole('row').nth(1);
  await expect(first).toBeVisible();
  // Its top in the page, however far the page is scrolled: above the first screen's bottom edge once the
  // page has drawn what it loads (under a full run's load a row once showed before a part above it had
  // settled, 966 px down, and moved up after).
  await expect.poll(() => first.evaluate((row) => row.getBoundingClientRect().top + window.scrollY)).toBeLessThan(PHONE.height);
  // Folded: its figures are not drawn (opened and closed from the keyboard in inbox-glance.test.tsx).
  await expect(page.getByRole('button', { name: 'Resumo' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { name: 'Contatos por etapa' })).toHaveCount(0);

  // This test's leads, one ticked from the keyboard; the bar stays in view, below the site's header.
  await search(page, tag);
  await expect(inbox(page).getByRole('row')).toHaveCount(4);
  const box = page.getByRole('checkbox', { name: `Selecionar Fone ${tag} 00`, exact: true });
  await box.press('Space');
  await expect(box).toBeChecked();
  await inbox(page).getByRole('row').last().scrollIntoViewIfNeeded();
  await expect(bar(page)).toBeInViewport();
  await expect(bar(page).getByRole('button', { name: 'Limpar seleção' })).toBeInViewport();
  // Not under the header (it once slid under it).
  await expect.poll(() => onTop(bar(page))).toBe(true);
  await bar(page).getByRole('button', { name: 'Limpar seleção' }).click();
  await expect(bar(page)).toHaveCount(0);
});
