import { FieldPath, FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { type Availability, STAFF_AVAILABILITY } from '../../../src/domain/booking/availability';
import { type StoredAvailability, toStoredAvailability } from '../../../src/domain/booking/stored-availability';
import { TEAM_HOURS_PATH, type TeamHoursDoc, type TeamHoursEntry } from '../../../src/domain/booking/team-hours';
import { STAFF } from '../../../src/domain/lead';

/*
 * The team's hours in one document (src/domain/booking/team-hours.ts), as the functions keep it: read
 * once per openSlots and bookCall, made from the collections when it is missing, and written with its
 * availability document by the seed (the availability page writes both in its own batch; tests set
 * whole teams with tests/support/team-hours.ts).
 */

const teamHoursRef = (db: Firestore) => db.doc(TEAM_HOURS_PATH);

/**
 * The document, made from `staff` and `staff_availability` when it does not exist yet (a project whose
 * hours were saved before it existed, or whose first member was added by a script): in `tx`, so a
 * page's write or a team change in between is not lost; the entries are the members' with hours.
 */
export async function ensureTeamHours(db: Firestore, tx: Transaction): Promise<Record<string, TeamHoursEntry>> {
  const current = await tx.get(teamHoursRef(db));
  if (current.exists) return (current.get('members') as TeamHoursDoc['members'] | undefined) ?? {};
  const [staff, hours] = await Promise.all([tx.get(db.collection(STAFF)), tx.get(db.collection(STAFF_AVAILABILITY))]);
  const emails = new Map(staff.docs.map((doc) => [doc.id, doc.get('email')]));
  const members: Record<string, TeamHoursEntry> = {};
  for (const doc of hours.docs) {
    const email = emails.get(doc.id);
    if (typeof email === 'string') members[doc.id] = { email, availability: doc.data() as StoredAvailability };
  }
  tx.set(teamHoursRef(db), { members } satisfies TeamHoursDoc);
  return members;
}

/** Every member's entry: one document read (two collections once, when it has to be made). */
export async function readTeamHours(db: Firestore): Promise<Record<string, TeamHoursEntry>> {
  const snap = await teamHoursRef(db).get();
  if (snap.exists) return (snap.get('members') as TeamHoursDoc['members'] | undefined) ?? {};
  return db.runTransaction((tx) => ensureTeamHours(db, tx));
}

/** In a team change's transaction (after its reads): a removed member's hours go with their access. */
export function dropTeamHours(db: Firestore, tx: Transaction, uid: string): void {
  tx.update(teamHoursRef(db), new FieldPath('members', uid), FieldValue.delete());
  tx.delete(db.collection(STAFF_AVAILABILITY).doc(uid));
}

/** In a team change's transaction: a member's new e-mail, on their entry if they have one. */
export function renameTeamHours(db: Firestore, tx: Transaction, uid: string, email: string): void {
  tx.update(teamHoursRef(db), new FieldPath('members', uid, 'email'), email);
}

/**
 * Saves `uid`'s hours and their entry in one batch, as the availability page does (the seed's local
 * owner under `npm start`); the document is made first when it is missing.
 */
export async function saveTeamHours(db: Firestore, uid: string, email: string, availability: Availability): Promise<void> {
  await db.runTransaction((tx) => ensureTeamHours(db, tx));
  const stored = toStoredAvailability(availability);
  const batch = db.batch();
  batch.set(db.collection(STAFF_AVAILABILITY).doc(uid), stored);
  batch.update(teamHoursRef(db), new FieldPath('members', uid), { email, availability: stored } satisfies TeamHoursEntry);
  await batch.commit();
}
