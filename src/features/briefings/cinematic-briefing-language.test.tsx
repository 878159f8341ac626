// @vitest-environment jsdom
import '../../test-setup/jsdom-for-forms';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readRegistry } from '../../../scripts/lib/read-forms';
import { App } from '../../app/app';
import { routes } from '../../app/router';
import { fieldMessage } from '../../forms/core/normalize';
import { formSteps } from '../../forms/core/steps';
import { i18next } from '../../i18n';
import { initClientI18n, rememberLanguageChanges, storedLocale } from '../../i18n/client';
import { LAYOUT_NAMESPACES } from '../../i18n/namespaces';

/*
 * The cinematic briefing (schemas/videos_cinematograficos) follows the language a visitor picks in the
 * header while filling it in: its title, its first step's section and questions, a question's answer
 * kept across the switch, the page's lang, the choice remembered for the next visit, and the messages
 * of an empty press in that language (the validator precompiled for it). The app's own route table and
 * providers, as src/app/start.tsx mounts them. Moved down from the browser's cinematic-briefing.spec;
 * a switch in the middle of a word (focus and keys kept) is zero-loss.spec's, and the stored language
 * applied on the next page load is site-navigation.spec's. Firebase is replaced at the runner's seams.
 */
vi.mock('../../backend/gated-create', () => ({ gatedCreate: vi.fn(async () => 'lead-1') }));
vi.mock('../../backend/callables', () => ({ openSlots: vi.fn(), bookCall: vi.fn() }));

// The app marks its phases with User Timing (hydrate-apart.tsx marks `app:ready`); jsdom has no marks.
if (typeof performance.mark !== 'function') Object.assign(performance, { mark: () => undefined });

const def = readRegistry().forms.find((f) => f.id === 'videos_cinematograficos')!;
const route = def.form.route!;
const firstStep = formSteps(def.form.steps, def.ui['ui:sections'])![0];
const required = (def.schema.required ?? []).filter((name) => firstStep.fields.includes(name));
/** The name of the header's language button (its code, then the language named in itself). */
const LANGUAGE = { es: /Español$/, en: /English$/ } as const;
/** The runner's button to the next step in each language (src/i18n/locales). */
const NEXT = { es: 'Siguiente paso', en: 'Next step' } as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A question's label as printed: its title, then `*` when it is required. */
const label = (title: string) => new RegExp(`^${escape(title)}\\*?$`);

beforeAll(async () => {
  // As the app's start: i18next in Portuguese with the layout's strings, and from then on a language
  // change sets the page's lang and is remembered.
  await initClientI18n('pt', LAYOUT_NAMESPACES);
  rememberLanguageChanges();
  await import('../../backend/submissions');
});

afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('pt');
  localStorage.clear();
});

describe.each(['es', 'en'] as const)('in %s', (locale) => {
  const tr = def.translations[locale]!;
  const message = (name: string) => {
    const error = tr.fields?.[name]?.error;
    return typeof error === 'string' ? error : (error?._ ?? fieldMessage(def.fields[name])!);
  };

  it('the form follows the chosen language, messages included', async () => {
    const router = createMemoryRouter(routes, { initialEntries: [route] });
    render(
      <App>
        <RouterProvider router={router} />
      </App>,
    );
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    const nome = await screen.findByLabelText<HTMLInputElement>(label(def.fields.nomeCompleto.title!), {}, { timeout: 15_000 });
    expect(document.documentElement.lang).toBe('pt-BR');
    await user.type(nome, 'Nada Se Perde');

    await user.click(screen.getByRole('button', { name: LANGUAGE[locale] }));
    // The language's strings and its precompiled validator load now (transformed on their first load in
    // this worker): the waits below are bounds, not speed targets.
    expect(await screen.findByText(tr.texts!.title!, { selector: 'h1' }, { timeout: 15_000 })).toBeTruthy();
    expect(document.documentElement.lang).toBe(locale);
    // Remembered: what the app's start reads on the visitor's next page load.
    expect(storedLocale()).toBe(locale);
    // The questions follow once the language's validator is there (the form stays drawn in Portuguese meanwhile).
    expect(await screen.findByText(tr.sections![firstStep.sections[0]] as string, { selector: 'h2' }, { timeout: 15_000 })).toBeTruthy();
    for (const name of firstStep.fields) {
      expect(screen.getByLabelText(label(tr.fields![name].title!)), name).toBeTruthy();
      if (tr.fields![name].title !== def.fields[name].title) expect(screen.queryByLabelText(label(def.fields[name].title!)), name).toBeNull();
    }
    // The answer given in Portuguese is still there, under the question's new label.
    const name = screen.getByLabelText<HTMLInputElement>(label(tr.fields!.nomeCompleto.title!));
    expect(name.value).toBe('Nada Se Perde');

    await user.clear(name);
    await user.click(screen.getByRole('button', { name: NEXT[locale] }));
    for (const field of required) {
      expect(message(field), field).not.toBe(fieldMessage(def.fields[field]));
      expect((await screen.findAllByText(message(field), { exact: true })).length, field).toBeGreaterThan(0);
      expect(screen.queryByText(fieldMessage(def.fields[field])!, { exact: true }), field).toBeNull();
    }
    // Still on the first step, its first question focused.
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(screen.getByText(tr.sections![firstStep.sections[0]] as string, { selector: 'h2' })).toBeTruthy();
    router.dispose();
  }, 60_000);
});
