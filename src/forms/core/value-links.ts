/*
 * The links an answer's value makes (an e-mail address, a Brazilian phone number): the presentation
 * of answers links them, and the domain's contact buttons add a greeting or a subject.
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
