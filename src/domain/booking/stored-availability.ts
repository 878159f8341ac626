/*
 * How an Availability (./availability.ts) is kept in `staff_availability/{uid}`, and read back.
 *
 * Firestore refuses a list directly inside a list, so `weekly` cannot be stored as it is held. It is kept
 * as a map of weekday names, each a list of "HH:MM-HH:MM" texts, and the days off as "YYYY-MM-DD/YYYY-MM-DD"
 * texts with their labels in a list beside them. Fixed-width texts are what the rules can check whole
 * without a loop: they cannot visit 42 ranges and 60 days off one by one within the 1,000 expressions a
 * request may evaluate, but they can match a list joined into one text against one pattern and compare its
 * length with the items' count (scripts/lib/firestore-template.rules). The same patterns are used here.
 *
 * Pure and Firebase-free: the staff page writes through it and the booking function reads through it.
 */
import { type Availability, CALL_PLACE_KINDS, type CallPlace, type DaysOff, DEFAULT_AVAILABILITY, type TimeRange, WEEKDAYS } from './availability';

/** The stored `weekly` map's keys, by weekday index (0 = Sunday). */
export const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** "HH:MM", 00:00 to 23:59. */
export const TIME_PATTERN = '([01][0-9]|2[0-3]):[0-5][0-9]';
/** "YYYY-MM-DD" with a real month and a day from 01 to 31 (the calendar's own limits are the validator's). */
export const DATE_PATTERN = '[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])';

/** An end may also be "24:00", the close of the day (./validate-availability.ts reads it so). */
export const END_PATTERN = `${TIME_PATTERN}|24:00`;
/** One stored range, "09:00-12:00": always RANGE_WIDTH characters. */
export const RANGE_PATTERN = `${TIME_PATTERN}-(${END_PATTERN})`;
export const RANGE_WIDTH = 'HH:MM-HH:MM'.length;
/** One stored stretch of days off, "2026-12-24/2026-12-26": always SPAN_WIDTH characters. */
export const SPAN_PATTERN = `${DATE_PATTERN}/${DATE_PATTERN}`;
export const SPAN_WIDTH = 'YYYY-MM-DD/YYYY-MM-DD'.length;

/** The document's keys, all required. */
export const STORED_AVAILABILITY_KEYS = ['weekly', 'callMinutes', 'bufferMinutes', 'noticeHours', 'horizonDays', 'daysOff', 'daysOffLabels', 'place'] as const;

export interface StoredAvailability {
  weekly: Record<WeekdayKey, string[]>;
  callMinutes: number;
  bufferMinutes: number;
  noticeHours: number;
  horizonDays: number;
  /** "from/to" per stretch. */
  daysOff: string[];
  /** The label of each stretch, same index ('' for none). */
  daysOffLabels: string[];
  place: CallPlace;
}

const RANGE = new RegExp(`^(${TIME_PATTERN})-(${END_PATTERN})$`);
const SPAN = new RegExp(`^(${DATE_PATTERN})/(${DATE_PATTERN})$`);

/** The document to store for `value` (which the caller has judged valid). */
export function toStoredAvailability(value: Availability): StoredAvailability {
  return {
    weekly: Object.fromEntries(WEEKDAY_KEYS.map((key, day) => [key, (value.weekly[day] ?? []).map((r) => `${r.start}-${r.end}`)])) as Record<WeekdayKey, string[]>,
    callMinutes: value.callMinutes,
    bufferMinutes: value.bufferMinutes,
    noticeHours: value.noticeHours,
    horizonDays: value.horizonDays,
    daysOff: value.daysOff.map((off) => `${off.from}/${off.to}`),
    daysOffLabels: value.daysOff.map((off) => off.label?.trim() ?? ''),
    place: value.place.kind === 'video' ? { kind: 'video', link: value.place.link } : { kind: value.place.kind },
  };
}

/**
 * The Availability a stored document holds; DEFAULT_AVAILABILITY for a missing document. A part that is
 * not of the stored shape is read as it comes (a number stays whatever it was, a range that does not
 * parse becomes an empty one), so that the validator judges the result and says what is wrong, rather
 * than this reader quietly mending it.
 */
export function fromStoredAvailability(data: unknown): Availability {
  if (!isRecord(data)) return structuredClone(DEFAULT_AVAILABILITY);
  const weekly = isRecord(data.weekly) ? data.weekly : {};
  const labels = Array.isArray(data.daysOffLabels) ? data.daysOffLabels : [];
  return {
    weekly: WEEKDAYS.map((day) => {
      const ranges = weekly[WEEKDAY_KEYS[day]];
      return Array.isArray(ranges) ? ranges.map(rangeOf) : [];
    }),
    callMinutes: data.callMinutes as number,
    bufferMinutes: data.bufferMinutes as number,
    noticeHours: data.noticeHours as number,
    horizonDays: data.horizonDays as number,
    daysOff: Array.isArray(data.daysOff) ? data.daysOff.map((span, i) => spanOf(span, labels[i])) : [],
    place: placeOf(data.place),
  };
}

function rangeOf(text: unknown): TimeRange {
  const match = typeof text === 'string' ? RANGE.exec(text) : null;
  return match ? { start: match[1], end: match[3] } : { start: '', end: '' };
}

function spanOf(text: unknown, label: unknown): DaysOff {
  const match = typeof text === 'string' ? SPAN.exec(text) : null;
  const off: DaysOff = match ? { from: match[1], to: match[4] } : { from: '', to: '' };
  // The rules check the labels' count and total length, not each one's type (their expression budget):
  // a label that is not text is read as none. Labels are the staff's own notes, never shown to visitors.
  return typeof label === 'string' && label ? { ...off, label } : off;
}

function placeOf(place: unknown): CallPlace {
  if (!isRecord(place) || !(CALL_PLACE_KINDS as readonly unknown[]).includes(place.kind)) return { ...DEFAULT_AVAILABILITY.place };
  if (place.kind === 'video') return { kind: 'video', link: typeof place.link === 'string' ? place.link : '' };
  return { kind: place.kind as 'phone' | 'whatsapp' };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
