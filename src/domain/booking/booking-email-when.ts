/*
 * When a booked call happens, as its e-mails and invitations say it: in the recipient's time zone, with
 * that zone named ("horário de Brasília" for the studio and every zone on Brasília's time). Only Intl
 * computes the wall-clock time of an instant in a zone (never an offset added by hand: Brazil's has
 * changed before, and a visitor may be anywhere). React- and Firebase-free, shared with the function.
 */
import { INTL_LOCALES } from '../../forms/core/locale-formats';
import type { Locale } from '../../forms/core/definition';
import { BOOKING_TIME_ZONE } from './availability';

/** How the studio names its own zone, in each language (the "horário de Brasília"). */
const BRASILIA: Record<Locale, string> = { pt: 'horário de Brasília', es: 'hora de Brasilia', en: 'Brasília time' };

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: Locale, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...options, timeZone });
    formats.set(key, found);
  }
  return found;
}

/** Whether Intl knows `timeZone` (an IANA name such as "Europe/Lisbon"). */
export function isTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || timeZone === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The visitor's zone as their browser reported it, or the studio's when it is missing or unknown. */
export const zoneOrStudio = (timeZone: unknown): string => (isTimeZone(timeZone) ? timeZone : BOOKING_TIME_ZONE);

const genericName = (locale: Locale, timeZone: string, at: number) =>
  format(locale, timeZone, { timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;

/**
 * The zone's name in the recipient's language at `at` (names can change with daylight saving):
 * "horário de Brasília" for any zone that keeps Brasília's time, otherwise Intl's generic name
 * ("horário da Europa Ocidental", "hora de Europa occidental", "Western European Time"). A zone Intl
 * only knows by its offset ("GMT+00:00") also gets its IANA name, so the reader knows which one.
 */
export function zoneName(timeZone: string, locale: Locale, at: number): string {
  const zone = zoneOrStudio(timeZone);
  const name = genericName(locale, zone, at);
  if (zone === BOOKING_TIME_ZONE || name === genericName(locale, BOOKING_TIME_ZONE, at)) return BRASILIA[locale];
  if (/^(GMT|UTC)/.test(name)) return `${name} (${zone})`;
  // Portuguese ICU capitalises "Horário", which reads oddly inside a sentence's parentheses.
  return locale === 'pt' ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

const DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };
const SHORT_DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };
const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** "15:00" in the zone. */
export const clockTime = (ms: number, locale: Locale, timeZone: string) => format(locale, zoneOrStudio(timeZone), CLOCK).format(ms);

/** "quinta-feira, 4 de dezembro de 2025" in the zone. */
export const callDay = (ms: number, locale: Locale, timeZone: string) => format(locale, zoneOrStudio(timeZone), DAY).format(ms);

/**
 * The whole call, zone named: "quinta-feira, 4 de dezembro de 2025, 15:00–15:30 (horário de Brasília)".
 * A call that ends on the next day in the zone names that day too.
 */
export function callWhen(start: number, end: number, locale: Locale, timeZone: string): string {
  const endDay = callDay(end, locale, timeZone);
  const sameDay = endDay === callDay(start, locale, timeZone);
  const until = sameDay ? clockTime(end, locale, timeZone) : `${endDay}, ${clockTime(end, locale, timeZone)}`;
  return `${callDay(start, locale, timeZone)}, ${clockTime(start, locale, timeZone)}–${until} (${zoneName(timeZone, locale, start)})`;
}

/** For subjects: "quinta-feira, 4 de dezembro, 15:00" (no year, no zone: the body names it). */
export const shortWhen = (start: number, locale: Locale, timeZone: string) =>
  `${format(locale, zoneOrStudio(timeZone), SHORT_DAY).format(start)}, ${clockTime(start, locale, timeZone)}`;
