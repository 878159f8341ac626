import { expect, test } from '@playwright/test';
import { readRegistry } from '../../scripts/lib/read-forms';
import { collectProperties } from '../../src/forms/core/schema-fields';
import { waitForDoc, waitForQuery } from '../support/admin';
import { waitForDraft } from '../support/form-draft';
import { waitForMail } from '../support/mailbox';
import { cappedSchema, textOfLength } from '../support/maximal-answers';
import { formSteps } from '../../src/forms/core/steps';
import { fillForm, goToNextStep, nextStep } from './support/form-filler';

/*
 * The most thorough visitor of every form: the example answers, then every option of every multiple
 * choice ticked (as far as the form allows) and every text the page shows filled to its cap, again
 * after each pass reveals more questions. What they send must be stored, accepted and e-mailed:
 * the rules' budget, the caps and the whole-submission cap agree with what the page lets them type.
 *
 * The page draws every form with the same engine, so this runs once per feature of the definition
 * format rather than once per form: the form with the most questions (the whole-submission cap), and
 * the first form with a list stored joined, with renamed stored fields, and with a cap on ticked
 * boxes. Every form's own rules get the same maximal answers in tests/rules.
 */
const routed = readRegistry().forms.filter((f) => f.form.route);
const largest = routed.reduce((a, b) => (Object.keys(b.fields).length > Object.keys(a.fields).length ? b : a));
const representatives = new Set([
  largest,
  routed.find((f) => f.form.joinedLists?.length),
  routed.find((f) => f.form.storedNames !== 'as-is'),
  routed.find((f) => Object.values(f.fields).some((field) => field.maxItems !== undefined)),
]);
for (const def of [...representatives].filter((f) => f !== undefined)) {
  test(`${def.id}: a complete, maximal submission is stored, accepted and e-mailed`, async ({ page }) => {
    test.setTimeout(120_000);
    const leadEmail = def.form.lead.email!;
    const email = `completo.${def.id}.${Date.now()}@example.com`;
    const fields = collectProperties(cappedSchema(def));

    await page.goto(def.form.route!);
    await expect(page.getByRole('heading', { level: 1, name: def.form.texts.title })).toBeVisible();
    const answers = { ...def.example, [leadEmail]: email };
    await fillForm(page, def, answers);

    const form = page.locator('form');
    // A form shown in steps is gone through again from its first step (the draft keeps the answers).
    const steps = formSteps(def.form.steps, def.ui['ui:sections']);
    if (steps) {
      await waitForDraft(page, def.id, answers);
      await page.goto(`${def.form.route!}?etapa=${steps[0].id}`);
      await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    }
    // Each step in turn (a form on one page is one step): every box ticked, every text at its cap.
    for (;;) {
      for (let pass = 0; pass < 3; pass++) {
        // One box at a time: ticking one may disable others (a maximum) or reveal a companion question.
        for (;;) {
          const box = form.locator('input[type=checkbox][id^=root_]:visible:not(:checked):not(:disabled)').first();
          if ((await box.count()) === 0) break;
          await box.check();
        }
        const texts = form.locator('textarea[id^=root_]:visible, input[id^=root_]:visible:is([type=text], [type=email], [type=tel], [type=url], [type=date])');
        for (const input of await texts.all()) {
          const name = (await input.getAttribute('id'))!.replace(/^root_/, '');
          const field = fields[name];
          if (!field || name === leadEmail || field.type !== 'string' || field.oneOf || field.enum) continue;
          await input.fill(textOfLength(field, field.maxLength ?? 500));
        }
      }

      if (!steps || !(await nextStep(page).isVisible())) break;
      await goToNextStep(page, def);
    }

    await page.getByRole('button', { name: def.form.texts.submit ?? 'Enviar Briefing' }).click();
    const [doc] = await waitForQuery(def.form.collection, def.storedNames[leadEmail], email, 45_000);
    const processed = await waitForDoc(doc.ref.path, (d) => d.status !== undefined && d.status !== 'new', 45_000);
    expect(processed.validation.errors).toEqual([]);
    expect(processed.status).toBe('accepted');
    await waitForDoc(doc.ref.path, (d) => d.delivery?.state === 'sent', 45_000);
    await waitForMail((mail) => mail.some((m) => m.replyTo === email), 45_000);
  });
}
