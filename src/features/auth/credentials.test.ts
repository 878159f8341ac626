import { describe, expect, it } from 'vitest';
import { checkCredentials } from './credentials';

describe('sign-in checks', () => {
  it('asks for an e-mail, a real-looking one, and a 6-character password', () => {
    expect(checkCredentials('', '', true)).toEqual({ email: 'emailRequired', password: 'passwordMin' });
    expect(checkCredentials('ana@exemplo', '12345', true)).toEqual({ email: 'emailInvalid', password: 'passwordMin' });
    expect(checkCredentials('ana@exemplo.com', '123456', true)).toEqual({ email: undefined });
    expect(checkCredentials('ana@exemplo.com', '', false)).toEqual({ email: undefined });
  });
});
