/*
 * The problems of a stored availability document (`staff_availability/{uid}`), as data: the admin's
 * availability page shows each next to its field, in the staff member's language, and the booking
 * function refuses to book against a document that has any. An empty list means the document is good.
 *
 * A path names the field with its keys and indexes joined by dots ("weekly.1.0.start" is Monday's first
 * range's start, "daysOff.2.to"); "" is the document itself. A problem below a field that is already
 * wrong is not reported twice (a range that is not an object has no "start" problem too).
 */
import { AVAILABILITY_LIMITS, CALL_PLACE_KINDS, WEEKDAYS } from './availability';
import { minutesOfDay } from './slot-grid';

export const AVAILABILITY_PROBLEM_CODES = [
  /** Not the kind of value the field holds (an object, a list, a text, a number). */
  'type',
  /** A field the document must have is missing. */
  'required',
  /** A field the document does not know (the rules keep the stored shape exact). */
  'unknown',
  /** `weekly` must have one list per weekday, seven. */
  'weekdays',
  /** More ranges in a day, or more days off, than AVAILABILITY_LIMITS allows. */
  'tooMany',
  /** Not "HH:MM" (00:00 to 23:59; "24:00" as an end). */
  'timeFormat',
  /** A range that does not start before it ends, or days off whose `from` is after their `to`. */
  'order',
  /** A range that overlaps an earlier range of the same day (ranges that touch are fine). */
  'overlap',
  /** A number that must be whole. */
  'notInteger',
  /** A number outside AVAILABILITY_LIMITS. */
  'outOfRange',
  /** Not a real date written "YYYY-MM-DD". */
  'dateFormat',
  /** A text longer than AVAILABILITY_LIMITS allows. */
  'tooLong',
  /** A place that is none of CALL_PLACE_KINDS. */
  'placeKind',
  /** A video call without an https:// link. */
  'httpsLink',
] as const;
export type AvailabilityProblemCode = (typeof AVAILABILITY_PROBLEM_CODES)[number];

export interface AvailabilityProblem {
  path: string;
  code: AvailabilityProblemCode;
}

type Limit = { min: number; max: number };
const NUMBER_FIELDS = ['callMinutes', 'bufferMinutes', 'noticeHours', 'horizonDays'] as const;
const DOCUMENT_KEYS = ['weekly', ...NUMBER_FIELDS, 'daysOff', 'place'] as const;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether "YYYY-MM-DD" names a day that exists (no 2025-02-30): a calendar fact, no zone involved. */
function isDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isHttpsLink(value: string): boolean {
  if (value !== value.trim() || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export function availabilityProblems(value: unknown): AvailabilityProblem[] {
  const problems: AvailabilityProblem[] = [];
  const add = (path: string, code: AvailabilityProblemCode): void => {
    problems.push({ path, code });
  };

  /** Reports keys outside `known` and missing `required` ones; false when `value` is no object at all. */
  const checkKeys = (path: string, value: unknown, known: readonly string[], required: readonly string[]): value is Record<string, unknown> => {
    if (!isRecord(value)) {
      add(path, 'type');
      return false;
    }
    const prefix = path ? `${path}.` : '';
    for (const key of Object.keys(value)) if (!known.includes(key)) add(`${prefix}${key}`, 'unknown');
    for (const key of required) if (!Object.hasOwn(value, key)) add(`${prefix}${key}`, 'required');
    return true;
  };

  const checkText = (path: string, value: unknown, maxLength: number): value is string => {
    if (typeof value !== 'string') {
      add(path, 'type');
      return false;
    }
    if (value.length > maxLength) add(path, 'tooLong');
    return true;
  };

  const checkNumber = (path: string, value: unknown, limit: Limit) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) add(path, 'type');
    else if (!Number.isInteger(value)) add(path, 'notInteger');
    else if (value < limit.min || value > limit.max) add(path, 'outOfRange');
  };

  /** Minutes of a range's "HH:MM", or null (reported) when it is missing or malformed. */
  const readTime = (path: string, range: Record<string, unknown>, key: 'start' | 'end'): number | null => {
    if (!Object.hasOwn(range, key)) return null;
    const time = range[key];
    if (typeof time !== 'string') {
      add(path, 'type');
      return null;
    }
    const minutes = minutesOfDay(time);
    // "24:00" closes a day; no range starts there.
    if (minutes === null || (key === 'start' && minutes === 24 * 60)) {
      add(path, 'timeFormat');
      return null;
    }
    return minutes;
  };

  /** A days-off date, or null (reported) when it is missing or malformed. */
  const readDate = (path: string, off: Record<string, unknown>, key: 'from' | 'to'): string | null => {
    if (!Object.hasOwn(off, key)) return null;
    const date = off[key];
    if (typeof date !== 'string') {
      add(path, 'type');
      return null;
    }
    if (!isDate(date)) {
      add(path, 'dateFormat');
      return null;
    }
    return date;
  };

  const checkDay = (path: string, ranges: unknown) => {
    if (!Array.isArray(ranges)) return add(path, 'type');
    if (ranges.length > AVAILABILITY_LIMITS.rangesPerDay) add(path, 'tooMany');
    const good: { index: number; start: number; end: number }[] = [];
    ranges.forEach((range, index) => {
      const at = `${path}.${index}`;
      if (!checkKeys(at, range, ['start', 'end'], ['start', 'end'])) return;
      const [start, end] = (['start', 'end'] as const).map((key) => readTime(`${at}.${key}`, range, key));
      if (start === null || end === null) return;
      if (start >= end) return add(`${at}.end`, 'order');
      good.push({ index, start, end });
    });
    // Sorted by start, a range overlaps an earlier one exactly when it starts before the latest end so far.
    good.sort((a, b) => a.start - b.start || a.index - b.index);
    let latestEnd = -1;
    for (const range of good) {
      if (range.start < latestEnd) add(`${path}.${range.index}`, 'overlap');
      latestEnd = Math.max(latestEnd, range.end);
    }
  };

  const checkDaysOff = (value: unknown) => {
    if (!Array.isArray(value)) return add('daysOff', 'type');
    if (value.length > AVAILABILITY_LIMITS.daysOff) add('daysOff', 'tooMany');
    value.forEach((off, index) => {
      const at = `daysOff.${index}`;
      if (!checkKeys(at, off, ['from', 'to', 'label'], ['from', 'to'])) return;
      const [from, to] = (['from', 'to'] as const).map((key) => readDate(`${at}.${key}`, off, key));
      if (from !== null && to !== null && from > to) add(`${at}.to`, 'order');
      if (Object.hasOwn(off, 'label')) checkText(`${at}.label`, off.label, AVAILABILITY_LIMITS.labelLength);
    });
  };

  const checkPlace = (value: unknown) => {
    if (!isRecord(value)) return add('place', 'type');
    const kind = value.kind;
    if (!Object.hasOwn(value, 'kind')) return add('place.kind', 'required');
    if (!(CALL_PLACE_KINDS as readonly unknown[]).includes(kind)) return add('place.kind', 'placeKind');
    const video = kind === 'video';
    checkKeys('place', value, video ? ['kind', 'link'] : ['kind'], video ? ['kind', 'link'] : ['kind']);
    if (video && Object.hasOwn(value, 'link') && checkText('place.link', value.link, AVAILABILITY_LIMITS.linkLength)) {
      if (!isHttpsLink(value.link as string)) add('place.link', 'httpsLink');
    }
  };

  if (!checkKeys('', value, DOCUMENT_KEYS, DOCUMENT_KEYS)) return problems;
  if (Object.hasOwn(value, 'weekly')) {
    const weekly = value.weekly;
    if (!Array.isArray(weekly)) add('weekly', 'type');
    else if (weekly.length !== WEEKDAYS.length) add('weekly', 'weekdays');
    else weekly.forEach((ranges, weekday) => checkDay(`weekly.${weekday}`, ranges));
  }
  for (const field of NUMBER_FIELDS) if (Object.hasOwn(value, field)) checkNumber(field, value[field], AVAILABILITY_LIMITS[field]);
  if (Object.hasOwn(value, 'daysOff')) checkDaysOff(value.daysOff);
  if (Object.hasOwn(value, 'place')) checkPlace(value.place);
  return problems;
}
