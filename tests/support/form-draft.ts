import { expect, type Page } from '@playwright/test';

/*
 * The draft the form runner keeps of a visitor's answers (src/forms/runner/use-form-draft.ts): the
 * form's data as JSON under `movaly.draft.<form id>` in localStorage, written about 400 ms after a
 * change (a text reaches the form itself after a short typing pause) and at once when the page is
 * hidden. A test that reloads a form or comes back to it waits here for the draft to hold what it
 * needs, instead of sleeping past the write.
 */
export const draftKey = (formId: string) => `movaly.draft.${formId}`;
/** The step a visitor of a form in steps was on, kept beside the draft ("Continuar de onde parou"). */
export const draftStepKey = (formId: string) => `movaly.draft.${formId}.step`;

/** The stored draft of a form, as the page's localStorage holds it now (null: none). */
export async function storedDraft(page: Page, formId: string): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), draftKey(formId));
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

/** An answer as compared here: left empty is one thing (no value, '', false, no choice), a list of choices in any order. */
function normalized(value: unknown): string {
  if (value === undefined || value === null || value === '' || value === false) return 'empty';
  if (Array.isArray(value)) return value.length ? JSON.stringify(value.map((v) => JSON.stringify(v)).sort()) : 'empty';
  return JSON.stringify(value);
}

/** Each of `answers` the draft does not hold (yet), with what it holds instead. */
function notHeld(draft: Record<string, unknown> | null, answers: Record<string, unknown>): string[] {
  return Object.entries(answers)
    .filter(([name, value]) => normalized(draft?.[name]) !== normalized(value))
    .map(([name, value]) => `${name}: stored ${JSON.stringify(draft?.[name])}, typed ${JSON.stringify(value)}`);
}

/**
 * Waits until the stored draft of `formId` holds each of `answers` (other answers may be there too).
 * The draft is written whole, so holding the last answer given means holding every earlier one.
 */
export async function waitForDraft(page: Page, formId: string, answers: Record<string, unknown>): Promise<void> {
  await expect
    .poll(async () => notHeld(await storedDraft(page, formId), answers), { message: `the stored draft of ${formId} to hold what was typed` })
    .toEqual([]);
}

/** Waits until the step kept beside the draft of `formId` is `stepId` (written once the step is on screen). */
export async function waitForDraftStep(page: Page, formId: string, stepId: string): Promise<void> {
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), draftStepKey(formId)), { message: `the step kept with the draft of ${formId}` })
    .toBe(stepId);
}

/** Waits until the stored draft of `formId` holds no answer (none stored, or only empty ones): a fresh start. */
export async function waitForNoDraft(page: Page, formId: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const draft = (await storedDraft(page, formId)) ?? {};
        return Object.keys(draft).filter((name) => normalized(draft[name]) !== 'empty');
      },
      { message: `the stored draft of ${formId} to hold no answer` },
    )
    .toEqual([]);
}
