import { type DocumentReference, FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { AVAILABILITY_LIMITS } from '../../../src/domain/booking/availability';
import { BOOKING_LOCKS, BOOKING_SLOTS } from '../../../src/domain/booking/booking';
import { type Interval, isBlocked, paddedBusy } from '../../../src/domain/booking/slot-grid';

/*
 * No two calls of one staff member overlap, by construction (issue 37). A slot document is one per
 * start, so it alone lets two calls of different starts overlap (a form's own call length, a length
 * changed since, a buffer between ranges). So every transaction that takes a slot (booking, moving a
 * call) first reads and then writes `booking_locks/{staffId}`: two of them for the same person
 * conflict there, and Firestore runs the later one again. Inside it, that person's calls that could
 * touch the new one are read again (booking_slots by staffId and end: a composite index), so the
 * overlap is judged on what is stored when the transaction commits, not on a list read before it.
 * Freeing a slot (cancel, privacy deletion) takes no lock: it never makes an overlap.
 */

/** A call that ended up to this long ago can still block a start through its buffer. */
const LONGEST_BUFFER_MS = AVAILABILITY_LIMITS.bufferMinutes.max * 60_000;

export interface StaffLock {
  lock: DocumentReference;
  /** The person's calls that end after the new start less the longest buffer. */
  busy: (Interval & { bookingId: string })[];
}

/** Reads the lock and the calls near `start` (in the transaction's read phase: before any write). */
export async function lockStaff(tx: Transaction, db: Firestore, staffId: string, start: number): Promise<StaffLock> {
  const lock = db.collection(BOOKING_LOCKS).doc(staffId);
  const near = db.collection(BOOKING_SLOTS).where('staffId', '==', staffId).where('end', '>', start - LONGEST_BUFFER_MS);
  const [, slots] = await Promise.all([tx.get(lock), tx.get(near)]);
  const busy = slots.docs.flatMap((doc) => {
    const { start: from, end, bookingId } = doc.data() as { start?: unknown; end?: unknown; bookingId?: unknown };
    return typeof from === 'number' && typeof end === 'number' ? [{ start: from, end, bookingId: String(bookingId ?? '') }] : [];
  });
  return { lock, busy };
}

/** Whether [start, end) overlaps a call of the lock's person, widened by the buffer (`moving`: the call being moved, left out). */
export function overlapsLocked({ busy }: StaffLock, start: number, end: number, bufferMs: number, moving?: string): boolean {
  return isBlocked(start, end, paddedBusy(busy.filter((call) => call.bookingId !== moving), bufferMs));
}

/** After a transaction ran out of tries: whether a stored call (of another booking) now overlaps [start, end). */
export async function overlapsStored(db: Firestore, staffId: string, start: number, end: number, bufferMs: number, bookingId: string): Promise<boolean> {
  return db.runTransaction(async (tx) => overlapsLocked(await lockStaff(tx, db, staffId, start), start, end, bufferMs, bookingId), { readOnly: true });
}

/** The write that makes a concurrent transaction on the same person conflict. */
export function touchLock(tx: Transaction, { lock }: StaffLock): void {
  tx.set(lock, { changes: FieldValue.increment(1), at: FieldValue.serverTimestamp() }, { merge: true });
}
