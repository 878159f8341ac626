// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/system';
import { applyChange, type SummaryDoc } from '../../../backend/pipeline';
import { getLostReasons } from '../../../backend/pipeline-settings';
import { i18next } from '../../../i18n';
import { startI18n } from '../../../test-setup/jsdom-for-forms';

/*
 * A move to Fechado asks for the deal value, a move to Perdido for a reason, before anything is
 * written; the move is written with them in one change. The backend is replaced at its seams.
 */
vi.mock('../../../backend/callables', () => ({ rescueSpamLead: vi.fn() }));
vi.mock('../../../backend/pipeline', () => ({ applyChange: vi.fn() }));
vi.mock('../../../backend/pipeline-settings', () => ({ getLostReasons: vi.fn() }));

let PipelinePanel: typeof import('./pipeline-panel').PipelinePanel;

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await startI18n();
  await import('../staff-strings');
  ({ PipelinePanel } = await import('./pipeline-panel'));
});
beforeEach(() => {
  vi.mocked(applyChange).mockReset().mockResolvedValue(true);
  vi.mocked(getLostReasons).mockReset().mockResolvedValue(undefined);
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('pt');
});

const lead = (over: Partial<SummaryDoc> = {}): SummaryDoc => ({
  id: 'contato__abc',
  formId: 'contato',
  collection: 'contact_messages',
  docId: 'abc',
  name: 'Ana',
  email: 'ana@example.com',
  phone: null,
  phoneDigits: null,
  company: null,
  emailKey: 'ana@example.com',
  receivedAt: new Date('2026-05-16T12:00:00Z'),
  locale: 'pt',
  stage: 'proposta_enviada',
  spam: false,
  spamReason: null,
  assignee: null,
  followUp: null,
  due: null,
  firstContactAt: new Date('2026-05-16T13:00:00Z'),
  pieces: {},
  text: '',
  lastEvent: null,
  updatedAt: null,
  updatedBy: null,
  ...over,
});

function show(summary: SummaryDoc) {
  render(
    <ChakraProvider value={getSystem()}>
      <PipelinePanel summary={summary} staff={[]} memberName={(uid) => uid} />
    </ChakraProvider>,
  );
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

it('Fechado asks for the value, refuses what is not reais in the staff language, and writes the move with its cents', async () => {
  const user = show(lead());
  await user.click(screen.getByRole('button', { name: 'Fechado' }));
  const field = await screen.findByLabelText('Valor do negócio (R$, opcional)');
  await user.type(field, '15,000');
  await user.click(screen.getByRole('button', { name: 'Marcar como fechado' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Escreva o valor em reais, como 1.500,00 ou 1500, ou deixe em branco.');
  expect(applyChange).not.toHaveBeenCalled();
  await user.clear(field);
  await user.type(field, '1.500,00');
  await user.click(screen.getByRole('button', { name: 'Marcar como fechado' }));
  await vi.waitFor(() => expect(applyChange).toHaveBeenCalledExactlyOnceWith('contato__abc', { kind: 'stage', to: 'fechado', value: 150_000 }));
});

it('Fechado with the value left blank writes the move without one', async () => {
  const user = show(lead());
  await user.click(screen.getByRole('button', { name: 'Fechado' }));
  await user.click(await screen.findByRole('button', { name: 'Marcar como fechado' }));
  await vi.waitFor(() => expect(applyChange).toHaveBeenCalledExactlyOnceWith('contato__abc', { kind: 'stage', to: 'fechado', value: null }));
});

it('Cancelar leaves the lead where it was', async () => {
  const user = show(lead());
  await user.click(screen.getByRole('button', { name: 'Perdido' }));
  await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
  await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(applyChange).not.toHaveBeenCalled();
});

it('Perdido asks for one of the studio reasons or "Outro" with a text', async () => {
  vi.mocked(getLostReasons).mockResolvedValue(['Preço', 'Prazo']);
  const user = show(lead());
  await user.click(screen.getByRole('button', { name: 'Perdido' }));
  await screen.findByRole('radio', { name: 'Prazo' });
  await user.click(screen.getByRole('button', { name: 'Marcar como perdido' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Escolha um motivo da perda.');
  await user.click(screen.getByRole('radio', { name: 'Outro' }));
  await user.click(screen.getByRole('button', { name: 'Marcar como perdido' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Escreva o motivo da perda.');
  await user.type(screen.getByLabelText('Qual foi o motivo?'), 'Mudou de cidade');
  await user.click(screen.getByRole('button', { name: 'Marcar como perdido' }));
  await vi.waitFor(() => expect(applyChange).toHaveBeenCalledExactlyOnceWith('contato__abc', { kind: 'stage', to: 'perdido', reason: 'Mudou de cidade' }));
});

it('Perdido offers the default reasons in the staff language while the studio has set none', async () => {
  await i18next.changeLanguage('en');
  const user = show(lead());
  await user.click(screen.getByRole('button', { name: 'Lost' }));
  await user.click(await screen.findByRole('radio', { name: 'Price' }));
  await user.click(screen.getByRole('button', { name: 'Mark as lost' }));
  await vi.waitFor(() => expect(applyChange).toHaveBeenCalledExactlyOnceWith('contato__abc', { kind: 'stage', to: 'perdido', reason: 'Price' }));
});

it('a won lead shows its value, a lost one its reason', () => {
  show(lead({ stage: 'fechado', wonValue: 150_000 }));
  expect(screen.getByText(/^Valor do negócio: R\$\s1\.500,00$/)).toBeTruthy();
  cleanup();
  show(lead({ stage: 'perdido', lostReason: 'Preço' }));
  expect(screen.getByText('Motivo da perda: Preço')).toBeTruthy();
});
