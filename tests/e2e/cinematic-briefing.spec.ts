import { expect, test } from '@playwright/test';
import { guardConsole } from './support/console-guard';
import { holdAppCode } from '../support/hold-app-code';
import { readRegistry } from '../../scripts/lib/read-forms';
import { fieldMessage } from '../../src/forms/core/normalize';
import { BOT_TRAP, FUNNEL_SEND, META_FIELDS, SERVER_FIELDS, SOURCE_SEND } from '../../src/forms/core/record';
import { toSnakeCase } from '../../src/forms/core/schema-fields';
import { adminDb, waitForDoc, waitForQuery } from '../support/admin';
import { waitForDraft } from '../support/form-draft';
import { waitForMail } from '../support/mailbox';
import { declineCallOffer, eachStepPressedEmptyThenFilled, expectRequiredMessages, fillAnswers, fillForm, nextStep, question, sendButton, stepInAddress } from './support/form-filler';

/*
 * The cinematic briefing (spec 001) in the browser: the journey from the empty first step to the stored
 * record and its e-mail, a failed send that keeps every answer (and Back through the steps), a draft
 * that survives a reload on its step, and what is typed and pressed before the app's code runs. The
 * form following the chosen language (titles, questions, a typed answer kept, the messages of an empty
 * press) is src/features/briefings/cinematic-briefing-language.test.tsx's, in jsdom.
 */
const def = readRegistry().forms.find((f) => f.id === 'videos_cinematograficos')!;
const example = def.example!;
const route = def.form.route!;

/** The record of spec 001 section 3.2, exactly. */
const SPEC_FIELDS = [
  'form_id', 'nome_completo', 'email', 'whatsapp', 'empresa', 'historia_completa', 'momento_historia',
  'especial_da_historia', 'emocao_desejada', 'personagens_principais', 'tipo_personagens', 'duracao_video',
  'estilo_video', 'estetica_visual', 'musica_trilha', 'frase_obrigatoria', 'destino_video', 'redes_sociais',
  'tem_conteudo', 'conteudo_preparado', 'identidade_visual', 'clonagem_voz', 'referencia_video',
  'conhece_movaly_continuum',
];

const consoleGuard = guardConsole(test);

test('a visitor sends the cinematic briefing in four steps: messages, success, stored record and e-mail', async ({ page }) => {
  const email = `visitante.${Date.now()}@example.com`;
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1, name: def.form.texts.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Dados Gerais' })).toBeVisible();
  await expect(page.getByText('Etapa 1 de 4', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Voltar/ })).toHaveAttribute('href', def.form.backLink);

  // Pressed on with nothing answered, each step names its own required questions, the first focused.
  const required = def.schema.required ?? [];
  const seen: string[] = [];
  await eachStepPressedEmptyThenFilled(page, def, { ...example, email }, async (step) => {
    const names = required.filter((name) => step.fields.includes(name));
    await expectRequiredMessages(page, def, (name) => fieldMessage(def.fields[name])!, names);
    seen.push(...names);
    if (step.id === 'seus-dados') {
      await expect(question(page, 'Nome completo')).toBeFocused();
      // After a failed press every change is judged at once.
      await question(page, 'Nome completo').fill('A');
      await expect(page.getByText('Nome completo é obrigatório')).toBeVisible();
    }
  });
  expect(seen.sort()).toEqual([...required].sort());
  await expect(page.getByText('Etapa 4 de 4', { exact: true })).toBeVisible();
  await expect(page.getByText('Selecione uma opção')).toHaveCount(0);

  await sendButton(page, def).click();
  await declineCallOffer(page, def);
  await expect(page.getByText(def.form.texts.successTitle)).toBeVisible();
  await expect(page.getByText(def.form.texts.successDescription!)).toBeVisible();
  // A new briefing starts empty, on the first step.
  await expect(question(page, 'Nome completo')).toHaveValue('');
  await expect(page.getByText('Etapa 1 de 4', { exact: true })).toBeVisible();

  const [doc] = await waitForQuery(def.form.collection, 'email', email);
  const stored = doc.data();
  // Everything but the answers: what the browser adds (form_id is checked below; the funnel's visit until the function judges it; the
  // visit's first touch, issue 41) and what the function writes.
  const notAnswers = new Set<string>(
    [...META_FIELDS, ...SERVER_FIELDS, ...Object.values(BOT_TRAP), ...Object.values(FUNNEL_SEND), ...Object.values(SOURCE_SEND)].filter((k) => k !== 'form_id'),
  );
  const answerKeys = Object.keys(stored).filter((k) => !notAnswers.has(k));
  expect(answerKeys.sort()).toEqual(SPEC_FIELDS.filter((k) => k !== 'referencia_video' && k !== 'frase_obrigatoria').sort());
  expect(stored.form_id).toBe('videos_cinematograficos');
  expect(stored[SOURCE_SEND.touch]).toBe(`landing=${encodeURIComponent(def.form.route!)}`);
  expect(stored.locale).toBe('pt');
  expect(stored.schema_version).toBe(def.version);
  expect(stored[toSnakeCase('temConteudo')]).toBe(example.temConteudo);

  const processed = await waitForDoc(doc.ref.path, (d) => d.delivery?.state === 'sent');
  expect(processed.status).toBe('accepted');
  const mail = await waitForMail((m) => m.some((x) => x.replyTo === email));
  const summary = mail.find((x) => x.replyTo === email)!;
  expect(summary.subject).toContain(String(example.nomeCompleto));
  expect(summary.html).toContain('Qual estilo de vídeo você imagina?');
  expect(summary.html).toContain('Poético e emocional');
});

test('a failed send keeps every answer and tells the visitor', async ({ page }) => {
  const email = `sem.rede.${Date.now()}@example.com`;
  await page.goto(route);
  await fillForm(page, def, { ...example, email });
  // Firestore unreachable: the request never gets an answer from the server.
  consoleGuard.allow(/net::ERR_FAILED/, /@firebase\/firestore.*RPC_ERROR/);
  await page.route('**/google.firestore.v1.Firestore/**', (r) => r.abort());
  await page.route('**/v1/projects/**', (r) => r.abort());
  await sendButton(page, def).click();
  await expect(page.getByText(def.form.texts.failureTitle)).toBeVisible();
  await expect(page.getByLabel('Suave e nostálgica', { exact: true })).toBeChecked();
  await expect(sendButton(page, def)).toBeEnabled();
  // The earlier steps kept theirs too: back with the browser, step by step, to the first.
  for (const step of ['o-estilo', 'a-historia', 'seus-dados']) {
    await page.goBack();
    // The first step's address names none (the page as first opened).
    await expect.poll(() => stepInAddress(page) ?? 'seus-dados').toBe(step);
  }
  await expect(question(page, 'Nome completo')).toHaveValue(String(example.nomeCompleto));
  const count = await adminDb().collection(def.form.collection).where('email', '==', email).count().get();
  expect(count.data().count).toBe(0);
});

test('what was typed survives a reload, on the step it was typed in', async ({ page }) => {
  await page.goto(route);
  await fillAnswers(page, def, { nomeCompleto: 'Rascunho Guardado', email: 'rascunho@example.com', whatsapp: String(example.whatsapp), empresa: 'Rascunho Ltda', redesSociais: '@rascunho' });
  await nextStep(page).click();
  await expect.poll(() => stepInAddress(page)).toBe('a-historia');
  await page.getByLabel('Sim, tenho bastante material', { exact: true }).check();
  // The reload finds what the draft holds: the answer given last (and so every one before it).
  await waitForDraft(page, def.id, { nomeCompleto: 'Rascunho Guardado', temConteudo: 'sim-muito' });
  await page.reload();
  await expect(page.getByText('Etapa 2 de 4', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Sim, tenho bastante material', { exact: true })).toBeChecked();
  await page.goBack();
  await expect(question(page, 'Nome completo')).toHaveValue('Rascunho Guardado');
});

test('the first questions arrive with the page: what is typed and pressed before the app runs is kept and done', async ({ page }) => {
  const release = await holdAppCode(page);
  await page.goto(route);
  // Drawn by the HTML alone: the app's code is held back.
  await question(page, 'Nome completo').fill('Digitado Antes');
  await question(page, 'E-mail').fill('antes@example.com');
  await nextStep(page).click();
  // The browser did not send the form by itself (a GET of this page with the answers in its address).
  expect(new URL(page.url()).search).toBe('');

  release();
  // The press is done once the app runs: the questions still empty are named, the typed ones kept.
  await expect(page.getByText(fieldMessage(def.fields.empresa)!, { exact: true })).toBeVisible();
  await expect(question(page, 'Nome completo')).toHaveValue('Digitado Antes');
  await expect(question(page, 'E-mail')).toHaveValue('antes@example.com');
  await expect(page.getByText(fieldMessage(def.fields.nomeCompleto)!, { exact: true })).toHaveCount(0);
  // The replayed press was judged with what was typed: the focus is on the first question still empty.
  await expect(question(page, def.fields.whatsapp.title!)).toBeFocused();
  // And the form knows them: they are the draft a reload brings back.
  await waitForDraft(page, def.id, { nomeCompleto: 'Digitado Antes', email: 'antes@example.com' });
  await page.reload();
  await expect(question(page, 'Nome completo')).toHaveValue('Digitado Antes');
  await expect(question(page, 'E-mail')).toHaveValue('antes@example.com');
});
