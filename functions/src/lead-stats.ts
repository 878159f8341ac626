import { FieldPath, FieldValue, type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { LEADS, type Stage } from '../../src/domain/lead';
import { leadLinkKey } from '../../src/domain/campaign-link';
import { walkLeadsOnce } from './walk-leads';
import { placeInFirstPages } from './first-pages';
import { contributionDelta, contributionOf, countedChanged, type CountedLead, LEAD_COUNTED, LEAD_STATS, nestedByDoc, storedEntries } from '../../src/domain/lead-stats';
import { LEAD_PEOPLE, personDocId, type PersonEntry, personIndexKeys, PERSON_LEADS_CAP } from '../../src/domain/person-index';

/*
 * Keeps the admin home's counters (src/domain/lead-stats.ts) and the people index
 * (src/domain/person-index.ts) as the leads change: on every write of a lead summary (the function's
 * new lead, a staff change, a spam rescue, a privacy deletion), one transaction reads the summary as it
 * is now and what it added last time (`lead_counted/{leadId}`), and moves both by the difference.
 * Reading the summary itself, not the event's copy, makes a repeated or late event harmless: the
 * second run finds nothing to move.
 */

const dateOf = (value: unknown): Date => (value instanceof Timestamp ? value.toDate() : value instanceof Date ? value : new Date(Number.NaN));

/** The counted fields of a stored summary. */
export function countedLead(data: FirebaseFirestore.DocumentData): CountedLead {
  return {
    formId: String(data.formId ?? ''),
    stage: data.stage as Stage,
    spam: data.spam === true,
    due: typeof data.due === 'string' ? data.due : null,
    receivedAt: dateOf(data.receivedAt),
    wonValue: typeof data.wonValue === 'number' ? data.wonValue : null,
    lostReason: typeof data.lostReason === 'string' ? data.lostReason : null,
    partial: data.partial === true,
    fromPartial: data.fromPartial === true,
    channel: typeof data.source?.channel === 'string' ? data.source.channel : null,
    campaign: typeof data.source?.utm?.utm_campaign === 'string' ? data.source.utm.utm_campaign : null,
    link: leadLinkKey(data.source),
  };
}

/** What a lead's person index entries are now: its keys, and what each lists of it. */
function personOf(lead: FirebaseFirestore.DocumentData | undefined): { keys: string[]; entry?: PersonEntry } {
  if (!lead) return { keys: [] };
  const at = dateOf(lead.receivedAt).getTime();
  const keys = personIndexKeys({ emailKey: typeof lead.emailKey === 'string' ? lead.emailKey : null, phoneDigits: typeof lead.phoneDigits === 'string' ? lead.phoneDigits : null });
  return Number.isNaN(at) ? { keys: [] } : { keys, entry: { at, spam: lead.spam === true } };
}

const sameEntry = (a: PersonEntry | undefined, b: PersonEntry | undefined) => a?.at === b?.at && a?.spam === b?.spam;

/**
 * Moves the counters for one lead to what it adds now, and its entries in the people index
 * (src/domain/person-index.ts) to its e-mail and phone now; returns how many counters and entries moved.
 */
export async function countLead(db: Firestore, leadId: string): Promise<number> {
  return db.runTransaction(async (tx) => {
    const leadRef = db.collection(LEADS).doc(leadId);
    const countedRef = db.collection(LEAD_COUNTED).doc(leadId);
    const [lead, counted] = await Promise.all([tx.get(leadRef), tx.get(countedRef)]);
    const data = lead.exists ? lead.data()! : undefined;
    const after = data ? contributionOf(countedLead(data)) : [];
    const delta = contributionDelta(storedEntries(counted.data()), after);

    // The people index: drop this lead from keys it no longer has, list it (as it is now) under the others.
    const before = { keys: (counted.get('people') as string[] | undefined) ?? [], entry: counted.get('person') as PersonEntry | undefined };
    const now = personOf(data);
    const touched = [...new Set([...before.keys, ...now.keys])].filter((key) => !now.keys.includes(key) || !before.keys.includes(key) || !sameEntry(before.entry, now.entry));
    const people = touched.length ? await tx.getAll(...touched.map((key) => db.collection(LEAD_PEOPLE).doc(personDocId(key)))) : [];
    if (delta.length === 0 && people.length === 0) return 0;

    for (const [doc, fields] of nestedByDoc(delta, (n) => FieldValue.increment(n))) tx.set(db.collection(LEAD_STATS).doc(doc), fields, { merge: true });
    people.forEach((person, i) => {
      const listed = (person.get('leads') as Record<string, PersonEntry> | undefined) ?? {};
      if (!now.keys.includes(touched[i])) {
        if (!(leadId in listed)) return;
        if (Object.keys(listed).length === 1) tx.delete(person.ref);
        else tx.update(person.ref, new FieldPath('leads', leadId), FieldValue.delete());
      } else if (!(leadId in listed) && Object.keys(listed).length >= PERSON_LEADS_CAP) {
        tx.set(person.ref, { capped: true }, { merge: true });
      } else {
        tx.set(person.ref, { leads: { [leadId]: now.entry } }, { merge: true });
      }
    });
    if (data) tx.set(countedRef, { entries: after, people: now.keys, ...(now.entry ? { person: now.entry } : {}) });
    else tx.delete(countedRef);
    return delta.length + people.length;
  });
}

/** The backfill's marker (./walk-leads.ts). */
export const STATS_BACKFILL_DOC = 'lead-stats-backfill';

/**
 * Counts, once, the summaries stored before the counters existed (no `lead_counted` record): run by the
 * delivery sweep in the time it has left, over as many passes as it takes (./walk-leads.ts). countLead
 * is what the trigger runs, so a lead counted meanwhile by its own event is left as it is. Returns how
 * many leads it counted.
 */
export async function backfillLeadStats(db: Firestore, deadline = Date.now() + 60_000): Promise<number> {
  let counted = 0;
  try {
    await walkLeadsOnce(
      db,
      STATS_BACKFILL_DOC,
      deadline,
      async (docs) => {
        if (docs.length === 0) return true;
        const records = await db.getAll(...docs.map((doc) => db.collection(LEAD_COUNTED).doc(doc.id)));
        for (const record of records) {
          if (Date.now() >= deadline) return false;
          if (!record.exists && (await countLead(db, record.id)) > 0) counted++;
        }
        return true;
      },
      [],
    );
    if (counted > 0) logger.info('lead summaries stored before the counters counted', { counted });
  } catch (error) {
    // The next sweep resumes from the marker; deliveries are not held up by this.
    logger.warn('lead counters backfill stopped', { counted, error: String(error) });
  }
  return counted;
}

export const leadStats = onDocumentWritten({ document: `${LEADS}/{leadId}`, retry: true, maxInstances: 5 }, async (event) => {
  // Most writes of a lead (a note, an assignee, a contact tap) change nothing counted: answered from
  // the event alone, with no transaction (the Functions emulator runs events one at a time).
  const { leadId } = event.params;
  const [moved] = await Promise.all([
    countedChanged(event.data?.before?.data(), event.data?.after?.data()) ? countLead(getFirestore(), leadId) : 0,
    // The inbox's first pages (./first-pages.ts): any write of a lead they name moves its copy; the
    // lead before the write names the stage and assignee lists it may leave.
    placeInFirstPages(getFirestore(), leadId, event.data?.before?.data()),
  ]);
  if (moved) logger.debug('lead counted', { lead: leadId, moved });
});
