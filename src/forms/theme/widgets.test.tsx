// @vitest-environment jsdom
import '../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../app/system';
import { i18next } from '../../i18n';
import { description, startI18n } from '../../test-setup/jsdom-for-forms';
import type { FormMeta, FormSchema, RawFormFolder, UiSchema } from '../core/definition';
import { defineForm } from '../core/registry';
import { FormRunner } from '../runner/form-runner';

/*
 * The theme's widgets, drawn by the runner, on a small form written for this test: the kinds of
 * question no real form has yet (a select, a whole number, a consent box) next to a checkbox group
 * with a limit, and both ways the definition format writes a condition: `dependencies` + `oneOf`
 * (the 'Outro canal' option of the select) and `if`/`contains` (the 'Outros interesses' box). It runs
 * through the staff preview's path (a folder no build precompiled: the runtime validator), which
 * hands the answers to its caller instead of storing them.
 */
const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  required: ['nome', 'canal', 'pessoas', 'interesses', 'aceite'],
  properties: {
    nome: { type: 'string', title: 'Seu nome', minLength: 2, errorMessage: 'Informe seu nome' },
    canal: {
      type: 'string',
      title: 'Canal preferido',
      oneOf: [
        { const: 'email', title: 'E-mail' },
        { const: 'telefone', title: 'Telefone' },
        { const: 'outro', title: 'Outro canal' },
      ],
      errorMessage: 'Escolha um canal',
    },
    pessoas: {
      type: 'integer',
      title: 'Quantas pessoas vão participar?',
      minimum: 1,
      errorMessage: 'Informe quantas pessoas (1 ou mais)',
    },
    interesses: {
      type: 'array',
      title: 'Interesses',
      items: {
        type: 'string',
        oneOf: [
          { const: 'video', title: 'Vídeo' },
          { const: 'site', title: 'Site' },
          { const: 'voz', title: 'Voz' },
          { const: 'Outros', title: 'Outros interesses' },
        ],
      },
      uniqueItems: true,
      minItems: 1,
      maxItems: 2,
      errorMessage: 'Escolha um ou dois interesses',
    },
    aceite: {
      type: 'boolean',
      title: 'Li e aceito a política de privacidade',
      const: true,
      errorMessage: 'É preciso aceitar a política de privacidade',
    },
  },
  dependencies: {
    canal: {
      oneOf: [
        {
          properties: {
            canal: { const: 'outro' },
            canalOutro: { type: 'string', title: 'Qual canal?', errorMessage: 'Diga qual canal' },
          },
          required: ['canalOutro'],
        },
        { properties: { canal: { enum: ['email', 'telefone'] } } },
      ],
    },
  },
  allOf: [
    {
      if: { properties: { interesses: { contains: { const: 'Outros' } } }, required: ['interesses'] },
      then: { properties: { interessesOutro: { type: 'string', title: 'Que outro interesse?' } } },
    },
  ],
} as FormSchema;

const ui = {
  'ui:sections': [
    { id: 'contato', title: 'Contato', fields: ['nome', 'canal', 'canalOutro', 'pessoas'] },
    { id: 'interesses', title: 'Seus interesses', fields: ['interesses', 'interessesOutro'] },
    { id: 'privacidade', title: 'Privacidade', fields: ['aceite'] },
  ],
  canal: { 'ui:placeholder': 'Selecione um canal' },
  interesses: { 'ui:widget': 'checkboxes', 'ui:help': 'Escolha até dois.' },
} as UiSchema;

const meta: FormMeta = {
  backLink: '/',
  collection: 'teste_widgets_responses',
  storedNames: 'as-is',
  lead: { name: 'nome' },
  email: { subject: 'Teste' },
  success: { then: 'reset', toastMs: 0 },
  failure: { toastMs: 0 },
  texts: { title: 'Formulário de teste', successTitle: 'Enviado', failureTitle: 'Não foi enviado' },
};

const def = defineForm({ id: 'teste_widgets', form: meta, schema, ui, translations: {} } satisfies RawFormFolder);
/*
 * The same questions laid out in another order than the schema's: the interests first, then the name,
 * then a group of the contact section holding the select, the question it opens and the number.
 */
const reordered = defineForm({
  id: 'teste_widgets_ordem',
  form: meta,
  schema,
  ui: {
    ...ui,
    'ui:sections': [
      { id: 'interesses', title: 'Seus interesses', fields: ['interesses', 'interessesOutro'] },
      {
        id: 'contato',
        title: 'Contato',
        fields: ['nome'],
        groups: [{ id: 'como', title: 'Como falar com você', fields: ['canal', 'canalOutro', 'pessoas'] }],
      },
      { id: 'privacidade', title: 'Privacidade', fields: ['aceite'] },
    ],
  } as UiSchema,
  translations: {},
} satisfies RawFormFolder);
const onSubmit = vi.fn();

beforeAll(startI18n);

afterEach(() => {
  cleanup(); // RTL cleans up by itself only where vitest's globals are on; they are not here
  onSubmit.mockClear();
});

async function openForm(form = def): Promise<UserEvent> {
  render(
    <ChakraProvider value={getSystem()}>
      <MemoryRouter>
        <FormRunner def={form} onScreen={() => {}} preview={{ onSubmit }} />
      </MemoryRouter>
    </ChakraProvider>,
  );
  // The runner compiles this unknown form's validator first; the sections after the first follow the first paint.
  await screen.findByRole('heading', { name: 'Privacidade' }, { timeout: 4000 });
  // No pause between actions, and no getComputedStyle over Chakra's stylesheet for each target's pointer-events.
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const send = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Enviar Briefing' }));
/** A question's label as printed: its title, then `*` when it is required. */
const label = (title: string) => new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\*?$`);
const nome = () => screen.getByLabelText(label('Seu nome')) as HTMLInputElement;
const canal = () => screen.getByLabelText(label('Canal preferido')) as HTMLSelectElement;
const pessoas = () => screen.getByLabelText(label('Quantas pessoas vão participar?')) as HTMLInputElement;
/** The checkbox group: its name says it is required, since no checkbox group can carry aria-required. */
const interesses = () => screen.getByRole('group', { name: 'Interesses (obrigatório)' });
const interesse = (option: string) => within(interesses()).getByLabelText(option) as HTMLInputElement;
const aceite = () => screen.getByLabelText(label('Li e aceito a política de privacidade')) as HTMLInputElement;
const canalOutro = () => screen.queryByLabelText(label('Qual canal?')) as HTMLInputElement | null;
const interesseOutro = () => screen.queryByLabelText(label('Que outro interesse?')) as HTMLInputElement | null;

describe('the theme’s widgets in the runner', () => {
  it('finds the select, the number, the checkbox group and the consent by their labels; required ones are marked', async () => {
    await openForm();
    expect(canal().tagName).toBe('SELECT');
    expect(canal().labels![0].textContent).toBe('Canal preferido*');
    expect(canal().getAttribute('aria-required')).toBe('true');
    // Nothing is chosen at first: the first option is the placeholder.
    const options = within(canal()).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Selecione um canal', 'E-mail', 'Telefone', 'Outro canal']);
    expect(canal().selectedOptions[0].textContent).toBe('Selecione um canal');

    expect(pessoas().type).toBe('number');
    expect(pessoas().step).toBe('1');
    expect(pessoas().getAttribute('aria-required')).toBe('true');

    expect(interesses().tagName).toBe('FIELDSET');
    // The `*` is seen, not read; the word is read, not seen.
    const legend = interesses().querySelector('legend')!;
    expect(legend.querySelector('[aria-hidden="true"]')!.textContent).toBe('*');
    expect(legend.querySelector('.mf-visually-hidden')!.textContent).toBe('(obrigatório)');
    for (const option of ['Vídeo', 'Site', 'Voz', 'Outros interesses']) {
      expect(interesse(option).type).toBe('checkbox');
      expect(interesse(option).checked).toBe(false);
      expect(description(interesse(option))).toBe('Escolha até dois.');
    }

    expect(aceite().type).toBe('checkbox');
    expect(aceite().getAttribute('aria-required')).toBe('true');
    // A required consent shows the `*` too, as every required question does.
    expect(aceite().labels![0].textContent).toBe('Li e aceito a política de privacidade*');
    // The questions that conditions open are not there yet.
    expect(canalOutro()).toBeNull();
    expect(interesseOutro()).toBeNull();
  });

  it('says "required" to screen readers in the visitor’s language', async () => {
    await i18next.changeLanguage('es');
    try {
      await openForm();
      expect(screen.getByRole('group', { name: 'Interesses (obligatorio)' }).tagName).toBe('FIELDSET');
    } finally {
      await i18next.changeLanguage('pt');
    }
  });

  it('submitted empty, shows each question’s own message beside it and focuses the first', async () => {
    const user = await openForm();
    await send(user);
    expect(description(nome())).toBe('Informe seu nome');
    expect(description(canal())).toBe('Escolha um canal');
    expect(description(pessoas())).toBe('Informe quantas pessoas (1 ou mais)');
    expect(interesses().getAttribute('aria-invalid')).toBe('true');
    expect(description(interesses())).toBe('Escolha um ou dois interesses');
    expect(document.activeElement).toBe(nome());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('focuses a select when it is the first invalid question', async () => {
    const user = await openForm();
    await user.type(nome(), 'Ana Souza');
    await send(user);
    expect(description(canal())).toBe('Escolha um canal');
    expect(document.activeElement).toBe(canal());
  });

  it('focuses the first invalid question in the order the page shows them, into sections’ groups', async () => {
    const user = await openForm(reordered);
    // The interests come first on this page (the schema lists the name first): their first box.
    await send(user);
    expect(document.activeElement).toBe(interesse('Vídeo'));

    // A wrong name above a missing choice (Ajv reports every missing answer before any wrong one).
    await user.click(interesse('Vídeo'));
    await user.type(nome(), 'A');
    await send(user);
    expect(description(nome())).toBe('Informe seu nome');
    expect(document.activeElement).toBe(nome());

    // In the section's group: the select, then the question it opens, above the number.
    await user.type(nome(), 'na');
    await send(user);
    expect(document.activeElement).toBe(canal());
    await user.selectOptions(canal(), 'Outro canal');
    await send(user);
    expect(description(canalOutro()!)).toBe('Diga qual canal');
    expect(document.activeElement).toBe(canalOutro());

    // Last on the page, the consent.
    await user.type(canalOutro()!, 'Sinal');
    await user.type(pessoas(), '3');
    await send(user);
    expect(document.activeElement).toBe(aceite());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a consent box unticked, and refuses the form until the visitor ticks it', async () => {
    const user = await openForm();
    expect(aceite().checked).toBe(false);
    await send(user);
    expect(description(aceite())).toBe('É preciso aceitar a política de privacidade');
    await user.click(aceite());
    expect(aceite().checked).toBe(true);
    expect(description(aceite())).toBe('');
  });

  it('leaves a valid "Outro canal" unmarked while its "Qual canal?" is still empty', async () => {
    const user = await openForm();
    await user.selectOptions(canal(), 'Outro canal');
    await send(user);
    expect(description(canalOutro()!)).toBe('Diga qual canal');
    expect(canal().getAttribute('aria-invalid')).toBeNull();
    expect(description(canal())).toBe('');
  });

  it('opens "Qual canal?" (dependencies) only while "Outro canal" is chosen, and requires it then', async () => {
    const user = await openForm();
    await user.selectOptions(canal(), 'Outro canal');
    const shown = canalOutro()!;
    expect(shown.getAttribute('aria-required')).toBe('true');
    await send(user);
    expect(description(canalOutro()!)).toBe('Diga qual canal');

    await user.selectOptions(canal(), 'Telefone');
    await waitFor(() => expect(shown.isConnected).toBe(false));
    expect(canalOutro()).toBeNull();
  });

  it('opens "Que outro interesse?" (if/contains) with "Outros interesses"; at two boxes the rest are disabled', async () => {
    const user = await openForm();
    await user.click(interesse('Outros interesses'));
    expect(interesseOutro()).not.toBeNull();
    await user.click(interesse('Site'));
    // Two of two: the boxes not ticked cannot be ticked any more.
    expect(interesse('Vídeo').disabled).toBe(true);
    expect(interesse('Voz').disabled).toBe(true);
    expect(interesse('Site').disabled).toBe(false);

    await user.click(interesse('Outros interesses'));
    expect(interesse('Vídeo').disabled).toBe(false);
    await waitFor(() => expect(interesseOutro()).toBeNull());
  });

  it('sends a text typed and sent with Enter at once, whole', async () => {
    const user = await openForm();
    await user.selectOptions(canal(), 'E-mail');
    await user.type(pessoas(), '2');
    await user.click(interesse('Vídeo'));
    await user.click(aceite());
    // Enter right after the last key: no pause, no blur.
    await user.type(nome(), 'Ana Souza{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ nome: 'Ana Souza' });
  });

  it('hands the caller the answers as the schema types them, the "Outro" texts included and a hidden one left out', async () => {
    const user = await openForm();
    await user.type(nome(), 'Ana Souza');
    await user.selectOptions(canal(), 'Outro canal');
    await user.type(canalOutro()!, 'Sinal');
    await user.type(pessoas(), '12');
    await user.click(interesse('Outros interesses')); // ticked before 'Vídeo', listed after it
    await user.click(interesse('Vídeo'));
    await user.type(interesseOutro()!, 'Podcast');
    await user.click(aceite());

    await send(user);

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      nome: 'Ana Souza',
      canal: 'outro',
      canalOutro: 'Sinal',
      pessoas: 12,
      interesses: ['video', 'Outros'],
      interessesOutro: 'Podcast',
      aceite: true,
    });

    // 'Telefone' closes 'Qual canal?': its text is no answer any more.
    await user.selectOptions(canal(), 'Telefone');
    await send(user);
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit).toHaveBeenLastCalledWith({
      nome: 'Ana Souza',
      canal: 'telefone',
      pessoas: 12,
      interesses: ['video', 'Outros'],
      interessesOutro: 'Podcast',
      aceite: true,
    });
  });
});
