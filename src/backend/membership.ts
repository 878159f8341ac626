import { doc } from 'firebase/firestore';
import * as lite from 'firebase/firestore/lite';
import { STAFF } from '../domain/lead';
import type { StaffRole } from '../domain/staff-role';
import { firestore as liteDb } from './firebase';
import { onSnapshot, staffDb } from './staff-firestore';
import { markStaffPhase } from './staff-phases';

/**
 * 'member' while the account's `staff/{uid}` document exists; 'removed' once the server says it is
 * gone or unreadable; 'offline' while no server has answered and the cache does not hold it (a reload
 * without a connection): that says nothing about access.
 */
export type Membership = 'member' | 'removed' | 'offline';

/**
 * The role the document stores: what the rules' isOwner() reads before an owner-only write (the
 * company e-mail) and the function checks (a privacy deletion), so the pages offer those to owners only.
 */
const roleOf = (snap: { get(field: string): unknown }): StaffRole => (snap.get('role') === 'owner' ? 'owner' : 'member');

/** What a snapshot of the document says. Only the server can say it is gone: the cache may just not know it yet. */
export function membershipOf(snap: { exists(): boolean; metadata: { fromCache: boolean } }): Membership {
  if (snap.exists()) return 'member';
  return snap.metadata.fromCache ? 'offline' : 'removed';
}

/**
 * Calls back with the signed-in staff member's own membership, and the role it stores, now and whenever
 * they change, live.
 * The rules end a removed colleague's access by the deletion of this document, while their ID token
 * still says staff for up to an hour: watching it lets their open tab learn of the removal within
 * seconds, without a reload. A refused read is a removal too (the rules let only members read it).
 * Any other failure (quota) says nothing about membership: the page stays as it is, and the rules
 * keep refusing what they refuse. Returns the unsubscribe.
 *
 * The listener follows metadata changes too: when the connection comes back, the server's word that
 * the document is missing changes only `fromCache`, and without them the tab would stay 'offline'.
 *
 * The first answer usually comes from one REST read of the document, asked beside the listener: the
 * staff page waits for it, and the listener's first answer waits for the watch channel's handshake
 * (docs/performance.md). Once the listener has given a verdict ('offline' is none), only it does.
 */
export function watchMembership(uid: string, onChange: (membership: Membership, role: StaffRole) => void): () => void {
  let live = true;
  let heard = false;
  const hear = (membership: Membership, role: StaffRole = 'member') => {
    if (membership !== 'offline') heard = true;
    if (live) onChange(membership, role);
  };
  readMembership(uid).then(
    (read) => live && !heard && onChange(read.membership, read.role),
    // A refused or failed read: the listener decides.
    () => {},
  );
  const stop = onSnapshot(
    doc(staffDb(), STAFF, uid),
    { includeMetadataChanges: true },
    (snap) => hear(membershipOf(snap), roleOf(snap)),
    (error) => {
      if (error.code === 'permission-denied') hear('removed');
      else {
        console.warn('Staff membership not watched', error);
        hear('member');
      }
    },
  );
  return () => {
    live = false;
    stop();
  };
}

interface MembershipRead {
  membership: Membership;
  role: StaffRole;
}
interface ReadAhead {
  at: number;
  read: Promise<MembershipRead>;
  settled?: MembershipRead;
}
/** One REST read of the document, by uid: asked by the staff area's loader, taken by the page (once). */
const readAhead = new Map<string, ReadAhead>();
/** Older than this, a read ahead is asked again rather than believed (the listener corrects it anyway). */
const READ_AHEAD_MS = 10_000;

function readMembership(uid: string): Promise<MembershipRead> {
  const ahead = readAhead.get(uid);
  readAhead.delete(uid);
  if (ahead && Date.now() - ahead.at < READ_AHEAD_MS) return ahead.read;
  return lite.getDoc(lite.doc(liteDb(), STAFF, uid)).then((snap) => ({ membership: snap.exists() ? 'member' : 'removed', role: roleOf(snap) }));
}

/**
 * Starts the membership's read as soon as the session is known, beside the page's code and its
 * first query (the staff area's route loader), instead of once the gate has rendered: that wait cost
 * a round trip before any staff page could render (issue 39).
 */
export function readMembershipAhead(uid: string): void {
  const entry: ReadAhead = { at: Date.now(), read: readMembership(uid) };
  entry.read.then(
    (read) => {
      markStaffPhase('membership');
      entry.settled = read;
    },
    () => readAhead.delete(uid),
  );
  readAhead.set(uid, entry);
}

/** The membership a read ahead already answered (fresh), for the gate's first render; undefined otherwise. */
export function knownMembership(uid: string): MembershipRead | undefined {
  const ahead = readAhead.get(uid);
  return ahead?.settled && Date.now() - ahead.at < READ_AHEAD_MS ? ahead.settled : undefined;
}
