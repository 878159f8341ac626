import { expect, type Page, test } from '@playwright/test';
import { readRegistry } from '../../scripts/lib/read-forms';
import { toSnakeCase } from '../../src/forms/core/schema-fields';
import { waitForQuery } from '../support/admin';
import { storedDraft } from '../support/form-draft';
import { guardConsole } from './support/console-guard';
import { appReady, slowCpu, visitorPause } from './support/slow-phone';
import { declineCallOffer, fillAnswers, fillForm, nextStep, question, sendButton, stepInAddress } from './support/form-filler';

/*
 * Nothing typed is lost, whatever way the visitor leaves, on a slow phone (412 px, 4x CPU): the last
 * keys are still only in their input (a text reaches the form when typing pauses), and the draft
 * (src/forms/runner/use-form-draft.ts) must hold them all the same. The pauses below are what is
 * being tried (how long after the last key the visitor leaves), not waits for the page.
 */
const def = readRegistry().forms.find((f) => f.id === 'videos_cinematograficos')!;
const route = def.form.route!;
const landing = def.form.backLink;
const example = def.example!;
const en = def.translations.en!;

guardConsole(test);
test.use({ viewport: { width: 412, height: 915 }, hasTouch: true });

/** Types as a visitor does, key after key with no pause, into the question titled `title`. */
async function typeInto(page: Page, title: string, text: string) {
  await question(page, title).click();
  await page.keyboard.type(text, { delay: 15 });
}

test('the browser’s Back out of the briefing 0, 50 and 100 ms after the last key: back again, the text is all there', async ({ page }) => {
  await page.goto(landing);
  await appReady(page);
  await slowCpu(page, 4);
  await page.locator(`main a[href="${route}"]`).first().click();
  for (const [i, ms] of [0, 0, 50, 50, 100, 100].entries()) {
    const text = `Beatriz da Conceição ${i}`;
    await question(page, 'Nome completo').fill('');
    await typeInto(page, 'Nome completo', text);
    await visitorPause(page, ms);
    await page.goBack();
    await expect(page).toHaveURL(landing);
    await page.goForward();
    await expect(question(page, 'Nome completo'), `left ${ms} ms after the last key`).toHaveValue(text);
  }
});

test('hidden mid-word and closed within 50 ms: the briefing opened again shows every word', async ({ context }) => {
  for (const run of [1, 2]) {
    const page = await context.newPage();
    await page.goto(route);
    await appReady(page);
    await slowCpu(page, 4);
    const text = `Beatriz da Concei ${run}`;
    await question(page, 'Nome completo').fill(''); // the draft of the run before is restored
    await typeInto(page, 'Nome completo', text);
    // As a phone does when the visitor switches apps; then the tab is killed.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.close();
    const again = await context.newPage();
    await again.goto(route);
    await appReady(again);
    await expect(question(again, 'Nome completo')).toHaveValue(text);
    await again.close();
  }
});

for (const run of [1, 2]) {
  test(`mid-word: a language switch, a step, Back and Forward, and a send right after typing keep and store every key (${run})`, async ({ page }) => {
    const email = `sem.perda.${run}.${Date.now()}@example.com`;
    await page.goto(route);
    await appReady(page);
    await slowCpu(page, 4);
    await fillAnswers(page, def, { email, whatsapp: example.whatsapp, empresa: example.empresa });

    // A language switch mid-word: the word stays, and the focus comes back to it (the phone's keyboard too).
    await typeInto(page, 'Nome completo', 'Beatriz da Concei');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(question(page, en.fields!.nomeCompleto.title!)).toHaveValue('Beatriz da Concei');
    await expect(question(page, en.fields!.nomeCompleto.title!)).toBeFocused();

    // The next step pressed mid-word.
    await typeInto(page, en.fields!.redesSociais.title!, '@beatriz.conc');
    await nextStep(page).click();
    await expect.poll(() => stepInAddress(page)).toBe('a-historia');

    // Back and Forward mid-word.
    await typeInto(page, en.fields!.momentoHistoria.title!, 'As bodas de ouro dos av');
    await page.goBack();
    await expect.poll(() => stepInAddress(page)).toBeNull();
    await page.goForward();
    await expect.poll(() => stepInAddress(page)).toBe('a-historia');
    await expect(question(page, en.fields!.momentoHistoria.title!)).toHaveValue('As bodas de ouro dos av');
    expect(await storedDraft(page, def.id)).toMatchObject({ nomeCompleto: 'Beatriz da Concei', redesSociais: '@beatriz.conc', momentoHistoria: 'As bodas de ouro dos av' });

    // The rest in Portuguese, and the send pressed right after the last key.
    await page.getByRole('button', { name: 'Português' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    const rest = Object.fromEntries(Object.entries(example).filter(([name]) => !['nomeCompleto', 'email', 'whatsapp', 'empresa', 'redesSociais', 'momentoHistoria', 'destinoVideo'].includes(name)));
    await fillForm(page, def, rest);
    await typeInto(page, def.fields.destinoVideo.title!, 'Festa de bodas de our');
    await sendButton(page, def).click();
    await declineCallOffer(page, def);
    await expect(page.getByText(def.form.texts.successTitle)).toBeVisible();

    const [doc] = await waitForQuery(def.form.collection, 'email', email);
    expect(doc.data()).toMatchObject({
      [toSnakeCase('nomeCompleto')]: 'Beatriz da Concei',
      [toSnakeCase('redesSociais')]: '@beatriz.conc',
      [toSnakeCase('momentoHistoria')]: 'As bodas de ouro dos av',
      [toSnakeCase('destinoVideo')]: 'Festa de bodas de our',
    });
  });
}
