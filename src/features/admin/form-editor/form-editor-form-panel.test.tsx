// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { getSystem } from '../../../app/system';
import { i18next } from '../../../i18n';
import { withStaffStrings } from '../../../test-setup/staff-strings';
import type { FolderTexts } from '../form-preview';
import type { EditorFinding } from './form-editor-findings';
import { fieldOfFinding, type OtherForm, routeProblems, setCallMinutes } from './form-editor-form-fields';
import { FormEditorFormPanel } from './form-editor-form-panel';
import { type EditorFolder, folderTexts, readFolder, textRefs } from './form-editor-ops';
import { starterFolder } from './form-editor-template';

/*
 * The "Formulário" panel: the page's address, the e-mail subject, the send button and the success
 * message, edited in plain fields that write form.json, each saying at once what is wrong with it.
 */
const start = starterFolder('podcast');
const FORMS: OtherForm[] = [
  { id: 'clone_digital', title: 'Briefing - Clone Digital com IA', route: '/clone-digital/briefing' },
  // The open form as it is on disk: its own address is no clash.
  { id: 'podcast', title: 'Novo briefing', route: '/briefing/podcast' },
];

/** The folder as last drawn: what a save would write. */
const shown: { folder?: EditorFolder } = {};
function Editing({ findings = [], files = start }: { findings?: EditorFinding[]; files?: FolderTexts }) {
  const [folder, setFolder] = useState(() => readFolder('podcast', files));
  useEffect(() => {
    shown.folder = folder;
  }, [folder]);
  return (
    <ChakraProvider value={getSystem()}>
      <FormEditorFormPanel folder={folder} apply={(edit) => setFolder((f) => edit(f))} findings={findings} forms={FORMS} />
    </ChakraProvider>
  );
}

/** What a screen reader says after a field's label: its problems, then its hint. */
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const invalid = (input: HTMLElement) => input.getAttribute('aria-invalid') === 'true';

const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
async function retype(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user().clear(input);
  if (text) await user().type(input, text);
  return input;
}
/** The files the save would write, and the starter's form.json as a value. */
const saved = (): FolderTexts => folderTexts(shown.folder!);
const startForm = JSON.parse(start['form.json']) as Record<string, unknown> & { texts: Record<string, string>; email: { subject: string } };
/** Every file but form.json, byte for byte as before. */
const othersUnchanged = () => {
  for (const [name, text] of Object.entries(saved())) if (name !== 'form.json') expect(text, name).toBe(start[name as keyof FolderTexts]);
};

withStaffStrings(() => import('./form-editor-strings'));

describe('the form panel writes form.json', () => {
  it('writes the address in place of the old one, and nothing else', async () => {
    render(<Editing />);
    await retype('Endereço da página', '/briefing-podcast');
    expect(saved()['form.json']).toBe(start['form.json'].replace('"route": "/briefing/podcast"', '"route": "/briefing-podcast"'));
    othersUnchanged();
  });

  it('writes the e-mail subject', async () => {
    render(<Editing />);
    await retype('Assunto do e-mail de aviso', 'Novo podcast');
    expect(saved()['form.json']).toBe(start['form.json'].replace('"subject": "Novo briefing: podcast"', '"subject": "Novo podcast"'));
    othersUnchanged();
  });

  it('adds the send button text among the page texts, and its translations join the table', async () => {
    render(<Editing />);
    expect(textRefs(shown.folder!).some((row) => row.key === 'form:submit')).toBe(false);
    await retype('Texto do botão de enviar (português)', 'Enviar o briefing do podcast');
    const form = JSON.parse(saved()['form.json']) as typeof startForm;
    expect(form.texts.submit).toBe('Enviar o briefing do podcast');
    // Where a person reading the file looks for it: after the back link, before the success title.
    expect(Object.keys(form.texts)).toEqual(['title', 'subtitle', 'backLabel', 'submit', 'successTitle', 'successDescription', 'failureTitle']);
    expect({ ...form, texts: { ...form.texts, submit: undefined } }).toEqual({ ...startForm, texts: { ...startForm.texts, submit: undefined } });
    expect(textRefs(shown.folder!).some((row) => row.key === 'form:submit')).toBe(true);
    // Emptied, it goes away again: the site's default button text then shows.
    await retype('Texto do botão de enviar (português)', '');
    expect(saved()['form.json']).toBe(start['form.json']);
  });

  it('writes the success message, title and text', async () => {
    render(<Editing />);
    await retype('Mensagem de sucesso: título (português)', 'Recebemos!');
    await retype('Mensagem de sucesso: texto (português)', 'Falamos em breve.');
    const form = JSON.parse(saved()['form.json']) as typeof startForm;
    expect(form.texts.successTitle).toBe('Recebemos!');
    expect(form.texts.successDescription).toBe('Falamos em breve.');
    expect(saved()['form.json']).toBe(
      start['form.json']
        .replace(`"successTitle": "${startForm.texts.successTitle}"`, '"successTitle": "Recebemos!"')
        .replace(`"successDescription": "${startForm.texts.successDescription}"`, '"successDescription": "Falamos em breve."'),
    );
  });
});

describe('what each field says is wrong', () => {
  it('names the site page an address would take', async () => {
    render(<Editing />);
    const input = await retype('Endereço da página', '/clone-digital');
    expect(invalid(input)).toBe(true);
    expect(description(input)).toContain('O endereço /clone-digital já é uma página do site (/clone-digital): o formulário nunca seria aberto.');
    await retype('Endereço da página', '/admin/leads/contato');
    expect(screen.getByText(/já é uma página do site \(\/admin\/leads\/:formId\)/)).toBeTruthy();
  });

  it('names the form whose page an address already is, as the router matches (case, final slash)', async () => {
    render(<Editing />);
    const input = await retype('Endereço da página', '/Clone-Digital/briefing/');
    expect(description(input)).toContain('já é a página do formulário “Briefing - Clone Digital com IA” (schemas/clone_digital)');
  });

  it('says nothing of a free address, nor of the form’s own address on disk', async () => {
    render(<Editing />);
    const input = screen.getByLabelText('Endereço da página');
    expect(invalid(input)).toBe(false);
    await retype('Endereço da página', '/briefing-podcast');
    expect(invalid(input)).toBe(false);
    expect(screen.queryByText(/já é/)).toBeNull();
  });

  it('shows the address rule for an address in the wrong format', async () => {
    render(<Editing />);
    const input = await retype('Endereço da página', 'briefing podcast');
    expect(invalid(input)).toBe(true);
    expect(description(input)).toContain('O endereço precisa começar com “/” e não pode ter espaços, por exemplo /briefing-podcast.');
    // The written file keeps what was typed: the check names it too, and the person fixes it here.
    expect((JSON.parse(saved()['form.json']) as { route: string }).route).toBe('briefing podcast');
  });

  it('says a required text left empty, and the check’s own words at a field’s place in form.json', async () => {
    const finding = { file: 'schemas/podcast/form.json', pointer: '/texts/successTitle', pt: 'Este texto é longo demais.', en: 'This text is too long.' };
    render(<Editing findings={[finding]} />);
    expect(description(screen.getByLabelText('Mensagem de sucesso: título (português)'))).toContain('Este texto é longo demais.');
    const subject = await retype('Assunto do e-mail de aviso', '');
    expect(description(subject)).toContain('Escreva o assunto');
    expect((JSON.parse(saved()['form.json']) as typeof startForm).email.subject).toBe('');
  });

  it('speaks English to an English-speaking staff member', async () => {
    await i18next.changeLanguage('en');
    render(<Editing />);
    const input = await retype('Page address', '/clone-digital/briefing');
    expect(description(input)).toContain('is already the page of the form “Briefing - Clone Digital com IA” (schemas/clone_digital)');
  });
});

describe('the address check and the findings’ places', () => {
  it('checks the format before any clash, and an empty address not at all', () => {
    expect(routeProblems('', 'podcast', FORMS)).toEqual([]);
    expect(routeProblems('clone-digital', 'podcast', FORMS)).toEqual([{ kind: 'routeFormat' }]);
    expect(routeProblems('/clone-digital/briefing', 'podcast', FORMS)).toEqual([{ kind: 'routeForm', route: '/clone-digital/briefing', id: 'clone_digital', title: 'Briefing - Clone Digital com IA' }]);
  });

  it('places a finding of form.json at its field, and no other file’s', () => {
    expect(fieldOfFinding({ file: 'schemas/podcast/form.json', pointer: '/route' }, 'podcast')).toBe('route');
    expect(fieldOfFinding({ file: 'schemas/podcast/form.json', pointer: '/email' }, 'podcast')).toBe('subject');
    expect(fieldOfFinding({ file: 'schemas/podcast/form.json', pointer: '/texts/submit' }, 'podcast')).toBe('submit');
    expect(fieldOfFinding({ file: 'schemas/podcast/form.json', pointer: '/collection' }, 'podcast')).toBeUndefined();
    expect(fieldOfFinding({ file: 'schemas/outro/form.json', pointer: '/route' }, 'podcast')).toBeUndefined();
  });
});

describe('the booking switch (issue 30)', () => {
  const bookingSwitch = () => screen.getByRole('checkbox', { name: 'Marcar conversa depois do envio' });
  const form = () => JSON.parse(saved()['form.json']) as Record<string, unknown>;
  /** Flips the switch; Zag tells the change a moment after the click, so the written file is waited for. */
  async function flip(expected: unknown) {
    await user().click(bookingSwitch());
    await waitFor(() => expect(form().booking).toEqual(expected));
  }

  it('offers a call by writing "booking" after "lead", and turned off gives the file back byte for byte', async () => {
    render(<Editing />);
    expect((bookingSwitch() as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByLabelText('Duração da conversa (minutos)')).toBeNull();
    await flip({});
    expect((bookingSwitch() as HTMLInputElement).checked).toBe(true);
    // Where the guide and the meta-schema put it: right after "lead".
    const keys = Object.keys(form());
    expect(keys.indexOf('booking')).toBe(keys.indexOf('lead') + 1);
    othersUnchanged();
    await flip(undefined);
    expect(saved()['form.json']).toBe(start['form.json']);
  });

  it('writes the call length as a number, takes it away when emptied, and says a length out of bounds at once', async () => {
    render(<Editing />);
    await flip({});
    const minutes = await retype('Duração da conversa (minutos)', '45');
    expect(form().booking).toEqual({ callMinutes: 45 });
    expect(invalid(minutes)).toBe(false);
    await retype('Duração da conversa (minutos)', '5');
    expect(invalid(minutes)).toBe(true);
    expect(description(minutes)).toContain('Use um número inteiro de 10 a 240 minutos, ou deixe vazio.');
    await retype('Duração da conversa (minutos)', '');
    expect(form().booking).toEqual({});
    // Off takes the length away with the key.
    await retype('Duração da conversa (minutos)', '30');
    expect(form().booking).toEqual({ callMinutes: 30 });
    await flip(undefined);
  });

  it('says the staff list is edited in the JSON, with how many e-mails it names, and keeps it when the length changes', async () => {
    const withStaff = { ...start, 'form.json': start['form.json'].replace('"lead": {', '"booking": { "staff": ["ana@estudio.com", "bia@estudio.com"] },\n  "lead": {') };
    render(<Editing files={withStaff} />);
    const minutes = screen.getByLabelText('Duração da conversa (minutos)');
    expect(description(minutes)).toContain('rodízio entre os 2 e-mails da lista "staff" em "booking" no form.json (editável só no JSON, por enquanto)');
    await retype('Duração da conversa (minutos)', '60');
    expect(form().booking).toEqual({ staff: ['ana@estudio.com', 'bia@estudio.com'], callMinutes: 60 });
  });

  it('shows the check’s words about booking beside the switch', () => {
    const finding = {
      file: 'schemas/podcast/form.json',
      pointer: '/booking',
      pt: 'Para marcar conversa depois do envio, o convite precisa do e-mail de quem respondeu.',
      en: 'To book a call after the send, the invitation needs the e-mail address.',
    };
    render(<Editing findings={[finding]} />);
    expect(description(bookingSwitch())).toContain('o convite precisa do e-mail de quem respondeu');
  });

  it('places booking findings at the switch or the length, and writes no length while booking is off', () => {
    expect(fieldOfFinding({ file: 'schemas/podcast/form.json', pointer: '/booking' }, 'podcast')).toBe('booking');
    expect(fieldOfFinding({ file: 'schemas/podcast/form.json', pointer: '/booking/staff/0' }, 'podcast')).toBe('booking');
    expect(fieldOfFinding({ file: 'schemas/podcast/form.json', pointer: '/booking/callMinutes' }, 'podcast')).toBe('callMinutes');
    const folder = readFolder('podcast', start);
    expect(folderTexts(setCallMinutes(folder, '30'))['form.json']).toBe(start['form.json']);
  });
});

describe('the "Continuar depois" switch (issue 40)', () => {
  const resumeSwitch = () => screen.getByRole('checkbox', { name: 'Oferecer “Continuar depois”' });
  const form = () => JSON.parse(saved()['form.json']) as Record<string, unknown>;

  it('shows the default of a short form (off), writes "resume": true to turn it on, and turned back gives the file back byte for byte', async () => {
    render(<Editing />);
    expect((resumeSwitch() as HTMLInputElement).checked).toBe(false);
    expect(description(resumeSwitch())).toContain('Ligado por padrão a partir de 20 perguntas');
    await user().click(resumeSwitch());
    await waitFor(() => expect(form().resume).toBe(true));
    othersUnchanged();
    await user().click(resumeSwitch());
    await waitFor(() => expect(saved()['form.json']).toBe(start['form.json']));
  });

  it('is off and says why on a form without a page of its own', async () => {
    const noPage = { ...start, 'form.json': JSON.stringify({ ...startForm, route: undefined, resume: true }, null, 2) };
    render(<Editing files={noPage} />);
    expect((resumeSwitch() as HTMLInputElement).checked).toBe(false);
    expect((resumeSwitch() as HTMLInputElement).disabled).toBe(true);
    expect(description(resumeSwitch())).toContain('Só para um formulário com endereço próprio');
  });
});
