// @vitest-environment jsdom
import '../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { getSystem } from '../../app/system';
import { checkResetCode, confirmEmail, resetPassword } from '../../backend/auth';
import { startI18n } from '../../test-setup/jsdom-for-forms';

/*
 * The reset link's page when Firebase refuses for a reason other than a spent link: it says so in
 * the staff member's language and stays, instead of calling a good link "expired".
 */
vi.mock('../../backend/auth', async (original) => ({
  ...(await original<typeof import('../../backend/auth')>()),
  checkResetCode: vi.fn(),
  resetPassword: vi.fn(),
  confirmEmail: vi.fn(),
}));

/** What Firebase Auth rejects with offline (FirebaseError's shape). */
const offline = Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), { code: 'auth/network-request-failed' });
let ResetPasswordPage: typeof import('./reset-password-page').ResetPasswordPage;

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await startI18n();
  ({ ResetPasswordPage } = await import('./reset-password-page'));
});
afterEach(cleanup);

function openLink(entry = '/reset-password?oobCode=abc') {
  const router = createMemoryRouter(
    [
      { path: '/reset-password', Component: ResetPasswordPage },
      { path: '/login', element: <p>Tela de login</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

it('says that the link could not be checked offline, with Firebase\'s text behind "Detalhes", and checks again on request', async () => {
  vi.mocked(checkResetCode).mockRejectedValueOnce(offline).mockResolvedValueOnce('ana@example.com');
  const user = openLink();
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe('Sem conexão com o servidor. Verifique a sua internet e tente novamente.DetalhesFirebase: Error (auth/network-request-failed).');
  expect(screen.queryByText('Tela de login')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByText('Conta: ana@example.com')).toBeTruthy();
});

it('keeps the new password when saving it fails offline, and says why', async () => {
  vi.mocked(checkResetCode).mockResolvedValueOnce('ana@example.com');
  vi.mocked(resetPassword).mockRejectedValueOnce(offline);
  const user = openLink();
  await user.type(await screen.findByLabelText('Nova senha'), 'nova-senha-1');
  await user.type(screen.getByLabelText('Confirme a nova senha'), 'nova-senha-1');
  await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
  expect((await screen.findByRole('alert')).textContent).toMatch(/^Sem conexão com o servidor\./);
  expect(screen.getByLabelText<HTMLInputElement>('Nova senha').value).toBe('nova-senha-1');
  expect(screen.queryByText('Tela de login')).toBeNull();
});

it('confirms the address of a confirmation link (the templates share this page), and goes on to where it was asked from', async () => {
  vi.mocked(checkResetCode).mockClear();
  vi.mocked(confirmEmail).mockResolvedValueOnce().mockRejectedValueOnce(Object.assign(new Error('Firebase: Error (auth/invalid-action-code).'), { code: 'auth/invalid-action-code' }));
  openLink(`/reset-password?mode=verifyEmail&oobCode=xyz&continueUrl=${encodeURIComponent(`${window.location.origin}/admin/convite`)}`);
  expect(await screen.findByText('E-mail confirmado. Você já pode continuar.')).toBeTruthy();
  expect(confirmEmail).toHaveBeenCalledWith('xyz');
  expect(screen.getByRole('link', { name: 'Continuar' }).getAttribute('href')).toBe('/admin/convite');
  expect(checkResetCode).not.toHaveBeenCalled();
  cleanup();
  openLink('/reset-password?mode=verifyEmail&oobCode=used&continueUrl=https%3A%2F%2Fevil.example%2F');
  expect(await screen.findByText('Este link de confirmação não vale mais (já foi usado ou expirou). Entre e peça outro.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Continuar' }).getAttribute('href')).toBe('/login');
});
