/** Spec 000 section 5: e-mail required (and an e-mail), password of at least 6 characters. */
export const PASSWORD_MIN = 6;

export interface CredentialErrors {
  email?: 'emailRequired' | 'emailInvalid';
  /** weakPassword: Firebase's own password policy refused it (auth-failure.ts). */
  password?: 'passwordMin' | 'weakPassword';
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
