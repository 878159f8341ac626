import { type DocumentReference, FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { BOOKING_MAIL, BOOKING_SLOTS, BOOKINGS, type LeadCall, slotIdOf, type StoredBooking } from '../../../src/domain/booking/booking';
import { SEND_LEASE_MS } from '../../../src/domain/daily-agenda';
import { HISTORY, LEADS, leadId, type Stage } from '../../../src/domain/lead';
import { BOOKING_MAIL_WHO, bookingMailId, INVITATION_SEQUENCE } from './booking-mails';
import { isStaleClaim } from './stale-claim';

/*
 * The booking itself (issue 30, part 4): one start of one staff member is one booking, and one
 * submission books one call, however many requests race.
 * - The slot is claimed first by CREATING `booking_slots/{staffId}_{start}`: of any number of
 *   requests for one start exactly one create succeeds, and no lock is held while the others learn
 *   it is taken. (A transaction that read the slot made 50 racers queue on its lock: some ran out of
 *   retries or hit the emulator's lock timeout, and got an error instead of "taken".)
 * - Then ONE transaction re-reads the booking (one per submission): present, the claim is given
 *   back and nothing else is written; otherwise it creates the booking and the two invitation
 *   e-mails' claim documents (`booking_mail`, due a lease from now: should this run die before
 *   sending them, the sweep sends them), sets the lead summary's `call` and moves a `novo` lead to
 *   `em_contato`, with one history entry of kind 'booking' named by `lastEvent`, at the server's
 *   time, by 'system' (as the function's 'received' entry). `firstContactAt` is left alone: the
 *   visitor booked, nobody from the studio has talked to them yet.
 * - The claim is created `pending` and the transaction clears that: a claim still pending after
 *   STALE_CLAIM_MS was left by a run that died in between. The slots offered ignore it, and the next
 *   request for that start deletes it (./stale-claim.ts).
 */

export type Reservation = 'booked' | 'taken' | 'alreadyBooked';

export interface ReserveInput {
  bookingId: string;
  booking: StoredBooking;
  /** Unguessable, single-purpose: the visitor's link to cancel or reschedule (kept server-side only). */
  manageToken: string;
}


/** Firestore's ALREADY_EXISTS, as the Admin SDK reports a create of a document that exists. */
const alreadyExists = (error: unknown) => (error as { code?: unknown }).code === 6;

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

export async function reserveCall(db: Firestore, { bookingId, booking, manageToken }: ReserveInput): Promise<Reservation> {
  const slotRef = db.collection(BOOKING_SLOTS).doc(slotIdOf(booking.staffId, booking.start));
  const bookingRef = db.collection(BOOKINGS).doc(bookingId);
  const summaryRef = db.collection(LEADS).doc(leadId(booking.formId, booking.submissionId));
  const claim = { staffId: booking.staffId, start: booking.start, end: booking.end, bookingId, createdAt: FieldValue.serverTimestamp(), pending: true };
  try {
    await slotRef.create(claim);
  } catch (error) {
    if (!alreadyExists(error)) throw error;
    if ((await bookingRef.get()).exists) return 'alreadyBooked';
    if (!(await releaseStaleClaim(db, slotRef))) return 'taken';
    try {
      await slotRef.create(claim);
    } catch (again) {
      if (alreadyExists(again)) return 'taken';
      throw again;
    }
  }
  try {
    return await db.runTransaction(async (tx): Promise<Reservation> => {
      const [existing, summary] = await tx.getAll(bookingRef, summaryRef);
      if (existing.exists) {
        // This submission booked another start meanwhile (two tabs): this claim goes back.
        tx.delete(slotRef);
        return 'alreadyBooked';
      }
      const now = FieldValue.serverTimestamp();
      tx.update(slotRef, { pending: FieldValue.delete() });
      tx.create(bookingRef, { ...booking, manageToken });
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
    });
  } catch (error) {
    // Unless the booking was written after all (its answer lost on the way), the start is free again.
    const written = await bookingRef.get().catch(() => undefined);
    if (!written?.exists || written.get('start') !== booking.start || written.get('staffId') !== booking.staffId) await slotRef.delete().catch(() => undefined);
    throw error;
  }
}

/** Deletes a claim left pending by a run that died before its booking; true when the start is free. */
async function releaseStaleClaim(db: Firestore, slotRef: DocumentReference): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const slot = await tx.get(slotRef);
    if (!slot.exists) return true;
    if (!isStaleClaim(slot.data() ?? {}, Date.now())) return false;
    tx.delete(slotRef);
    return true;
  });
}
