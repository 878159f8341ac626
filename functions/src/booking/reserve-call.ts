import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { BOOKING_MAIL, BOOKING_SLOTS, BOOKINGS, type LeadCall, slotIdOf, type StoredBooking } from '../../../src/domain/booking/booking';
import { SEND_LEASE_MS } from '../../../src/domain/daily-agenda';
import { HISTORY, LEADS, leadId, type Stage } from '../../../src/domain/lead';
import { addressBooked, addressBusy, addressRef } from './address-limit';
import { BOOKING_MAIL_WHO, bookingMailId, INVITATION_SEQUENCE } from './booking-mails';
import { lockStaff, overlapsLocked, overlapsStored, touchLock } from './staff-lock';

/*
 * The booking itself (issue 30, part 4), in ONE Firestore transaction, so that one start of one staff
 * member is one booking and one submission books one call however many requests race:
 * - it re-reads the booking (one per submission) and the slot (`booking_slots/{staffId}_{start}`):
 *   either present and nothing is written; likewise the visitor address's last booking, when it is
 *   less than a day old (./address-limit.ts), and it records this one there;
 * - it locks the staff member's calls (./staff-lock.ts) and re-reads those near the start: one that
 *   overlaps the call, widened by the buffer, makes the slot taken;
 * - it creates both, and the two invitation e-mails' claim documents (`booking_mail`, due a lease from
 *   now: should this run die before sending them, the sweep sends them);
 * - it sets the lead summary's `call` and moves a `novo` lead to `em_contato`, with one history entry
 *   of kind 'booking' named by `lastEvent`, at the server's time, by 'system' (as the function's
 *   'received' entry). `firstContactAt` is left alone: the visitor booked, nobody from the studio
 *   has talked to them yet (it still fills when staff first contact them or move the lead).
 */

export type Reservation = 'booked' | 'taken' | 'alreadyBooked' | 'addressBusy';

export interface ReserveInput {
  bookingId: string;
  booking: StoredBooking;
  /** The staff member's buffer around each call (their availability's). */
  bufferMs: number;
  /** Unguessable, single-purpose: the visitor's link to cancel or reschedule (kept server-side only). */
  manageToken: string;
}

/** Transactions on one hot slot abort one another; the SDK retries each this many times. */
const MAX_ATTEMPTS = 10;

export interface BookingHistoryEntry {
  at: FieldValue;
  by: 'system';
  byEmail: null;
  kind: 'booking';
  /** The stages before and after, when the booking moved the lead. */
  from?: Stage;
  to?: Stage;
  bookingId: string;
  staffId: string;
  start: number;
  end: number;
}

export async function reserveCall(db: Firestore, { bookingId, booking, bufferMs, manageToken }: ReserveInput): Promise<Reservation> {
  const slotRef = db.collection(BOOKING_SLOTS).doc(slotIdOf(booking.staffId, booking.start));
  const bookingRef = db.collection(BOOKINGS).doc(bookingId);
  const summaryRef = db.collection(LEADS).doc(leadId(booking.formId, booking.submissionId));
  const address = addressRef(db, booking.visitor.email);
  try {
    return await db.runTransaction(
      async (tx): Promise<Reservation> => {
        const [slot, existing, summary, lastOfAddress] = await tx.getAll(slotRef, bookingRef, summaryRef, ...(address ? [address] : []));
        if (existing.exists) return 'alreadyBooked';
        if (addressBusy(lastOfAddress, bookingId, Date.now())) return 'addressBusy';
        if (slot.exists) return 'taken';
        const locked = await lockStaff(tx, db, booking.staffId, booking.start);
        if (overlapsLocked(locked, booking.start, booking.end, bufferMs)) return 'taken';
        touchLock(tx, locked);
        const now = FieldValue.serverTimestamp();
        tx.create(slotRef, { staffId: booking.staffId, start: booking.start, end: booking.end, bookingId, createdAt: now });
        tx.create(bookingRef, { ...booking, manageToken });
        if (address) tx.set(address, addressBooked(bookingId, Date.now()));
        const due = Timestamp.fromMillis(Date.now() + SEND_LEASE_MS);
        for (const who of BOOKING_MAIL_WHO) {
          const mail = db.collection(BOOKING_MAIL).doc(bookingMailId(bookingId, who, INVITATION_SEQUENCE));
          tx.create(mail, { bookingId, who, sequence: INVITATION_SEQUENCE, kind: 'invitation', state: 'queued', attempts: 0, retryAt: due });
        }
        if (summary.exists) {
          const moved = summary.get('stage') === 'novo';
          const call: LeadCall = { bookingId, start: booking.start, end: booking.end, staffId: booking.staffId, status: 'booked' };
          const event = summaryRef.collection(HISTORY).doc();
          const entry: BookingHistoryEntry = {
            at: now,
            by: 'system',
            byEmail: null,
            kind: 'booking',
            ...(moved ? { from: 'novo' as const, to: 'em_contato' as const } : {}),
            bookingId,
            staffId: booking.staffId,
            start: booking.start,
            end: booking.end,
          };
          // `due` stays: novo and em_contato are both open stages, so it is still the follow-up.
          tx.update(summaryRef, { call, ...(moved ? { stage: 'em_contato' } : {}), lastEvent: event.id, lastActivityAt: now, updatedAt: now });
          tx.create(event, entry);
        }
        return 'booked';
      },
      { maxAttempts: MAX_ATTEMPTS },
    );
  } catch (error) {
    // Out of retries on a hot slot or a busy colleague: what is stored now says who won.
    const [slot, existing] = await db.getAll(slotRef, bookingRef);
    if (existing.exists) return 'alreadyBooked';
    if (slot.exists || (await overlapsStored(db, booking.staffId, booking.start, booking.end, bufferMs, bookingId))) return 'taken';
    throw error;
  }
}
