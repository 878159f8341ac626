/*
 * The one definition of "where a call may start", shared by freeSlots (./slots.ts), which lists the
 * starts, and checkSlot (./check-slot.ts), which judges one start before the booking transaction. Both
 * read the window, the days, the ranges and the busy blocks from here, so they cannot disagree.
 *
 * Wall-clock values ("HH:MM", "YYYY-MM-DD") become instants only through TZDate (@date-fns/tz): on a
 * day the clocks jump, a time that does not exist moves forward with the clock (02:30 -> 03:30) and a
 * time that happens twice is its first occurrence. The grid then steps in elapsed minutes from the
 * range's start instant, so a call is always callMinutes long in real time, even across a change.
 */
import { TZDate } from '@date-fns/tz';
import type { Availability, DaysOff } from './availability';

/** Half-open [start, end), epoch milliseconds. */
export interface Interval {
  start: number;
  end: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** "HH:MM" from 00:00 to 23:59, or "24:00" (midnight at the end of the day, for a range that runs until then). */
const TIME_OF_DAY = /^(?:([01]\d|2[0-3]):([0-5]\d)|(24):(00))$/;

/** Minutes since the day's midnight of an "HH:MM" string, or null when it is not one. */
export function minutesOfDay(time: string): number | null {
  const match = TIME_OF_DAY.exec(time);
  if (!match) return null;
  const hours = Number(match[1] ?? match[3]);
  const minutes = Number(match[2] ?? match[4]);
  return hours * 60 + minutes;
}

/** A day of the studio's calendar, read in its zone. */
export interface ZoneDay {
  year: number;
  /** 0-11, as Date counts. */
  month: number;
  date: number;
  weekday: number;
  /** "YYYY-MM-DD", comparable as text with DaysOff. */
  key: string;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function toZoneDay(date: TZDate): ZoneDay {
  const year = date.getFullYear();
  const month = date.getMonth();
  const day = date.getDate();
  return { year, month, date: day, weekday: date.getDay(), key: `${pad(year, 4)}-${pad(month + 1)}-${pad(day)}` };
}

/** The day of `instant` in `zone`. */
export const zoneDayOf = (instant: number, zone: string): ZoneDay => toZoneDay(new TZDate(instant, zone));

export const isDayOff = (key: string, daysOff: readonly DaysOff[]): boolean => daysOff.some((off) => off.from <= key && key <= off.to);

/**
 * Call length and step of the grid in milliseconds, or null when the document's numbers cannot make a
 * grid: such a document (never saved through availabilityProblems) has no slot, rather than an endless
 * loop or a window that is NaN at one end and open at the other.
 */
export function gridOf(availability: Availability): { callMs: number; stepMs: number; bufferMs: number } | null {
  const { callMinutes, bufferMinutes, noticeHours, horizonDays } = availability;
  const sane = [callMinutes, bufferMinutes, noticeHours, horizonDays].every(Number.isFinite) && callMinutes > 0 && bufferMinutes >= 0;
  if (!sane) return null;
  return { callMs: callMinutes * MINUTE_MS, stepMs: (callMinutes + bufferMinutes) * MINUTE_MS, bufferMs: bufferMinutes * MINUTE_MS };
}

/**
 * The zone's calendar for one computation: the day some days after another, and the instant of a
 * wall-clock time of a day. Both go through TZDate's constructor from fields, which costs some 30-50 µs
 * (it probes the zone's and the system's offsets around the time); a team shares its days and most of
 * its hours, so each answer is remembered for the computation (teamSlots asks once per day and time,
 * not once per member). Nothing is kept between computations.
 */
export interface ZoneCalendar {
  zone: string;
  /** The day `offset` days after `day` (noon as the anchor: no zone skips its noon). */
  dayAfter(day: ZoneDay, offset: number): ZoneDay;
  /** The instant of `minutes` after the start of `day`'s wall clock; minutes past 59 roll over as Date does, so 24 * 60 is the next midnight. */
  instant(day: ZoneDay, minutes: number): number;
}

export function zoneCalendar(zone: string): ZoneCalendar {
  const days = new Map<string, ZoneDay>();
  const instants = new Map<string, number>();
  return {
    zone,
    dayAfter(day, offset) {
      const key = `${day.key}+${offset}`;
      let after = days.get(key);
      if (!after) {
        after = toZoneDay(new TZDate(day.year, day.month, day.date + offset, 12, 0, zone));
        days.set(key, after);
      }
      return after;
    },
    instant(day, minutes) {
      const key = `${day.key}+${minutes}`;
      let instant = instants.get(key);
      if (instant === undefined) {
        instant = new TZDate(day.year, day.month, day.date, 0, minutes, zone).getTime();
        instants.set(key, instant);
      }
      return instant;
    },
  };
}

/**
 * When a call may start at `now`: from `earliest` (now + notice) to before `horizonEnd`, the midnight
 * that ends the last bookable day. The last bookable day is `today + horizonDays` in the zone ("a call
 * cannot start later than this many days from today"): with 14, a Monday's visitor may book up to the
 * Monday two weeks later, whole.
 */
export function bookingWindow(availability: Availability, now: number, calendar: ZoneCalendar) {
  const notice = Math.max(0, availability.noticeHours) * HOUR_MS;
  const today = zoneDayOf(now, calendar.zone);
  const horizonDays = Math.max(0, Math.floor(availability.horizonDays));
  const horizonEnd = calendar.instant(calendar.dayAfter(today, horizonDays + 1), 0);
  return { earliest: now + notice, horizonEnd, today, horizonDays };
}

/** The weekly ranges of `day` as instants, sorted by start; a range whose times do not parse is skipped. */
export function rangesOfDay(availability: Availability, day: ZoneDay, calendar: ZoneCalendar): Interval[] {
  const ranges = availability.weekly[day.weekday] ?? [];
  const intervals: Interval[] = [];
  for (const range of ranges) {
    const from = minutesOfDay(range.start);
    const to = minutesOfDay(range.end);
    if (from === null || to === null || from >= to) continue;
    const start = calendar.instant(day, from);
    const end = calendar.instant(day, to);
    if (start < end) intervals.push({ start, end });
  }
  return intervals.sort((a, b) => a.start - b.start);
}

/** Each busy call widened by the buffer on both sides: a slot overlapping one of these is taken. */
export const paddedBusy = (busy: readonly Interval[], bufferMs: number): Interval[] =>
  busy.map((call) => ({ start: call.start - bufferMs, end: call.end + bufferMs }));

/** Whether [start, end) overlaps one of the padded busy intervals (touching ends do not overlap). */
export const isBlocked = (start: number, end: number, blocks: readonly Interval[]): boolean =>
  blocks.some((block) => start < block.end && end > block.start);
