// @vitest-environment jsdom
import '../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { getSystem } from '../../app/system';
import { refreshSession, resendVerification, type Session, signOut, watchSession } from '../../backend/auth';
import { acceptStaffInvite } from '../../backend/callables';
import { startI18n } from '../../test-setup/jsdom-for-forms';

/*
 * The staff invitation's page (issue 37): the link's token leaves the address bar and waits in the tab
 * for the way back from /login; each refusal is said with what to do, in the colleague's language; an
 * accepted invitation opens the staff area. Firebase is replaced at its seams (src/backend/*).
 */
vi.mock('../../backend/auth', () => ({ watchSession: vi.fn(), knownSession: () => undefined, sameSession: (a: unknown, b: unknown) => a === b, refreshSession: vi.fn(), resendVerification: vi.fn(), signOut: vi.fn() }));
vi.mock('../../backend/callables', () => ({ acceptStaffInvite: vi.fn() }));

const TOKEN = 'T'.repeat(43);
let InvitePage: typeof import('./invite-page').InvitePage;

beforeAll(async () => {
  await startI18n();
  ({ InvitePage } = await import('./invite-page'));
});
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

function open(session: Session | null, hash = `#${TOKEN}`) {
  vi.mocked(watchSession).mockImplementation((onChange) => {
    onChange(session);
    return () => undefined;
  });
  window.history.replaceState(null, '', `/admin/convite${hash}`);
  const router = createMemoryRouter(
    [
      { path: '/admin/convite', Component: InvitePage },
      { path: '/login', Component: () => <p>login screen</p> },
      { path: '/admin', Component: () => <p>staff area</p> },
    ],
    { initialEntries: ['/admin/convite'] },
  );
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return userEvent.setup();
}

it('takes the token out of the address, sends a signed-out colleague to log in, and keeps the token for the way back', async () => {
  const user = open(null);
  expect(window.location.hash).toBe('');
  expect(sessionStorage.getItem('movaly.staffInvite')).toBe(TOKEN);
  await user.click(screen.getByRole('link', { name: 'Entrar para aceitar' }));
  expect(await screen.findByText('login screen')).toBeTruthy();
});

it('accepts for the signed-in colleague and opens the staff area with a fresh token', async () => {
  vi.mocked(acceptStaffInvite).mockResolvedValue({ ok: true, role: 'member' });
  const user = open({ uid: 'u1', email: 'nova@example.com', staff: false });
  expect(screen.getByText('Você entrou como nova@example.com.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Aceitar o convite' }));
  expect(await screen.findByText('staff area')).toBeTruthy();
  expect(acceptStaffInvite).toHaveBeenCalledWith(TOKEN);
  expect(refreshSession).toHaveBeenCalled();
  expect(sessionStorage.getItem('movaly.staffInvite')).toBeNull();
});

it('says what to do for another account (sign out, back to log in) and for an address not confirmed (send again)', async () => {
  vi.mocked(acceptStaffInvite).mockResolvedValue({ ok: false, reason: 'otherEmail', email: 'nova@example.com' });
  const user = open({ uid: 'u2', email: 'outra@example.com', staff: false });
  await user.click(screen.getByRole('button', { name: 'Aceitar o convite' }));
  expect(await screen.findByText(/^Este convite é para nova@example\.com, e você entrou com outra conta\./)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Sair' }));
  expect(signOut).toHaveBeenCalled();
  expect(await screen.findByText('login screen')).toBeTruthy();
  cleanup();

  vi.mocked(acceptStaffInvite).mockResolvedValue({ ok: false, reason: 'unverified', email: 'nova@example.com' });
  const again = open({ uid: 'u1', email: 'nova@example.com', staff: false }, '');
  await again.click(screen.getByRole('button', { name: 'Aceitar o convite' }));
  expect(await screen.findByText(/^Falta confirmar o e-mail nova@example\.com/)).toBeTruthy();
  await again.click(screen.getByRole('button', { name: 'Enviar de novo o e-mail de confirmação' }));
  expect(await screen.findByText('Enviamos de novo o e-mail de confirmação para nova@example.com.')).toBeTruthy();
  expect(resendVerification).toHaveBeenCalled();
});

it('says plainly when the address holds no invitation, and when a link no longer works', async () => {
  open(null, '');
  expect(screen.getByText('Este endereço não traz um convite. Abra o link do e-mail que você recebeu, inteiro.')).toBeTruthy();
  cleanup();
  vi.mocked(acceptStaffInvite).mockResolvedValue({ ok: false, reason: 'expired' });
  const user = open({ uid: 'u1', email: 'nova@example.com', staff: false });
  await user.click(screen.getByRole('button', { name: 'Aceitar o convite' }));
  expect(await screen.findByText('Este convite expirou. Peça um novo a quem convidou você.')).toBeTruthy();
});
