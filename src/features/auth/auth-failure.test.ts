import { describe, expect, it } from 'vitest';
import { authFailure } from './auth-failure';

/** What Firebase Auth rejects with: an Error with its `auth/...` code (FirebaseError's shape). */
const refusal = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('what the sign-in screens say when Firebase Auth refuses', () => {
  it("says a wrong password in the spec's words, and never that on a reset link request", () => {
    expect(authFailure('login', refusal('auth/invalid-credential'))).toEqual({ kind: 'message', key: 'invalidCredentials' });
    expect(authFailure('login', refusal('auth/user-not-found'))).toEqual({ kind: 'message', key: 'invalidCredentials' });
    expect(authFailure('forgot', refusal('auth/user-not-found'))).toEqual({ kind: 'resetSent' });
    expect(authFailure('forgot', refusal('auth/invalid-credential'))).not.toMatchObject({ key: 'invalidCredentials' });
  });

  it('puts a malformed address and a weak password under their fields', () => {
    expect(authFailure('forgot', refusal('auth/invalid-email'))).toEqual({ kind: 'field', field: 'email', key: 'emailInvalid' });
    expect(authFailure('forgot', refusal('auth/missing-email'))).toEqual({ kind: 'field', field: 'email', key: 'emailInvalid' });
    expect(authFailure('signup', refusal('auth/weak-password'))).toEqual({ kind: 'field', field: 'password', key: 'weakPassword' });
    expect(authFailure('reset', refusal('auth/weak-password'))).toEqual({ kind: 'field', field: 'password', key: 'weakPassword' });
  });

  it('has a message of its own for the common refusals, on every screen', () => {
    for (const step of ['login', 'signup', 'forgot', 'reset'] as const) {
      expect(authFailure(step, refusal('auth/too-many-requests'))).toEqual({ kind: 'message', key: 'tooManyRequests' });
      expect(authFailure(step, refusal('auth/user-disabled'))).toEqual({ kind: 'message', key: 'userDisabled' });
      expect(authFailure(step, refusal('auth/network-request-failed'))).toMatchObject({ kind: 'message', key: 'network' });
    }
    expect(authFailure('signup', refusal('auth/email-already-in-use'))).toEqual({ kind: 'message', key: 'alreadyRegistered' });
    expect(authFailure('reset', refusal('auth/expired-action-code'))).toEqual({ kind: 'message', key: 'resetExpired' });
    expect(authFailure('reset', refusal('auth/invalid-action-code'))).toEqual({ kind: 'message', key: 'resetExpired' });
  });

  it("keeps anything else's raw text for the disclosure only", () => {
    expect(authFailure('login', refusal('auth/operation-not-allowed'))).toEqual({
      kind: 'message',
      key: 'unexpected',
      detail: 'Firebase: Error (auth/operation-not-allowed).',
    });
    expect(authFailure('forgot', new TypeError('Failed to fetch'))).toEqual({ kind: 'message', key: 'unexpected', detail: 'Failed to fetch' });
    expect(authFailure('login', 'strange')).toEqual({ kind: 'message', key: 'unexpected', detail: 'strange' });
  });
});
