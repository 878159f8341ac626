import { expect, type Page, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { readRegistry } from '../../scripts/lib/read-forms';
import { LEADS, leadId, newLead } from '../../src/domain/lead';
import type { FormDefinition } from '../../src/forms/core/registry';
import { storedLead } from '../support/stored-lead';
import { adminDb } from '../support/admin';
import { guardConsole } from './support/console-guard';
import { signInAsStaff, unique } from './support/staff';
import { expectAccessible } from './support/accessibility';

/*
 * Issue 29 part 4, as staff use it on /admin: the inbox sorted by last activity brings up the lead
 * that has just been given a note, either way round; "sem atividade há N dias" lists the open leads
 * nobody has touched for that long and not one touched today (nor a closed one); the order, its
 * direction and the filter live in the URL, so a reload keeps them. Each case narrows the inbox to
 * an assignee of its own (other suites' leads share the emulator).
 */
guardConsole(test);
const registry = readRegistry();
const contact = registry.forms.find((f) => f.id === 'contato')!;
const event = registry.forms.find((f) => f.id === 'evento_briefing')!;
const DAY = 86_400_000;

const inbox = (page: Page) => page.getByRole('table', { name: /^Contatos recebidos/ });
const rows = (page: Page) => inbox(page).getByRole('row');
const sortBy = (page: Page) => page.getByLabel('Ordenar por', { exact: true });
const direction = (page: Page) => page.getByLabel('Ordem', { exact: true });
const activity = (page: Page) => page.getByLabel('Atividade', { exact: true });

/** Adds a lead as the browser stores it, waits for the function's summary and gives it to `assignee`; returns its stored id. */
async function assignedLead(def: FormDefinition, overrides: Record<string, unknown>, assignee: string): Promise<string> {
  const id = await storedLead(def, overrides);
  // Set as the function's side would (no staff change, so its last activity stays its arrival).
  await adminDb().doc(`${LEADS}/${leadId(def.id, id)}`).update({ assignee });
  return id;
}

test('sorted by last activity, a lead given a note a moment ago comes first, either way round, and a reload keeps the order', async ({ page }) => {
  const tag = unique();
  const assignee = `colega-ordem-${tag}`;
  // Two people (their own e-mails and numbers: one person's new submission is activity on the other's lead).
  const older = `Olga Primeira ${tag}`;
  const newer = `Nina Segunda ${tag}`;
  const olderId = await assignedLead(contact, { nome: older, email: `olga.${tag}@example.com`, telefone: `(11) 9${tag.slice(-8, -4)}-${tag.slice(-4)}` }, assignee);
  await assignedLead(contact, { nome: newer, email: `nina.${tag}@example.com`, telefone: `(21) 9${tag.slice(-8, -4)}-${tag.slice(-4)}` }, assignee);

  await signInAsStaff(page, `/admin?assignee=${assignee}`);
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).nth(1)).toContainText(newer);
  await expect(sortBy(page)).toHaveValue('received');

  // A note on the older lead, on its page.
  await page.goto(`/admin/leads/${contact.id}/${olderId}`);
  await expect(page.getByRole('heading', { level: 1, name: older })).toBeVisible();
  await page.getByLabel('Nova nota').fill(`Retornar na segunda. ${tag}`);
  await page.getByRole('button', { name: 'Adicionar nota' }).click();
  await expect(page.getByRole('region', { name: 'Histórico' }).getByRole('listitem').filter({ hasText: `Retornar na segunda. ${tag}` })).toBeVisible();

  // By received time the newer still leads; by last activity the one just noted does.
  await page.goto(`/admin?assignee=${assignee}`);
  await expect(rows(page).nth(1)).toContainText(newer);
  await sortBy(page).selectOption({ label: 'Última atividade' });
  await expect(page).toHaveURL(/[?&]sort=activity/);
  await expect(rows(page).nth(1)).toContainText(older);
  await expect(rows(page).nth(1)).toContainText('Última atividade: hoje');
  await expect(rows(page).nth(2)).toContainText(newer);
  await expect(direction(page)).toHaveValue('desc');
  await expectAccessible(page);

  // The other way round: the longest untouched first.
  await direction(page).selectOption({ label: 'Mais antigos primeiro' });
  await expect(page).toHaveURL(/[?&]dir=asc/);
  await expect(rows(page).nth(1)).toContainText(newer);
  await expect(rows(page).nth(2)).toContainText(older);

  await page.reload();
  await expect(sortBy(page)).toHaveValue('activity');
  await expect(direction(page)).toHaveValue('asc');
  await expect(rows(page).nth(1)).toContainText(newer);
  await expect(rows(page).nth(2)).toContainText(older);
});

test('"sem atividade há 7 dias" lists an open lead untouched for 8 days, not one touched today nor a closed one, and a reload keeps it', async ({ page }) => {
  const tag = unique();
  const assignee = `colega-parado-${tag}`;
  const now = Date.now();
  // Received three weeks ago; last touched 8 days ago, today, and (closed) a month ago.
  const leads = [
    { name: `Parado Oito Dias ${tag}`, stage: 'em_contato', activity: now - 8 * DAY },
    { name: `Tocado Hoje ${tag}`, stage: 'em_contato', activity: now - 60_000 },
    { name: `Fechado Antigo ${tag}`, stage: 'fechado', activity: now - 30 * DAY },
  ];
  const batch = adminDb().batch();
  leads.forEach((lead, i) => {
    const docId = `idle-${tag}-${i}`;
    const receivedAt = Timestamp.fromMillis(now - 21 * DAY);
    const summary = newLead(
      { formId: event.id, collection: event.form.collection, docId, receivedAt, locale: 'pt', spamReason: null, updatedAt: receivedAt },
      { name: lead.name, email: `parado${i}.${tag}@example.com` },
    );
    batch.set(adminDb().collection(LEADS).doc(leadId(event.id, docId)), {
      ...summary,
      stage: lead.stage,
      assignee,
      firstContactAt: receivedAt,
      lastActivityAt: Timestamp.fromMillis(lead.activity),
    });
  });
  await batch.commit();

  await signInAsStaff(page, `/admin?assignee=${assignee}`);
  await expect(rows(page)).toHaveCount(4);
  await activity(page).selectOption({ label: 'Sem atividade há 7 dias' });
  await expect(page).toHaveURL(/[?&]idle=7/);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(1)).toContainText(leads[0].name);
  await expect(rows(page).nth(1)).toContainText('Última atividade: há 8 dias');
  // The filter lists by last activity itself, and says why the received period is set aside.
  await expect(sortBy(page)).toBeDisabled();
  await expect(sortBy(page)).toHaveValue('activity');
  await expect(page.getByLabel('Recebido de')).toBeDisabled();
  await expect(page.getByText(/^Sem atividade: só as etapas Novo, Em contato e Proposta enviada/)).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(activity(page)).toHaveValue('7');
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(1)).toContainText(leads[0].name);

  // Back to any activity: all three again.
  await activity(page).selectOption({ label: 'Qualquer' });
  await expect(page).not.toHaveURL(/idle=/);
  await expect(rows(page)).toHaveCount(4);
});
