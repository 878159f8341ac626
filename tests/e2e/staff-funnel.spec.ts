import { expect, test } from '@playwright/test';
import { readRegistry } from '../../scripts/lib/read-forms';
import { FUNNEL_EVENTS } from '../../src/forms/core/funnel';
import { adminDb } from '../support/admin';
import { expectAccessible } from './support/accessibility';
import { guardConsole } from './support/console-guard';
import { fillForm } from './support/form-filler';
import { signInAsStaff } from './support/staff';

/*
 * The briefing funnel from a visitor's page to the staff page: a visit that opens a briefing, is
 * stopped by the empty send and then sends leaves anonymous events (nothing typed among them), and
 * /admin/funil shows that visit at each stage and the question that stopped it. Other specs visit the
 * same form today, so counts are at least one, not exactly one. The page passes axe with its chart drawn.
 */
const def = readRegistry().forms.find((f) => f.id === 'videos_cinematograficos')!;
const firstRequired = def.schema.required![0];

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
  await page.getByRole('button', { name: def.form.texts.submit ?? 'Enviar Briefing' }).click();
  await fillForm(page, def, { ...def.example, [def.form.lead.email!]: email });
  await page.getByRole('button', { name: def.form.texts.submit ?? 'Enviar Briefing' }).click();
  await expect(page.getByText(def.form.texts.successTitle).first()).toBeVisible();

  const visit = await page.evaluate(() => sessionStorage.getItem('movaly.funnel.visit'));
  expect(visit).toMatch(/^[0-9a-f]{32}$/);
  const docs = await eventsOfVisit(visit!, ['view', 'start', 'invalid', 'submit']);
  // Nothing the visitor typed is among the events.
  expect(JSON.stringify(docs)).not.toContain(email);
  expect(JSON.stringify(docs)).not.toContain(String(def.example![firstRequired]));

  await signInAsStaff(page, '/admin/funil');
  await page.getByLabel('Formulário').selectOption({ label: def.form.texts.title });
  const stages = page.getByRole('table', { name: /Funil do formulário/ });
  for (const stage of ['Abriram a página', 'Começaram a responder', 'Enviaram']) {
    const count = await stages.getByRole('row', { name: new RegExp(`^${stage}`) }).locator('td').first().textContent();
    expect(Number(count), stage).toBeGreaterThanOrEqual(1);
  }
  const invalid = page.getByRole('table', { name: /Perguntas deixadas inválidas/ });
  await expect(invalid.getByRole('rowheader', { name: String(def.fields[firstRequired].title), exact: true })).toBeVisible();
  await expect(page.locator('.recharts-surface')).toBeVisible();
  await expectAccessible(page);
});
