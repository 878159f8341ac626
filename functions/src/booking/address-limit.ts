import { createHash } from 'node:crypto';
import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { ADDRESS_GAP_HOURS, BOOKING_ADDRESSES } from '../../../src/domain/booking/booking';
import { emailPersonKey } from '../../../src/domain/person-key';

/*
 * One invitation per visitor address a day (issue 37). The address a booking e-mails comes unverified
 * from the briefing, so each booking is a mail the studio sends to whomever a script names. The
 * booking's transaction reads and writes `booking_addresses/{key}` (the key is the SHA-256 of the
 * address as the summaries key a person, so the same address in any case is one document and the
 * collection lists no address): a booking of another submission less than ADDRESS_GAP_HOURS after the
 * address's last one is refused ('addressBusy'), and two racing for one address conflict there, so
 * only one goes. A cancelled call does not give the day back (its invitation went). A privacy deletion
 * removes the document with the booking (./person-bookings.ts).
 */

/** The address's document; undefined for a booking without a usable address (nothing is mailed to it). */
export function addressRef(db: Firestore, email: string | undefined): DocumentReference | undefined {
  const key = email ? emailPersonKey(email) : undefined;
  if (!key) return undefined;
  return db.collection(BOOKING_ADDRESSES).doc(createHash('sha256').update(key.values[0]).digest('hex'));
}

/** The address booked another call less than ADDRESS_GAP_HOURS before `nowMs`. */
export function addressBusy(address: DocumentSnapshot | undefined, bookingId: string, nowMs: number): boolean {
  if (!address?.exists || address.get('bookingId') === bookingId) return false;
  const last = address.get('lastBookedAt') as unknown;
  return typeof last === 'number' && nowMs - last < ADDRESS_GAP_HOURS * 3_600_000;
}

/** What the booking's transaction writes on the address's document. */
export const addressBooked = (bookingId: string, nowMs: number) => ({ bookingId, lastBookedAt: nowMs });
