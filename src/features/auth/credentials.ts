/** Spec 000 section 5: e-mail required (and an e-mail), password of at least 6 characters. */
export const PASSWORD_MIN = 6;

export interface CredentialErrors {
  email?: 'emailRequired' | 'emailInvalid';
  password?: 'passwordMin';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(email: string): CredentialErrors['email'] {
  if (!email) return 'emailRequired';
  return EMAIL.test(email) ? undefined : 'emailInvalid';
}

export function checkCredentials(email: string, password: string, withPassword: boolean): CredentialErrors {
  const errors: CredentialErrors = { email: checkEmail(email) };
  if (withPassword && password.length < PASSWORD_MIN) errors.password = 'passwordMin';
  return errors;
}

/** The message key of a failed sign-in or sign-up: the spec's wording for the known cases. */
export function authFailureKey(code: string | undefined): 'invalidCredentials' | 'alreadyRegistered' | undefined {
  if (!code) return undefined;
  if (['auth/invalid-credential', 'auth/invalid-login-credentials', 'auth/wrong-password', 'auth/user-not-found'].includes(code)) {
    return 'invalidCredentials';
  }
  return code === 'auth/email-already-in-use' ? 'alreadyRegistered' : undefined;
}
