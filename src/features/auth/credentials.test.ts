import { describe, expect, it } from 'vitest';
import { authFailureKey, checkCredentials } from './credentials';

describe('sign-in checks', () => {
  it('asks for an e-mail, a real-looking one, and a 6-character password', () => {
    expect(checkCredentials('', '', true)).toEqual({ email: 'emailRequired', password: 'passwordMin' });
    expect(checkCredentials('ana@exemplo', '12345', true)).toEqual({ email: 'emailInvalid', password: 'passwordMin' });
    expect(checkCredentials('ana@exemplo.com', '123456', true)).toEqual({ email: undefined });
    expect(checkCredentials('ana@exemplo.com', '', false)).toEqual({ email: undefined });
  });

  it("maps Firebase's codes to the spec's messages and leaves the rest to the server's text", () => {
    expect(authFailureKey('auth/invalid-credential')).toBe('invalidCredentials');
    expect(authFailureKey('auth/wrong-password')).toBe('invalidCredentials');
    expect(authFailureKey('auth/email-already-in-use')).toBe('alreadyRegistered');
    expect(authFailureKey('auth/too-many-requests')).toBeUndefined();
    expect(authFailureKey(undefined)).toBeUndefined();
  });
});
