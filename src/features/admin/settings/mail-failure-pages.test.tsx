// @vitest-environment jsdom
import '../../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/system';
import { resendDelivery, sendTestEmail } from '../../../backend/callables';
import { i18next } from '../../../i18n';
import { startI18n } from '../../../test-setup/jsdom-for-forms';

/*
 * The e-mail test page and the resend button when the mail server is down: the reason in the staff
 * member's language, the SMTP text ("connect ECONNREFUSED ...") only behind "Detalhes". The
 * callables are replaced at their seam, src/backend/callables.ts.
 */
vi.mock('../../../backend/callables', () => ({ sendTestEmail: vi.fn(), resendDelivery: vi.fn() }));

const RAW = 'connect ECONNREFUSED 127.0.0.1:2525';
const DOWN = 'O servidor de e-mail não respondeu. Confira as configurações de SMTP ou tente de novo em alguns minutos.';
let EmailTestPage: typeof import('./email-test-page').EmailTestPage;
let ResendButton: typeof import('../lead').ResendButton;

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await startI18n();
  ({ EmailTestPage } = await import('./email-test-page'));
  ({ ResendButton } = await import('../lead'));
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('pt');
});

function show(ui: ReactNode) {
  render(<ChakraProvider value={getSystem()}>{ui}</ChakraProvider>);
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** The page's own status line (the toaster is not drawn here). */
const statusText = async (text: RegExp) => (await screen.findByText(text, { selector: '[role="status"]' })).textContent;

it('the e-mail test says the mail server did not answer, with the SMTP text behind "Detalhes"', async () => {
  vi.mocked(sendTestEmail).mockRejectedValueOnce(
    Object.assign(new Error(RAW), { code: 'functions/unavailable', details: { reason: 'smtp-unreachable' } }),
  );
  const user = show(<EmailTestPage />);
  await user.click(screen.getByRole('button', { name: 'Enviar e-mail de teste' }));
  expect(await statusText(/^Erro ao enviar e-mail/)).toBe(`Erro ao enviar e-mail: ${DOWN}`);
  const details = screen.getByText('Detalhes').closest('details')!;
  expect(details.open).toBe(false);
  expect(details.textContent).toBe(`Detalhes${RAW}`);
});

it('the e-mail test speaks Spanish to a Spanish-speaking member of staff', async () => {
  await i18next.changeLanguage('es');
  vi.mocked(sendTestEmail).mockRejectedValueOnce(Object.assign(new Error(RAW), { code: 'functions/unavailable' }));
  const user = show(<EmailTestPage />);
  await user.click(screen.getByRole('button', { name: 'Enviar correo de prueba' }));
  expect(await statusText(/^Error al enviar/)).toMatch(/^Error al enviar el correo: El servidor de correo no respondió\./);
  expect(screen.getByText('Detalles').closest('details')!.textContent).toBe(`Detalles${RAW}`);
});

it('a resend refused again by the mail server says so beside the button, the SMTP text behind "Detalhes"', async () => {
  vi.mocked(resendDelivery).mockResolvedValueOnce({ state: 'failed', lastError: RAW });
  const user = show(<ResendButton formId="contato" docId="abc" />);
  await user.click(screen.getByRole('button', { name: 'Reenviar e-mail' }));
  expect(await statusText(/^Não foi possível/)).toBe(`Não foi possível reenviar o e-mail. ${DOWN}`);
  expect(screen.getByText('Detalhes').closest('details')!.textContent).toBe(`Detalhes${RAW}`);
});

it('a resend that finds another try under way says the e-mail is on its way, not that it failed', async () => {
  vi.mocked(resendDelivery).mockResolvedValueOnce({ outcome: 'skipped', state: 'sending', lastError: RAW });
  const user = show(<ResendButton formId="contato" docId="abc" />);
  await user.click(screen.getByRole('button', { name: 'Reenviar e-mail' }));
  expect(await statusText(/^Um envio/)).toBe('Um envio deste e-mail já está em andamento. O estado do envio muda quando ele terminar.');
  expect(screen.queryByText('Detalhes')).toBeNull();
});
