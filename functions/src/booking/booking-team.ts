import type { Firestore } from 'firebase-admin/firestore';
import { AVAILABILITY_LIMITS, type Availability, STAFF_AVAILABILITY } from '../../../src/domain/booking/availability';
import { BOOKING_SLOTS, type FormBooking } from '../../../src/domain/booking/booking';
import { fromStoredAvailability } from '../../../src/domain/booking/stored-availability';
import type { Interval, TeamMember } from '../../../src/domain/booking/slots';
import { availabilityProblems } from '../../../src/domain/booking/validate-availability';
import { STAFF } from '../../../src/domain/lead';

/*
 * Who may take a form's call and how busy each is (issue 30). The candidates are the staff e-mails
 * the form's `booking.staff` names (matched to `staff/{uid}` by their `email`), or every staff member
 * who has an availability document; someone whose access was removed, or whose document the validator
 * refuses, takes no call. Busy times come from `booking_slots`, which holds one document per booked
 * call (deleted when it is cancelled): one range query on `end` (a single-field index) reads the
 * studio's calls still to come, however many staff there are.
 */

export interface Member extends TeamMember {
  email: string;
  /** Upcoming booked calls: the round-robin's load. */
  load: number;
}

/** A call that ended up to this long ago can still block a start through its buffer. */
const LONGEST_BUFFER_MS = AVAILABILITY_LIMITS.bufferMinutes.max * 60_000;

export async function teamOf(db: Firestore, booking: FormBooking, now: number): Promise<Member[]> {
  const [staff, availability, slots] = await Promise.all([
    db.collection(STAFF).get(),
    db.collection(STAFF_AVAILABILITY).get(),
    db.collection(BOOKING_SLOTS).where('end', '>', now - LONGEST_BUFFER_MS).get(),
  ]);
  const named = booking.staff?.map((email) => email.trim().toLowerCase());
  const emails = new Map(staff.docs.map((doc) => [doc.id, typeof doc.get('email') === 'string' ? (doc.get('email') as string) : '']));
  const busy = new Map<string, Interval[]>();
  const load = new Map<string, number>();
  for (const slot of slots.docs) {
    const { staffId, start, end } = slot.data() as { staffId?: unknown; start?: unknown; end?: unknown };
    if (typeof staffId !== 'string' || typeof start !== 'number' || typeof end !== 'number') continue;
    busy.set(staffId, [...(busy.get(staffId) ?? []), { start, end }]);
    if (start >= now) load.set(staffId, (load.get(staffId) ?? 0) + 1);
  }
  const members: Member[] = [];
  for (const doc of availability.docs) {
    const email = emails.get(doc.id);
    if (email === undefined) continue;
    if (named && !named.includes(email.trim().toLowerCase())) continue;
    const stored: Availability = fromStoredAvailability(doc.data());
    if (availabilityProblems(stored).length > 0) continue;
    members.push({
      staffId: doc.id,
      email,
      availability: booking.callMinutes ? { ...stored, callMinutes: booking.callMinutes } : stored,
      busy: busy.get(doc.id) ?? [],
      load: load.get(doc.id) ?? 0,
    });
  }
  return members.sort((a, b) => (a.staffId < b.staffId ? -1 : a.staffId > b.staffId ? 1 : 0));
}
