import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import type { NewsletterInterest } from '../config/newsletter';
import { ensureAppCheck } from './app-check';
import { firestore } from './firebase';

export interface NewsletterSignup {
  email: string | null;
  whatsapp: string | null;
  /** ['todos'] when nothing was chosen (spec 000 section 4). */
  service_interests: NewsletterInterest[];
}

/** Stores one signup in `newsletter_subscribers` (create-only for visitors; see firestore.rules). */
export async function subscribeToNewsletter(signup: NewsletterSignup): Promise<void> {
  await ensureAppCheck();
  await addDoc(collection(firestore(), 'newsletter_subscribers'), { ...signup, createdAt: serverTimestamp() });
}
