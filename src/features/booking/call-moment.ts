import type { Locale } from '../../forms/core/definition';

/** The tags and hours the slot list writes times with (src/domain/booking/day-groups.ts), so both say a time alike. */
const TAG: Record<Locale, string> = { pt: 'pt-BR', es: 'es', en: 'en' };
/** As the slot list writes times (src/domain/booking/day-groups.ts): "15:00" in Brazil and Spain, "3:00 PM" in English. */
const HOUR: Record<Locale, '2-digit' | 'numeric'> = { pt: '2-digit', es: '2-digit', en: 'numeric' };

/**
 * A booked start in the visitor's zone, compact: "qui, 4 dez, 15:00", "jue, 4 dic, 15:00",
 * "Thu, 4 Dec, 3:00 PM". Built from Intl's parts: Portuguese abbreviations come with dots and "de"
 * ("qui., 4 de dez."), which read heavily inside a sentence.
 */
export function callMoment(start: number, locale: Locale, zone: string): string {
  const tag = TAG[locale];
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat(tag, { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short' }).formatToParts(start).map((part) => [part.type, part.value]),
  );
  const short = (word = '') => word.replace(/\.$/, '');
  const time = new Intl.DateTimeFormat(tag, { timeZone: zone, hour: HOUR[locale], minute: '2-digit' }).format(start);
  return `${short(parts.weekday)}, ${parts.day} ${short(parts.month)}, ${time}`;
}
