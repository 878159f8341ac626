import { handleOf, LOCAL_CONTACTS } from './public-env';

/*
 * The placeholders serve this machine only (the dev server, the tests, the emulator build). A build
 * for a real site refuses to start while one of these variables is unset (vite.config.ts), and in it
 * this is the constant false, so the placeholders are not even in its bundle ('emulator' is written
 * out, not LOCAL_BUILD_MODE: Vite puts the mode in as text, and only a literal comparison folds away).
 */
const local = !import.meta.env.PROD || import.meta.env.MODE === 'emulator';

/** A public contact from the environment, or its local placeholder. */
const contact = (name: keyof typeof LOCAL_CONTACTS, value: unknown): string =>
  typeof value === 'string' && value.trim() ? value.trim() : local ? LOCAL_CONTACTS[name] : '';

// Each read names its variable in full: Vite replaces `import.meta.env.X` at build time, not a lookup by a computed name.
const instagramUrl = contact('VITE_INSTAGRAM_URL', import.meta.env.VITE_INSTAGRAM_URL);
const youtubeUrl = contact('VITE_YOUTUBE_URL', import.meta.env.VITE_YOUTUBE_URL);

/** The studio's public contacts, in one place: configuration from the environment, not code in pages. */
export const site = {
  name: 'Movaly',
  email: contact('VITE_CONTACT_EMAIL', import.meta.env.VITE_CONTACT_EMAIL),
  /** Digits with the country code, for wa.me links. */
  whatsappNumber: contact('VITE_WHATSAPP_NUMBER', import.meta.env.VITE_WHATSAPP_NUMBER),
  /** As shown to people. */
  whatsappDisplay: contact('VITE_WHATSAPP_DISPLAY', import.meta.env.VITE_WHATSAPP_DISPLAY),
  instagram: { handle: handleOf(instagramUrl), url: instagramUrl },
  youtube: { handle: handleOf(youtubeUrl), url: youtubeUrl },
  city: 'São Paulo',
  year: 2025,
} as const;

/** The three prefilled WhatsApp conversations of spec 000 section 7 (texts are i18n keys under `whatsapp`). */
export type WhatsAppTopic = 'cinematicQuote' | 'recordVideo' | 'servicesQuote';

/** A wa.me deep link with a prefilled message; open it in a new tab. */
export function whatsappLink(message: string): string {
  return `https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(message)}`;
}
