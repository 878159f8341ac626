import { type DocumentReference, FieldValue, type Firestore, type QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { BOOKING_ID, BOOKING_MAIL, BOOKINGS } from '../../../src/domain/booking/booking';
import { claimSend, deferClaim, markEmpty, sendClaimed } from '../claimed-send';
import { MAIL_CAP_PER_HOUR, nextHour, reserveMail } from '../mail-quota';
import type { Mailer, OutgoingMail } from '../mailer';
import { BOOKING_MAIL_WHO, type BookingMailWho, callMail, type StoredCall } from './call-mail';

/*
 * The two invitations of a booked call (issue 30, part 5): the visitor's, in their language and zone,
 * and the staff member's, in Portuguese with the link to the lead, each with the `.ics`
 * (METHOD:REQUEST, SEQUENCE 0) as `invite.ics` (both built by ./call-mail.ts). Each is one claimed e-mail
 * (`booking_mail/{bookingId}_{who}_0`, ../claimed-send.ts): the booking's transaction creates both
 * claims due a lease from now, the callable sends them at once, and the sweep (retryBookingMails)
 * sends one that failed or whose run died, from the stored booking alone. A failed e-mail never undoes
 * the booking.
 */

export { BOOKING_MAIL_WHO, type BookingMailWho } from './call-mail';
export const INVITATION_SEQUENCE = 0;

export const bookingMailId = (bookingId: string, who: BookingMailWho, sequence: number) => `${bookingId}_${who}_${sequence}`;

export interface BookingMailDeps {
  db: Firestore;
  mailer: Mailer;
  /** The site's public address, no trailing slash. */
  siteUrl: string;
  /** The form's title as the staff mail names it. */
  formTitle: (formId: string) => string;
  now?: () => number;
  /** The studio's e-mails per hour, lead and booking e-mails alike (param MAIL_CAP_PER_HOUR). */
  mailCapPerHour?: number;
}

/** 'deferred': the hour's mail cap is reached; the sweep sends it in the next hour. */
export type BookingMailOutcome = 'sent' | 'failed' | 'done' | 'dropped' | 'deferred';

/**
 * Sends a claimed booking e-mail under the studio's hourly mail cap, the one the lead e-mails take from
 * (../mail-quota.ts): the addresses a booking writes to come from visitors, so a flood of bookings must
 * not turn into a flood of e-mails. Past the cap the e-mail waits for the next hour with its try given
 * back (a reminder by then too late is dropped by its own check).
 */
export async function sendUnderCap(deps: BookingMailDeps, ref: DocumentReference, mail: OutgoingMail, nowMs: number, attempt: number): Promise<BookingMailOutcome> {
  if (!(await reserveMail(deps.db, deps.mailCapPerHour ?? MAIL_CAP_PER_HOUR, nowMs))) {
    await deferClaim(ref, attempt, nextHour(nowMs));
    return 'deferred';
  }
  return sendClaimed(ref, deps.mailer, mail, nowMs, attempt);
}

/** Sends the invitation of `who` once: 'done' when it went already (or another run holds it), 'dropped' when the booking is gone or cancelled. */
export async function sendInvitation(deps: BookingMailDeps, bookingId: string, who: BookingMailWho): Promise<BookingMailOutcome> {
  const { db } = deps;
  const nowMs = (deps.now ?? Date.now)();
  const ref = db.collection(BOOKING_MAIL).doc(bookingMailId(bookingId, who, INVITATION_SEQUENCE));
  const attempt = await claimSend(db, ref, nowMs, { bookingId, who, sequence: INVITATION_SEQUENCE, kind: 'invitation' });
  if (attempt === undefined) return 'done';
  const booking = (await db.collection(BOOKINGS).doc(bookingId).get()).data() as StoredCall | undefined;
  const mail = booking?.status === 'booked' ? callMail(bookingId, booking, who, { kind: 'invitation', sequence: INVITATION_SEQUENCE }, deps) : undefined;
  if (!mail) {
    await markEmpty(ref);
    return 'dropped';
  }
  return sendUnderCap(deps, ref, mail, nowMs, attempt);
}

/** Both invitations of a new booking; never throws (the sweep retries whatever did not go). */
export async function sendInvitations(deps: BookingMailDeps, bookingId: string): Promise<BookingMailOutcome[]> {
  return Promise.all(BOOKING_MAIL_WHO.map((who) => sendInvitation(deps, bookingId, who).catch((): BookingMailOutcome => 'failed')));
}

/** How many claims of one kind one sweep pass tries, oldest due first. */
const RETRY_PAGE = 50;
/** A claim whose retry threw (not an SMTP refusal: those are recorded by sendClaimed) waits this long, behind the others. */
const AFTER_ERROR_MS = 60 * 60_000;

/**
 * One sweep pass over the claims of `kinds` due again (a send that failed, or a run that died past its
 * lease), oldest due first (issue 37: retries that cannot stall). Each kind has its own query (an index
 * on `kind` and `retryAt`), so no other kind's claims fill its page; a claim that names no booking or
 * side is taken out of the retries, and one whose retry throws waits an hour behind the others, its
 * error logged: one claim never stops the rest of the pass. Returns how many went.
 */
export async function retryDueClaims(
  deps: BookingMailDeps,
  kinds: string[],
  resend: (claim: QueryDocumentSnapshot, bookingId: string, who: BookingMailWho) => Promise<BookingMailOutcome>,
): Promise<number> {
  const nowMs = (deps.now ?? Date.now)();
  const due = await deps.db
    .collection(BOOKING_MAIL)
    .where('kind', 'in', kinds)
    .where('retryAt', '<=', Timestamp.fromMillis(nowMs))
    .orderBy('retryAt')
    .limit(RETRY_PAGE)
    .get();
  let sent = 0;
  for (const claim of due.docs) {
    const who = claim.get('who') as BookingMailWho;
    const bookingId = claim.get('bookingId') as unknown;
    try {
      if (!BOOKING_MAIL_WHO.includes(who) || typeof bookingId !== 'string' || !BOOKING_ID.test(bookingId)) {
        logger.error('booking mail claim names no booking or side: no longer retried', { claim: claim.id });
        await claim.ref.update({ retryAt: FieldValue.delete(), state: 'failed', exhausted: true });
        continue;
      }
      if ((await resend(claim, bookingId, who)) === 'sent') sent++;
    } catch (error) {
      logger.error('booking mail retry failed', { claim: claim.id, error: String(error) });
      await claim.ref.update({ retryAt: Timestamp.fromMillis(nowMs + AFTER_ERROR_MS), lastError: String(error).slice(0, 500) }).catch(() => undefined);
    }
  }
  return sent;
}

/** The sweep's part: the invitations whose send failed or whose run died past its lease; returns how many went. */
export function retryBookingMails(deps: BookingMailDeps): Promise<number> {
  // Other kinds (a new time, a cancellation, reminders) are sent by their own code.
  return retryDueClaims(deps, ['invitation'], (_claim, bookingId, who) => sendInvitation(deps, bookingId, who));
}
