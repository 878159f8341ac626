import { expect, type Page, test } from '@playwright/test';
import { readRegistry } from '../../scripts/lib/read-forms';
import { LEADS, leadId } from '../../src/domain/lead';
import type { FormDefinition } from '../../src/forms/core/registry';
import { storedLead } from '../support/stored-lead';
import { adminDb } from '../support/admin';
import { guardConsole } from './support/console-guard';
import { signInAsStaff, unique } from './support/staff';
import { expectAccessible } from './support/accessibility';

/*
 * Issue 29 part 4, as staff use it on /admin: the inbox sorted by last activity brings up the lead
 * that has just been given a note on its page, either way round; the order and its direction live in
 * the URL, so a reload keeps them. The journey narrows the inbox to an assignee of its own (other
 * suites' leads share the emulator).
 *
 * Moved down (issue 36, docs/testing.md): "sem atividade há 7 dias" lists an open lead untouched for
 * 8 days, not one touched today nor a closed one, and a reload keeps it
 * (src/features/admin/inbox/inbox-filtered-rows.test.tsx; its query in src/backend/inbox-plan.test.ts,
 * the filter's controls in inbox-order.test.tsx).
 */
guardConsole(test);
const registry = readRegistry();
const contact = registry.forms.find((f) => f.id === 'contato')!;

const inbox = (page: Page) => page.getByRole('table', { name: /^Contatos recebidos/ });
const rows = (page: Page) => inbox(page).getByRole('row');
const sortBy = (page: Page) => page.getByLabel('Ordenar por', { exact: true });
const direction = (page: Page) => page.getByLabel('Ordem', { exact: true });

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
