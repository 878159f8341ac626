import { type DocumentReference, FieldValue, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import type { LeadCall } from '../../../src/domain/booking/booking';
import type { BookingActor } from '../../../src/domain/booking/booking-email';
import { HISTORY } from '../../../src/domain/lead';
import type { Stored } from './manage-booking';

/*
 * What cancelling and moving a call share (issue 30, part 6): who did it, the lead's `call` and its
 * history entry written in the change's transaction, and the rule that a visitor or staff member never
 * sees a raw error. The deployed functions' mail machinery is ./mail-deps.ts.
 */

/** The visitor by their token, or a staff member by their uid. */
export type Actor = { kind: 'visitor' } | { kind: 'staff'; uid: string; email: string | null };

export const actorWord = (actor: Actor): BookingActor => actor.kind;

/** What happened to the call, as the lead's history says it (src/features/admin/lead/pipeline-format.ts). */
export type CallChange = 'cancelled' | 'rescheduled' | 'handedOver' | 'unassigned';

/** The lead summary's `call` and one history entry (kind 'booking', text: the change), inside `tx`. */
export function recordOnLead(tx: Transaction, summaryRef: DocumentReference, bookingId: string, booking: Stored, actor: Actor, text: CallChange) {
  const now = FieldValue.serverTimestamp();
  const call: LeadCall = {
    bookingId,
    start: booking.start,
    end: booking.end,
    staffId: booking.staffId,
    status: booking.status,
    ...(booking.unassigned && booking.status === 'booked' ? { unassigned: true } : {}),
  };
  const event = summaryRef.collection(HISTORY).doc();
  tx.create(event, {
    at: now,
    // The visitor has no account: their own changes are the system's, as their booking was.
    by: actor.kind === 'staff' ? actor.uid : 'system',
    byEmail: actor.kind === 'staff' ? actor.email : null,
    kind: 'booking',
    text,
    bookingId,
    staffId: booking.staffId,
    start: booking.start,
    end: booking.end,
  });
  tx.update(summaryRef, {
    call,
    lastEvent: event.id,
    lastActivityAt: now,
    updatedAt: now,
    ...(actor.kind === 'staff' ? { updatedBy: actor.uid } : {}),
  });
}


/** Runs a change; anything but an HttpsError is logged and told as "try again" (never a raw error). */
export async function guarded<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    logger.error(`${what} failed`, { error: String(error) });
    throw new HttpsError('unavailable', 'The call could not be changed now; try again.', { reason: 'retry' });
  }
}
