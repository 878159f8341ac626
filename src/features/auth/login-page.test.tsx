// @vitest-environment jsdom
import '../../test-setup/jsdom-for-forms';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../app/system';
import { sendPasswordReset, signIn } from '../../backend/auth';
import { i18next } from '../../i18n';
import { description, startI18n } from '../../test-setup/jsdom-for-forms';

/*
 * The login screen as staff meet it when Firebase Auth refuses: every refusal in the staff member's
 * language, Firebase's own text at most behind "Detalhes", and a reset link request that never tells
 * whether the address has an account. Firebase is replaced at its seam, src/backend/auth.ts.
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
}));

/** What Firebase Auth rejects with: an Error with its `auth/...` code (FirebaseError's shape). */
const refusal = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });
const NEUTRAL = 'Se houver uma conta com este e-mail, enviamos um link para redefinir a senha.';

// The page's strings join i18next when its module loads, as in the app: after i18next has started.
let LoginPage: typeof import('./login-page').LoginPage;
beforeAll(async () => {
  // The screen logs refusals it has no message of its own for; that is what these tests provoke.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await startI18n();
  ({ LoginPage } = await import('./login-page'));
});

afterEach(async () => {
  cleanup();
  vi.mocked(signIn).mockReset();
  vi.mocked(sendPasswordReset).mockReset();
  await i18next.changeLanguage('pt');
});

function openLogin() {
  const router = createMemoryRouter([{ path: '/login', Component: LoginPage }], { initialEntries: ['/login'] });
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

async function askForResetLink(email: string) {
  const user = openLogin();
  await user.click(screen.getByRole('button', { name: 'Esqueci a senha' }));
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.click(screen.getByRole('button', { name: 'Enviar link de recuperação' }));
  return user;
}

describe('asking for a reset link', () => {
  it('gives an unknown address the same neutral confirmation as a known one, never "Email ou senha incorretos"', async () => {
    vi.mocked(sendPasswordReset).mockRejectedValueOnce(refusal('auth/user-not-found'));
    await askForResetLink('ninguem@example.com');
    const unknown = (await screen.findByRole('status')).textContent;
    expect(unknown).toBe(NEUTRAL);
    expect(screen.queryByText(/incorretos/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();

    vi.mocked(sendPasswordReset).mockResolvedValueOnce();
    await askForResetLink('equipe@example.com');
    expect((await screen.findByRole('status')).textContent).toBe(unknown);
  });

  it('says under the field that an address Firebase finds malformed is invalid', async () => {
    vi.mocked(sendPasswordReset).mockRejectedValueOnce(refusal('auth/invalid-email'));
    await askForResetLink('ana@exemplo..com');
    const field = screen.getByLabelText('E-mail');
    expect(await screen.findByText('Email inválido')).toBeTruthy();
    expect(description(field)).toBe('Email inválido');
    expect(screen.queryByText(NEUTRAL)).toBeNull();
  });
});

describe('a refused sign-in', () => {
  const LABELS = {
    pt: { email: 'E-mail', password: 'Senha', submit: 'Entrar' },
    es: { email: 'Correo electrónico', password: 'Contraseña', submit: 'Entrar' },
    en: { email: 'E-mail', password: 'Password', submit: 'Sign in' },
  };
  async function signInRefused(error: unknown, language: keyof typeof LABELS = 'pt') {
    await i18next.changeLanguage(language);
    const labels = LABELS[language];
    vi.mocked(signIn).mockRejectedValueOnce(error);
    const user = openLogin();
    await user.type(screen.getByLabelText(labels.email), 'ana@example.com');
    await user.type(screen.getByLabelText(labels.password), 'segredo-1');
    // The heading and the submit button share the word: the form's own button.
    await user.click(screen.getAllByRole('button', { name: labels.submit }).at(-1)!);
    return (await screen.findByRole('alert')).textContent;
  }

  it("says a wrong password in Portuguese, in the spec's words", async () => {
    expect(await signInRefused(refusal('auth/invalid-credential'))).toBe('Email ou senha incorretos. Verifique suas credenciais.');
  });

  it("says too many tries in the staff member's language, not Firebase's English", async () => {
    const text = await signInRefused(refusal('auth/too-many-requests'), 'es');
    expect(text).toBe('Demasiados intentos seguidos. Espera unos minutos e inténtalo de nuevo.');
    expect(text).not.toContain('auth/');
  });

  it('keeps an unknown refusal\'s raw text behind "Detalhes"', async () => {
    const text = await signInRefused(refusal('auth/operation-not-allowed'));
    expect(text).toMatch(/^Ocorreu um erro inesperado\. Tente novamente\.Detalhes/);
    const details = screen.getByText('Detalhes').closest('details')!;
    expect(details.open).toBe(false);
    expect(details.textContent).toContain('Firebase: Error (auth/operation-not-allowed).');
  });

  it('names the disclosure in English for an English-speaking member of staff', async () => {
    expect(await signInRefused(new TypeError('Failed to fetch'), 'en')).toBe('An unexpected error occurred. Please try again.DetailsFailed to fetch');
  });
});
