import { expect, test } from '@playwright/test';
import { readRegistry } from '../../scripts/lib/read-forms';
import { toStoredAnswers } from '../../src/forms/core/record';
import { optionsOf } from '../../src/forms/core/schema-fields';
import { guardConsole } from '../e2e/support/console-guard';
import { fillForm, question } from '../e2e/support/form-filler';
import { signInAsStaff, unique } from '../e2e/support/staff';
import { waitForDoc, waitForQuery } from '../support/admin';
import { waitForMail } from '../support/mailbox';

/*
 * Issue 8's "one folder is enough", proved. scripts/prove-one-folder.ts copies the repository, adds
 * tests/fixtures/one-folder/pesquisa_teste to the copy's schemas/, regenerates, builds and runs this
 * spec there: no line of code names that form, yet it has a page, passes the generated rules, is
 * e-mailed by the function and is listed in the staff viewer. Outside that copy the form does not exist.
 */
const FIXTURE_ID = 'pesquisa_teste';
const def = readRegistry().forms.find((f) => f.id === FIXTURE_ID);
if (!def) throw new Error(`schemas/${FIXTURE_ID} is missing: run this spec through scripts/prove-one-folder.ts`);
guardConsole(test);

test('a form folder alone: its page, a visitor send, the rules, the e-mail and the staff viewer', async ({ page }) => {
  const { form, fields } = def;
  const name = `${def.example!.nome} ${unique()}`;
  const email = `one-folder.${unique()}@example.com`;
  const answers = { ...def.example, [form.lead.name!]: name, [form.lead.email!]: email };

  // The route exists, with the folder's title and every question (the conditional one waits for its answer).
  await page.goto(form.route!);
  await expect(page.getByRole('heading', { level: 1, name: form.texts.title })).toBeVisible();
  for (const field of Object.keys(def.schema.properties ?? {})) {
    const options = optionsOf(fields[field]);
    if (options) for (const o of options) await expect(page.locator('form').getByLabel(o.label, { exact: true })).toBeVisible();
    else await expect(question(page, fields[field].title!)).toBeVisible();
  }
  await expect(question(page, fields.origemOutro.title!)).toHaveCount(0);

  // A visitor answers (choosing "Outro" opens the conditional question) and sends.
  await fillForm(page, def, answers);
  await page.getByRole('button', { name: form.texts.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: form.texts.screenTitle })).toBeVisible();

  // The generated rules let the document in as sent; the function accepts it and e-mails the summary.
  const [doc] = await waitForQuery(form.collection, def.storedNames[form.lead.email!], email);
  const stored = doc.data();
  for (const [key, value] of Object.entries(toStoredAnswers(def, answers))) expect(stored[key], key).toEqual(value);
  const processed = await waitForDoc(doc.ref.path, (d) => d.delivery?.state === 'sent');
  expect(processed.status).toBe('accepted');
  const mail = await waitForMail((all) => all.some((m) => m.replyTo === email && m.subject.startsWith(form.email.subject)));
  expect(mail.find((m) => m.replyTo === email)!.text).toContain(answers.origemOutro as string);

  // Staff find the form in the viewer's index (built from the registry) and the lead in its table.
  await signInAsStaff(page, '/admin/leads');
  await page.getByRole('link', { name: form.texts.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${FIXTURE_ID}$`));
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(answers.origemOutro as string, { exact: true })).toBeVisible();
});
