import { expect, test } from '@playwright/test';
import { readRegistry } from '../../scripts/lib/read-forms';
import { toSnakeCase } from '../../src/forms/core/schema-fields';
import { formSteps } from '../../src/forms/core/steps';
import { waitForQuery } from '../support/admin';
import { waitForDraft } from '../support/form-draft';
import { guardConsole } from './support/console-guard';
import { declineCallOffer, fillAnswers, goToNextStep, question, sendButton } from './support/form-filler';
import { appReady, seededRandom, slowCpu, typeAtPace } from './support/slow-phone';

/*
 * What the input shows is the truth while the visitor types (issue 43): on a slow phone a text reaches
 * the form after a typing pause, and an older hand-over committed after a newer one must never put
 * older text back under the visitor's next keys. Typed at a person's pace (random 60-320 ms between
 * keys, accents and emoji) into every kind of typed question of a long briefing in steps (text, e-mail,
 * phone, long text, link), at 8x CPU; the field, the draft and the stored submission are then
 * compared with what was typed, character for character. Only 8x: on the code before the fix the 4x
 * runs passed and both 8x runs failed, so a 4x run cost a minute of every suite and proved nothing
 * more. This file runs on the built site (project `slow-phone`) and on the dev server (project
 * `dev-server`), both beside the shared-state project (playwright.config.ts says why).
 */
const def = readRegistry().forms.find((f) => f.id === 'videos_cinematograficos')!;
const steps = formSteps(def.form.steps, def.ui['ui:sections'])!;

guardConsole(test);
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const rate = 8;

test(`typed at a person's pace on a phone ${rate}x slower: the field, the draft and the stored briefing hold every key`, async ({ page }, info) => {
  test.setTimeout(240_000);
  const seed = Number(process.env.TYPING_SEED ?? Date.now() % 1_000_000);
  info.annotations.push({ type: 'seed', description: `TYPING_SEED=${seed} replays this run's pauses` });
  const random = seededRandom(seed);
  const gap = () => 60 + Math.round(random() * 260);
  const typed: Record<string, string> = {
    nomeCompleto: 'Bia Conceição 🎬',
    email: `b${rate}.${seed}@ex.com`,
    whatsapp: '35 99876-5432',
    momentoHistoria: 'Bodas de ouro dos avós em Três Corações, com a família toda reunida. 💛',
    referenciaVideo: 'https://vimeo.com/7697',
  };
  const chosen = Object.fromEntries(Object.entries(def.example!).filter(([name]) => !(name in typed)));

  await page.goto(def.form.route!);
  await appReady(page);
  await slowCpu(page, rate);
  for (const [index, step] of steps.entries()) {
    await fillAnswers(page, def, Object.fromEntries(Object.entries(chosen).filter(([name]) => step.fields.includes(name))));
    for (const name of step.fields.filter((field) => field in typed)) {
      await question(page, def.fields[name].title!).click();
      await typeAtPace(page, typed[name], gap);
      await expect(question(page, def.fields[name].title!), `what ${name} shows (TYPING_SEED=${seed})`).toHaveValue(typed[name]);
    }
    if (index < steps.length - 1) await goToNextStep(page, def);
  }
  await waitForDraft(page, def.id, typed);

  await sendButton(page, def).click();
  await declineCallOffer(page, def);
  await expect(page.getByText(def.form.texts.successTitle)).toBeVisible({ timeout: 60_000 });
  const [doc] = await waitForQuery(def.form.collection, toSnakeCase('email'), typed.email);
  const stored = doc.data();
  for (const [name, text] of Object.entries(typed)) expect(stored[toSnakeCase(name)], `the stored ${name}`).toBe(text);
});
