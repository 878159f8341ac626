import { emailPersonKey, type PersonKey, phonePersonKey } from '../../../domain/person-key';

/*
 * Who a privacy request is about, from what staff type: an e-mail, or a phone in any spelling. The
 * search asks the summaries exactly what the forgetPerson callable deletes (both read the core's
 * person-key.ts), so what the page lists is what the deletion removes.
 */

export type PersonQuery =
  | { kind: 'email'; person: { email: string }; key: PersonKey }
  | { kind: 'phone'; person: { phone: string }; key: PersonKey }
  | { kind: 'invalid' };

export function personQuery(typed: string): PersonQuery {
  const text = typed.trim();
  if (text.includes('@')) {
    const key = emailPersonKey(text);
    return key ? { kind: 'email', person: { email: key.values[0] }, key } : { kind: 'invalid' };
  }
  const key = phonePersonKey(text);
  return key ? { kind: 'phone', person: { phone: text }, key } : { kind: 'invalid' };
}
