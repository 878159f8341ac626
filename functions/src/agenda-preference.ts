import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { AGENDA_OFF } from '../../src/domain/daily-agenda';
import { STAFF } from '../../src/domain/lead';
import { requireStaff } from './staff-access';

/*
 * Each staff member turns their own morning agenda on or off (/admin/team). The flag lives on their
 * membership document, which only the admin SDK writes (firestore.rules): the callable checks the
 * caller is staff now and writes their document alone, never a colleague's.
 */

/** Turns a member's agenda off (`true`) or back on. */
export async function setAgendaPreference(db: Firestore, uid: string, off: boolean): Promise<void> {
  await db.collection(STAFF).doc(uid).update({ [AGENDA_OFF]: off });
}

export const setAgendaOff = onCall(async (request) => {
  const caller = await requireStaff(request);
  const off = (request.data as { off?: unknown } | undefined)?.off;
  if (typeof off !== 'boolean') throw new HttpsError('invalid-argument', "'off' must be true or false.", { reason: 'invalid-argument' });
  await setAgendaPreference(getFirestore(), caller.uid, off);
  return { off };
});
