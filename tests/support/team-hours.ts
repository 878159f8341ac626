import type { Firestore } from 'firebase-admin/firestore';
import { type Availability, STAFF_AVAILABILITY } from '../../src/domain/booking/availability';
import { toStoredAvailability } from '../../src/domain/booking/stored-availability';
import { TEAM_HOURS_PATH, type TeamHoursDoc } from '../../src/domain/booking/team-hours';

/*
 * A test's team hours, written as the availability page writes them: each member's
 * `staff_availability/{uid}` and their entry in the team's copy (src/domain/booking/team-hours.ts), which
 * the booking functions read. Free of functions/ code, so the browser suite's loader takes it too.
 */

export interface MemberHours {
  uid: string;
  email: string;
  availability: Availability;
}

/** The team's hours are exactly `members`' from now on: everyone else's are gone. */
export async function setTeamHours(db: Firestore, members: readonly MemberHours[]): Promise<void> {
  await db.recursiveDelete(db.collection(STAFF_AVAILABILITY));
  const batch = db.batch();
  const copy: TeamHoursDoc = { members: {} };
  for (const { uid, email, availability } of members) {
    const stored = toStoredAvailability(availability);
    batch.set(db.collection(STAFF_AVAILABILITY).doc(uid), stored);
    copy.members[uid] = { email, availability: stored };
  }
  batch.set(db.doc(TEAM_HOURS_PATH), copy);
  await batch.commit();
}
