/*
 * Free slots as a visitor reads them on the confirmation screen: grouped by day in the VISITOR's zone
 * (a visitor in Lisbon sees Lisbon's days and times), each day and time written by Intl in their
 * language, and the zone's name for the heading. No React: the screen only lays this out.
 */
import { tzOffset } from '@date-fns/tz';
import type { Locale } from '../../forms/core/definition';
import { INTL_LOCALES } from '../../forms/core/locale-formats';
import { BOOKING_TIME_ZONE } from './availability';
import { zoneName } from './booking-email-when';
import { type Interval, zoneDayOf } from './slot-grid';


export interface SlotDay<T extends Interval> {
  /** "YYYY-MM-DD" in the visitor's zone: a stable React key and the day's order. */
  key: string;
  /** The day as a heading: "quinta-feira, 4 de dezembro", "jueves, 4 de diciembre", "Thursday 4 December". */
  label: string;
  /** The day's slots in time order, each with its start written in the visitor's zone ("15:00"). */
  slots: (T & { time: string })[];
}

export interface SlotDays<T extends Interval> {
  /** The zone the days and times are in: the one given, or the studio's when the given one is unknown. */
  zone: string;
  /** The zone's name for the heading: "horário de Brasília", "horário da Europa Ocidental", "Eastern Time" (one
   * naming with the e-mails: booking-email-when.ts). */
  zoneName: string;
  days: SlotDay<T>[];
}

/** Whether Intl knows `zone` (a browser may report something odd; a bad zone must not break the screen). */
function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function groupByDay<T extends Interval>(slots: readonly T[], zone: string, locale: Locale): SlotDays<T> {
  const shownZone = isKnownZone(zone) ? zone : BOOKING_TIME_ZONE;
  const tag = INTL_LOCALES[locale];
  const dayLabel = new Intl.DateTimeFormat(tag, { timeZone: shownZone, weekday: 'long', day: 'numeric', month: 'long' });
  const time = new Intl.DateTimeFormat(tag, { timeZone: shownZone, hour: '2-digit', minute: '2-digit' });
  // On a day the clocks change, 01:30 can happen twice: that day's times also name the offset ("1:30 AM EDT").
  const timeWithZone = new Intl.DateTimeFormat(tag, { timeZone: shownZone, hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });

  const byDay = new Map<string, T[]>();
  for (const slot of [...slots].sort((a, b) => a.start - b.start)) {
    const key = zoneDayOf(slot.start, shownZone).key;
    const day = byDay.get(key);
    if (day) day.push(slot);
    else byDay.set(key, [slot]);
  }

  const days = [...byDay].map(([key, daySlots]): SlotDay<T> => {
    const offsets = new Set(daySlots.map((slot) => tzOffset(shownZone, new Date(slot.start))));
    const format = offsets.size > 1 ? timeWithZone : time;
    return { key, label: dayLabel.format(daySlots[0].start), slots: daySlots.map((slot) => ({ ...slot, time: format.format(slot.start) })) };
  });
  return { zone: shownZone, zoneName: zoneName(shownZone, locale, slots[0]?.start ?? 0), days };
}
