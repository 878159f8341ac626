import { type DocumentData, type DocumentReference, type DocumentSnapshot, FieldValue, type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  HISTORY,
  type Identity,
  identityOf,
  LEADS,
  type LeadEvent,
  leadId,
  NEWSLETTER_COLLECTION,
  NEWSLETTER_FORM_ID,
  newLead,
} from '../../src/domain/lead';
import { type Answers, botTrapReason, fromStoredRecord, MIN_FILL_MS, SOURCE_SEND } from '../../src/forms/core/record';
import { type LeadSource, leadSourceOf } from '../../src/domain/lead-source';
import type { FormDefinition } from '../../src/forms/core/registry';
import { type Arrival, touchPersonLeads } from './person-activity';

/*
 * A lead's summary (`leads/{leadId}`) and its first history entry, as the function writes them: by the
 * submission trigger when it judges a submission, by the newsletter trigger, and by the backfill script
 * for leads stored before summaries existed (scripts/backfill-leads.ts). Each writes a summary only when
 * none exists, inside a transaction that read it: a redelivered event, the sweep or a second backfill
 * never duplicates a summary nor undoes what staff changed on it.
 */

/** What the function knows of a lead when it first writes its summary. */
export interface LeadFacts {
  formId: string;
  collection: string;
  docId: string;
  /** The submission's `createdAt`; the server's time when it has none. */
  createdAt: unknown;
  locale: unknown;
  /** 'honeypot', 'too-fast', 'rejected', or null for a lead that is not spam. */
  spamReason: string | null;
  identity: Identity;
  /** Where the visit came from (issue 41), when its page carried a first touch ("direto": one with no tag nor referrer). */
  source?: LeadSource;
}

/** The site's first language: the locale of a lead stored without one (newsletter signups). */
const DEFAULT_LOCALE = 'pt';

export const leadRef = (db: Firestore, formId: string, docId: string) => db.collection(LEADS).doc(leadId(formId, docId));

/**
 * Adds to `tx` the summary of `facts` and its 'received' history entry, the summary's `lastEvent`
 * naming that entry; its last activity is its arrival (newLead). The caller has read `summary` in
 * the same transaction and found it missing. Returns what the arrival tells of the person, for
 * touchPersonLeads once the transaction has committed. `carried` is what a partial lead hands on
 * (./partial-lead.ts): its pipeline fields and the `fromPartial` mark.
 */
export function createLead(tx: Transaction, summary: DocumentReference, facts: LeadFacts, carried: Record<string, unknown> = {}): Arrival {
  const event = summary.collection(HISTORY).doc();
  const now = FieldValue.serverTimestamp();
  const entry: LeadEvent<FieldValue> = { at: now, by: 'system', byEmail: null, kind: 'received' };
  // A submission always has its stored time; the server's time (about now) stands in should one lack it.
  const receivedAt = facts.createdAt instanceof Timestamp ? facts.createdAt : undefined;
  const fields = newLead<Timestamp | FieldValue>(
    {
      formId: facts.formId,
      collection: facts.collection,
      docId: facts.docId,
      receivedAt: receivedAt ?? now,
      locale: typeof facts.locale === 'string' && facts.locale ? facts.locale : DEFAULT_LOCALE,
      spamReason: facts.spamReason,
      updatedAt: now,
    },
    facts.identity,
  );
  tx.create(summary, { ...fields, ...(facts.source ? { source: facts.source } : {}), ...carried, lastEvent: event.id });
  tx.create(event, entry);
  return { id: summary.id, emailKey: fields.emailKey, phoneDigits: fields.phoneDigits, receivedAt: receivedAt ?? Timestamp.now(), spam: carried.spam === true || fields.spam };
}

/** The statuses of a judged submission: each has a summary. */
export const JUDGED = ['accepted', 'rejected', 'spam'] as const;
export type Judged = (typeof JUDGED)[number];

/** Why a judged submission is spam: the bot trap's reason, 'rejected' for a failed validation, null when accepted. */
export function spamReasonOf(status: Judged, trapReason?: unknown): string | null {
  if (status === 'accepted') return null;
  if (status === 'rejected') return 'rejected';
  return typeof trapReason === 'string' && trapReason ? trapReason : 'honeypot';
}

/** The facts of a form's submission judged `status`; `answers` when the caller has decoded them already. */
export function formFacts(def: FormDefinition, docId: string, doc: DocumentData, status: Judged, trapReason?: unknown, answers?: Answers): LeadFacts {
  return {
    formId: def.id,
    collection: def.form.collection,
    docId,
    createdAt: doc.createdAt,
    locale: doc.locale,
    spamReason: spamReasonOf(status, trapReason),
    identity: identityOf(def, answers ?? fromStoredRecord(def, doc).answers),
    // A page that kept no first touch (storage blocked, a page older than it) says nothing: unknown, not "direto".
    ...(doc[SOURCE_SEND.touch] === undefined ? {} : { source: leadSourceOf(doc[SOURCE_SEND.touch]) }),
  };
}

/**
 * Writes the summary of a submission judged earlier (stored before summaries existed, or whose
 * summary write was lost) unless it has one, or is not judged yet, or is gone. True when it wrote one.
 */
export async function ensureFormLead(db: Firestore, def: FormDefinition, submission: DocumentReference): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const summary = leadRef(db, def.id, submission.id);
    const [doc, existing] = await tx.getAll(submission, summary);
    const data = doc.data();
    const status = data?.status as Judged;
    if (!data || existing.exists || !JUDGED.includes(status)) return false;
    createLead(tx, summary, formFacts(def, doc.id, data, status, data.validation?.spam));
    return true;
  });
}

/** Who signed up to the newsletter: an e-mail and/or a WhatsApp number, nothing else; `spamReason` when the bot trap caught it. */
export function newsletterFacts(signup: DocumentSnapshot, spamReason: string | null = null): LeadFacts {
  const text = (field: string) => {
    const value = signup.get(field);
    return typeof value === 'string' ? value : null;
  };
  return {
    formId: NEWSLETTER_FORM_ID,
    collection: NEWSLETTER_COLLECTION,
    docId: signup.id,
    createdAt: signup.get('createdAt'),
    locale: signup.get('locale'),
    spamReason,
    identity: { email: text('email'), phone: text('whatsapp') },
  };
}

/**
 * Writes the summary of a newsletter signup unless it has one (or the signup is gone: a privacy
 * request may have deleted it before a redelivered event). True when it wrote one.
 *
 * A signup the bot trap catches (botTrapReason, the briefings' own judgement, with the same
 * `minFillMs`) is handled as a briefing caught by it: it stays stored, marked `status: 'spam'` with
 * the reason in `validation.spam` (once: a signup marked earlier keeps its verdict), and its lead
 * arrives in the spam stage, which the inbox leaves out unless asked. Nobody is e-mailed for a signup
 * either way. Any other signup is left as it was stored.
 */
export async function ensureNewsletterLead(db: Firestore, signup: DocumentReference, minFillMs = MIN_FILL_MS): Promise<boolean> {
  const arrival = await db.runTransaction(async (tx): Promise<Arrival | undefined> => {
    const summary = leadRef(db, NEWSLETTER_FORM_ID, signup.id);
    const [doc, existing] = await tx.getAll(signup, summary);
    const data = doc.data();
    if (!data) return undefined;
    const marked = data.status === 'spam';
    // A signup staff took out of spam ('Não é spam', rescue-lead.ts) keeps its trap fields: a trigger run
    // again must not judge it spam a second time over the staff member's word.
    const rescued = !!data.validation?.rescued;
    const spamReason = marked ? spamReasonOf('spam', data.validation?.spam) : rescued ? null : (botTrapReason(data, minFillMs) ?? null);
    if (spamReason && !marked) {
      tx.update(signup, { status: 'spam', validation: { errors: [], checkedAt: FieldValue.serverTimestamp(), spam: spamReason } });
    }
    if (existing.exists) return undefined;
    return createLead(tx, summary, newsletterFacts(doc, spamReason));
  });
  // A signup is a contact of the person too (the lead page lists it): their open leads are active again.
  if (arrival) await touchPersonLeads(db, arrival);
  return !!arrival;
}
