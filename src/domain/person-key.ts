import { digitsOf } from './lead';

/*
 * Who a privacy request (LGPD) is about, as the lead summaries name a person: the summaries' field and
 * the values to look for. One place for the browser's search (the privacy page) and the forgetPerson
 * callable, so that what the page lists is exactly what the deletion removes.
 */
export interface PersonKey {
  field: 'emailKey' | 'phoneDigits';
  values: string[];
}

/** A phone typed with Brazil's country code has 12 or 13 digits; without it, 10 or 11. */
const BRAZIL = '55';

/** An e-mail as the summaries key it (trimmed, lower case), or undefined when it is none. */
export function emailPersonKey(typed: string): PersonKey | undefined {
  const email = typed.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) return undefined;
  return { field: 'emailKey', values: [email] };
}

/**
 * A phone in any spelling, with and without Brazil's country code (stored as typed, the same number
 * may have come both ways), or undefined when the text is not a phone (a name, a word, too few digits).
 */
export function phonePersonKey(typed: string): PersonKey | undefined {
  if (!/^[\d\s()+.\-/]+$/.test(typed.trim())) return undefined;
  const digits = digitsOf(typed);
  if (digits.length < 8 || digits.length > 15) return undefined;
  const withCode = digits.startsWith(BRAZIL) && digits.length >= 12;
  return { field: 'phoneDigits', values: [digits, withCode ? digits.slice(BRAZIL.length) : BRAZIL + digits] };
}

/**
 * Whether a person named by `key` is the one of `identity` (a submission's e-mail and phone as stored),
 * compared as the summaries store them (`emailKey`, `phoneDigits`: see newLead in ./lead.ts), so that a
 * submission not judged yet (no summary) is found exactly as its summary would be.
 */
export function personKeyMatches({ field, values }: PersonKey, identity: { email?: unknown; phone?: unknown }): boolean {
  const text = field === 'emailKey' ? identity.email : identity.phone;
  if (typeof text !== 'string' || text.trim() === '') return false;
  const stored = field === 'emailKey' ? text.trim().toLowerCase() : digitsOf(text.trim());
  return stored !== '' && values.includes(stored);
}
