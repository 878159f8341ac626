// @vitest-environment jsdom
import '../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../app/system';
import { openSlots } from '../../backend/callables';
import { Toaster, toaster } from '../../components/ui/toaster';
import { gatedCreate } from '../../backend/gated-create';
import { BriefingPage } from '../../features/briefings/briefing-page';
import { startI18n } from '../../test-setup/jsdom-for-forms';
import { fieldMessage } from '../core/normalize';
import { toStoredAnswers } from '../core/record';
import { formSteps } from '../core/steps';
import { readRegistry } from '../../../scripts/lib/read-forms';
import { loadForm, pageForms } from '../browser-registry';

/*
 * Every form folder under schemas/ with a page of its own, in the runner as the app loads it (the
 * route's loader, the validator forms:generate precompiled): an empty press of its first button says
 * the spec's message beside each required question of that step; its example answers (conditional
 * branches included), kept as a visitor's draft, go through every step and are handed on to be stored
 * exactly as the form stores them; after the send (the call offer declined, on a form that books
 * calls) the page does what form.json's `success` says. A new folder is covered with no new test.
 * Moved down from the browser suite's every-form.spec (issue 36); how each kind of question takes
 * what a visitor types is form-runner.test.tsx's, on a real briefing, and the browser's journeys'.
 * Firebase is replaced at its one seam (gated-create), as in form-runner.test.tsx.
 */
vi.mock('../../backend/gated-create', () => ({ gatedCreate: vi.fn(async () => 'lead-1') }));
vi.mock('../../backend/callables', () => ({ openSlots: vi.fn(), bookCall: vi.fn() }));

/** Each folder's example.json (the app's bundle does not carry it). */
const examples = new Map(readRegistry().forms.map((f) => [f.id, f.example!]));

beforeAll(async () => {
  await startI18n();
  await import('../../backend/submissions');
});

afterEach(() => {
  // One toast at a time (toaster.tsx): the last form's would hold the next form's back.
  toaster.remove();
  cleanup();
  localStorage.clear();
  vi.mocked(gatedCreate).mockClear();
});

/** Where the router went after a redirect (any address but the form's own). */
function Elsewhere() {
  return <p>Página {useLocation().pathname}</p>;
}

async function open(id: string, route: string) {
  const router = createMemoryRouter(
    [
      { path: route, loader: () => loadForm(id), Component: BriefingPage, HydrateFallback: () => null },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [route] },
  );
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
      <Toaster />
    </ChakraProvider>,
  );
  const def = await loadForm(id);
  await screen.findByRole('heading', { level: 1, name: def.form.texts.title }, { timeout: 8000 });
  return { def, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

const NEXT = 'Próxima etapa';

describe.each(pageForms.map(({ id, meta }) => [id, meta.route] as const))('%s', (id, route) => {
  it('says the spec’s message beside each required question of its first step when pressed empty', async () => {
    const { def, user } = await open(id, route);
    const first = formSteps(def.form.steps, def.ui['ui:sections'])?.[0];
    const required = (def.schema.required ?? []).filter((name) => !first || first.fields.includes(name));
    await user.click(screen.getByRole('button', { name: first ? NEXT : (def.form.texts.submit ?? 'Enviar Briefing') }));
    for (const name of required) expect((await screen.findAllByText(fieldMessage(def.fields[name])!, { exact: true })).length, name).toBeGreaterThan(0);
    expect(gatedCreate).not.toHaveBeenCalled();
  });

  it('hands on its example, through every step, as the form stores it, then does what its success says', async () => {
    vi.mocked(openSlots).mockResolvedValue({ ok: true, slots: [] });
    const example = examples.get(id)!;
    localStorage.setItem(`movaly.draft.${id}`, JSON.stringify(example));
    const { def, user } = await open(id, route);
    const send = def.form.texts.submit ?? 'Enviar Briefing';
    const steps = formSteps(def.form.steps, def.ui['ui:sections']);
    for (let step = 1; step < (steps?.length ?? 1); step++) {
      await user.click(screen.getByRole('button', { name: NEXT }));
      // The step's first section heading (a text query: a role query walks Chakra's styles in jsdom).
      await screen.findByText(def.ui['ui:sections']!.find((s) => s.id === steps![step].sections[0])!.title, { selector: 'h2' });
    }
    await user.click(await screen.findByRole('button', { name: send }));
    await waitFor(() => expect(gatedCreate).toHaveBeenCalledTimes(1));
    const [collection, stored] = vi.mocked(gatedCreate).mock.calls[0];
    expect(collection).toBe(def.form.collection);
    expect(stored).toMatchObject({ ...toStoredAnswers(def, example), form_id: def.id, schema_version: def.version, locale: 'pt' });

    if (def.form.booking) await user.click(await screen.findByRole('button', { name: 'Prefiro que me chamem' }, { timeout: 4000 }));
    const success = def.form.success;
    if (success.then === 'screen') {
      expect(await screen.findByRole('heading', { level: 1, name: def.form.texts.screenTitle ?? def.form.texts.successTitle })).toBeTruthy();
      for (const link of success.links ?? []) expect(screen.getByRole('link', { name: def.form.texts[link.label] ?? link.label }).getAttribute('href')).toBe(link.to);
    } else {
      expect((await screen.findAllByText(def.form.texts.successTitle)).length).toBeGreaterThan(0);
    }
    // A fresh start: the draft is gone, and the form is on its first step again.
    if (success.then === 'reset') {
      // The reset's draft write follows the success a moment later: more than waitFor's second on a loaded machine.
      await waitFor(() => expect(localStorage.getItem(`movaly.draft.${id}`)).toBeNull(), { timeout: 5_000 });
      expect(screen.getByRole('button', { name: steps ? NEXT : send })).toBeTruthy();
    }
    const redirect = success.then === 'redirect' ? success : success.then === 'screen' ? success.redirect : undefined;
    if (redirect) expect(await screen.findByText(`Página ${redirect.to}`, {}, { timeout: redirect.delayMs + 3000 })).toBeTruthy();
  });
});
