// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { getSystem } from '../../../app/system';
import { i18next } from '../../../i18n';
import { startI18n } from '../../../test-setup/jsdom-for-forms';

/*
 * What staff read after a privacy deletion: how many submissions and leads went (a submission not
 * judged yet has no lead, so the counts differ), and that the lead e-mails already received stay in
 * the studio's mailbox, named when the settings have it, for staff to delete there too.
 */
let ForgetOutcome: typeof import('./privacy-result').ForgetOutcome;

beforeAll(async () => {
  await startI18n();
  await import('../staff-strings');
  ({ ForgetOutcome } = await import('./privacy-result'));
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('pt');
});

const show = (result: { leads: number; submissions: number; mailbox: string | null; calls?: number; drafts?: number }) =>
  render(
    <ChakraProvider value={getSystem()}>
      <ForgetOutcome result={{ calls: 0, drafts: 0, ...result }} />
    </ChakraProvider>,
  );

it('counts the submissions and the leads apart, and names the mailbox to clean (pt)', () => {
  show({ leads: 2, submissions: 3, mailbox: 'contato@movaly.com.br' });
  expect(screen.getByText('Excluídos para sempre: 3 envios e 2 leads.')).toBeTruthy();
  expect(
    screen.getByText('Os e-mails de lead já recebidos não são apagados por aqui: exclua-os também da caixa de entrada do estúdio (contato@movaly.com.br).'),
  ).toBeTruthy();
});

it('says one in the singular, and speaks of the mailbox generically when no address is set', () => {
  show({ leads: 0, submissions: 1, mailbox: null });
  expect(screen.getByText('Excluídos para sempre: 1 envio e nenhum lead.')).toBeTruthy();
  expect(screen.getByText(/exclua-os também da caixa de entrada do estúdio \(o e-mail definido nas configurações\)\./)).toBeTruthy();
});

it('says how many calls still to come were cancelled, and only when there were any', async () => {
  show({ leads: 1, submissions: 1, mailbox: null, calls: 1 });
  expect(screen.getByText('1 conversa marcada foi cancelada: quem ia atendê-la recebeu o cancelamento para a agenda.')).toBeTruthy();
  cleanup();
  show({ leads: 2, submissions: 2, mailbox: null, calls: 2 });
  expect(screen.getByText('2 conversas marcadas foram canceladas: quem ia atendê-las recebeu o cancelamento para a agenda.')).toBeTruthy();
  cleanup();
  show({ leads: 2, submissions: 2, mailbox: null });
  expect(screen.queryByText(/cancelad/)).toBeNull();
  cleanup();
  await i18next.changeLanguage('en');
  show({ leads: 1, submissions: 1, mailbox: null, calls: 1 });
  expect(screen.getByText('1 booked call was cancelled: the colleague who was to take it got the cancellation for their calendar.')).toBeTruthy();
});

it('says the "Continuar depois" drafts that went, and when only drafts went, no mailbox advice (none was e-mailed)', () => {
  show({ leads: 1, submissions: 1, mailbox: null, drafts: 2 });
  expect(screen.getByText('2 rascunhos salvos com “Continuar depois” também foram excluídos: os links deles não abrem mais.')).toBeTruthy();
  cleanup();
  show({ leads: 0, submissions: 0, mailbox: 'contato@movaly.com.br', drafts: 1 });
  expect(screen.getByText('Excluído para sempre: 1 rascunho salvo com “Continuar depois”. O link dele não abre mais.')).toBeTruthy();
  expect(screen.queryByText(/caixa de entrada/)).toBeNull();
});

it('says there was nothing to delete, without the mailbox advice, when nothing went', () => {
  show({ leads: 0, submissions: 0, mailbox: 'contato@movaly.com.br' });
  expect(screen.getByText('Não havia nada desta pessoa para excluir.')).toBeTruthy();
  expect(screen.queryByText(/caixa de entrada/)).toBeNull();
});

it('says it in Spanish and English too', async () => {
  await i18next.changeLanguage('es');
  show({ leads: 1, submissions: 2, mailbox: 'estudio@example.com' });
  expect(screen.getByText('Eliminados para siempre: 2 envíos y 1 lead.')).toBeTruthy();
  expect(screen.getByText(/elimínelos también de la bandeja de entrada del estudio \(estudio@example\.com\)\./)).toBeTruthy();
  cleanup();
  await i18next.changeLanguage('en');
  show({ leads: 1, submissions: 1, mailbox: 'studio@example.com' });
  expect(screen.getByText('Deleted for good: 1 submission and 1 lead.')).toBeTruthy();
  expect(screen.getByText(/delete them from the studio's mailbox \(studio@example\.com\) too\./)).toBeTruthy();
});
