// @vitest-environment jsdom
import '../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../app/system';
import { checkResetCode, sendPasswordReset, signIn } from '../../backend/auth';
import { Toaster, toaster } from '../../components/ui/toaster';
import { i18next } from '../../i18n';
import { description, startI18n } from '../../test-setup/jsdom-for-forms';

/*
 * The login screen's own checks (an empty press, a malformed address for a reset link, show/hide
 * password, the link home), a refused sign-in in Portuguese and in Spanish, and the reset page opened
 * without a link. Firebase Auth is replaced at its seam, src/backend/auth.ts. Moved down from
 * tests/e2e/staff-auth.spec.ts (issue 36), which keeps the journeys through the real Auth emulator;
 * login-page.test.tsx and reset-password-page.test.tsx hold the other refusals.
 */
vi.mock('../../backend/auth', async (original) => ({
  ...(await original<typeof import('../../backend/auth')>()),
  watchSession: (onChange: (session: null) => void) => {
    onChange(null);
    return () => {};
  },
  signIn: vi.fn(),
  signUp: vi.fn(),
  sendPasswordReset: vi.fn(),
  checkResetCode: vi.fn(),
  resetPassword: vi.fn(),
}));

/** What Firebase Auth rejects with: an Error with its `auth/...` code (FirebaseError's shape). */
const refusal = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

// The pages' strings join i18next when their modules load, as in the app: after i18next has started.
let LoginPage: typeof import('./login-page').LoginPage;
let ResetPasswordPage: typeof import('./reset-password-page').ResetPasswordPage;
beforeAll(async () => {
  await startI18n();
  ({ LoginPage } = await import('./login-page'));
  ({ ResetPasswordPage } = await import('./reset-password-page'));
});

afterEach(async () => {
  toaster.remove();
  cleanup();
  vi.mocked(signIn).mockReset();
  vi.mocked(sendPasswordReset).mockReset();
  await i18next.changeLanguage('pt');
});

/** The app's routes around the page under test: where a sign-in or an expired link would lead. */
function open(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/reset-password', Component: ResetPasswordPage },
      { path: '/admin', element: <p>Painel da equipe</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
      <Toaster />
    </ChakraProvider>,
  );
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}
/** The login screen's form, named by its heading (Entrar, Criar conta, Recuperar senha). */
const form = (name: string) => within(screen.getByRole('form', { name }));

describe('the login screen', () => {
  it('checks an empty press, shows and hides the password, links home, and stays on a refused sign-in', async () => {
    const user = open('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Entrar' })).toBeTruthy();
    await user.click(form('Entrar').getByRole('button', { name: 'Entrar' }));
    const email = screen.getByLabelText<HTMLInputElement>('E-mail');
    expect(screen.getByText('Informe seu e-mail.')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(description(email)).toBe('Informe seu e-mail.');
    expect(screen.getByText('A senha deve ter pelo menos 6 caracteres.')).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();

    const password = screen.getByLabelText<HTMLInputElement>('Senha');
    await user.type(password, 'segredo');
    expect(password.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password.type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(password.type).toBe('password');

    vi.mocked(signIn).mockRejectedValueOnce(refusal('auth/user-not-found'));
    await user.type(email, 'ninguem@example.com');
    await user.clear(password);
    await user.type(password, 'errada123');
    await user.click(form('Entrar').getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Email ou senha incorretos. Verifique suas credenciais.');
    expect(signIn).toHaveBeenCalledWith('ninguem@example.com', 'errada123');
    expect(screen.getByRole('heading', { level: 1, name: 'Entrar' })).toBeTruthy();
    expect(screen.queryByText('Painel da equipe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar ao site' }).getAttribute('href')).toBe('/');
  });

  it('says a wrong password in Spanish to a Spanish-speaking member of staff', async () => {
    await i18next.changeLanguage('es');
    vi.mocked(signIn).mockRejectedValueOnce(refusal('auth/user-not-found'));
    const user = open('/login');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ninguem@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'errada123');
    await user.click(form('Iniciar sesión').getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Correo o contraseña incorrectos. Verifica tus credenciales.');
  });

  it('asks for a well-formed address before it asks for a reset link', async () => {
    const user = open('/login');
    await user.click(screen.getByRole('button', { name: 'Esqueci a senha' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Recuperar senha' })).toBeTruthy();
    const email = screen.getByLabelText('E-mail');
    await user.type(email, 'ana@exemplo');
    await user.click(form('Recuperar senha').getByRole('button', { name: 'Enviar link de recuperação' }));
    expect(description(email)).toBe('Email inválido');
    expect(document.activeElement).toBe(email);
    expect(sendPasswordReset).not.toHaveBeenCalled();
  });
});

it('the reset page without a link says the session expired and goes to the login', async () => {
  open('/reset-password');
  expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeTruthy();
  expect(screen.getByText('Sessão expirada')).toBeTruthy();
  expect(screen.getByText('Link de recuperação inválido ou expirado.')).toBeTruthy();
  expect(checkResetCode).not.toHaveBeenCalled();
});
