import { type Availability, type CallPlace } from '../../../domain/booking/availability';
import { type AvailabilityProblem, availabilityProblems } from '../../../domain/booking/validate-availability';

/*
 * What the availability page holds while the staff member types: every field as typed (a number is its
 * text, so "1" on its way to "15" is neither refused nor rewritten), turned into an Availability only to
 * be judged and saved. A failed check or save leaves the draft as it is.
 */

export type PlaceKind = CallPlace['kind'];

/** A range or a stretch of days off keeps a key of its own, so React moves its inputs with it when one above goes. */
export interface DraftRange {
  key: number;
  start: string;
  end: string;
}
export interface DraftDaysOff {
  key: number;
  from: string;
  to: string;
  label: string;
}

export const NUMBER_FIELDS = ['callMinutes', 'bufferMinutes', 'noticeHours', 'horizonDays'] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

export interface Draft {
  weekly: DraftRange[][];
  numbers: Record<NumberField, string>;
  daysOff: DraftDaysOff[];
  placeKind: PlaceKind;
  /** Kept while another place is chosen, so a staff member who looks at "phone" and comes back finds it. */
  link: string;
}

let keys = 0;
export const nextKey = (): number => ++keys;

export function draftOf(value: Availability): Draft {
  return {
    weekly: value.weekly.map((ranges) => ranges.map((r) => ({ key: nextKey(), start: r.start, end: r.end }))),
    numbers: Object.fromEntries(NUMBER_FIELDS.map((f) => [f, Number.isFinite(value[f]) ? String(value[f]) : ''])) as Record<NumberField, string>,
    daysOff: value.daysOff.map((off) => ({ key: nextKey(), from: off.from, to: off.to, label: off.label ?? '' })),
    placeKind: value.place.kind,
    link: value.place.kind === 'video' ? value.place.link : '',
  };
}

/** A typed number: blank is no number at all (the check says "type a number"), anything else as Number reads it. */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

export function availabilityOf(draft: Draft): Availability {
  return {
    weekly: draft.weekly.map((ranges) => ranges.map(({ start, end }) => ({ start, end }))),
    callMinutes: numberOf(draft.numbers.callMinutes),
    bufferMinutes: numberOf(draft.numbers.bufferMinutes),
    noticeHours: numberOf(draft.numbers.noticeHours),
    horizonDays: numberOf(draft.numbers.horizonDays),
    daysOff: draft.daysOff.map(({ from, to, label }) => (label.trim() ? { from, to, label: label.trim() } : { from, to })),
    place: draft.placeKind === 'video' ? { kind: 'video', link: draft.link.trim() } : { kind: draft.placeKind },
  };
}

/** The draft's problems, each by its path (src/domain/booking/validate-availability.ts names them). */
export function draftProblems(draft: Draft): Map<string, AvailabilityProblem> {
  const problems = new Map<string, AvailabilityProblem>();
  for (const problem of availabilityProblems(availabilityOf(draft))) if (!problems.has(problem.path)) problems.set(problem.path, problem);
  return problems;
}

/** The id of the input a path names: the page's fields are named after the paths, so an error finds its field. */
export const fieldId = (path: string): string => `availability-${path.replaceAll('.', '-')}`;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const time = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/**
 * The range "Adicionar horário" adds: 09:00-12:00 on an empty day, otherwise three hours from where the
 * day's last range ends (as far as the day goes); blank when the day is already over.
 */
export function nextRange(ranges: readonly DraftRange[]): DraftRange {
  const last = ranges.at(-1);
  if (!last) return { key: nextKey(), start: '09:00', end: '12:00' };
  if (!/^\d{2}:\d{2}$/.test(last.end) || minutes(last.end) >= 23 * 60) return { key: nextKey(), start: '', end: '' };
  const start = minutes(last.end);
  return { key: nextKey(), start: time(start), end: time(Math.min(start + 180, 23 * 60 + 59)) };
}

/** Monday's ranges, copied to Tuesday through Friday (weekday indexes 2 to 5). */
export function copyMondayToWeekdays(weekly: DraftRange[][]): DraftRange[][] {
  return weekly.map((ranges, day) => (day >= 2 && day <= 5 ? weekly[1].map((r) => ({ ...r, key: nextKey() })) : ranges));
}

/** How many parts of the draft differ from what is stored: each weekday, number, the days off and the place. */
export function changesBetween(draft: Draft, saved: Availability): number {
  const now = availabilityOf(draft);
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const parts: [unknown, unknown][] = [
    ...now.weekly.map((ranges, day): [unknown, unknown] => [ranges, saved.weekly[day]]),
    ...NUMBER_FIELDS.map((f): [unknown, unknown] => [Number.isNaN(now[f]) ? null : now[f], saved[f]]),
    [now.daysOff, saved.daysOff],
    [now.place, saved.place],
  ];
  return parts.filter(([a, b]) => !same(a, b)).length;
}
