import type { NewsletterInterest } from '../config/newsletter-options';
import { gatedCreate } from './gated-create';

export interface NewsletterSignup {
  email: string | null;
  whatsapp: string | null;
  /** ['todos'] when nothing was chosen (spec 000 section 4). */
  service_interests: NewsletterInterest[];
}

/** Stores one signup in `newsletter_subscribers` (create-only for visitors; see firestore.rules). */
export async function subscribeToNewsletter(signup: NewsletterSignup): Promise<void> {
  await gatedCreate('newsletter_subscribers', { ...signup });
}
