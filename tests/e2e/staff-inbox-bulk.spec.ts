import { expect, type Page, test } from '@playwright/test';
import { readRegistry } from '../../scripts/lib/read-forms';
import { LOCAL_STAFF } from '../../scripts/seed';
import { LEADS, leadId } from '../../src/domain/lead';
import { storedLead } from '../support/stored-lead';
import { adminDb } from '../support/admin';
import { guardConsole } from './support/console-guard';
import { signInAsStaff, unique } from './support/staff';
import { expectAccessible } from './support/accessibility';

/*
 * Bulk actions on the inbox (issue 29 part 8): leads ticked on the page are assigned and moved in one
 * confirmation each, every lead changed gets its own history entry as a change from its page does,
 * and a lead that became spam meanwhile is left in spam (leaving spam is the rescue's alone) and the
 * result line says so.
 *
 * Moved (issue 36, docs/testing.md): the bar staying in view on a phone joined the phone journey of
 * staff-inbox.spec.ts; a lead ticked under the spam stage, whose move offers nothing to confirm, is
 * src/features/admin/inbox/inbox-filtered-rows.test.tsx (the bar and the dialog's other counts:
 * inbox-bulk.test.tsx).
 */
guardConsole(test);
const contact = readRegistry().forms.find((f) => f.id === 'contato')!;

/** A tag of letters only (digits would be a phone's search piece too). */
const letterTag = () => unique().replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
const inbox = (page: Page) => page.getByRole('table', { name: /^Contatos recebidos/ });
const bar = (page: Page) => page.getByRole('group', { name: 'Ações nos leads selecionados' });
const box = (page: Page, name: string) => page.getByRole('checkbox', { name: `Selecionar ${name}`, exact: true });
const result = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const history = (page: Page) => page.getByRole('region', { name: 'Histórico' }).getByRole('listitem');

/** Ticks a row's box from the keyboard, as staff without a mouse do. */
async function tick(page: Page, name: string) {
  await box(page, name).press('Space');
  await expect(box(page, name)).toBeChecked();
}

test('three novo leads are assigned and moved in one confirmation each, each with its history entry; one marked spam meanwhile stays in spam', async ({ page }) => {
  const tag = letterTag();
  const names = ['Ana', 'Bruno', 'Carla', 'Davi'].map((first) => `${first} Lote ${tag}`);
  const ids: string[] = [];
  for (const [i, name] of names.entries()) ids.push(await storedLead(contact, { nome: name, email: `lote${i}.${tag}@example.com` }));
  const [three, davi] = [names.slice(0, 3), names[3]];

  await signInAsStaff(page, `/admin?q=${tag}`);
  await expect(inbox(page).getByRole('row')).toHaveCount(5);
  await expect(bar(page)).toHaveCount(0);

  // Assign three of the four to the signed-in account.
  for (const name of three) await tick(page, name);
  await expect(bar(page)).toContainText('3 selecionados');
  await expectAccessible(page);
  await bar(page).getByRole('button', { name: 'Atribuir…' }).click();
  let dialog = page.getByRole('dialog', { name: 'Atribuir os leads selecionados' });
  await dialog.getByLabel('Responsável').selectOption({ label: LOCAL_STAFF.email });
  await expect(dialog).toContainText(`3 leads serão atribuídos a ${LOCAL_STAFF.email}.`);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(result(page, `3 leads atribuídos a ${LOCAL_STAFF.email}.`)).toBeVisible();
  await expect(bar(page)).toHaveCount(0);
  for (const name of three) await expect(inbox(page).getByRole('row').filter({ hasText: name })).toContainText(LOCAL_STAFF.email);

  // The whole page to em contato; a colleague marks one as spam while the confirmation is open.
  await box(page, 'todos desta página').press('Space');
  await expect(bar(page)).toContainText('4 selecionados');
  await bar(page).getByRole('button', { name: 'Mudar etapa…' }).click();
  dialog = page.getByRole('dialog', { name: 'Mudar a etapa dos leads selecionados' });
  await dialog.getByLabel('Nova etapa').selectOption({ label: 'Em contato' });
  await expect(dialog).toContainText('4 leads serão movidos para Em contato.');
  const daviPath = `${LEADS}/${leadId(contact.id, ids[3])}`;
  await adminDb().doc(daviPath).update({ stage: 'spam', spam: true });
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(result(page, '3 leads movidos para Em contato; 1 estava no spam e ficou lá.')).toBeVisible();
  expect((await adminDb().doc(daviPath).get()).data()).toMatchObject({ stage: 'spam', spam: true });

  // Each lead page's history has its own entries, by the signed-in account.
  for (const [i, name] of three.entries()) {
    await page.goto(`/admin/leads/${contact.id}/${ids[i]}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(history(page).filter({ hasText: 'Etapa: Novo → Em contato' })).toHaveCount(1);
    await expect(history(page).filter({ hasText: 'Etapa: Novo → Em contato' })).toContainText(LOCAL_STAFF.email);
    await expect(history(page).filter({ hasText: `Responsável: ${LOCAL_STAFF.email}` })).toHaveCount(1);
  }
  await page.goto(`/admin/leads/${contact.id}/${ids[3]}`);
  await expect(page.getByRole('heading', { level: 1, name: davi })).toBeVisible();
  await expect(history(page).filter({ hasText: 'Etapa:' })).toHaveCount(0);
});
