/*
 * A lead's booked call as the staff pages say it (issue 30, part 8): always in the studio's zone
 * (America/Sao_Paulo), compact ("qui, 4 dez, 15:00"), the zone named once where the sentence is long.
 * React- and Firebase-free; the wall clock of an instant comes from Intl and the day's bounds from
 * @date-fns/tz, never from an offset added by hand.
 */
import { INTL_LOCALES } from '../../forms/core/locale-formats';
import type { Locale } from '../../forms/core/definition';
import { BOOKING_TIME_ZONE } from './availability';
import type { LeadCall } from './booking';
import { clockTime, zoneName } from './booking-email-when';
import { zoneCalendar, zoneDayOf } from './slot-grid';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: Locale, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(key, found);
  }
  return found;
}

/**
 * "qui, 4 dez, 15:00", "jue, 4 dic, 15:00", "Thu, 4 Dec, 15:00": in Brasília's time on the staff
 * pages, in the visitor's own zone on their booking screens (one writing for both). Built from Intl's
 * parts: Portuguese abbreviations come with dots and "de" ("qui., 4 de dez."), too long for a chip.
 */
export function callMoment(start: number, locale: Locale, timeZone: string = BOOKING_TIME_ZONE): string {
  const parts = Object.fromEntries(format(locale, timeZone).formatToParts(start).map((part) => [part.type, part.value]));
  const short = (text = '') => text.replace(/\.$/, '');
  return `${short(parts.weekday)}, ${parts.day} ${short(parts.month)}, ${parts.hour}:${parts.minute}`;
}

/** "15:00" in Brasília's time: a call of today, under a heading that names the day and the zone. */
export const callTime = (start: number, locale: Locale): string => clockTime(start, locale, BOOKING_TIME_ZONE);

/** "qui, 4 dez, 15:00 (horário de Brasília)": the moment with the studio's zone named. */
export const callMomentWithZone = (start: number, locale: Locale): string =>
  `${callMoment(start, locale)} (${zoneName(BOOKING_TIME_ZONE, locale, start)})`;

/** The studio's zone, named in `locale` ("horário de Brasília"), for a heading that names it once. */
export const studioZoneName = (locale: Locale, at = Date.now()): string => zoneName(BOOKING_TIME_ZONE, locale, at);

/** Whether a summary's `call` is one the function wrote (a page must not break on a half-written field). */
export function isLeadCall(value: unknown): value is LeadCall {
  if (typeof value !== 'object' || value === null) return false;
  const call = value as Record<string, unknown>;
  return typeof call.start === 'number' && typeof call.end === 'number' && (call.status === 'booked' || call.status === 'cancelled');
}

/** Today in the studio's zone, as instants: [from, to) from its midnight to the next (23 or 25 hours on a clock change). */
export function studioToday(now: number = Date.now()): { from: number; to: number } {
  const calendar = zoneCalendar(BOOKING_TIME_ZONE);
  const day = zoneDayOf(now, BOOKING_TIME_ZONE);
  return { from: calendar.instant(day, 0), to: calendar.instant(day, 24 * 60) };
}
