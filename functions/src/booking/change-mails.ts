import { type DocumentData, type Firestore, type Transaction, Timestamp } from 'firebase-admin/firestore';
import { BOOKING_MAIL, BOOKINGS } from '../../../src/domain/booking/booking';
import type { BookingActor } from '../../../src/domain/booking/booking-email';
import { SEND_LEASE_MS } from '../../../src/domain/daily-agenda';
import { claimSend, markEmpty } from '../claimed-send';
import { BOOKING_MAIL_WHO, type BookingMailDeps, type BookingMailOutcome, type BookingMailWho, bookingMailId, retryDueClaims, sendUnderCap } from './booking-mails';
import { callMail, type StoredCall } from './call-mail';

/*
 * The e-mails of a moved or cancelled call (issue 30, part 6): to the visitor (their language and zone)
 * and to the staff member, each with the `.ics` that updates the event their calendar already has (the
 * same UID, the booking's new SEQUENCE; METHOD:REQUEST for a new time, METHOD:CANCEL for a
 * cancellation; both built by ./call-mail.ts). Each is one claimed e-mail (`booking_mail/{bookingId}_{who}_{sequence}`), created in
 * the change's own transaction, due a lease from now: the callable sends them at once and the sweep
 * (retryChangeMails) sends one that failed or whose run died. A claim whose booking changed again
 * since is not sent: the later change's mail tells the newer truth.
 */

/** A new time, a cancellation, or a new colleague at the same time (./hand-over-calls.ts). */
export type ChangeKind = 'rescheduled' | 'cancelled' | 'handedOver';
const CHANGE_KINDS: readonly ChangeKind[] = ['rescheduled', 'cancelled', 'handedOver'];

export interface ChangeFacts {
  kind: ChangeKind;
  by: BookingActor;
  /** The sequence the change gave the booking. */
  sequence: number;
  /** For a new time: the time before. */
  previous?: { start: number; end: number };
}

/** Creates, inside the change's transaction, one claim per side. */
export function queueChangeMails(db: Firestore, tx: Transaction, bookingId: string, facts: ChangeFacts): void {
  const due = Timestamp.fromMillis(Date.now() + SEND_LEASE_MS);
  for (const who of BOOKING_MAIL_WHO) {
    const ref = db.collection(BOOKING_MAIL).doc(bookingMailId(bookingId, who, facts.sequence));
    tx.create(ref, {
      bookingId,
      who,
      sequence: facts.sequence,
      kind: facts.kind,
      by: facts.by,
      ...(facts.previous ? { previousStart: facts.previous.start, previousEnd: facts.previous.end } : {}),
      state: 'queued',
      attempts: 0,
      retryAt: due,
    });
  }
}

/** The facts a claim document keeps. */
function factsOf(claim: DocumentData): ChangeFacts | undefined {
  const kind = claim.kind as unknown;
  if (!CHANGE_KINDS.includes(kind as ChangeKind)) return undefined;
  const by: BookingActor = claim.by === 'staff' ? 'staff' : 'visitor';
  const previous =
    typeof claim.previousStart === 'number' && typeof claim.previousEnd === 'number' ? { start: claim.previousStart, end: claim.previousEnd } : undefined;
  return { kind: kind as ChangeKind, by, sequence: Number(claim.sequence), ...(previous ? { previous } : {}) };
}

/** Sends the change mail of `who` at `sequence` once. */
export async function sendChangeMail(deps: BookingMailDeps, bookingId: string, who: BookingMailWho, sequence: number): Promise<BookingMailOutcome> {
  const { db } = deps;
  const nowMs = (deps.now ?? Date.now)();
  const ref = db.collection(BOOKING_MAIL).doc(bookingMailId(bookingId, who, sequence));
  const attempt = await claimSend(db, ref, nowMs, { bookingId, who, sequence });
  if (attempt === undefined) return 'done';
  const [claim, stored] = await db.getAll(ref, db.collection(BOOKINGS).doc(bookingId));
  const facts = claim.exists ? factsOf(claim.data()!) : undefined;
  const booking = stored.data() as StoredCall | undefined;
  // A booking changed again since (or gone) has a newer mail, or none to send.
  const mail = facts && booking && booking.sequence === sequence ? callMail(bookingId, booking, who, facts, deps) : undefined;
  if (!mail) {
    await markEmpty(ref);
    return 'dropped';
  }
  return sendUnderCap(deps, ref, mail, nowMs, attempt);
}

/** Both sides' mails of one change; never throws (the sweep retries whatever did not go). */
export function sendChangeMails(deps: BookingMailDeps, bookingId: string, sequence: number): Promise<BookingMailOutcome[]> {
  return Promise.all(BOOKING_MAIL_WHO.map((who) => sendChangeMail(deps, bookingId, who, sequence).catch((): BookingMailOutcome => 'failed')));
}

/** The sweep's part: change mails whose send failed or whose run died past its lease; returns how many went. */
export function retryChangeMails(deps: BookingMailDeps): Promise<number> {
  return retryDueClaims(deps, [...CHANGE_KINDS], (claim, bookingId, who) => sendChangeMail(deps, bookingId, who, Number(claim.get('sequence'))));
}
