import { expect, it } from 'vitest';
import { emailPersonKey, personKeyMatches, phonePersonKey } from './person-key';

// A submission not judged yet has no summary: it is compared as its summary would store the person.
it('matches a stored e-mail in any case and a phone in any spelling, with or without +55, and nothing else', () => {
  const email = emailPersonKey(' Ana@Example.com ')!;
  expect(personKeyMatches(email, { email: 'ANA@example.COM ' })).toBe(true);
  expect(personKeyMatches(email, { email: 'bia@example.com', phone: 'ana@example.com' })).toBe(false);
  const phone = phonePersonKey('+55 (11) 98765-4321')!;
  expect(personKeyMatches(phone, { phone: '(11) 98765-4321' })).toBe(true);
  expect(personKeyMatches(phone, { phone: '5511987654321' })).toBe(true);
  expect(personKeyMatches(phone, { phone: '(11) 98765-4320', email: '11987654321' })).toBe(false);
  expect(personKeyMatches(phone, { phone: null })).toBe(false);
});
