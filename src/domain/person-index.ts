import { type PersonLead, personValues } from './person-group';

/*
 * The people index (issue 39): for each e-mail and each phone a lead left, one document listing the
 * leads that share it (`lead_people/{key}`: each lead's received time and whether it is spam), kept by
 * the function with the counters (functions/src/lead-stats.ts). The inbox ranks a page's rows ("2º
 * contato") from the documents of the rows' e-mails and phones, read by id: at most two reads a row,
 * whatever the number of leads, where `in` queries over the summaries went over the whole collection
 * on the emulator (6-7 s each at 5,000 leads). Only the lead ids, times and spam flags are kept; the
 * key is the e-mail or phone a summary already holds, and a document goes with its last lead (a
 * privacy deletion included).
 */

export const LEAD_PEOPLE = 'lead_people';
/** The most leads one person document lists: past it (an address shared by a whole office) it says `capped`, and its rows get no mark. */
export const PERSON_LEADS_CAP = 1000;

export interface PersonEntry {
  /** Received, epoch ms. */
  at: number;
  spam: boolean;
}
export interface PersonDoc {
  leads?: Record<string, PersonEntry>;
  capped?: boolean;
}

/**
 * A lead's keys in the index: its e-mail, and its phone in one spelling (the national number for a
 * whole Brazilian one, so that the number with and without 55 is one key), as the person grouping
 * compares them (./person-group.ts).
 */
export function personIndexKeys(lead: Pick<PersonLead, 'emailKey' | 'phoneDigits'>): string[] {
  const { emails, phones } = personValues(lead);
  return [...emails.slice(0, 1).map((e) => `e:${e}`), ...phones.slice(0, 1).map((p) => `p:${p}`)];
}

/** A key as a document id: no '/' survives (an e-mail may hold one). */
export const personDocId = (key: string) => encodeURIComponent(key);

/** The leads a person document lists, as the grouping reads leads (same e-mail or phone as the key's). */
export function personDocLeads(key: string, doc: PersonDoc | undefined): PersonLead[] {
  const value = key.slice(2);
  const email = key.startsWith('e:');
  return Object.entries(doc?.leads ?? {}).map(([id, entry]) => ({
    id,
    emailKey: email ? value : null,
    phoneDigits: email ? null : value,
    receivedAt: new Date(entry.at),
    stage: entry.spam ? 'spam' : 'novo',
  }));
}
