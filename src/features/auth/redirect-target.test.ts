import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

describe('where a sign-in goes on to', () => {
  it('back to the staff page asked for, query included', () => {
    expect(redirectTarget({ from: '/admin/leads/criacao_sites?q=ana' })).toBe('/admin/leads/criacao_sites?q=ana');
    expect(redirectTarget({ from: '/teste-email' })).toBe('/teste-email');
  });

  it('to the admin home otherwise, never off-site or to another page', () => {
    expect(redirectTarget(null)).toBe('/admin');
    expect(redirectTarget({ from: '//evil.example/admin' })).toBe('/admin');
    expect(redirectTarget({ from: 'https://evil.example' })).toBe('/admin');
    expect(redirectTarget({ from: '/login' })).toBe('/admin');
    expect(redirectTarget({ from: 42 })).toBe('/admin');
  });
});
