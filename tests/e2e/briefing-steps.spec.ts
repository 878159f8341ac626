import { expect, type Page, test } from '@playwright/test';
import { readRegistry } from '../../scripts/lib/read-forms';
import { formSteps } from '../../src/forms/core/steps';
import { waitForQuery } from '../support/admin';
import { waitForDraft, waitForDraftStep, waitForNoDraft } from '../support/form-draft';
import { guardConsole } from './support/console-guard';
import { declineCallOffer, fillAnswers, goToNextStep, nextStep, question, stepInAddress } from './support/form-filler';

/*
 * A long briefing in steps (form.json "steps": "sections"), on a phone, as a visitor goes through it:
 * each step checks only its own questions, the progress counts only the steps the answers make
 * visible, the browser's back button and a reload keep the step, and a visitor who comes back is
 * offered their step or a fresh start.
 */
const def = readRegistry().forms.find((f) => f.id === 'conteudo_estrategico')!;
const route = def.form.route!;
const example = def.example!;
const steps = formSteps(def.form.steps, def.ui['ui:sections'])!;
/** The example's answers to one step's questions. */
const answersOf = (stepId: string) => Object.fromEntries(Object.entries(example).filter(([name]) => steps.find((s) => s.id === stepId)!.fields.includes(name)));

guardConsole(test);
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const progress = (page: Page, current: number, total: number) => expect(page.getByText(`Etapa ${current} de ${total}`, { exact: true })).toBeVisible();
const next = (page: Page) => goToNextStep(page, def);

test('the strategic briefing in steps: a step checks its own questions, the progress follows the answers, back and reload keep the step', async ({ page }) => {
  const email = `etapas.${Date.now()}@example.com`;
  await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  // The channel questions of step 4 appear only once a channel is chosen: 4 steps so far.
  await progress(page, 1, 4);
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '4');
  await expect(page.getByRole('button', { name: 'Enviar Briefing' })).toHaveCount(0);

  // Nothing answered: this step's messages, the first question focused, no later step's message.
  await nextStep(page).click();
  await expect(page.getByText('Nome completo é obrigatório', { exact: true })).toBeVisible();
  await expect(page.getByText('Redes sociais são obrigatórias', { exact: true })).toBeVisible();
  await expect(page.getByText('Selecione pelo menos um tipo de conteúdo', { exact: true })).toHaveCount(0);
  await expect(question(page, 'Nome completo')).toBeFocused();
  expect(stepInAddress(page)).toBeNull();

  await fillAnswers(page, def, { ...answersOf('dados-gerais'), email });
  await next(page);
  expect(stepInAddress(page)).toBe('objetivo-geral');
  await progress(page, 2, 4);
  await expect(page.getByRole('heading', { level: 2, name: '2. Objetivo Geral' })).toBeFocused();
  // A new step starts without messages.
  await expect(page.getByText('Selecione uma opção', { exact: true })).toHaveCount(0);
  await fillAnswers(page, def, answersOf('objetivo-geral'));
  await next(page);

  // Choosing a channel makes its questions' step visible: the bar grows instead of jumping it later.
  await progress(page, 3, 4);
  await page.getByRole('checkbox', { name: 'LinkedIn', exact: true }).check();
  await progress(page, 3, 5);
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
  await next(page);
  await progress(page, 4, 5);
  await expect(question(page, 'Como você quer ser percebido no LinkedIn?')).toBeVisible();

  // The browser's back button, then a reload: the same step, the answers kept.
  await page.goBack();
  await expect.poll(() => stepInAddress(page)).toBe('tipo-conteudo');
  await progress(page, 3, 5);
  await expect(page.getByRole('checkbox', { name: 'LinkedIn', exact: true })).toBeChecked();
  // The reload finds what the draft holds: the channel ticked last (and so every answer before it).
  await waitForDraft(page, def.id, { tiposConteudo: ['LinkedIn'] });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await progress(page, 3, 5);
  await expect(page.getByRole('checkbox', { name: 'LinkedIn', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Etapa anterior', exact: true }).click();
  await progress(page, 2, 5);
  await expect(page.getByLabel(String((example.objetivoPrincipal as string[])[0]), { exact: true })).toBeChecked();

  await next(page);
  await next(page);
  await fillAnswers(page, def, { linkedinPercebido: example.linkedinPercebido });
  await next(page);
  await progress(page, 5, 5);
  await fillAnswers(page, def, answersOf('entrega-orcamento'));
  await page.getByRole('button', { name: 'Enviar Briefing' }).click();
  await declineCallOffer(page, def);
  await expect(page.getByText(def.form.texts.successTitle).first()).toBeVisible();
  // Reset: an empty form on its first step.
  await progress(page, 1, 4);
  expect(stepInAddress(page)).toBeNull();
  await expect(question(page, 'Nome completo')).toHaveValue('');

  const [doc] = await waitForQuery(def.form.collection, 'email', email);
  expect(doc.get('tiposConteudo')).toEqual(['LinkedIn']);
  expect(doc.get('linkedinPercebido')).toBe(example.linkedinPercebido);
  expect(doc.get('nomeCompleto')).toBe(example.nomeCompleto);
});

test('a visitor who comes back is offered their step, or a fresh start', async ({ page }) => {
  await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(page.getByRole('button', { name: 'Continuar de onde parou' })).toHaveCount(0);
  await fillAnswers(page, def, answersOf('dados-gerais'));
  await next(page);
  // Coming back finds the first step's answers in the draft, and the step reached kept beside them.
  await waitForDraft(page, def.id, answersOf('dados-gerais'));
  await waitForDraftStep(page, def.id, 'objetivo-geral');

  await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(page.getByText('Você já começou este briefing.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar de onde parou' }).click();
  await expect.poll(() => stepInAddress(page)).toBe('objetivo-geral');
  await progress(page, 2, 4);
  await page.getByRole('button', { name: 'Etapa anterior', exact: true }).click();
  await expect(question(page, 'Nome completo')).toHaveValue(String(example.nomeCompleto));

  await page.goto(route);
  await page.getByRole('button', { name: 'Começar de novo' }).click();
  await expect(question(page, 'Nome completo')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Começar de novo' })).toHaveCount(0);
  await waitForNoDraft(page, def.id);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(page.getByRole('button', { name: 'Continuar de onde parou' })).toHaveCount(0);
  await expect(question(page, 'Nome completo')).toHaveValue('');
});
