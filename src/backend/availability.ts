import { collection, doc, FieldPath, getDoc, getDocs, writeBatch } from 'firebase/firestore/lite';
import { type Availability, STAFF_AVAILABILITY } from '../domain/booking/availability';
import { fromStoredAvailability, toStoredAvailability } from '../domain/booking/stored-availability';
import { TEAM_HOURS_PATH, type TeamHoursDoc } from '../domain/booking/team-hours';
import { STAFF } from '../domain/lead';
import { firestore } from './firebase';
import { tracked } from './staff-listeners';

/*
 * A staff member's availability for calls (`staff_availability/{uid}`, issue 30), read and replaced from
 * the availability page: one round trip each (Firestore Lite, as the company e-mail's). Reads go through
 * `tracked`, so a sign-out neither sends one without the token nor leaves one on its way.
 */

/** Someone whose availability the page can show: their uid and the e-mail that names them. */
export interface AvailabilityPerson {
  uid: string;
  email: string;
}

export interface AvailabilityTeam {
  /** Everyone with access, by e-mail. */
  people: AvailabilityPerson[];
  /**
   * The viewer may edit a colleague's availability: their membership document says `role: 'owner'`, the
   * very test the rules make (an owner only by src/domain/staff-role.ts's fallback has none stored yet).
   */
  editsOthers: boolean;
}

/** The team as this page needs it, read once. */
export async function readAvailabilityTeam(viewerUid: string): Promise<AvailabilityTeam> {
  const { docs } = await tracked(() => getDocs(collection(firestore(), STAFF)));
  const people = docs
    .map((d) => ({ uid: d.id, email: String(d.get('email') || d.id) }))
    .sort((a, b) => a.email.localeCompare(b.email));
  return { people, editsOthers: docs.some((d) => d.id === viewerUid && d.get('role') === 'owner') };
}

/** `uid`'s availability as stored, or DEFAULT_AVAILABILITY when they never saved one. */
export async function readAvailability(uid: string): Promise<Availability> {
  const snap = await tracked(() => getDoc(doc(firestore(), STAFF_AVAILABILITY, uid)));
  return fromStoredAvailability(snap.exists() ? snap.data() : undefined);
}

/**
 * Replaces `person`'s availability, and their entry in the team's hours (../domain/booking/team-hours.ts)
 * in the same batch: the rules let its owner or a team owner do it, of the stored shape only, and refuse
 * either write without the other.
 */
export async function saveAvailability(person: AvailabilityPerson, value: Availability): Promise<void> {
  const db = firestore();
  const stored = toStoredAvailability(value);
  const team: TeamHoursDoc = { members: { [person.uid]: { email: person.email, availability: stored } }, changed: person.uid };
  const batch = writeBatch(db);
  batch.set(doc(db, STAFF_AVAILABILITY, person.uid), stored);
  // Only this member's entry is replaced (mergeFields): the others' stay as they are.
  batch.set(doc(db, TEAM_HOURS_PATH), team, { mergeFields: [new FieldPath('members', person.uid), 'changed'] });
  await batch.commit();
}
