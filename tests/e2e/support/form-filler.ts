import { expect, type Page } from '@playwright/test';
import type { FormDefinition } from '../../../src/forms/core/registry';
import { optionsOf } from '../../../src/forms/core/schema-fields';
import { type FormStep, formSteps } from '../../../src/forms/core/steps';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A question's input, found by its label as a visitor reads it (a required one ends with '*'). */
export function question(page: Page, title: string) {
  return page.locator('form').getByLabel(new RegExp(`^${escapeRegExp(title)}\\s*\\*?$`));
}

/** The button that moves a form shown in steps to its next step, in any of the site's languages. */
export const nextStep = (page: Page) => page.getByRole('button', { name: /^(Próxima etapa|Siguiente paso|Next step)$/ });

/** The step a form shown in steps is on (the page address says it; none yet is the first). */
export const stepInAddress = (page: Page) => new URL(page.url()).searchParams.get('etapa');

/**
 * Fills any form as a visitor would, from its definition and an answers object: text by the
 * question's label, choices by their option labels. Nothing here knows a particular form. A form
 * shown in steps is filled a step at a time, from the step it is on, with "Próxima etapa" after each
 * but the last (whose send button is left to the test).
 */
export async function fillForm(page: Page, def: FormDefinition, answers: Record<string, unknown>): Promise<void> {
  const steps = formSteps(def.form.steps, def.ui['ui:sections']);
  if (!steps) return fillAnswers(page, def, answers);
  for (let at = stepInAddress(page) ?? steps[0].id; ; ) {
    const fields = steps.find((step) => step.id === at)!.fields;
    await fillAnswers(page, def, Object.fromEntries(Object.entries(answers).filter(([name]) => fields.includes(name))));
    if (!(await nextStep(page).isVisible())) return;
    at = await goToNextStep(page, def);
  }
}

/**
 * Presses "Próxima etapa" and waits until the next step is on screen (its address, then its first
 * section's heading: the address changes a moment before the page does). Returns the step's id.
 */
export async function goToNextStep(page: Page, def: FormDefinition): Promise<string> {
  const at = stepInAddress(page);
  await nextStep(page).click();
  await expect.poll(() => stepInAddress(page)).not.toBe(at);
  const id = stepInAddress(page)!;
  const step = formSteps(def.form.steps, def.ui['ui:sections'])!.find((s) => s.id === id)!;
  await expect(page.locator(`[id="section-${step.sections[0]}"]`)).toBeVisible();
  return id;
}

/** Answers the questions on screen (no step is changed). */
export async function fillAnswers(page: Page, def: FormDefinition, answers: Record<string, unknown>): Promise<void> {
  for (const [name, value] of Object.entries(answers)) {
    const field = def.fields[name];
    const options = optionsOf(field);
    const label = (v: unknown) => options!.find((o) => o.value === v)!.label;
    const widget = (def.ui[name] as Record<string, unknown> | undefined)?.['ui:widget'];
    if (options && Array.isArray(value)) {
      for (const v of value) await page.locator('form').getByLabel(label(v), { exact: true }).check();
    } else if (options && widget === 'radio') {
      await page.locator('form').getByLabel(label(value), { exact: true }).check();
    } else if (options) {
      await question(page, field.title!).selectOption({ label: label(value) });
    } else if (typeof value === 'boolean') {
      await question(page, field.title!).setChecked(value);
    } else {
      await question(page, field.title!).fill(String(value));
    }
  }
}

/** A form's send button (the last step's, for a form shown in steps). */
export const sendButton = (page: Page, def: FormDefinition) => page.getByRole('button', { name: def.form.texts.submit ?? 'Enviar Briefing' });

/** The booking offer's way out, in any of the site's languages. */
export const declineCall = (page: Page) => page.getByRole('button', { name: /^(Prefiro que me chamem|Prefiero que me contacten|I'd rather you contact me)$/ });

/**
 * After a send on a form whose form.json has `booking`, the call offer comes first (issue 30); a
 * visitor who wants no call presses "Prefiro que me chamem" and the form goes on as after any send.
 * On a form without booking this does nothing.
 */
export async function declineCallOffer(page: Page, def: FormDefinition): Promise<void> {
  if (!def.form.booking) return;
  await expect(declineCall(page)).toBeVisible({ timeout: 30_000 });
  await declineCall(page).click();
}

/**
 * Goes through a form as a visitor who first presses on with nothing answered: on each step (the whole
 * form, for a form without steps) that asks a required question, its button ("Próxima etapa", the send
 * button on the last) is pressed with the step empty and `onEmpty` looks at what the page then says
 * (a step of optional questions only would simply move on); then the step is answered from `answers`
 * and, but for the last, left for the next. Ends on the last step, answered, not sent.
 */
export async function eachStepPressedEmptyThenFilled(
  page: Page,
  def: FormDefinition,
  answers: Record<string, unknown>,
  onEmpty: (step: FormStep) => Promise<void>,
): Promise<void> {
  const steps = formSteps(def.form.steps, def.ui['ui:sections']) ?? [{ id: '', sections: [], fields: Object.keys(def.fields) }];
  const required = def.schema.required ?? [];
  for (const [index, step] of steps.entries()) {
    const last = index === steps.length - 1;
    if (step.fields.some((name) => required.includes(name))) {
      await (last ? sendButton(page, def) : nextStep(page)).click();
      await onEmpty(step);
    }
    await fillAnswers(page, def, Object.fromEntries(Object.entries(answers).filter(([name]) => step.fields.includes(name))));
    if (!last) await goToNextStep(page, def);
  }
}

/** Every message a required answer shows when left empty (of `names`, by default every required one). */
export async function expectRequiredMessages(page: Page, def: FormDefinition, message: (field: string) => string, names = def.schema.required ?? []) {
  for (const name of names) {
    await expect(page.getByText(message(name), { exact: true }).first()).toBeVisible();
  }
}
