import { expect, test } from '@playwright/test';
import { readRegistry } from '../../scripts/lib/read-forms';
import { fieldMessage } from '../../src/forms/core/normalize';
import { toStoredAnswers } from '../../src/forms/core/record';
import { formSteps } from '../../src/forms/core/steps';
import { waitForDoc, waitForQuery } from '../support/admin';
import { waitForMail } from '../support/mailbox';
import { declineCallOffer, expectRequiredMessages, fillForm, nextStep } from './support/form-filler';

/*
 * Every form definition, as a visitor would use it: the spec's messages on an empty submit, then its
 * example answers (conditional branches included), the success behaviour its form.json declares,
 * the stored record and the studio's e-mail. A new folder under schemas/ is covered with no new test
 * (forms embedded in another page are tested with that page). A form shown in steps says its first
 * step's messages on an empty "Próxima etapa", and is filled a step at a time.
 */
for (const def of readRegistry().forms.filter((f) => f.form.route)) {
  test(`${def.id}: empty submit, valid answers, success, stored and e-mailed`, async ({ page }) => {
    const email = `${def.id}.${Date.now()}@example.com`;
    const leadEmail = def.form.lead.email!;
    const answers = { ...def.example, [leadEmail]: email };
    const submit = page.getByRole('button', { name: def.form.texts.submit ?? 'Enviar Briefing' });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(def.form.route!);
    await expect(page.getByRole('heading', { level: 1, name: def.form.texts.title })).toBeVisible();
    const firstStep = formSteps(def.form.steps, def.ui['ui:sections'])?.[0];
    await (firstStep ? nextStep(page) : submit).click();
    const required = def.schema.required ?? [];
    await expectRequiredMessages(page, def, (name) => fieldMessage(def.fields[name])!, firstStep ? required.filter((name) => firstStep.fields.includes(name)) : required);

    await fillForm(page, def, answers);
    await submit.click();
    await declineCallOffer(page, def);

    const next = def.form.success;
    if (next.then === 'screen') {
      await expect(page.getByRole('heading', { level: 1, name: def.form.texts.screenTitle ?? def.form.texts.successTitle })).toBeVisible();
      for (const link of next.links ?? []) await expect(page.getByRole('link', { name: def.form.texts[link.label] ?? link.label })).toBeVisible();
    } else {
      await expect(page.getByText(def.form.texts.successTitle).first()).toBeVisible();
    }
    // Reset: the form is empty again, on its first step if it has steps.
    if (next.then === 'reset') await expect(firstStep ? nextStep(page) : submit).toBeEnabled();
    const redirect = next.then === 'redirect' ? next : next.then === 'screen' ? next.redirect : undefined;
    if (redirect) await expect(page).toHaveURL((url) => url.pathname === redirect.to, { timeout: redirect.delayMs + 10_000 });

    const [doc] = await waitForQuery(def.form.collection, def.storedNames[leadEmail], email);
    const stored = doc.data();
    for (const [key, value] of Object.entries(toStoredAnswers(def, answers))) expect(stored[key], key).toEqual(value);
    expect(stored.form_id).toBe(def.id);
    const processed = await waitForDoc(doc.ref.path, (d) => d.delivery?.state === 'sent');
    expect(processed.status).toBe('accepted');
    await waitForMail((mail) => mail.some((m) => m.replyTo === email && m.subject.startsWith(def.form.email.subject)));
    expect(errors).toEqual([]);
  });
}
