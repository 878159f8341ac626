import { collection, doc, type DocumentData, getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { HISTORY, LEADS } from '../domain/lead';
import { otherLeadsOf, personValues, type PersonLead } from '../domain/person-group';
import { LEAD_PEOPLE, type PersonDoc, personDocId } from '../domain/person-index';
import { firestore as liteDb } from './firebase';
import type { HistoryEntry, SummaryDoc } from './pipeline';
import { withDates } from './timestamps';
import { tracked } from './staff-listeners';

/*
 * One person across forms (issue 29, ../domain/person-group.ts): the reads of the lead page. Read
 * once when the page opens (a new lead of the person shows on the next visit), through Firestore
 * Lite's REST query like the inbox's one-off reads (./inbox.ts): no listener to close at sign-out.
 * Each query is an equality (or `in`) on one field, which Firestore's single-field indexes answer
 * with no composite index; `limit` without an order bounds the read, so a capped answer is said as such.
 */

/** The most leads one query reads: a person has a few; an address shared by a whole office might have hundreds. */
export const PERSON_READ_CAP = 200;
/** The most other leads whose histories the merged timeline reads (one small query each, in parallel). */
export const TIMELINE_LEADS = 10;

const toSummary = (id: string, data: DocumentData) => ({ id, ...(withDates(data) as DocumentData) }) as SummaryDoc;

/** The people index's documents of `keys` (src/domain/person-index.ts), read by id in parallel; by key (none: undefined). */
export async function readPeople(keys: readonly string[]): Promise<Map<string, PersonDoc | undefined>> {
  const docs = await Promise.all(keys.map((key) => tracked(() => getDoc(doc(liteDb(), LEAD_PEOPLE, personDocId(key))))));
  return new Map(keys.map((key, i) => [key, docs[i].data() as PersonDoc | undefined]));
}

/** The summaries whose `field` is one of `values` (at most IN_LIMIT), at most `cap`; `capped` when there may be more. */
export async function readPersonLeads(field: 'emailKey' | 'phoneDigits', values: string[], cap = PERSON_READ_CAP): Promise<{ leads: SummaryDoc[]; capped: boolean }> {
  if (values.length === 0) return { leads: [], capped: false };
  const match = values.length === 1 ? where(field, '==', values[0]) : where(field, 'in', values);
  const { docs } = await tracked(() => getDocs(query(collection(liteDb(), LEADS), match, limit(cap))));
  return { leads: docs.map((d) => toSummary(d.id, d.data())), capped: docs.length >= cap };
}

export interface PersonLeads {
  /** The person's other leads, newest first (this one left out). */
  others: SummaryDoc[];
  /** A query met PERSON_READ_CAP: there may be more than listed. */
  capped: boolean;
}

/** The other leads of `lead`'s person: the same e-mail, or the same phone with or without 55 (two queries at most). */
export async function findOtherLeads(lead: PersonLead): Promise<PersonLeads> {
  const { emails, phones } = personValues(lead);
  const [byEmail, byPhone] = await Promise.all([readPersonLeads('emailKey', emails), readPersonLeads('phoneDigits', phones)]);
  return { others: otherLeadsOf(lead, [...byEmail.leads, ...byPhone.leads]), capped: byEmail.capped || byPhone.capped };
}

/** The histories of `ids`, each newest first, read in parallel; by lead id. */
export async function fetchHistories(ids: readonly string[]): Promise<Map<string, HistoryEntry[]>> {
  const lists = await Promise.all(
    ids.map(async (id) => {
      const { docs } = await tracked(() => getDocs(query(collection(liteDb(), LEADS, id, HISTORY), orderBy('at', 'desc'))));
      return [id, docs.map((d) => ({ id: d.id, ...(withDates(d.data()) as DocumentData) }) as HistoryEntry)] as const;
    }),
  );
  return new Map(lists);
}
