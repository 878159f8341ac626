import { expect, type Page, test } from '@playwright/test';
import { readRegistry } from '../../scripts/lib/read-forms';
import { LEADS, leadId } from '../../src/domain/lead';
import { storedLead } from '../support/stored-lead';
import { waitForDoc } from '../support/admin';
import { guardConsole } from './support/console-guard';
import { signInAsStaff, unique } from './support/staff';
import { expectAccessible } from './support/accessibility';

/*
 * One person across forms (issue 29): a person who sent two briefings, of two forms, with their phone
 * typed once with Brazil's code and once without (and another e-mail each time), shows both on each
 * lead page: the other lead as a link, and one timeline with both forms' receptions; in the inbox the
 * newer lead's row says "2º contato" and the first says nothing. Nothing is merged in storage.
 */
guardConsole(test);
const registry = readRegistry();
const clone = registry.forms.find((f) => f.id === 'clone_digital')!;
const sites = registry.forms.find((f) => f.id === 'criacao_sites')!;

const others = (page: Page) => page.getByRole('region', { name: 'Outros contatos desta pessoa' });
const timeline = (page: Page) => page.getByRole('region', { name: 'Linha do tempo da pessoa' }).getByRole('listitem');
const inbox = (page: Page) => page.getByRole('table', { name: /^Contatos recebidos/ });
const rowOf = (page: Page, name: string) => inbox(page).getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

test('a person who sent two briefings shows both on each lead page, one timeline of both, and "2º contato" on the newer row', async ({ page }) => {
  const tag = unique();
  // A number of this run only: eight digits of the tag after a mobile's 9.
  const [a, b] = [tag.slice(-8, -4), tag.slice(-4)];
  const firstName = `Paula Andrade ${tag}`;
  const secondName = `Paula A. Lima ${tag}`;
  const firstId = await storedLead(clone, { nomeCompleto: firstName, email: `paula.${tag}@example.com`, whatsapp: `(11) 9${a}-${b}` });
  // Later, another form, another address, the same phone with the country code.
  const secondId = await storedLead(sites, { nome: secondName, email: `paula.trabalho.${tag}@example.com`, telefone: `+55 11 9${a}-${b}` });
  const cloneTitle = clone.form.texts.title;
  const sitesTitle = sites.form.texts.title;

  // The newer lead's page lists the first briefing, and the timeline holds both receptions.
  await signInAsStaff(page, `/admin/leads/${sites.id}/${secondId}`);
  await expect(page.getByRole('heading', { level: 1, name: secondName })).toBeVisible();
  const toFirst = others(page).getByRole('link', { name: new RegExp(`^${escape(cloneTitle)}, \\d{2}/\\d{2}/\\d{4}`) });
  await expect(toFirst).toHaveAttribute('href', `/admin/leads/${clone.id}/${firstId}`);
  await expect(others(page).getByRole('link')).toHaveCount(1);
  const receptions = timeline(page).filter({ hasText: 'Lead recebido' });
  await expect(receptions).toHaveCount(2);
  // Newest first; each entry names its form, this lead's said as such.
  await expect(receptions.nth(0)).toContainText(`${sitesTitle} (este lead)`);
  await expect(receptions.nth(1)).toContainText(cloneTitle);
  await expect(receptions.nth(1)).not.toContainText('(este lead)');
  await expectAccessible(page);

  // And the first lead's page, reached by that link, lists the newer one.
  await toFirst.click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${clone.id}/${firstId}$`));
  await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
  await expect(others(page).getByRole('link', { name: new RegExp(`^${escape(sitesTitle)}, `) })).toHaveAttribute('href', `/admin/leads/${sites.id}/${secondId}`);
  await expect(timeline(page).filter({ hasText: 'Lead recebido' })).toHaveCount(2);
  await expect(timeline(page).filter({ hasText: `${cloneTitle} (este lead)` })).toHaveCount(1);

  // The inbox, searched by the phone: both rows; the newer says it is the person's second contact.
  await page.goto(`/admin?q=${encodeURIComponent(`11 9${a}-${b}`)}`);
  await expect(rowOf(page, firstName)).toBeVisible();
  await expect(rowOf(page, secondName)).toContainText('2º contato');
  // The marks of a page arrive together: once the second's shows, the first's absence is its answer.
  await expect(rowOf(page, firstName)).not.toContainText('º contato');
  await expectAccessible(page);

  // Nothing merged in storage: each summary keeps its own phone as typed.
  const first = await waitForDoc(`${LEADS}/${leadId(clone.id, firstId)}`, () => true);
  const second = await waitForDoc(`${LEADS}/${leadId(sites.id, secondId)}`, () => true);
  expect([first.phoneDigits, second.phoneDigits]).toEqual([`119${a}${b}`, `55119${a}${b}`]);
});

/** A text as a regular expression matching it literally (form titles hold '-' and may hold '(' or '.'). */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
