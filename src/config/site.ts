/**
 * The studio's public contacts, in one place. The WhatsApp number comes from the environment
 * (VITE_WHATSAPP_NUMBER, digits with country code) so it is configuration, not code in pages.
 */
export const site = {
  name: 'Movaly',
  email: 'contato@movaly.com.br',
  whatsappNumber: String(import.meta.env.VITE_WHATSAPP_NUMBER ?? '5511999999999'),
  /** As shown to people. */
  whatsappDisplay: String(import.meta.env.VITE_WHATSAPP_DISPLAY ?? '+55 (11) 99999-9999'),
  instagram: { handle: '@movaly', url: 'https://www.instagram.com/movaly' },
  youtube: { handle: '@movaly', url: 'https://www.youtube.com/@movaly' },
  city: 'São Paulo',
  year: 2025,
} as const;

/** The three prefilled WhatsApp conversations of spec 000 section 7 (texts are i18n keys under `whatsapp`). */
export type WhatsAppTopic = 'cinematicQuote' | 'recordVideo' | 'servicesQuote';

/** A wa.me deep link with a prefilled message; open it in a new tab. */
export function whatsappLink(message: string): string {
  return `https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(message)}`;
}
