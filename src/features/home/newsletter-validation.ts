/** The i18n keys of the newsletter's messages (home.newsletter.errors.*). */
export type NewsletterError = 'contactRequired' | 'emailInvalid';

export interface NewsletterErrors {
  /** Neither contact given: tied to both inputs. */
  contact?: NewsletterError;
  email?: NewsletterError;
}

/*
 * Stricter than the Firestore rule (one '@', no spaces) by also asking for a dot in the domain, so a
 * typo such as 'ana@gmail' is caught here with a message instead of being stored.
 */
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s.]+$/;

/** Spec 000 section 5: at least one of e-mail or WhatsApp; an e-mail, when given, must look like one. */
export function validateNewsletter(email: string, whatsapp: string): NewsletterErrors {
  if (!email && !whatsapp) return { contact: 'contactRequired' };
  if (email && (!EMAIL.test(email) || email.length > 254)) return { email: 'emailInvalid' };
  return {};
}
