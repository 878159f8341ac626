import type { PersonKey } from '../../backend/privacy-requests';
import { digitsOf } from '../../forms/core/pipeline';

/*
 * Who a privacy request is about, from what staff type: an e-mail, or a phone in any spelling. The
 * search asks the summaries exactly what the forgetPerson callable deletes (functions/src/privacy.ts,
 * personKey), so what the page lists is what the deletion removes.
 */

/** A phone typed with Brazil's country code has 12 or 13 digits; without it, 10 or 11. */
const BRAZIL = '55';

export type PersonQuery =
  | { kind: 'email'; person: { email: string }; key: PersonKey }
  | { kind: 'phone'; person: { phone: string }; key: PersonKey }
  | { kind: 'invalid' };

export function personQuery(typed: string): PersonQuery {
  const text = typed.trim();
  if (text.includes('@')) {
    const email = text.toLowerCase();
    if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) return { kind: 'invalid' };
    return { kind: 'email', person: { email }, key: { field: 'emailKey', values: [email] } };
  }
  // A phone has only digits and the signs people type in one; a name or a word is neither.
  if (!/^[\d\s()+.\-/]+$/.test(text)) return { kind: 'invalid' };
  const digits = digitsOf(text);
  if (digits.length < 8 || digits.length > 15) return { kind: 'invalid' };
  // Stored as typed: the same number may have been sent with and without the country code.
  const withCode = digits.startsWith(BRAZIL) && digits.length >= 12;
  return { kind: 'phone', person: { phone: text }, key: { field: 'phoneDigits', values: [digits, withCode ? digits.slice(BRAZIL.length) : BRAZIL + digits] } };
}
