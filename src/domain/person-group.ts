import { emailPersonKey, phonePersonKey } from './person-key';

/*
 * One person across forms (issue 29): leads with the same e-mail, or the same phone with or without
 * Brazil's country code, are one person. Nothing is merged in storage: the grouping is derived from
 * the summaries' `emailKey` and `phoneDigits`, read with the same keys a privacy request uses
 * (./person-key.ts; see phoneValues for the one edge where this is stricter), so "this person" means
 * the same leads on the lead page, in the inbox and on the privacy page. Only direct matches count (a lead sharing the e-mail, or the phone, of this one): a
 * chain (A's e-mail is B's, B's phone is C's) is not followed, as the privacy page does not follow it.
 * React- and Firebase-free, so that the rules of the grouping are tested alone.
 */

/** What the grouping reads of a summary. */
export interface PersonLead {
  id: string;
  emailKey: string | null;
  phoneDigits: string | null;
  receivedAt: Date | null;
  stage?: string;
}

/** The values to look a lead's person up by: `emailKey == email`, `phoneDigits in phones` (both spellings). */
export interface PersonValues {
  emails: string[];
  phones: string[];
}

/** Firestore's most values in one `in` filter. */
export const IN_LIMIT = 30;

/** A lead's e-mail and phone as person keys; none when it left neither (or only a phone too short to be one). */
export function personValues(lead: Pick<PersonLead, 'emailKey' | 'phoneDigits'>): PersonValues {
  return {
    emails: (lead.emailKey && emailPersonKey(lead.emailKey)?.values) || [],
    phones: lead.phoneDigits ? phoneValues(lead.phoneDigits) : [],
  };
}

/** Brazil's country code, and how long a national number is (area code and number). */
const BRAZIL = '55';
const NATIONAL = [10, 11];

/**
 * A phone's digits in both spellings when they are a whole Brazilian number (with or without 55),
 * else as stored. Stricter than the privacy page's phonePersonKey at one edge: a number typed without
 * its area code ('98765-4321') is not joined to the Rio Grande do Sul number '(55) 98765-4321'.
 */
function phoneValues(digits: string): string[] {
  if (!phonePersonKey(digits)) return [];
  const national = digits.length >= 12 && digits.startsWith(BRAZIL) ? digits.slice(BRAZIL.length) : digits;
  return NATIONAL.includes(national.length) ? [national, BRAZIL + national] : [digits];
}

/** Whether two leads are the same person: the same e-mail (any case), or the same phone with or without 55. */
export function samePerson(a: Pick<PersonLead, 'emailKey' | 'phoneDigits'>, b: Pick<PersonLead, 'emailKey' | 'phoneDigits'>): boolean {
  const ka = personValues(a);
  const kb = personValues(b);
  return ka.emails.some((e) => kb.emails.includes(e)) || ka.phones.some((p) => kb.phones.includes(p));
}

const time = (lead: PersonLead) => lead.receivedAt?.getTime() ?? 0;

/** Newest first; two leads received at the same moment in a fixed order (by id). */
export const newestFirst = (a: PersonLead, b: PersonLead) => time(b) - time(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** The person's other leads among `found` (query answers, possibly repeated): this one left out, each once, newest first. */
export function otherLeadsOf<T extends PersonLead>(lead: PersonLead, found: readonly T[]): T[] {
  const others = new Map<string, T>();
  for (const candidate of found) if (candidate.id !== lead.id && samePerson(lead, candidate)) others.set(candidate.id, candidate);
  return [...others.values()].sort(newestFirst);
}

/**
 * Which contact of the person this lead is, by received time: 1 for the first, 2 for the next... A
 * lead in spam is not a contact of the person (a bot may have used the address), so it never raises
 * the rank of another lead; rescued, it counts again.
 */
export function contactRank(lead: PersonLead, found: readonly PersonLead[]): number {
  const earlier = otherLeadsOf(lead, found).filter((other) => other.stage !== 'spam' && newestFirst(other, lead) > 0);
  return earlier.length + 1;
}

/** The rank of each of `rows` among their persons' leads (`found`, the rows themselves need not be in it). */
export function contactRanks(rows: readonly PersonLead[], found: readonly PersonLead[]): Map<string, number> {
  const all = [...rows, ...found];
  return new Map(rows.map((row) => [row.id, contactRank(row, all)]));
}

/**
 * The values to look the persons of `rows` up by, each once, in groups of at most IN_LIMIT: one
 * query per group. A page of 25 rows asks at most 1 query by e-mail and 2 by phone (each phone in
 * both spellings), whatever the rows.
 */
export function batchedValues(rows: readonly Pick<PersonLead, 'emailKey' | 'phoneDigits'>[]): { emails: string[][]; phones: string[][] } {
  const emails = new Set<string>();
  const phones = new Set<string>();
  for (const row of rows) {
    const values = personValues(row);
    values.emails.forEach((e) => emails.add(e));
    values.phones.forEach((p) => phones.add(p));
  }
  return { emails: chunks([...emails]), phones: chunks([...phones]) };
}

export function chunks<T>(values: readonly T[], size = IN_LIMIT): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < values.length; at += size) out.push(values.slice(at, at + size));
  return out;
}

/** A history entry of one of the person's leads, named by its lead. */
export interface TimelineEntry<E> {
  leadId: string;
  formId: string;
  entry: E;
}

/** The histories of the person's leads as one list, newest first (entries of the same moment in a fixed order). */
export function mergeTimelines<E extends { id: string; at: Date | null | undefined }>(
  histories: readonly { leadId: string; formId: string; entries: readonly E[] }[],
): TimelineEntry<E>[] {
  const all = histories.flatMap(({ leadId, formId, entries }) => entries.map((entry) => ({ leadId, formId, entry })));
  const at = (e: TimelineEntry<E>) => (e.entry.at instanceof Date ? e.entry.at.getTime() : 0);
  const key = (e: TimelineEntry<E>) => `${e.leadId}/${e.entry.id}`;
  return all.sort((a, b) => at(b) - at(a) || (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0));
}
