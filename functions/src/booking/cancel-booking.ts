import { type DocumentReference, FieldValue, type Firestore, getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onCall } from 'firebase-functions/v2/https';
import { BOOKING_SLOTS, BOOKINGS, slotIdOf } from '../../../src/domain/booking/booking';
import type { ManageChangeAnswer, ManageRefusal } from '../../../src/domain/booking/manage';
import { leadId, LEADS } from '../../../src/domain/lead';
import { smtpPassword } from '../config';
import { requireStaff } from '../staff-access';
import { queueChangeMails, sendChangeMails } from './change-mails';
import { bookingByToken, bookingIdIn, publicView, type Stored, tokenOf } from './manage-booking';
import { mailDeps } from './mail-deps';
import { type Actor, actorWord, guarded, recordOnLead } from './manage-change';
import { requireAppCheck } from './app-check';

/*
 * Cancelling a booked call (issue 30, part 6), by the visitor from their e-mail's link or by staff from
 * the lead page. ONE transaction re-reads the booking and, while it is booked and still to come, marks
 * it cancelled with the next SEQUENCE, deletes its slot (the start is free again for anyone), sets the
 * lead's `call` to cancelled with a history entry, and queues the two METHOD:CANCEL e-mails; they are
 * sent right after. A cancelled call stays cancelled: a second try says so.
 *
 * Several people pressing "Cancelar" at once (issue 42): their transactions on the one booking
 * conflict and Firestore runs them again, up to MAX_ATTEMPTS times; every one after the first reads
 * it cancelled and says so ('cancelled', which the pages word as "already cancelled"). Should a run
 * still give up, what is stored answers it: cancelled by a colleague is that same answer, not an error.
 */

/** Transactions on one booking abort one another when many press at once; each is run again this many times. */
const MAX_ATTEMPTS = 10;

type Outcome = { ok: true; booking: Stored } | { ok: false; reason: ManageRefusal };

export async function cancelStored(db: Firestore, bookingId: string, actor: Actor): Promise<Outcome> {
  const bookingRef = db.collection(BOOKINGS).doc(bookingId);
  try {
    return await cancelOnce(db, bookingRef, bookingId, actor);
  } catch (error) {
    if ((await bookingRef.get()).get('status') === 'cancelled') return { ok: false, reason: 'cancelled' };
    throw error;
  }
}

function cancelOnce(db: Firestore, bookingRef: DocumentReference, bookingId: string, actor: Actor): Promise<Outcome> {
  return db.runTransaction(async (tx): Promise<Outcome> => {
    const snap = await tx.get(bookingRef);
    if (!snap.exists) return { ok: false, reason: actor.kind === 'staff' ? 'unknownBooking' : 'unknownToken' };
    const booking = snap.data() as Stored;
    if (booking.status === 'cancelled') return { ok: false, reason: 'cancelled' };
    if (booking.start <= Date.now()) return { ok: false, reason: 'over' };
    const summaryRef = db.collection(LEADS).doc(leadId(booking.formId, booking.submissionId));
    const summary = await tx.get(summaryRef);
    const cancelled: Stored = { ...booking, status: 'cancelled', sequence: booking.sequence + 1 };
    tx.update(bookingRef, {
      status: 'cancelled',
      sequence: cancelled.sequence,
      cancelledAt: FieldValue.serverTimestamp(),
      cancelledBy: actor.kind === 'staff' ? actor.uid : 'visitor',
    });
    tx.delete(db.collection(BOOKING_SLOTS).doc(slotIdOf(booking.staffId, booking.start)));
    queueChangeMails(db, tx, bookingId, { kind: 'cancelled', by: actorWord(actor), sequence: cancelled.sequence });
    if (summary.exists) recordOnLead(tx, summaryRef, bookingId, cancelled, actor, 'cancelled');
    return { ok: true, booking: cancelled };
  }, { maxAttempts: MAX_ATTEMPTS });
}

async function cancel(bookingId: string, actor: Actor): Promise<ManageChangeAnswer> {
  const outcome = await cancelStored(getFirestore(), bookingId, actor);
  if (!outcome.ok) return outcome;
  const mails = await sendChangeMails(mailDeps(), bookingId, outcome.booking.sequence);
  logger.info('call cancelled', { bookingId, by: actor.kind, mails });
  return { ok: true, call: publicView(outcome.booking) };
}

export const cancelBooking = onCall({ secrets: [smtpPassword] }, async (request): Promise<ManageChangeAnswer> => {
  requireAppCheck(request);
  const token = tokenOf(request.data);
  return guarded('cancelBooking', async () => {
    const found = await bookingByToken(getFirestore(), token);
    if (!found) return { ok: false, reason: 'unknownToken' };
    return cancel(found.id, { kind: 'visitor' });
  });
});

export const staffCancelBooking = onCall({ secrets: [smtpPassword] }, async (request): Promise<ManageChangeAnswer> => {
  const caller = await requireStaff(request);
  const bookingId = bookingIdIn(request.data);
  return guarded('staffCancelBooking', () => cancel(bookingId, { kind: 'staff', uid: caller.uid, email: caller.email }));
});
