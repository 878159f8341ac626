import { authErrorCode } from '../../backend/auth';

/** The Firebase Auth call a screen made: sign in, sign up, ask for a reset link, or set a new password. */
export type AuthStep = 'login' | 'signup' | 'forgot' | 'reset';

/** A message of its own, in the staff member's language (auth.messages.<key>). */
export type AuthMessageKey = 'invalidCredentials' | 'alreadyRegistered' | 'userDisabled' | 'tooManyRequests' | 'network' | 'resetExpired' | 'unexpected';

/** What a screen shows for a refused call. */
export type AuthFailure =
  /** A reset link asked for an address without an account: answered like a sent link, so nobody learns which addresses have one. */
  | { kind: 'resetSent' }
  /** A message under the field it is about. */
  | { kind: 'field'; field: 'email'; key: 'emailInvalid' }
  | { kind: 'field'; field: 'password'; key: 'weakPassword' }
  /** A message for the whole form; `detail` is Firebase's own text, shown only behind "Detalhes". */
  | { kind: 'message'; key: AuthMessageKey; detail?: string };

const WRONG_CREDENTIALS = ['auth/invalid-credential', 'auth/invalid-login-credentials', 'auth/wrong-password', 'auth/user-not-found'];

/** Firebase's own text of an error, for the "Detalhes" disclosure: never the message itself. */
function detailOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/**
 * Turns any refusal of Firebase Auth into what the staff member should read. Nothing here is shown
 * raw: unknown codes (a disabled provider, a misconfigured continue URL, a server error) become the
 * generic message, with Firebase's text kept for the disclosure.
 */
export function authFailure(step: AuthStep, error: unknown): AuthFailure {
  const code = authErrorCode(error);
  if (code === 'auth/network-request-failed') return { kind: 'message', key: 'network', detail: detailOf(error) };
  if (code === 'auth/too-many-requests') return { kind: 'message', key: 'tooManyRequests' };
  if (code === 'auth/user-disabled') return { kind: 'message', key: 'userDisabled' };
  if (code === 'auth/invalid-email' || code === 'auth/missing-email') return { kind: 'field', field: 'email', key: 'emailInvalid' };
  if (code === 'auth/weak-password' || code === 'auth/password-does-not-meet-requirements') {
    return { kind: 'field', field: 'password', key: 'weakPassword' };
  }
  if (step === 'login' && code && WRONG_CREDENTIALS.includes(code)) return { kind: 'message', key: 'invalidCredentials' };
  if (step === 'signup' && code === 'auth/email-already-in-use') return { kind: 'message', key: 'alreadyRegistered' };
  // Without e-mail enumeration protection Firebase says the address has no account: say what a sent link says.
  if (step === 'forgot' && code === 'auth/user-not-found') return { kind: 'resetSent' };
  if (step === 'reset' && (code === 'auth/expired-action-code' || code === 'auth/invalid-action-code')) {
    return { kind: 'message', key: 'resetExpired' };
  }
  return { kind: 'message', key: 'unexpected', detail: detailOf(error) };
}
