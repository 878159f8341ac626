import { doc, onSnapshot } from 'firebase/firestore';
import { STAFF } from '../forms/core/pipeline';
import { staffDb } from './staff-firestore';

/** 'member' while the account's `staff/{uid}` document exists; 'removed' once it is gone or unreadable. */
export type Membership = 'member' | 'removed';

/**
 * Calls back with the signed-in staff member's own membership now and whenever it changes, live.
 * The rules end a removed colleague's access by the deletion of this document, while their ID token
 * still says staff for up to an hour: watching it lets their open tab learn of the removal within
 * seconds, without a reload. A refused read is a removal too (the rules let only members read it).
 * Any other failure (offline, quota) says nothing about membership: the page stays as it is, and the
 * rules keep refusing what they refuse. Returns the unsubscribe.
 */
export function watchMembership(uid: string, onChange: (membership: Membership) => void): () => void {
  return onSnapshot(
    doc(staffDb(), STAFF, uid),
    (snap) => onChange(snap.exists() ? 'member' : 'removed'),
    (error) => {
      if (error.code === 'permission-denied') onChange('removed');
      else {
        console.warn('Staff membership not watched', error);
        onChange('member');
      }
    },
  );
}
