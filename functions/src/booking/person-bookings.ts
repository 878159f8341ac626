import { FieldPath, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { BOOKING_MAIL, BOOKING_SLOTS, BOOKINGS, slotIdOf, type StoredBooking } from '../../../src/domain/booking/booking';
import { type PersonKey, personKeyMatches } from '../../../src/domain/person-key';
import { addressRef } from './address-limit';
import { queuePrivacyCancel } from './privacy-cancel';

/*
 * A person's booked calls for a privacy request (issue 30, part 9): found, and deleted for good with
 * their slot and their e-mails' claims. Two ways find them, like their leads (../privacy.ts): the
 * booking of each of their submissions (its id is bookingIdOf(formId, submissionId)), and every
 * booking whose visitor is them, compared as the summaries key a person (personKeyMatches), so a call
 * whose lead is already gone is found too. The callers delete the submission's booking before its
 * lead, so a run cut off midway finds it again when asked again.
 */

/** Documents read per round. */
const PAGE = 100;

/** The booking ids whose visitor is the person: every booking is compared, through a field mask. */
export async function bookingsOfVisitor(db: Firestore, key: PersonKey): Promise<string[]> {
  const found: string[] = [];
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = db.collection(BOOKINGS).select('visitor.email', 'visitor.phone').orderBy(FieldPath.documentId()).limit(PAGE);
    if (after) page = page.startAfter(after);
    const { docs } = await page.get();
    for (const doc of docs) {
      if (personKeyMatches(key, { email: doc.get('visitor.email'), phone: doc.get('visitor.phone') })) found.push(doc.id);
    }
    if (docs.length < PAGE) return found;
    after = docs[docs.length - 1];
  }
}

/**
 * Deletes a booking, in one transaction with its slot when the slot is still this booking's (a
 * cancelled call's start may be someone else's now): a move at the same moment either ends before (its
 * new slot is the one freed) or finds no booking, so no slot is left blocked. A call still to come
 * gets its cancellation queued in that transaction (./privacy-cancel.ts). Then its e-mails' claims
 * (`booking_mail/{bookingId}_…`: invitations, new times, cancellations and reminders alike) go, also
 * when the booking was already gone: from then on no reminder or retry sends anything of it (each
 * reads the booking after its claim). 'cancelled' when a cancellation is queued for the colleague.
 */
export async function forgetBooking(db: Firestore, bookingId: string, nowMs = Date.now()): Promise<'none' | 'deleted' | 'cancelled'> {
  const bookingRef = db.collection(BOOKINGS).doc(bookingId);
  const outcome = await db.runTransaction(async (tx) => {
    const booking = (await tx.get(bookingRef)).data() as StoredBooking | undefined;
    if (!booking) return 'none' as const;
    const slotRef = typeof booking.staffId === 'string' && typeof booking.start === 'number' ? db.collection(BOOKING_SLOTS).doc(slotIdOf(booking.staffId, booking.start)) : undefined;
    const slot = slotRef ? await tx.get(slotRef) : undefined;
    if (slotRef && slot?.exists && slot.get('bookingId') === bookingId) tx.delete(slotRef);
    tx.delete(bookingRef);
    // The address's day (./address-limit.ts) names the person too.
    const address = addressRef(db, booking.visitor?.email);
    if (address) tx.delete(address);
    return queuePrivacyCancel(db, tx, bookingId, booking, nowMs) ? ('cancelled' as const) : ('deleted' as const);
  });
  const mails = db
    .collection(BOOKING_MAIL)
    .where(FieldPath.documentId(), '>=', `${bookingId}_`)
    .where(FieldPath.documentId(), '<', `${bookingId}_\uf8ff`);
  for (;;) {
    const { docs } = await mails.limit(PAGE).get();
    if (docs.length === 0) break;
    const batch = db.batch();
    for (const doc of docs) batch.delete(doc.ref);
    await batch.commit();
  }
  return outcome;
}
