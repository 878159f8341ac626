import { collection, type DocumentSnapshot, getDocs } from 'firebase/firestore';
import { STAFF } from '../domain/lead';
import { effectiveRoles, type StaffRole } from '../domain/staff-role';
import { onSnapshot, staffDb } from './staff-firestore';

/*
 * The people with access, as the staff area lists them (`staff/{uid}`, written by the function):
 * the inbox's assignee column and filter, the lead page's assignee picker and history, the privacy
 * export's names. Both readers below name and sort members the same way.
 */

/** Someone an assignee can be: their uid, the e-mail shown for them and their role. */
export interface StaffMember {
  uid: string;
  email: string;
  /** As src/domain/staff-role.ts reads it (a document without one is a member); the readers below always set it. */
  role?: StaffRole;
}

/**
 * A member's e-mail, or their uid when the document has none: the function stores '' for an account
 * without an e-mail, and an option, a column or a history line showing nothing would name nobody.
 */
const memberOf = (d: DocumentSnapshot, roles: Map<string, StaffRole>): StaffMember => ({
  uid: d.id,
  email: String(d.get('email') || d.id),
  role: roles.get(d.id) ?? 'member',
});

const sinceMillis = (d: DocumentSnapshot): number | undefined => (d.get('since') as { toMillis?: () => number } | undefined)?.toMillis?.();

function byEmail(docs: DocumentSnapshot[]): StaffMember[] {
  const roles = effectiveRoles(docs.map((d) => ({ uid: d.id, role: d.get('role'), sinceMillis: sinceMillis(d) })));
  return docs.map((d) => memberOf(d, roles)).sort((a, b) => a.email.localeCompare(b.email));
}

/** Everyone with access, by e-mail, kept current (the inbox). Returns the unsubscribe. */
export function watchStaff(onStaff: (staff: StaffMember[]) => void, onError: (error: Error) => void): () => void {
  return onSnapshot(collection(staffDb(), STAFF), (snap) => onStaff(byEmail(snap.docs)), onError);
}

/** Everyone with access now, by e-mail, read once (the lead page, the privacy export). */
export async function listStaffMembers(): Promise<StaffMember[]> {
  return byEmail((await getDocs(collection(staffDb(), STAFF))).docs);
}
