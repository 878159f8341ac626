// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/system';
import { rescueSpamLead } from '../../../backend/callables';
import { applyChange, type SummaryDoc } from '../../../backend/pipeline';
import { i18next } from '../../../i18n';
import { startI18n } from '../../../test-setup/jsdom-for-forms';
import { rescueFailure } from './spam-rescue';

/*
 * "Não é spam" on a lead page: the whole rescue is asked of the function (rescueSpamLead), never
 * written as a bare summary change by the page; a refusal is said in the staff member's language,
 * Firebase's text only behind "Detalhes". The backend is replaced at its seams.
 */
vi.mock('../../../backend/callables', () => ({ rescueSpamLead: vi.fn() }));
vi.mock('../../../backend/pipeline', () => ({ applyChange: vi.fn() }));

let PipelinePanel: typeof import('./pipeline-panel').PipelinePanel;

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await startI18n();
  await import('../staff-strings');
  ({ PipelinePanel } = await import('./pipeline-panel'));
});
beforeEach(() => {
  vi.mocked(rescueSpamLead).mockReset();
  vi.mocked(applyChange).mockReset();
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('pt');
});

const spamLead = (formId = 'contato'): SummaryDoc => ({
  id: `${formId}__abc`,
  formId,
  collection: formId === 'newsletter' ? 'newsletter_subscribers' : 'contact_messages',
  docId: 'abc',
  name: 'Robô Talvez',
  email: 'robo@example.com',
  phone: null,
  phoneDigits: null,
  company: null,
  emailKey: 'robo@example.com',
  receivedAt: new Date('2026-05-16T12:00:00Z'),
  locale: 'pt',
  stage: 'spam',
  spam: true,
  spamReason: 'honeypot',
  assignee: null,
  followUp: null,
  due: null,
  firstContactAt: null,
  pieces: {},
  text: '',
  lastEvent: null,
  updatedAt: null,
  updatedBy: null,
});

/** The text a control's aria-describedby points at: what a screen reader says after its name. */
const description = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;

function show(summary: SummaryDoc) {
  render(
    <ChakraProvider value={getSystem()}>
      <PipelinePanel summary={summary} staff={[]} memberName={(uid) => uid} />
    </ChakraProvider>,
  );
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

it('"Não é spam" asks the function for the whole rescue, says what it does, and writes no bare summary change', async () => {
  vi.mocked(rescueSpamLead).mockResolvedValueOnce({ rescued: true, email: 'sent' });
  const user = show(spamLead());
  const button = screen.getByRole('button', { name: 'Não é spam' });
  expect(description(button)).toBe('O lead volta para Novo, passa a contar e a ser exportado como os outros, e o estúdio recebe o e-mail dele uma vez.');
  await user.click(button);
  expect((await screen.findByText('Lead tirado do spam: agora é um lead como os outros.')).getAttribute('role')).toBe('status');
  expect(rescueSpamLead).toHaveBeenCalledExactlyOnceWith('contato', 'abc');
  expect(applyChange).not.toHaveBeenCalled();
});

it('a lead a colleague took out of spam a moment earlier says who did, as news and not as an error', async () => {
  vi.mocked(rescueSpamLead).mockResolvedValueOnce({ rescued: false, by: 'bia@movaly.com.br' });
  const user = show(spamLead());
  await user.click(screen.getByRole('button', { name: 'Não é spam' }));
  const said = await screen.findByText('Já tinha sido tirado do spam por bia@movaly.com.br: agora é um lead como os outros.');
  expect(said.getAttribute('role')).toBe('status');
  expect(screen.queryByText(/^Lead tirado do spam/)).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('without a name for the colleague, says someone of the team did', async () => {
  await i18next.changeLanguage('en');
  vi.mocked(rescueSpamLead).mockResolvedValueOnce({ rescued: false });
  const user = show(spamLead());
  await user.click(screen.getByRole('button', { name: 'Not spam' }));
  expect(await screen.findByText('A colleague had already taken it out of spam: it is now a lead like the others.')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('a refused rescue is said in the staff member’s language, the server’s text only behind "Detalhes"', async () => {
  const raw = 'Only staff may do this.';
  vi.mocked(rescueSpamLead).mockRejectedValueOnce(Object.assign(new Error(raw), { code: 'functions/permission-denied', details: { reason: 'not-staff' } }));
  const user = show(spamLead());
  await user.click(screen.getByRole('button', { name: 'Não é spam' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toMatch(/^Você não tem permissão para alterar este lead\./);
  expect(screen.getByText('Detalhes').closest('details')!.textContent).toBe(`Detalhes${raw}`);
});

it('speaks Spanish to a Spanish-speaking member of staff', async () => {
  await i18next.changeLanguage('es');
  vi.mocked(rescueSpamLead).mockRejectedValueOnce(Object.assign(new Error('This lead does not exist.'), { code: 'functions/not-found' }));
  const user = show(spamLead());
  await user.click(screen.getByRole('button', { name: 'No es spam' }));
  const alert = await screen.findByRole('alert');
  expect(alert.firstElementChild!.textContent).toBe('Este lead ya no existe.');
  // The server's English stays inside the closed disclosure.
  expect(screen.getByText('Detalles').closest('details')!.open).toBe(false);
});

it('a newsletter signup is told it is counted again, with no e-mail promised', () => {
  show(spamLead('newsletter'));
  expect(description(screen.getByRole('button', { name: 'Não é spam' }))).toBe('A inscrição volta para Novo e passa a contar como as outras.');
});

it('maps the callable’s codes to the pipeline’s messages; a call that never left an offline browser is a lost connection', () => {
  const failed = (code: string) => Object.assign(new Error('raw text'), { code });
  expect(rescueFailure(failed('functions/permission-denied'))).toEqual({ key: 'permission', detail: 'raw text' });
  expect(rescueFailure(failed('functions/unauthenticated')).key).toBe('permission');
  expect(rescueFailure(failed('functions/not-found')).key).toBe('notFound');
  expect(rescueFailure(failed('functions/unavailable')).key).toBe('network');
  expect(rescueFailure(failed('functions/deadline-exceeded')).key).toBe('network');
  expect(rescueFailure(failed('functions/internal'), true)).toEqual({ key: 'unexpected', detail: 'raw text' });
  expect(rescueFailure(failed('functions/internal'), false)).toEqual({ key: 'network', detail: 'raw text' });
  expect(rescueFailure('boom', true)).toEqual({ key: 'unexpected', detail: 'boom' });
});
