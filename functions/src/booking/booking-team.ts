import type { Firestore } from 'firebase-admin/firestore';
import { AVAILABILITY_LIMITS, type Availability } from '../../../src/domain/booking/availability';
import { BOOKING_SLOTS, type FormBooking } from '../../../src/domain/booking/booking';
import { fromStoredAvailability } from '../../../src/domain/booking/stored-availability';
import type { Interval, TeamMember } from '../../../src/domain/booking/slots';
import { availabilityProblems } from '../../../src/domain/booking/validate-availability';
import { readTeamHours } from './team-hours-store';

/*
 * Who may take a form's call and how busy each is (issue 30). The candidates are the staff e-mails
 * the form's `booking.staff` names, or every staff member who saved hours; someone whose access was
 * removed (their entry goes with it), or whose hours the validator refuses, takes no call. Both come
 * from the team's hours, one document (./team-hours-store.ts, issue 37: no whole collection read per
 * public call). Busy times come from `booking_slots`, which holds one document per booked call
 * (deleted when it is cancelled): one range query on `end` (a single-field index) reads the studio's
 * calls still to come, however many staff there are.
 */

export interface Member extends TeamMember {
  email: string;
  /** Upcoming booked calls: the round-robin's load. */
  load: number;
}

/** A call that ended up to this long ago can still block a start through its buffer. */
const LONGEST_BUFFER_MS = AVAILABILITY_LIMITS.bufferMinutes.max * 60_000;

export async function teamOf(db: Firestore, booking: FormBooking, now: number): Promise<Member[]> {
  const [hours, slots] = await Promise.all([readTeamHours(db), db.collection(BOOKING_SLOTS).where('end', '>', now - LONGEST_BUFFER_MS).get()]);
  const named = booking.staff?.map((email) => email.trim().toLowerCase());
  const busy = new Map<string, Interval[]>();
  const load = new Map<string, number>();
  for (const slot of slots.docs) {
    const { staffId, start, end } = slot.data() as { staffId?: unknown; start?: unknown; end?: unknown };
    if (typeof staffId !== 'string' || typeof start !== 'number' || typeof end !== 'number') continue;
    busy.set(staffId, [...(busy.get(staffId) ?? []), { start, end }]);
    if (start >= now) load.set(staffId, (load.get(staffId) ?? 0) + 1);
  }
  const members: Member[] = [];
  for (const [staffId, { email, availability }] of Object.entries(hours)) {
    if (typeof email !== 'string') continue;
    if (named && !named.includes(email.trim().toLowerCase())) continue;
    const stored: Availability = fromStoredAvailability(availability);
    if (availabilityProblems(stored).length > 0) continue;
    members.push({
      staffId,
      email,
      availability: booking.callMinutes ? { ...stored, callMinutes: booking.callMinutes } : stored,
      busy: busy.get(staffId) ?? [],
      load: load.get(staffId) ?? 0,
    });
  }
  return members.sort((a, b) => (a.staffId < b.staffId ? -1 : a.staffId > b.staffId ? 1 : 0));
}
