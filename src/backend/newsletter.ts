import type { NewsletterInterest } from '../config/newsletter-options';
import { type BotTrap, botTrapFields } from '../forms/core/record';
import { gatedCreate } from './gated-create';

export interface NewsletterSignup {
  email: string | null;
  whatsapp: string | null;
  /** ['todos'] when nothing was chosen (spec 000 section 4). */
  service_interests: NewsletterInterest[];
}

/**
 * Stores one signup in `newsletter_subscribers` (create-only for visitors; see firestore.rules), with
 * the bot trap the briefings carry: the function marks a trapped signup as spam and its lead arrives
 * in the spam stage (functions/src/create-lead.ts, ensureNewsletterLead).
 */
export async function subscribeToNewsletter(signup: NewsletterSignup, trap: BotTrap): Promise<void> {
  await gatedCreate('newsletter_subscribers', { ...signup, ...botTrapFields(trap) });
}
