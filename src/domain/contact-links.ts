/*
 * One-tap contact with a lead: the same links in the studio's e-mail, the lead page and the inbox row.
 * React-free; the texts (greeting, subject) are passed in already translated.
 */

/** A Brazilian number as typed ((11) 98888-7777) in international digits (5511988887777), or undefined. */
export function internationalDigits(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 10) return undefined;
  return digits.length <= 11 ? `55${digits}` : digits;
}

/** Click-to-chat, optionally with a first message ready to send. */
export function whatsappLink(phone: string, greeting?: string): string | undefined {
  const digits = internationalDigits(phone);
  if (!digits) return undefined;
  return `https://wa.me/${digits}${greeting ? `?text=${encodeURIComponent(greeting)}` : ''}`;
}

/** A call from a phone: the number in international form, so it dials from anywhere. */
export function telLink(phone: string): string | undefined {
  const digits = internationalDigits(phone);
  return digits ? `tel:+${digits}` : undefined;
}

/** A new e-mail to the lead with a subject (which names the briefing). */
export function mailtoLink(email: string, subject?: string): string | undefined {
  const address = email.trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) return undefined;
  return `mailto:${encodeURIComponent(address).replace('%40', '@')}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}

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
