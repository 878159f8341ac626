import { expect, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { readRegistry } from '../../scripts/lib/read-forms';
import { LEADS, NEWSLETTER_FORM_ID } from '../../src/domain/lead';
import { LEAD_STATS, PIPELINE_STATS, type PipelineStats } from '../../src/domain/lead-stats';
import { adminDb } from '../support/admin';
import { settledSignups } from '../support/settled';
import { guardConsole } from './support/console-guard';
import { signInAsStaff, unique } from './support/staff';
import { expectAccessible } from './support/accessibility';

/*
 * What staff see when there is nothing to show (a form nobody has sent yet, a search that matches
 * nothing), and the two lists of the lead index that are not briefing forms: the newsletter
 * signups and the contact messages, each with its own table.
 */
guardConsole(test);
const forms = readRegistry().forms;
// A form no other spec reads back after this one: its stored submissions are cleared to make it empty.
const quiet = forms.find((f) => f.id === 'convite_pesquisa')!;
const contact = forms.find((f) => f.id === 'contato')!;

test('a form with no submission says so, and so does a search that matches nothing', async ({ page }) => {
  await adminDb().recursiveDelete(adminDb().collection(quiet.form.collection));
  // The viewer lists a form's leads from their inbox summaries: those go too, with their history.
  const summaries = await adminDb().collection(LEADS).where('formId', '==', quiet.id).get();
  await Promise.all(summaries.docs.map((summary) => adminDb().recursiveDelete(summary.ref)));
  await signInAsStaff(page, `/admin/leads/${quiet.id}`);
  await expect(page.getByRole('heading', { level: 1, name: quiet.form.texts.title })).toBeVisible();
  await expect(page.getByText('Nenhum formulário encontrado.', { exact: true })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectAccessible(page);

  const search = page.getByRole('searchbox', { name: 'Buscar por nome, e-mail, telefone ou empresa' });
  await search.fill('ninguem procurado');
  await search.press('Enter');
  await expect(page.getByText('Nenhum formulário encontrado com os termos de busca.', { exact: true })).toBeVisible();
  await expect(page.getByText('Nenhum formulário encontrado.', { exact: true })).toHaveCount(0);
  await expectAccessible(page);
});

test('the newsletter signups open from the index: newest first, dated, interests by name, paged', async ({ page }) => {
  // The index counts the signups' inbox summaries, which the newsletter trigger writes a moment after
  // each signup, leaving out those the bot trap caught (other specs store some): once a marker signup
  // has its summary, every signup written before has one too (one trigger run, not one per signup).
  await settledSignups();
  const count = (await adminDb().collection(LEADS).where('formId', '==', NEWSLETTER_FORM_ID).where('spam', '==', false).count().get()).data().count;
  // The index shows the counter the function keeps (src/domain/lead-stats.ts), moved by its own trigger
  // a moment after each summary.
  const counter = async () => ((await adminDb().collection(LEAD_STATS).doc(PIPELINE_STATS).get()).data() as PipelineStats | undefined)?.form?.[NEWSLETTER_FORM_ID];
  await expect.poll(counter, { timeout: 60_000 }).toBe(count);
  await signInAsStaff(page, '/admin/leads');
  const indexRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Newsletter (inscrições)' }) });
  await expect(indexRow.getByRole('cell').nth(1)).toHaveText(String(count));

  // 26 signups a few seconds in the future, so they are the newest whatever other specs stored. The
  // list reads the signups themselves, live, so it waits for none of their 26 triggers (this spec runs
  // last, so no other spec waits behind them either: playwright.config.ts).
  const tag = unique();
  const base = Date.now() + 60_000;
  const batch = adminDb().batch();
  for (let i = 0; i < 26; i++) {
    batch.set(adminDb().collection('newsletter_subscribers').doc(), {
      email: `leitor.${i}.${tag}@example.com`,
      whatsapp: i === 25 ? '(11) 98765-4321' : null,
      service_interests: i === 25 ? ['videos-cinematograficos', 'clonagem-voz'] : ['todos'],
      createdAt: Timestamp.fromMillis(base + i * 1000),
    });
  }
  await batch.commit();
  await indexRow.getByRole('link').click();

  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  for (const header of ['Recebido em', 'E-mail', 'WhatsApp', 'Interesses']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  const newest = page.getByRole('row').nth(1);
  await expect(newest).toContainText(`leitor.25.${tag}@example.com`);
  await expect(newest).toContainText('(11) 98765-4321');
  await expect(newest).toContainText('Vídeos Cinematográficos, Clonagem de Voz');
  await expect(newest.getByRole('cell').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}$/);
  await expect(page.getByRole('row')).toHaveCount(26);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(page.getByText('Página 2', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText(`leitor.0.${tag}@example.com`);
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(page.getByRole('row').nth(1)).toContainText(`leitor.25.${tag}@example.com`);
});

test('the contact messages open from the index as their own table', async ({ page }) => {
  await signInAsStaff(page, '/admin/leads');
  await page.getByRole('link', { name: contact.form.texts.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${contact.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: contact.form.texts.title })).toBeVisible();
  await expect(page.getByRole('table').or(page.getByText('Nenhum formulário encontrado.', { exact: true }))).toBeVisible();
});
