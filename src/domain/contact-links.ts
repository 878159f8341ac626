/*
 * One-tap contact with a lead: the same links in the studio's e-mail, the lead page and the inbox row.
 * React-free; the texts (greeting, subject) are passed in already translated.
 */

import { mailtoLink, telLink, whatsappLink } from '../forms/core/value-links';

export { internationalDigits, mailtoLink, telLink, whatsappLink } from '../forms/core/value-links';

export type ContactChannel = 'whatsapp' | 'phone' | 'email';

export interface ContactLinks {
  whatsapp?: string;
  phone?: string;
  email?: string;
}

/** Every way to reach a lead that its answers allow. */
export function contactLinks(
  lead: { phone?: string | null; email?: string | null },
  texts: { greeting?: string; subject?: string } = {},
): ContactLinks {
  return {
    whatsapp: lead.phone ? whatsappLink(lead.phone, texts.greeting) : undefined,
    phone: lead.phone ? telLink(lead.phone) : undefined,
    email: lead.email ? mailtoLink(lead.email, texts.subject) : undefined,
  };
}
