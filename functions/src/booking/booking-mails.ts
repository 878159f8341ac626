import { type Firestore, type QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { BOOKING_MAIL, BOOKINGS } from '../../../src/domain/booking/booking';
import { claimSend, markEmpty, sendClaimed } from '../claimed-send';
import type { Mailer } from '../mailer';
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
}

export type BookingMailOutcome = 'sent' | 'failed' | 'done' | 'dropped';

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
  return sendClaimed(ref, deps.mailer, mail, nowMs, attempt);
}

/** Both invitations of a new booking; never throws (the sweep retries whatever did not go). */
export async function sendInvitations(deps: BookingMailDeps, bookingId: string): Promise<BookingMailOutcome[]> {
  return Promise.all(BOOKING_MAIL_WHO.map((who) => sendInvitation(deps, bookingId, who).catch((): BookingMailOutcome => 'failed')));
}

/** How many claims one sweep pass looks at. */
const RETRY_PAGE = 50;

/**
 * One sweep pass over the booking mails' claims due again (a send that failed, or a run that died past
 * its lease): `resend` sends a claim of its own kind and passes over the others (undefined), so each
 * kind's code keeps its own rules. Returns how many went.
 */
export async function retryDueClaims(
  deps: BookingMailDeps,
  resend: (claim: QueryDocumentSnapshot, who: BookingMailWho) => Promise<BookingMailOutcome> | undefined,
): Promise<number> {
  const nowMs = (deps.now ?? Date.now)();
  const due = await deps.db.collection(BOOKING_MAIL).where('retryAt', '<=', Timestamp.fromMillis(nowMs)).limit(RETRY_PAGE).get();
  let sent = 0;
  for (const claim of due.docs) {
    const who = claim.get('who') as BookingMailWho;
    if (!BOOKING_MAIL_WHO.includes(who)) continue;
    const sending = resend(claim, who);
    if (sending && (await sending) === 'sent') sent++;
  }
  return sent;
}

/** The sweep's part: the invitations whose send failed or whose run died past its lease; returns how many went. */
export function retryBookingMails(deps: BookingMailDeps): Promise<number> {
  // Other kinds (a new time, a cancellation, reminders) are sent by their own code.
  return retryDueClaims(deps, (claim, who) => (claim.get('kind') === 'invitation' ? sendInvitation(deps, String(claim.get('bookingId')), who) : undefined));
}
