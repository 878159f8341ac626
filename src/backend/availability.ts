import { collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore/lite';
import { type Availability, STAFF_AVAILABILITY } from '../domain/booking/availability';
import { fromStoredAvailability, toStoredAvailability } from '../domain/booking/stored-availability';
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

/** Replaces `uid`'s availability (the rules let its owner or a team owner do it, of the stored shape only). */
export async function saveAvailability(uid: string, value: Availability): Promise<void> {
  await setDoc(doc(firestore(), STAFF_AVAILABILITY, uid), toStoredAvailability(value));
}
