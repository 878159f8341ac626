// @vitest-environment jsdom
import '../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import specMessagesFile from '../../../schemas/convites_cinematograficos/spec-messages.json';
import { getSystem } from '../../app/system';
import { openSlots } from '../../backend/callables';
import { gatedCreate } from '../../backend/gated-create';
import { BriefingPage } from '../../features/briefings/briefing-page';
import { i18next } from '../../i18n';
import { description, startI18n } from '../../test-setup/jsdom-for-forms';
import { type FieldSchema, sectionFields } from '../core/definition';
import type { FormDefinition } from '../core/registry';
import { loadForm, pageForms } from '../browser-registry';

/*
 * The form runner as a visitor meets it, on a real briefing: schemas/convites_cinematograficos (texts,
 * e-mail, phone, a number, a date, radio groups, text areas, a yes/no box and an 'Outro destino' option
 * that opens a question of its own). It is loaded as the app loads it: the route's loader (loadForm,
 * the folder through import.meta.glob, with the validator forms:generate precompiled for the language)
 * and the page every briefing uses. Firebase is replaced at its one seam, src/backend/gated-create.ts,
 * so what the tests read as "stored" is the very document the visitor's browser would write.
 */
vi.mock('../../backend/gated-create', () => ({ gatedCreate: vi.fn(async () => 'lead-1') }));
// The booking offer's callables (a form with `booking` offers a call after the send), at their own seam.
vi.mock('../../backend/callables', () => ({ openSlots: vi.fn(), bookCall: vi.fn() }));

const FORM_ID = 'convites_cinematograficos';
const ROUTE = pageForms.find((f) => f.id === FORM_ID)!.meta.route;
const SEND = 'Enviar Briefing';
/** The spec's own words for each required answer (the file's `$schema` line is for editors). */
const SPEC_MESSAGES: Record<string, string> = Object.fromEntries(
  Object.entries(specMessagesFile).filter(([key]) => key !== '$schema'),
);

let def: FormDefinition;
/*
 * A question is looked up by its label again only once its element has left the page: jsdom walks the
 * whole page for every label query, and a filled briefing would otherwise spend most of its time there.
 */
const seen = new Map<string, HTMLElement>();

beforeAll(async () => {
  await startI18n();
  def = await loadForm(FORM_ID);
  // The runner fetches the sending code 300 ms after it shows; fetched here, no test waits for its first load.
  await import('../../backend/submissions');
});

afterEach(() => {
  seen.clear();
  cleanup(); // RTL cleans up by itself only where vitest's globals are on; they are not here
  // after the unmount, which writes the draft: the next test starts from an empty form, as a new visitor
  localStorage.clear();
  vi.mocked(gatedCreate).mockClear();
  vi.mocked(openSlots).mockReset();
});

/**
 * The briefing with form.json's `booking` on or off, whatever its folder says today: each test states
 * which behaviour after the send it is about.
 */
const withBooking = (loaded: FormDefinition, booking: boolean): FormDefinition => ({ ...loaded, form: { ...loaded.form, booking: booking ? {} : undefined } });

/** Opens the briefing's route as the app's router does (router.tsx: `loader: () => loadForm(id)`). */
async function openBriefing({ booking = false } = {}): Promise<UserEvent> {
  const router = createMemoryRouter(
    [
      { path: ROUTE, loader: async () => withBooking(await loadForm(FORM_ID), booking), Component: BriefingPage, HydrateFallback: () => null },
      { path: '/', element: <p>Página inicial</p> },
    ],
    { initialEntries: [ROUTE] },
  );
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  // The first section is drawn at once and the others right after the first paint (SectionsTemplate).
  await screen.findByRole('heading', { name: 'Extras' }, { timeout: 4000 });
  // No pause between a visitor's actions, and no check of each target's CSS pointer-events: in jsdom
  // that is a getComputedStyle over Chakra's whole stylesheet for every element up the tree, per action.
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A question's label as printed: its title, then `*` when it is required. */
const label = (title: string) => new RegExp(`^${escape(title)}\\*?$`);
const titleOf = (name: string) => def.fields[name].title!;
function lookUp<T extends HTMLElement>(key: string, find: () => HTMLElement): T {
  let el = seen.get(key);
  if (!el?.isConnected) seen.set(key, (el = find()));
  return el as T;
}
/*
 * The first test proves with role queries that each section is a region named by its heading and each
 * option group a group named by its legend; the others find them by those texts, which is much cheaper
 * in jsdom than a role query (that asks getComputedStyle, over Chakra's stylesheet, for every ancestor).
 */
/** The section of the page that ui.json places the question in, found by its heading. */
const section = (name: string) => {
  const { title } = def.ui['ui:sections']!.find((s) => sectionFields(s).includes(name))!;
  return lookUp(`section:${title}`, () => screen.getByText(title, { selector: 'h2' }).closest('section')!);
};
/** The question's own control: the input, select or text area its label names. */
const field = (name: string) =>
  lookUp<HTMLInputElement>(`field:${name}`, () => within(section(name)).getByLabelText(label(titleOf(name))));
/** An option group (radio or checkboxes): the fieldset its legend names. */
const group = (name: string) =>
  lookUp(`group:${name}`, () => {
    const legend = within(section(name)).getByText(label(titleOf(name)), { selector: 'legend' });
    return legend.closest('fieldset')!;
  });
const widgetOf = (name: string) => (def.ui[name] as { 'ui:widget'?: string } | undefined)?.['ui:widget'];
const isGroup = (name: string) => widgetOf(name) === 'radio' || def.fields[name].type === 'array';
const question = (name: string) => (isGroup(name) ? group(name) : field(name));

/** Every question the page draws at first: the schema's top-level properties (conditional ones come later). */
const topLevel = () => Object.entries(def.schema.properties ?? {}) as [string, FieldSchema][];
const required = () => new Set(def.schema.required ?? []);

async function paste(user: UserEvent, el: HTMLElement, text: string) {
  await user.click(el);
  await user.paste(text);
}

/** Answers every required question of the briefing, as a visitor would, with its example's answers. */
async function answerRequired(user: UserEvent, destino: string) {
  await paste(user, field('nome'), 'Mariana Oliveira');
  await paste(user, field('email'), 'mariana.oliveira@example.com');
  await paste(user, field('telefone'), '(19) 98877-6655');
  await user.click(within(group('tipoEvento')).getByLabelText('Casamento'));
  await user.type(field('dataEvento'), '2026-11-21');
  await paste(user, field('localEvento'), 'Espaço Jardim das Flores, Campinas - SP');
  await user.type(field('numeroConvidados'), '180');
  await user.click(within(group('emocaoHistoria')).getByLabelText('Amor e romance'));
  await user.click(within(group('estiloConvite')).getByLabelText('Cinematográfico (trailer de filme)'));
  await user.click(within(group('tomEvento')).getByLabelText('Elegante'));
  await user.click(within(group('destinoVideo')).getByLabelText(destino));
  await user.click(within(group('formatoEntrega')).getByLabelText('Ambos'));
  await user.click(within(group('prazoEntrega')).getByLabelText('72h'));
}

const REQUIRED_ANSWERS = {
  nome: 'Mariana Oliveira',
  email: 'mariana.oliveira@example.com',
  telefone: '(19) 98877-6655',
  tipoEvento: 'Casamento',
  dataEvento: '2026-11-21',
  localEvento: 'Espaço Jardim das Flores, Campinas - SP',
  numeroConvidados: '180',
  emocaoHistoria: 'Amor e romance',
  estiloConvite: 'Cinematográfico (trailer de filme)',
  tomEvento: 'Elegante',
  formatoEntrega: 'Ambos',
  prazoEntrega: '72h',
};

/** The document the browser writes for a submission of these answers (src/backend/submissions.ts). */
const storedDocument = (answers: Record<string, unknown>) => ({
  ...answers,
  form_id: FORM_ID,
  schema_version: def.version,
  locale: 'pt',
  status: 'new',
  fill_ms: expect.any(Number),
  // The tab's funnel visit, from which the function counts the send (src/backend/submissions.ts).
  funnel_visit: expect.stringMatching(/^[0-9a-f]{32}$/),
  funnel_ms: expect.any(Number),
});

describe('a real briefing (convites_cinematograficos) in the runner', () => {
  it('names every question by its label or legend, marks the required ones and gives each input its kind', async () => {
    await openBriefing();
    expect(screen.getByRole('heading', { level: 1, name: 'Briefing - Convites Cinematográficos' })).toBeTruthy();
    for (const { title } of def.ui['ui:sections']!) expect(screen.getByRole('region', { name: title })).toBeTruthy();
    for (const [name, schema] of topLevel()) {
      const title = schema.title!;
      const mustAnswer = required().has(name);
      if (isGroup(name)) {
        const fieldset = screen.getByRole('group', { name: title });
        expect(fieldset, name).toBe(group(name));
        expect(fieldset.querySelector('legend')!.textContent, name).toBe(mustAnswer ? `${title}*` : title);
        // The radio group inside is named by the same legend (the `*` is not read).
        expect(within(fieldset).getByRole('radiogroup', { name: title }).getAttribute('aria-required'), name).toBe(
          mustAnswer ? 'true' : null,
        );
        // Each option is a radio named by its own label, all of one name: picking one unpicks the others.
        const options = schema.oneOf!.map((option) => within(fieldset).getByLabelText(option.title!) as HTMLInputElement);
        expect(options.every((radio) => radio.type === 'radio' && radio.name === options[0].name), name).toBe(true);
      } else {
        const control = field(name);
        expect(control.labels![0].textContent, name).toBe(mustAnswer ? `${title}*` : title);
        expect(control.getAttribute('aria-required'), name).toBe(mustAnswer ? 'true' : null);
      }
    }
    // The kind of each input (the phone's keyboard, the date picker, ...) is what the definition asks.
    expect(field('email').type).toBe('email');
    expect(field('telefone').type).toBe('tel');
    expect(field('numeroConvidados').type).toBe('number');
    expect(field('dataEvento').type).toBe('date');
    expect(field('informacoesEspeciais').tagName).toBe('TEXTAREA');
    expect(field('movalyContinuum').type).toBe('checkbox');
    // The question 'Outro destino' opens is not there before it is chosen.
    expect(screen.queryByLabelText(label(titleOf('destinoOutro')))).toBeNull();
  });

  it('submitted empty: the spec’s message beside each required question, the first one focused, nothing sent', async () => {
    const user = await openBriefing();
    // Validation stays off until the first submit: nothing is marked before it.
    for (const message of Object.values(SPEC_MESSAGES)) expect(screen.queryByText(message)).toBeNull();

    await user.click(screen.getByRole('button', { name: SEND }));

    expect(Object.keys(SPEC_MESSAGES).sort()).toEqual([...required()].sort());
    for (const [name] of topLevel()) {
      const control = question(name);
      if (required().has(name)) {
        expect(control.getAttribute('aria-invalid'), name).toBe('true');
        expect(description(control), name).toContain(SPEC_MESSAGES[name]);
      } else {
        expect(control.getAttribute('aria-invalid'), name).toBeNull();
      }
    }
    // The e-mail's message is the spec's 'Email inválido' even for an empty e-mail (TOOLCHAIN.md).
    expect(screen.getByText('Email inválido')).toBeTruthy();
    expect(document.activeElement).toBe(field('nome'));
    expect(gatedCreate).not.toHaveBeenCalled();
  });

  it('a send tapped before the sections below the first are drawn focuses the first missing question once it arrives', async () => {
    // The sections below the first follow the first paint (SectionsTemplate): its frame is held until after the tap.
    const held: FrameRequestCallback[] = [];
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => held.push(callback));
    onTestFinished(() => frames.mockRestore());
    const router = createMemoryRouter([{ path: ROUTE, loader: () => loadForm(FORM_ID), Component: BriefingPage, HydrateFallback: () => null }], {
      initialEntries: [ROUTE],
    });
    render(
      <ChakraProvider value={getSystem()}>
        <RouterProvider router={router} />
      </ChakraProvider>,
    );
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    await paste(user, await screen.findByLabelText(label(titleOf('nome')), {}, { timeout: 4000 }), 'Mariana Oliveira');
    await paste(user, screen.getByLabelText(label(titleOf('email'))), 'mariana.oliveira@example.com');
    await paste(user, screen.getByLabelText(label(titleOf('telefone'))), '(19) 98877-6655');
    expect(screen.queryByText(titleOf('tipoEvento'))).toBeNull();

    await user.click(screen.getByRole('button', { name: SEND }));
    frames.mockRestore();
    for (const frame of held.splice(0)) frame(performance.now());

    // "Sobre o evento" arrives with its first question marked and focused: its first option.
    await waitFor(() => expect(document.activeElement?.id).toMatch(/^root_tipoEvento-/), { timeout: 4000 });
    expect(description(group('tipoEvento'))).toContain(SPEC_MESSAGES.tipoEvento);
    expect(gatedCreate).not.toHaveBeenCalled();
  });

  it('focuses a wrong answer above a missing one, the first invalid question on the page', async () => {
    // Ajv reports every missing answer before any wrong one; the visitor is taken to the page's first.
    const user = await openBriefing();
    await user.type(field('nome'), 'M');
    await user.click(screen.getByRole('button', { name: SEND }));
    expect(description(field('nome'))).toContain(SPEC_MESSAGES.nome);
    expect(document.activeElement).toBe(field('nome'));
  });

  it('keeps every answer after a failed submit, and from then on judges each change as it is made', async () => {
    const user = await openBriefing();
    await paste(user, field('nome'), 'Mariana Oliveira');
    await user.type(field('email'), 'mariana@');
    await user.click(within(group('tipoEvento')).getByLabelText('Casamento'));
    await user.type(field('numeroConvidados'), '180');
    await paste(user, field('informacoesEspeciais'), 'Cerimônia às 16h, traje esporte fino');
    await user.click(field('movalyContinuum'));

    await user.click(screen.getByRole('button', { name: SEND }));

    expect(field('nome').value).toBe('Mariana Oliveira');
    expect(field('email').value).toBe('mariana@');
    expect((within(group('tipoEvento')).getByLabelText('Casamento') as HTMLInputElement).checked).toBe(true);
    expect(field('numeroConvidados').value).toBe('180');
    expect(field('informacoesEspeciais').value).toBe('Cerimônia às 16h, traje esporte fino');
    expect(field('movalyContinuum').checked).toBe(true);
    // What was answered well is not marked; what is wrong or missing is.
    expect(field('nome').getAttribute('aria-invalid')).toBeNull();
    expect(group('tipoEvento').getAttribute('aria-invalid')).toBeNull();
    expect(description(field('email'))).toContain('Email inválido');
    expect(description(field('telefone'))).toContain(SPEC_MESSAGES.telefone);

    // Finishing the e-mail clears its message at once, with no second submit.
    await paste(user, field('email'), 'example.com');
    expect(field('email').value).toBe('mariana@example.com');
    expect(field('email').getAttribute('aria-invalid')).toBeNull();
    expect(description(field('email'))).not.toContain('Email inválido');
    // A yes/no box can be unticked again.
    await user.click(field('movalyContinuum'));
    expect(field('movalyContinuum').checked).toBe(false);
  });

  /*
   * Every way a page is left or hidden, right after the last key: no pause, no blur, so the text is
   * still only in its input (it reaches the form when typing pauses), and the draft must hold it.
   */
  const leaving: Record<string, () => void> = {
    pagehide: () => window.dispatchEvent(new Event('pagehide')),
    'visibilitychange to hidden': () => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      try {
        document.dispatchEvent(new Event('visibilitychange'));
      } finally {
        Reflect.deleteProperty(document, 'visibilityState');
      }
    },
    beforeunload: () => window.dispatchEvent(new Event('beforeunload')),
    'popstate (Back, Forward)': () => window.dispatchEvent(new PopStateEvent('popstate')),
    'the page leaving the app (a link, a route change)': () => cleanup(),
  };
  it.each(Object.keys(leaving))('keeps the last word typed mid-word in the draft at %s, with no pause and no blur', async (way) => {
    const user = await openBriefing();
    await user.click(within(group('tipoEvento')).getByLabelText('Casamento'));
    await user.type(field('nome'), 'Mariana Oli');
    await user.type(field('localEvento'), 'Campinas');
    leaving[way]();
    const draft = JSON.parse(localStorage.getItem(`movaly.draft.${FORM_ID}`) ?? '{}') as Record<string, unknown>;
    expect(draft).toMatchObject({ nome: 'Mariana Oli', localEvento: 'Campinas', tipoEvento: 'Casamento' });
  });

  it('asks "Qual é o outro destino?" only while "Outro destino" is chosen, and stores its text with the answers', async () => {
    const user = await openBriefing();
    const other = () => screen.queryByLabelText(label(titleOf('destinoOutro'))) as HTMLInputElement | null;
    expect(other()).toBeNull();
    await answerRequired(user, 'Outro destino');
    const shown = other()!;
    expect(shown.placeholder).toBe('Ex.: site do evento, convite impresso com QR code');

    await user.click(within(group('destinoVideo')).getByLabelText('Instagram'));
    await waitFor(() => expect(shown.isConnected).toBe(false)); // once its closing animation is over
    expect(other()).toBeNull();
    await user.click(within(group('destinoVideo')).getByLabelText('Outro destino'));
    await paste(user, other()!, 'Site do casamento e convite impresso com QR code');
    await user.click(field('movalyContinuum'));
    await paste(user, field('observacoes'), 'Fotos de quando éramos crianças');

    await user.click(screen.getByRole('button', { name: SEND }));

    await waitFor(() => expect(gatedCreate).toHaveBeenCalledTimes(1));
    expect(gatedCreate).toHaveBeenCalledWith(
      'convites_cinematograficos_responses',
      storedDocument({
        ...REQUIRED_ANSWERS,
        destinoVideo: 'Outro',
        destinoOutro: 'Site do casamento e convite impresso com QR code',
        movalyContinuum: true,
        observacoes: 'Fotos de quando éramos crianças',
      }),
    );
    // After success the form starts over, empty (the definition's redirect to / follows 2 s later).
    await waitFor(() => expect(field('nome').value).toBe(''));
  });

  it('on a form that books calls, offers one with the stored submission’s id; the redirect waits for "Prefiro que me chamem"', async () => {
    const redirectMs = def.form.success.then === 'redirect' ? def.form.success.delayMs : 0;
    expect(redirectMs).toBeGreaterThan(0);
    vi.mocked(openSlots).mockResolvedValue({ ok: true, slots: [] });
    const user = await openBriefing({ booking: true });
    await answerRequired(user, 'Instagram');
    await user.click(screen.getByRole('button', { name: SEND }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Marque uma conversa com a equipe' }, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('Briefing enviado com sucesso!')).toBeTruthy();
    expect(gatedCreate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(openSlots).toHaveBeenCalledWith(FORM_ID, 'lead-1'));
    // Sent is sent: the draft is gone while the offer is open, so nothing can be sent twice.
    expect(localStorage.getItem(`movaly.draft.${FORM_ID}`)).toBeNull();
    // Longer than the definition's redirect delay: no redirect while the offer is open.
    await new Promise((resolve) => setTimeout(resolve, redirectMs + 300));
    expect(screen.queryByText('Página inicial')).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Prefiro que me chamem' }));
    expect(await screen.findByText('Página inicial', {}, { timeout: redirectMs + 2000 })).toBeTruthy();
  });

  it('is drawn in Spanish for a visitor who reads Spanish, messages included', async () => {
    await i18next.changeLanguage('es');
    try {
      const user = await openBriefing(); // its last section is 'Extras' in Spanish too
      expect(screen.getByRole('heading', { level: 1, name: 'Briefing - Invitaciones Cinematográficas' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Tus datos' })).toBeTruthy();
      const nombre = screen.getByLabelText(/^Nombre completo\*$/) as HTMLInputElement;
      expect(nombre.placeholder).toBe('Tu nombre completo');
      expect(within(screen.getByRole('group', { name: '¿Qué tipo de evento es?' })).getByLabelText('Boda')).toBeTruthy();
      expect(screen.queryByLabelText(label('Nome completo'))).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Enviar Briefing' }));
      expect(description(nombre)).toContain('El nombre debe tener al menos 2 caracteres');
    } finally {
      await i18next.changeLanguage('pt');
    }
  });
});
