import { Timestamp } from 'firebase-admin/firestore';

/**
 * A slot claim (`booking_slots/{staffId}_{start}`) is created `pending` by bookCall, which clears the
 * flag in the transaction that writes its booking (./reserve-call.ts). One still pending this long
 * after it was made belongs to a run that died in between: it holds no call, and the start is free.
 */
export const STALE_CLAIM_MS = 60_000;

export function isStaleClaim(slot: { pending?: unknown; createdAt?: unknown }, now: number): boolean {
  return slot.pending === true && slot.createdAt instanceof Timestamp && now - slot.createdAt.toMillis() >= STALE_CLAIM_MS;
}
