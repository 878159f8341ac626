import { collection, type DocumentSnapshot, getDocs } from 'firebase/firestore';
import { STAFF } from '../domain/lead';
import { onSnapshot, staffDb } from './staff-firestore';

/*
 * The people with access, as the staff area lists them (`staff/{uid}`, written by the function):
 * the inbox's assignee column and filter, the lead page's assignee picker and history, the privacy
 * export's names. Both readers below name and sort members the same way.
 */

/** Someone an assignee can be: their uid and the e-mail shown for them. */
export interface StaffMember {
  uid: string;
  email: string;
}

/**
 * A member's e-mail, or their uid when the document has none: the function stores '' for an account
 * without an e-mail, and an option, a column or a history line showing nothing would name nobody.
 */
const memberOf = (d: DocumentSnapshot): StaffMember => ({ uid: d.id, email: String(d.get('email') || d.id) });

const byEmail = (docs: DocumentSnapshot[]): StaffMember[] => docs.map(memberOf).sort((a, b) => a.email.localeCompare(b.email));

/** Everyone with access, by e-mail, kept current (the inbox). Returns the unsubscribe. */
export function watchStaff(onStaff: (staff: StaffMember[]) => void, onError: (error: Error) => void): () => void {
  return onSnapshot(collection(staffDb(), STAFF), (snap) => onStaff(byEmail(snap.docs)), onError);
}

/** Everyone with access now, by e-mail, read once (the lead page, the privacy export). */
export async function listStaffMembers(): Promise<StaffMember[]> {
  return byEmail((await getDocs(collection(staffDb(), STAFF))).docs);
}
