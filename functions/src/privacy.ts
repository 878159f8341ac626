import { FieldPath, FieldValue, type DocumentReference, type Firestore, getFirestore, type Query, type QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { bookingIdOf } from '../../src/domain/booking/booking';
import { emailPersonKey, type PersonKey, personKeyMatches, phonePersonKey } from '../../src/domain/person-key';
import { identityOf, LEADS, leadId, NEWSLETTER_COLLECTION, NEWSLETTER_FORM_ID, PRIVACY_LOG } from '../../src/domain/lead';
import { fromStoredRecord, NEW_STATUS } from '../../src/forms/core/record';
import { COMPANY_SETTINGS_DOC, smtpPassword } from './config';
import { productionDeps } from './deps';
import { sendPrivacyCancel } from './booking/privacy-cancel';
import { forgetDrafts } from './draft-store';
import { registry } from './embedded-forms';
import { bookingsOfVisitor, forgetBooking } from './booking/person-bookings';
import { LEASE_MS } from './process-submission';
import { requireOwner } from './staff-access';

/*
 * A person's request to be forgotten (LGPD): staff name them by e-mail or phone, and everything of
 * theirs stored here goes for good, across forms and the newsletter: each stored submission (with its
 * pending e-mail: the sweep and the digest only send what a form document still holds), its summary
 * and its history. Two ways find them:
 *
 * - submissions not judged yet (status 'new', no summary): the function has not run on them, or not
 *   finished. Each form's 'new' ones are read and compared as their summary would store the person
 *   (personKeyMatches); newsletter signups carry no status, so all of them are compared (a signup is
 *   two short fields, read through a field mask);
 * - everything judged, through the summaries (`emailKey`, `phoneDigits`).
 *
 * A call booked from a submission (issue 30) goes with it: its booking, slot and e-mails' claims
 * (booking/person-bookings.ts), after the submission and before the summary, so that asking again
 * finds what a cut-off run left; then every booking whose visitor is the person, whatever became of
 * their lead. A call still to come is cancelled in the colleague's calendar: the deletion's transaction
 * queues a METHOD:CANCEL that names nothing of the person, sent before the call returns or by the sweep
 * (booking/privacy-cancel.ts); the result counts those calls.
 *
 * In that order: judging writes the summary in the same transaction that marks the submission judged,
 * so one judged while the first pass runs has its summary before the second pass reads. A submission
 * deleted here is never judged afterwards (recordJudgement and ensureNewsletterLead read it in their
 * transaction and stop when it is gone), nor e-mailed (every send claims the submission in a
 * transaction first). What is left is an e-mail already handed to SMTP: a submission whose delivery is
 * claimed (a live lease) is deleted only once that send has ended, so every lead e-mail of the person
 * is in the studio's mailbox when the call returns. The lead e-mails sent before stay there: the
 * result names that mailbox for staff to delete them too.
 *
 * What stays is one line of `privacy_log`: when, by whom, how many leads and submissions of which
 * forms, and nothing of the person.
 */

export interface ForgetRequest {
  email?: string;
  phone?: string;
}
export interface ForgetResult {
  /** How many leads (summaries in `leads/`, with their history) were deleted. */
  leads: number;
  /** How many stored submissions were deleted, judged or not yet judged (those have no lead). */
  submissions: number;
  /** The forms they came from (`newsletter` for signups), each once. */
  forms: string[];
  /** The studio's address that receives the lead e-mails (settings/company.email), or null when none is set. */
  mailbox: string | null;
  /** Calls still to come that were cancelled: each colleague gets the cancellation for their calendar. */
  calls: number;
  /** "Continuar depois" drafts deleted (issue 40): with or without consent, the answers went too. */
  drafts: number;
}

interface Tally {
  leads: number;
  submissions: number;
  forms: Set<string>;
  /** The bookings of calls still to come whose cancellation is queued for the colleague. */
  cancelled: string[];
}

/** Deletes one booking into `tally` (./booking/person-bookings.ts). */
async function forgetCall(db: Firestore, bookingId: string, tally: Tally): Promise<void> {
  if ((await forgetBooking(db, bookingId)) === 'cancelled') tally.cancelled.push(bookingId);
}

/** Documents read per round. */
const PAGE = 100;
/** The summaries' field and values that name the person; refuses anything but exactly one usable key. */
export function personKey(data: unknown): PersonKey {
  const { email, phone } = (data ?? {}) as { email?: unknown; phone?: unknown };
  const given = [email, phone].filter((value) => value !== undefined && value !== null && value !== '');
  if (given.length !== 1) throw invalid();
  const key = typeof email === 'string' ? emailPersonKey(email) : typeof phone === 'string' ? phonePersonKey(phone) : undefined;
  if (!key) throw invalid();
  return key;
}

const invalid = () => new HttpsError('invalid-argument', 'Give exactly one of a valid e-mail or phone.', { reason: 'invalid-request' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Deletes a stored submission unless its e-mail is being sent (`delivery.state` 'sending' under a live
 * lease): then waits for that send to end and tries again. In a transaction, so that it and a send's
 * claim (also a transaction, process-submission.ts and send-digest.ts) see each other: either the
 * claim comes first and this waits, or the deletion does and the claim finds nothing. Bounded by the
 * lease, which outlasts the SMTP timeouts. True when it deleted a document.
 */
async function deleteSubmission(db: Firestore, ref: DocumentReference): Promise<boolean> {
  const giveUpAt = Date.now() + LEASE_MS + 10_000;
  for (;;) {
    const outcome = await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return 'gone';
      const lease = snap.get('delivery.leaseUntil') as unknown;
      const sending = snap.get('delivery.state') === 'sending' && lease instanceof Timestamp && lease.toMillis() > Date.now();
      // Past giveUpAt the sender is dead (its lease could not be outlived otherwise): nothing more will go.
      if (sending && Date.now() < giveUpAt) return 'sending';
      tx.delete(ref);
      return 'deleted';
    });
    if (outcome !== 'sending') return outcome === 'deleted';
    await sleep(1000);
  }
}

/**
 * Deletes one submission and then its lead with its history, if it has one: the submission first (so
 * nothing is judged or sent from it any more), the summary last, so that a run cut off midway is
 * finished by asking again. Counts into `tally`.
 */
async function forgetSubmission(db: Firestore, formId: string, ref: DocumentReference, tally: Tally): Promise<void> {
  if (await deleteSubmission(db, ref)) {
    tally.submissions++;
    tally.forms.add(formId);
  }
  await forgetCall(db, bookingIdOf(formId, ref.id), tally);
  const summary = db.collection(LEADS).doc(leadId(formId, ref.id));
  const existed = (await summary.get()).exists;
  await db.recursiveDelete(summary);
  if (existed) {
    tally.leads++;
    tally.forms.add(formId);
  }
}

/** Calls `each` on every document of `query`, paged by document id (`each` may delete what it is given). */
async function forEachDoc(query: Query, each: (doc: QueryDocumentSnapshot) => Promise<void>): Promise<void> {
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = query.orderBy(FieldPath.documentId()).limit(PAGE);
    if (after) page = page.startAfter(after);
    const { docs } = await page.get();
    for (const doc of docs) await each(doc);
    if (docs.length < PAGE) return;
    after = docs[docs.length - 1];
  }
}

/** Submissions of the person that have no summary yet: each form's 'new' ones, and every newsletter signup. */
async function forgetUnjudged(db: Firestore, key: PersonKey, tally: Tally): Promise<void> {
  for (const def of registry.forms) {
    await forEachDoc(db.collection(def.form.collection).where('status', '==', NEW_STATUS), async (doc) => {
      if (personKeyMatches(key, identityOf(def, fromStoredRecord(def, doc.data()).answers))) await forgetSubmission(db, def.id, doc.ref, tally);
    });
  }
  await forEachDoc(db.collection(NEWSLETTER_COLLECTION).select('email', 'whatsapp'), async (doc) => {
    if (personKeyMatches(key, { email: doc.get('email'), phone: doc.get('whatsapp') })) await forgetSubmission(db, NEWSLETTER_FORM_ID, doc.ref, tally);
  });
}

/** Every lead whose summary `query` finds: its submission, then the summary with its history. */
async function forgetJudged(db: Firestore, query: Query, tally: Tally): Promise<void> {
  for (;;) {
    const page = await query.limit(PAGE).get();
    if (page.empty) return;
    for (const summary of page.docs) {
      const { formId, collection, docId } = summary.data() as { formId?: unknown; collection?: unknown; docId?: unknown };
      if (typeof collection === 'string' && typeof docId === 'string' && collection && docId) {
        if (await deleteSubmission(db, db.collection(collection).doc(docId))) tally.submissions++;
        if (typeof formId === 'string') await forgetCall(db, bookingIdOf(formId, docId), tally);
      }
      await db.recursiveDelete(summary.ref);
      tally.leads++;
      if (typeof formId === 'string') tally.forms.add(formId);
    }
  }
}

async function companyMailbox(db: Firestore): Promise<string | null> {
  const email = (await db.doc(COMPANY_SETTINGS_DOC).get()).get('email') as unknown;
  return typeof email === 'string' && email ? email : null;
}

/**
 * Owners only (issue 37: members work the leads, owners delete a person's data): deletes every
 * submission and lead of one person and writes the privacy log line.
 */
export const forgetPerson = onCall({ timeoutSeconds: 300, secrets: [smtpPassword] }, async (request): Promise<ForgetResult> => {
  await requireOwner(request);
  const key = personKey(request.data);
  const { field, values } = key;
  const db = getFirestore();
  const leads = db.collection(LEADS);
  const query = values.length === 1 ? leads.where(field, '==', values[0]) : leads.where(field, 'in', values);
  const tally: Tally = { leads: 0, submissions: 0, forms: new Set<string>(), cancelled: [] };
  let drafts = 0;
  let failure: unknown;
  try {
    // The briefings saved with "Continuar depois" (issue 40): answers too, so they go with the rest.
    // Before the leads, so a partial lead's draft is counted as a draft, not as a submission.
    drafts = await forgetDrafts(db, key);
    // Unjudged first: see the note at the top.
    await forgetUnjudged(db, key, tally);
    await forgetJudged(db, query, tally);
    for (const bookingId of await bookingsOfVisitor(db, key)) await forgetCall(db, bookingId, tally);
  } catch (error) {
    failure = error;
  }
  const forms = [...tally.forms].sort();
  // Written even when cut off midway: what was deleted is on record either way.
  await db.collection(PRIVACY_LOG).add({
    at: FieldValue.serverTimestamp(),
    by: request.auth!.uid,
    byEmail: request.auth!.token.email ?? null,
    leads: tally.leads,
    submissions: tally.submissions,
    forms,
  });
  if (failure) {
    const counts = { leads: tally.leads, submissions: tally.submissions };
    logger.error('forgetPerson stopped midway', { ...counts, error: failure instanceof Error ? failure.message : String(failure) });
    throw new HttpsError('internal', 'Deleting stopped midway; asking again finishes it.', { reason: 'delete-failed', ...counts });
  }
  // Each colleague is told now; one the mail server refused is sent by the sweep (booking/privacy-cancel.ts).
  const { mailer, mailCapPerHour } = productionDeps(undefined);
  const bookingDeps = { db, mailer, mailCapPerHour, siteUrl: '', formTitle: () => '' };
  await Promise.all(tally.cancelled.map((bookingId) => sendPrivacyCancel(bookingDeps, bookingId).catch(() => 'failed')));
  return { leads: tally.leads, submissions: tally.submissions, forms, mailbox: await companyMailbox(db), calls: tally.cancelled.length, drafts };
});
