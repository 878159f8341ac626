import { expect, type Page, test } from '@playwright/test';
import { readRegistry } from '../../scripts/lib/read-forms';
import { formSteps } from '../../src/forms/core/steps';
import { DRAFTS } from '../../src/domain/form-drafts';
import { FUNNEL_EVENTS } from '../../src/domain/funnel';
import { LEADS } from '../../src/domain/lead';
import { adminDb, waitForQuery } from '../support/admin';
import { type Mail, waitForMail } from '../support/mailbox';
import { guardConsole } from './support/console-guard';
import { declineCallOffer, fillAnswers, goToNextStep, question, stepInAddress } from './support/form-filler';

/*
 * Issue 40, end to end on a 360 px phone: half of a long briefing in steps, "Continuar depois", the
 * e-mailed link opened in another browser context (another device) with every answer and the step,
 * then finished and sent there: one submission, one lead (the partial lead its consent made became it),
 * and the funnel's saved, resumed and sent. Through the Functions emulator's callables and the
 * real SMTP sink; the refusals are the function suite's (tests/functions/form-drafts.test.ts).
 */
const def = readRegistry().forms.find((f) => f.id === 'conteudo_estrategico')!;
const example = def.example!;
const steps = formSteps(def.form.steps, def.ui['ui:sections'])!;
const answersOf = (stepId: string) => Object.fromEntries(Object.entries(example).filter(([name]) => steps.find((s) => s.id === stepId)!.fields.includes(name)));
/** The tab's anonymous funnel visit (src/backend/funnel-recorder.ts). */
const visitOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('movaly.funnel.visit') ?? '');
/** The kinds of funnel event stored for a visit of this form. */
const funnelKinds = async (visit: string) =>
  (await adminDb().collection(FUNNEL_EVENTS).where('visit', '==', visit).get()).docs.filter((d) => d.get('form') === def.id).flatMap((d) => (d.get('events') as { kind: string }[]).map((e) => e.kind));
const progress = (page: Page, current: number) => expect(page.getByText(new RegExp(`^Etapa ${current} de \\d$`))).toBeVisible();

guardConsole(test);
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

test('half a briefing saved on a phone with "Continuar depois" is finished and sent from the e-mailed link on another device', async ({ page, browser }) => {
  const email = `continuar.${Date.now()}@example.com`;
  await page.goto(def.form.route!);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await fillAnswers(page, def, { ...answersOf('dados-gerais'), email });
  await goToNextStep(page, def);
  await fillAnswers(page, def, answersOf('objetivo-geral'));
  await goToNextStep(page, def);
  await progress(page, 3);

  const later = page.getByRole('button', { name: 'Continuar depois' });
  await later.click();
  const dialog = page.getByRole('dialog', { name: 'Continuar depois' });
  await expect(dialog.getByLabel('Seu e-mail')).toHaveValue(email);
  await expect(dialog.getByLabel('Seu e-mail')).toBeFocused();
  const consent = dialog.getByRole('checkbox', { name: /Pode entrar em contato comigo/ });
  await expect(consent).not.toBeChecked();
  // Ticked: the studio may call before the briefing is finished (a partial lead).
  // By its words, as a person taps it: the box itself is the visually hidden input of Chakra's checkbox.
  await dialog.getByText(/^Pode entrar em contato comigo/).click();
  await expect(consent).toBeChecked();
  await dialog.getByRole('button', { name: 'Enviar o link' }).click();
  await expect(dialog.getByRole('status')).toContainText(`Pronto! Enviamos o link para ${email}. Ele vale até`);
  const leadsOf = async () => (await adminDb().collection(LEADS).where('emailKey', '==', email).get()).docs.map((d) => d.data());
  expect(await leadsOf()).toEqual([expect.objectContaining({ partial: true, stage: 'novo', progress: expect.objectContaining({ step: 3, steps: steps.length }) })]);
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(later).toBeFocused();
  const phoneVisit = await visitOf(page);

  const mail = (await waitForMail((m) => m.some((x) => x.to.includes(email)))).find((m: Mail) => m.to.includes(email))!;
  expect(mail.subject).toBe(`Continue seu briefing: ${def.form.texts.title}`);
  const link = new URL(/https?:\/\/\S+#retomar=\S+/.exec(mail.text)![0]);

  // Another device: a new browser context, nothing of the first one's storage.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'pt-BR', viewport: { width: 1280, height: 800 } });
  try {
    const desk = await other.newPage();
    await desk.goto(`${link.pathname}${link.hash}`);
    await expect.poll(() => stepInAddress(desk)).toBe('tipo-conteudo');
    await progress(desk, 3);
    // The token left the address bar at once.
    expect(new URL(desk.url()).hash).toBe('');
    await desk.getByRole('button', { name: 'Etapa anterior', exact: true }).click();
    await progress(desk, 2);
    await desk.getByRole('button', { name: 'Etapa anterior', exact: true }).click();
    await progress(desk, 1);
    await expect(question(desk, 'Nome completo')).toHaveValue(String(example.nomeCompleto));
    await expect(question(desk, 'E-mail')).toHaveValue(email);
    await goToNextStep(desk, def);
    await goToNextStep(desk, def);
    // The rest, as a visitor finishes it: one channel, its question, the delivery and budget.
    await desk.getByRole('checkbox', { name: 'LinkedIn', exact: true }).check();
    await goToNextStep(desk, def);
    await fillAnswers(desk, def, { linkedinPercebido: example.linkedinPercebido });
    await goToNextStep(desk, def);
    await fillAnswers(desk, def, answersOf('entrega-orcamento'));
    await desk.getByRole('button', { name: 'Enviar Briefing' }).click();
    await declineCallOffer(desk, def);
    await expect(desk.getByText(def.form.texts.successTitle).first()).toBeVisible();
    // The funnel counts it: the phone's visit saved, the desk's came back by the link and sent.
    const deskVisit = await visitOf(desk);
    await expect.poll(() => funnelKinds(phoneVisit), { timeout: 60_000 }).toContain('saved');
    await expect.poll(() => funnelKinds(deskVisit), { timeout: 60_000 }).toEqual(expect.arrayContaining(['resumed', 'submit']));
  } finally {
    await other.close();
  }
  const sent = await waitForQuery(def.form.collection, 'email', email);
  expect(sent).toHaveLength(1);
  expect(sent[0].get('nomeCompleto')).toBe(example.nomeCompleto);
  // Judged, the briefing takes its draft away (no reminder will follow) and keeps no link to it.
  await expect.poll(async () => (await adminDb().collection(DRAFTS).where('emailKey', '==', email).get()).size, { timeout: 60_000 }).toBe(0);
  await expect.poll(async () => (await sent[0].ref.get()).get('status'), { timeout: 60_000 }).toBe('accepted');
  expect((await sent[0].ref.get()).get('draft_link')).toBeUndefined();
  // One lead: the partial one became it (the inbox's rows and badge are the component suite's).
  await expect.poll(async () => (await leadsOf()).map((lead) => [lead.docId, lead.partial ?? null, lead.fromPartial ?? null]), { timeout: 60_000 }).toEqual([[sent[0].id, null, true]]);
});
