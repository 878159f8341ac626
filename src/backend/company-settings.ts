import { doc, getDoc, setDoc } from 'firebase/firestore/lite';
import { firestore } from './firebase';

/*
 * One-off reads and writes of one document: Firestore Lite's REST calls, one round trip each, rather
 * than the full SDK's watch channel, which the staff pages' listeners keep busy (src/backend/inbox.ts).
 */

/** The document whose `email` receives every lead summary (read by the function too). */
const COMPANY = 'settings/company';

export async function getCompanyEmail(): Promise<string> {
  const email = (await getDoc(doc(firestore(), COMPANY))).get('email');
  return typeof email === 'string' ? email : '';
}

/** Replaces the document with `{email}`: the rules allow that one key and nothing else. */
export async function saveCompanyEmail(email: string): Promise<void> {
  await setDoc(doc(firestore(), COMPANY), { email });
}
