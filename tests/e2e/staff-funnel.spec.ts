import { expect, test } from '@playwright/test';
import { readRegistry } from '../../scripts/lib/read-forms';
import { FUNNEL_EVENTS } from '../../src/domain/funnel';
import { adminDb } from '../support/admin';
import { expectAccessible } from './support/accessibility';
import { guardConsole } from './support/console-guard';
import { formSteps } from '../../src/forms/core/steps';
import { fillForm, nextStep } from './support/form-filler';
import { signInAsStaff } from './support/staff';

/*
 * The briefing funnel from a visitor's page to the staff page: a visit to the strategic briefing (in
 * steps) that is stopped by an empty first step and then goes through every step and sends leaves
 * anonymous events (nothing typed among them), and /admin/funil shows that visit at each stage, each
 * step included, and the question that stopped it. Other specs visit the same form today, so counts
 * are at least one, not exactly one. The page passes axe with its chart drawn.
 */
const def = readRegistry().forms.find((f) => f.id === 'conteudo_estrategico')!;
const firstRequired = def.schema.required![0];
const steps = formSteps(def.form.steps, def.ui['ui:sections'])!;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

guardConsole(test);

/** The kinds of event the funnel holds for one visit, once they include every one of `kinds`. */
async function eventsOfVisit(visit: string, kinds: string[], timeoutMs = 60_000): Promise<unknown[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const docs = (await adminDb().collection(FUNNEL_EVENTS).where('visit', '==', visit).get()).docs;
    const events = docs.flatMap((d) => d.get('events') as { kind: string }[]);
    if (kinds.every((k) => events.some((e) => e.kind === k))) return docs.map((d) => d.data());
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
  await expect(page.getByText(def.form.texts.successTitle).first()).toBeVisible();

  const visit = await page.evaluate(() => sessionStorage.getItem('movaly.funnel.visit'));
  expect(visit).toMatch(/^[0-9a-f]{32}$/);
  const docs = await eventsOfVisit(visit!, ['view', 'start', 'step', 'invalid', 'submit']);
  const reached = docs.flatMap((d) => (d as { events: { kind: string; step?: string }[] }).events).flatMap((e) => (e.step ? [e.step] : []));
  expect(new Set(reached)).toEqual(new Set(steps.map((s) => s.id)));
  // Nothing the visitor typed is among the events.
  expect(JSON.stringify(docs)).not.toContain(email);
  expect(JSON.stringify(docs)).not.toContain(String(def.example![firstRequired]));

  await signInAsStaff(page, '/admin/funil');
  await page.getByLabel('Formulário').selectOption({ label: def.form.texts.title });
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
