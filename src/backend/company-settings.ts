import { doc, getDoc, setDoc } from 'firebase/firestore';
import { staffDb } from './staff-firestore';

/** The document whose `email` receives every lead summary (read by the function too). */
const COMPANY = 'settings/company';

export async function getCompanyEmail(): Promise<string> {
  const email = (await getDoc(doc(staffDb(), COMPANY))).get('email');
  return typeof email === 'string' ? email : '';
}

/** Replaces the document with `{email}`: the rules allow that one key and nothing else. */
export async function saveCompanyEmail(email: string): Promise<void> {
  await setDoc(doc(staffDb(), COMPANY), { email });
}
