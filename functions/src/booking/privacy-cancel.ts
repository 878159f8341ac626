import { type DocumentData, type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { BOOKING_MAIL, type StoredBooking } from '../../../src/domain/booking/booking';
import { invitePlace, STAFF_PRIVACY_CANCEL_TEXTS, STUDIO_NAME, staffPrivacyCancelEmail } from '../../../src/domain/booking/booking-email';
import type { CallPlace } from '../../../src/domain/booking/availability';
import { SEND_LEASE_MS } from '../../../src/domain/daily-agenda';
import { claimSend, markEmpty } from '../claimed-send';
import type { OutgoingMail } from '../mailer';
import { type BookingMailDeps, type BookingMailOutcome, retryDueClaims, sendUnderCap } from './booking-mails';
import { icsInvite } from './ics-invite';

/*
 * A privacy deletion (LGPD) of a person with a call still to come (issue 37, part 4): the call leaves
 * the colleague's calendar. The deletion's own transaction frees the slot, deletes the booking and
 * creates this claim (`booking_mail/privacy_{bookingId}`, outside the `{bookingId}_…` claims the
 * deletion removes), which keeps what the mail needs and nothing of the person: the colleague's
 * address, the call's times, its place's kind and the booking's next SEQUENCE. forgetPerson sends it
 * at once; the sweep sends one that failed or whose run died, like every booking e-mail. The visitor
 * is not written to: their address is what was deleted (staff who want to tell them do so before).
 */

export const PRIVACY_CANCEL_KIND = 'privacyCancelled';
export const privacyCancelId = (bookingId: string) => `privacy_${bookingId}`;

/** A call that has not ended by `nowMs` is taken out of its colleague's calendar. */
const stillToCome = (booking: StoredBooking, nowMs: number) => booking.status === 'booked' && typeof booking.end === 'number' && booking.end > nowMs;

/**
 * Inside the deletion's transaction: the cancellation's claim for a booked call still to come whose
 * colleague has an address. True when one was queued.
 */
export function queuePrivacyCancel(db: Firestore, tx: Transaction, bookingId: string, booking: StoredBooking, nowMs: number): boolean {
  if (!stillToCome(booking, nowMs) || typeof booking.staffEmail !== 'string' || !booking.staffEmail.includes('@')) return false;
  const place: CallPlace = booking.place?.kind === 'video' ? { kind: 'video', link: booking.place.link } : { kind: booking.place?.kind === 'whatsapp' ? 'whatsapp' : 'phone' };
  tx.set(db.collection(BOOKING_MAIL).doc(privacyCancelId(bookingId)), {
    bookingId,
    who: 'staff',
    kind: PRIVACY_CANCEL_KIND,
    sequence: (Number.isInteger(booking.sequence) ? booking.sequence : 0) + 1,
    staffEmail: booking.staffEmail,
    start: booking.start,
    end: booking.end,
    place,
    state: 'queued',
    attempts: 0,
    retryAt: Timestamp.fromMillis(nowMs + SEND_LEASE_MS),
  });
  return true;
}

/** The mail a claim describes; undefined when the claim is not one (never written so by queuePrivacyCancel). */
export function privacyCancelMail(claim: DocumentData): OutgoingMail | undefined {
  const { bookingId, staffEmail, start, end, sequence, place } = claim as Record<string, unknown>;
  const known = typeof bookingId === 'string' && typeof staffEmail === 'string' && staffEmail.includes('@');
  if (!known || typeof start !== 'number' || typeof end !== 'number' || !(end > start) || !Number.isInteger(sequence)) return undefined;
  const callPlace = (place ?? { kind: 'phone' }) as CallPlace;
  const ics = icsInvite({
    bookingId,
    sequence: sequence as number,
    method: 'CANCEL',
    start,
    end,
    organizer: { name: STUDIO_NAME, email: staffEmail },
    place: invitePlace(callPlace),
    ...STAFF_PRIVACY_CANCEL_TEXTS,
    locale: 'pt',
  });
  return {
    to: staffEmail,
    ...staffPrivacyCancelEmail({ start, end }),
    attachments: [{ filename: 'invite.ics', content: ics, contentType: 'text/calendar; method=CANCEL; charset=utf-8' }],
  };
}

/** Sends the cancellation of `bookingId` once. */
export async function sendPrivacyCancel(deps: BookingMailDeps, bookingId: string): Promise<BookingMailOutcome> {
  const nowMs = (deps.now ?? Date.now)();
  const ref = deps.db.collection(BOOKING_MAIL).doc(privacyCancelId(bookingId));
  const attempt = await claimSend(deps.db, ref, nowMs, { bookingId, who: 'staff', kind: PRIVACY_CANCEL_KIND });
  if (attempt === undefined) return 'done';
  const claim = await ref.get();
  const mail = claim.exists ? privacyCancelMail(claim.data()!) : undefined;
  if (!mail) {
    await markEmpty(ref);
    return 'dropped';
  }
  return sendUnderCap(deps, ref, mail, nowMs, attempt);
}

/** The sweep's part: cancellations whose send failed or whose run died past its lease; returns how many went. */
export function retryPrivacyCancels(deps: BookingMailDeps): Promise<number> {
  return retryDueClaims(deps, [PRIVACY_CANCEL_KIND], (_claim, bookingId) => sendPrivacyCancel(deps, bookingId));
}
