import { expect, type Page, test } from '@playwright/test';
import { readRegistry } from '../../scripts/lib/read-forms';
import { FUNNEL_EVENTS, funnelSendId } from '../../src/domain/funnel';
import { FUNNEL_SEND } from '../../src/forms/core/record';
import { adminDb, waitForDoc, waitForQuery } from '../support/admin';
import { expectAccessible } from './support/accessibility';
import { guardConsole } from './support/console-guard';
import { formSteps } from '../../src/forms/core/steps';
import { declineCallOffer, fillForm, nextStep, sendButton } from './support/form-filler';
import { signInAsStaff } from './support/staff';

/*
 * The briefing funnel from a visitor's page to the staff page: a visit to the strategic briefing (in
 * steps) that is stopped by an empty first step and then goes through every step and sends leaves
 * anonymous events (nothing typed among them), and /admin/funil shows that visit at each stage, each
 * step included, and the question that stopped it. Other specs visit the same form today, so counts
 * are at least one, not exactly one. The page passes axe with its chart drawn. And a visit whose page is
 * gone right after the send, none of its own funnel batches having left (a closed browser fires no
 * pagehide), is still counted as sent: the function counts the send from the stored submission.
 */
const def = readRegistry().forms.find((f) => f.id === 'conteudo_estrategico')!;
const firstRequired = def.schema.required![0];
const steps = formSteps(def.form.steps, def.ui['ui:sections'])!;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const consoleGuard = guardConsole(test);

/**
 * The event documents the funnel holds for one visit, once they include every one of `kinds` and a
 * step event for each of `stepIds` (the send is counted by the function, often before the browser's
 * last batch of steps has left).
 */
async function eventsOfVisit(visit: string, kinds: string[], stepIds: string[] = [], timeoutMs = 60_000): Promise<unknown[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const docs = (await adminDb().collection(FUNNEL_EVENTS).where('visit', '==', visit).get()).docs;
    const events = docs.flatMap((d) => d.get('events') as { kind: string; step?: string }[]);
    const all = kinds.every((k) => events.some((e) => e.kind === k)) && stepIds.every((id) => events.some((e) => e.step === id));
    if (all) return docs.map((d) => d.data());
    if (Date.now() > until) throw new Error(`visit ${visit} has ${JSON.stringify(events)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

test('a visit to a briefing appears in the funnel at each stage it reached, with the question that stopped it', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `funil.${Date.now()}@example.com`;
  await page.goto(def.form.route!);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await nextStep(page).click();
  await expect(page.getByText(String(def.schema.properties![firstRequired].errorMessage), { exact: true })).toBeVisible();
  await fillForm(page, def, { ...def.example, [def.form.lead.email!]: email });
  await page.getByRole('button', { name: def.form.texts.submit ?? 'Enviar Briefing' }).click();
  await declineCallOffer(page, def);
  await expect(page.getByText(def.form.texts.successTitle).first()).toBeVisible();

  const visit = await page.evaluate(() => sessionStorage.getItem('movaly.funnel.visit'));
  expect(visit).toMatch(/^[0-9a-f]{32}$/);
  const docs = await eventsOfVisit(visit!, ['view', 'start', 'step', 'invalid', 'submit'], steps.map((s) => s.id));
  const reached = docs.flatMap((d) => (d as { events: { kind: string; step?: string }[] }).events).flatMap((e) => (e.step ? [e.step] : []));
  expect(new Set(reached)).toEqual(new Set(steps.map((s) => s.id)));
  // Nothing the visitor typed is among the events.
  expect(JSON.stringify(docs)).not.toContain(email);
  expect(JSON.stringify(docs)).not.toContain(String(def.example![firstRequired]));

  await signInAsStaff(page, '/admin/funil');
  await page.getByLabel('Formulário', { exact: true }).selectOption({ label: def.form.texts.title });
  const stages = page.getByRole('table', { name: /Funil do formulário/ });
  const stepTitles = steps.map((s) => String(def.ui['ui:sections']!.find((section) => section.id === s.sections[0])!.title));
  for (const stage of ['Abriram a página', 'Começaram a responder', ...stepTitles.map((title) => `Etapa: ${escapeRegExp(title)}`), 'Enviaram']) {
    // Polled: the table may still be drawing the counts of the form shown before this one was chosen.
    const count = stages.getByRole('row', { name: new RegExp(`^${stage}`) }).locator('td').first();
    await expect.poll(async () => Number(await count.textContent()), { message: stage }).toBeGreaterThanOrEqual(1);
  }
  const invalid = page.getByRole('table', { name: /Perguntas deixadas inválidas/ });
  await expect(invalid.getByRole('rowheader', { name: String(def.fields[firstRequired].title), exact: true })).toBeVisible();
  await expect(page.locator('.recharts-surface')).toBeVisible();
  await expectAccessible(page);
});

/**
 * The staff page's count of sends of the strategic briefing. Read once the table shows a step only this
 * form has (no other form's counts still drawn); with no visit at all the page says so, and that is 0.
 */
async function sendsShown(staff: Page): Promise<number> {
  await staff.getByLabel('Formulário', { exact: true }).selectOption({ label: def.form.texts.title });
  const stages = staff.getByRole('table', { name: /Funil do formulário/ });
  const ownStep = stages.getByRole('row', { name: new RegExp(`^Etapa: ${escapeRegExp(String(def.ui['ui:sections']!.find((s) => s.id === steps[2].sections[0])!.title))}`) });
  const none = staff.getByText('Nenhuma visita registrada neste formulário nessas datas.');
  await expect(ownStep.or(none)).toBeVisible();
  if (await none.isVisible()) return 0;
  return Number(await stages.getByRole('row', { name: /^Enviaram/ }).locator('td').first().textContent());
}

test('a visit whose page goes right after its send, none of its own funnel events ever sent, is counted as sent', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const office = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'pt-BR' });
  try {
    const staff = await office.newPage();
    await signInAsStaff(staff, '/admin/funil');
    const before = await sendsShown(staff);

    // Every batch of the page's own funnel events is lost, as when the browser is closed before they leave.
    consoleGuard.allow(/net::ERR_FAILED/, /@firebase\/firestore/);
    let lost = 0;
    await page.route(/documents:commit/, (route) => {
      if (!route.request().postData()?.includes(`/documents/${FUNNEL_EVENTS}/`)) return route.continue();
      lost++;
      return route.abort();
    });
    const email = `fechou.${Date.now()}@example.com`;
    await page.goto(def.form.route!);
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await fillForm(page, def, { ...def.example, [def.form.lead.email!]: email });
    await sendButton(page, def).click();
    await declineCallOffer(page, def);
    await expect(page.getByText(def.form.texts.successTitle).first()).toBeVisible();
    const visit = await page.evaluate(() => sessionStorage.getItem('movaly.funnel.visit'));
    expect(visit).toMatch(/^[0-9a-f]{32}$/);
    // The recorder did try (the route is the one its batches take), and none of its batches arrived.
    await expect.poll(() => lost, { timeout: 20_000 }).toBeGreaterThan(0);
    await page.close();

    // The submission named the visit; the function counted the send from it and took the visit off the lead.
    const [lead] = await waitForQuery(def.form.collection, 'email', email);
    await waitForDoc(lead.ref.path, (d) => d.status !== 'new' && !(FUNNEL_SEND.visit in d) && !(FUNNEL_SEND.ms in d));
    const events = (await adminDb().collection(FUNNEL_EVENTS).where('visit', '==', visit).get()).docs;
    expect(events.map((e) => e.id)).toEqual([funnelSendId(def.id, lead.id)]);
    expect(events[0].get('events')).toEqual([{ kind: 'submit', ms: expect.any(Number) }]);

    await expect
      .poll(
        async () => {
          await staff.reload();
          return sendsShown(staff);
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThanOrEqual(before + 1);
  } finally {
    await office.close();
  }
});
