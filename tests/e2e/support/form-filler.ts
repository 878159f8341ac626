import { expect, type Page } from '@playwright/test';
import type { FormDefinition } from '../../../src/forms/core/registry';
import { optionsOf } from '../../../src/forms/core/schema-fields';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A question's input, found by its label as a visitor reads it (a required one ends with '*'). */
export function question(page: Page, title: string) {
  return page.locator('form').getByLabel(new RegExp(`^${escapeRegExp(title)}\\s*\\*?$`));
}

/**
 * Fills any form as a visitor would, from its definition and an answers object: text by the
 * question's label, choices by their option labels. Nothing here knows a particular form.
 */
export async function fillForm(page: Page, def: FormDefinition, answers: Record<string, unknown>): Promise<void> {
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

/** Every message a required answer shows when left empty. */
export async function expectRequiredMessages(page: Page, def: FormDefinition, message: (field: string) => string) {
  for (const name of def.schema.required ?? []) {
    await expect(page.getByText(message(name), { exact: true }).first()).toBeVisible();
  }
}
