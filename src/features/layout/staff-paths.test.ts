import { describe, expect, it } from 'vitest';
import { isStaffPath } from './staff-paths';

describe('which addresses are staff pages', () => {
  it('counts the admin area, sign-in, password reset and the e-mail test', () => {
    for (const path of ['/admin', '/admin/', '/admin/services', '/admin/leads/contato/abc', '/login', '/reset-password', '/teste-email']) {
      expect(isStaffPath(path), path).toBe(true);
    }
  });

  it('leaves the public pages to the public site, even one whose name starts like a staff page', () => {
    for (const path of ['/', '/clone-digital', '/criacao-desenvolvimento-sites/briefing', '/pagamentos', '/administracao', '/login-ajuda']) {
      expect(isStaffPath(path), path).toBe(false);
    }
  });
});
