/*
 * What the inbox asks Firestore, as plain data: the filters staff chose become equality and range
 * clauses on the lead summaries (`leads/`), an order and a paging cursor. Kept apart from the SDK
 * calls (./inbox.ts) so that the rules of the query are tested without an emulator, and so that the
 * production indexes (scripts/lib/indexes-generator.ts) can be checked against the same shapes.
 */
import { isOpenStage, OPEN_STAGES, type Stage, STAGES } from '../domain/lead';
import { brazilDayStart } from '../domain/studio-time';
import type { Channel } from '../domain/lead-source';
import { dayAt, type ListedView, listedViewOf } from '../domain/first-pages';

export const INBOX_PAGE_SIZE = 25;
/**
 * The most leads a search reads at once (issue 39): those holding every piece it asks for (a search of
 * three characters: that piece). As many or fewer, they are all read, then ordered, counted and paged
 * on the page in any order. More, the search is broad: it is paged by the server (./inbox-sieve.ts).
 */
export const READ_ALL = 100;
/** The assignee filter's value for "nobody yet" (`assignee == null`). */
export const UNASSIGNED = 'none';

export interface InboxFilters {
  /** A form id, or the newsletter's pseudo-form id. */
  form?: string;
  /** One stage; unset means every stage but spam (`spam == false`). */
  stage?: Stage;
  /** A staff uid, or UNASSIGNED. */
  assignee?: string;
  /** Received from this Brazilian calendar day ('YYYY-MM-DD'), inclusive. */
  from?: string;
  /** Received up to this Brazilian calendar day, inclusive. */
  to?: string;
  /** Only open leads whose follow-up day is before today (Brazil), oldest first; the date range does not apply. */
  overdue?: boolean;
  /**
   * "Sem atividade há N dias": only leads of an open stage (the chosen one, or all three) whose last
   * activity was N or more calendar days ago (Brazil), the longest idle first; the date range does not
   * apply. Ignored with `overdue` (one range per query) or a stage that is not open.
   */
  idle?: number;
  /** Only partial leads (issue 40, src/domain/form-drafts.ts): `partial == true`. */
  partial?: boolean;
  /** Where the visit came from (issue 41, src/domain/lead-source.ts): a channel, a campaign's name. */
  channel?: Channel;
  campaign?: string;
  /** The list's order: received (the default), last activity, or follow-up day; `overdue` and `idle` choose their own. */
  sort?: InboxSort;
  /** Either way; unset is the order's own default (newest first, or the earliest follow-up first). */
  direction?: Direction;
  /** Spam too when no stage is chosen (the CSV export of a search, which has its own spam option); never from the URL. */
  anyStage?: boolean;
}

export type Clause = [field: string, op: '==' | 'in' | '<' | '>=', value: string | boolean | null | Date | readonly string[]];

export type Direction = 'asc' | 'desc';
export type OrderField = 'receivedAt' | 'lastActivityAt' | 'due';
/** The orders staff choose from, as the URL names them. */
export const INBOX_SORTS = ['received', 'activity', 'followUp'] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];
const SORT_FIELDS: Record<InboxSort, OrderField> = { received: 'receivedAt', activity: 'lastActivityAt', followUp: 'due' };
/** The idle choices offered ("sem atividade há N dias"); the URL may carry any whole number up to IDLE_MAX_DAYS. */
export const IDLE_DAYS = [3, 7, 14, 30] as const;
export const IDLE_MAX_DAYS = 365;
export const isIdleDays = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= IDLE_MAX_DAYS;

export interface InboxPlan {
  where: Clause[];
  /** The field and direction of the list; ties by document id, same direction. */
  order: { field: OrderField; direction: Direction };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const isDay = (value: unknown): value is string => typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(value));
export const isStage = (value: unknown): value is Stage => STAGES.includes(value as Stage);


/** The calendar day after `day` ('2026-02-28' -> '2026-03-01'). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The calendar day `days` before `day`. */
export function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** Whether the idle filter applies: set, not beside `overdue`, and no stage chosen or an open one. */
export const idleApplies = (filters: InboxFilters): boolean =>
  isIdleDays(filters.idle) && !filters.overdue && (!filters.stage || isOpenStage(filters.stage));

/**
 * The field a view is listed by. A query's range must be on its order's field, so `overdue` (a range
 * on `due`) and `idle` (a range on `lastActivityAt`) choose it; the received-day range applies only
 * when the list is by `receivedAt`.
 */
export function orderFieldOf(filters: InboxFilters): OrderField {
  if (filters.overdue) return 'due';
  if (idleApplies(filters)) return 'lastActivityAt';
  return SORT_FIELDS[filters.sort ?? 'received'] ?? 'receivedAt';
}

/** Each order's way when staff have not chosen one: the newest first, the earliest day first, the longest idle first. */
export function defaultDirection(filters: InboxFilters): Direction {
  const field = orderFieldOf(filters);
  return field === 'due' || (field === 'lastActivityAt' && idleApplies(filters)) ? 'asc' : 'desc';
}

/** The first instant of the calendar day `days` before `today`: activity before it is `days` or more days old. */
export const idleBound = (today: string, days: number): Date => brazilDayStart(daysBefore(today, days - 1));

/**
 * The clauses and order of an inbox query. `today` is Brazil's calendar day (the overdue and idle
 * bounds).
 */
export function inboxPlan(filters: InboxFilters, { today }: { today: string }): InboxPlan {
  const field = orderFieldOf(filters);
  const order = { field, direction: filters.direction ?? defaultDirection(filters) };
  const idle = field === 'lastActivityAt' && idleApplies(filters);
  const where: Clause[] = [];
  if (filters.form) where.push(['formId', '==', filters.form]);
  if (filters.stage) where.push(['stage', '==', filters.stage]);
  // Idle is about leads still being worked: the open stages, never spam nor a closed deal.
  else if (idle) where.push(['stage', 'in', OPEN_STAGES]);
  // A lead with a `due` day is open, hence never spam (`due` is null outside the open stages): no spam clause.
  else if (field !== 'due' && !filters.anyStage) where.push(['spam', '==', false]);
  if (filters.assignee) where.push(['assignee', '==', filters.assignee === UNASSIGNED ? null : filters.assignee]);
  if (filters.partial) where.push(['partial', '==', true]);
  if (filters.channel) where.push(['source.channel', '==', filters.channel]);
  if (filters.campaign) where.push(['source.utm.utm_campaign', '==', filters.campaign]);
  if (field === 'due') {
    // Overdue: before today. Sorted by follow-up: every open lead with a day (a string; null is left out).
    where.push(filters.overdue ? ['due', '<', today] : ['due', '>=', '']);
    return { where, order };
  }
  if (field === 'lastActivityAt') {
    if (idle) where.push(['lastActivityAt', '<', idleBound(today, filters.idle!)]);
    return { where, order };
  }
  if (filters.from && isDay(filters.from)) where.push(['receivedAt', '>=', brazilDayStart(filters.from)]);
  if (filters.to && isDay(filters.to)) where.push(['receivedAt', '<', brazilDayStart(nextDay(filters.to))]);
  return { where, order };
}

/**
 * The list the function keeps of a plan's leads (src/domain/first-pages.ts), if any, and the bound of
 * its prefix: the overdue filter is the follow-up list before today, the idle filter the open leads'
 * list before its day (both ascending, so their leads are the list's first ones).
 */
export function listedFor(plan: InboxPlan): { view: ListedView; below?: number } | undefined {
  const { field, direction } = plan.order;
  const bound = plan.where.find(([name, op]) => name === field && op === '<');
  if (!bound) return viewOf(plan.where, plan.order);
  if (direction !== 'asc') return undefined;
  const value = bound[2];
  const below = value instanceof Date ? value.getTime() : typeof value === 'string' ? dayAt(value) : Number.NaN;
  // A day before today is a day: the overdue leads are the follow-up list's (`due >= ''`) first ones.
  const rest = plan.where.filter((clause) => clause !== bound);
  const listed = viewOf(field === 'due' ? [...rest, ['due', '>=', '']] : rest, plan.order);
  return listed && !Number.isNaN(below) ? { ...listed, below } : undefined;
}

const viewOf = (where: InboxPlan['where'], order: InboxPlan['order']) => {
  const view = listedViewOf(where, order.field, order.direction);
  return view && { view };
};

/**
 * A search's candidates are the leads holding its 3-character pieces (`pieces.<piece> == true`,
 * added by the caller) under the plan's equality clauses only, so that Firestore needs no composite
 * index (it merges its single-field ones) and the emulator no array scan. The received-day range and
 * the overdue bound are then checked on the page (`inMemory`), and the order too (`compareLeads`):
 * every candidate is read (at most READ_ALL).
 */
export const equalityClauses = (plan: InboxPlan): Clause[] => plan.where.filter(([, op]) => op === '==' || op === 'in');

/** Whether a lead (a summary's fields) passes the plan's equality (and `in`) clauses, as Firestore would judge them. */
export function matchesEquality(plan: InboxPlan): (lead: Record<string, unknown>) => boolean {
  const equal = equalityClauses(plan);
  return (lead) =>
    equal.every(([field, op, value]) => {
      const stored = fieldOf(lead, field);
      return op === 'in' ? (value as readonly unknown[]).includes(stored) : (stored ?? null) === value;
    });
}

/** A summary's field by its Firestore path: a dotted one ('source.channel') reads into the maps. */
const fieldOf = (lead: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), lead);

/** What a lead needs for the checks below. */
export interface Comparable {
  id: string;
  receivedAt: Date;
  due: string | null;
  /** Missing on a summary written before the field existed (until the sweep dates it): its received time then. */
  lastActivityAt?: Date | null;
}

/** A lead's last activity, its received time when it has none stored. */
export const activityOf = (lead: Comparable): Date => lead.lastActivityAt ?? lead.receivedAt;

/** Whether a lead passes the plan's range clauses (checked on the page for a long search's candidates). */
export function inMemory(plan: InboxPlan): (lead: Comparable) => boolean {
  const ranges = plan.where.filter(([, op]) => op === '<' || op === '>=');
  const valueOf = (lead: Comparable, field: string) =>
    field === 'due' ? lead.due : field === 'receivedAt' ? lead.receivedAt : field === 'lastActivityAt' ? activityOf(lead) : undefined;
  return (lead) =>
    ranges.every(([field, op, bound]) => {
      const value = valueOf(lead, field);
      if (value === null || value === undefined || bound === null) return false;
      return op === '<' ? value < (bound as typeof value) : value >= (bound as typeof value);
    });
}

/** The plan's order, on the page (received, last activity or follow-up day, either way); ties by id, as Firestore. */
export function compareLeads(plan: InboxPlan): (a: Comparable, b: Comparable) => number {
  const sign = plan.order.direction === 'desc' ? -1 : 1;
  const { field } = plan.order;
  const key = (lead: Comparable) => (field === 'due' ? (lead.due ?? '') : field === 'lastActivityAt' ? activityOf(lead).getTime() : lead.receivedAt.getTime());
  return (a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x !== y) return (x < y ? -1 : 1) * sign;
    return (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) * sign;
  };
}

/**
 * Where a page starts or ends, as it travels in the URL: the order field's value and the document id
 * of the row beside it. A time (received, last activity) keeps its nanoseconds (a millisecond would
 * let two leads of the same millisecond fall between pages).
 */
export type CursorValue = { kind: 'time'; seconds: number; nanoseconds: number } | { kind: 'day'; day: string };
export interface Cursor {
  value: CursorValue;
  id: string;
}

export function encodeCursor({ value, id }: Cursor): string {
  const key = value.kind === 'time' ? `${value.seconds}.${String(value.nanoseconds).padStart(9, '0')}` : value.day;
  return `${key}~${id}`;
}

/** The cursor in a URL, if it fits the plan's order (a cursor of the other order is ignored). */
export function decodeCursor(text: string | undefined, order: OrderField): Cursor | undefined {
  if (!text) return undefined;
  const at = text.indexOf('~');
  if (at <= 0 || at === text.length - 1) return undefined;
  const key = text.slice(0, at);
  const id = text.slice(at + 1);
  if (order === 'due') return isDay(key) ? { value: { kind: 'day', day: key }, id } : undefined;
  const match = /^(\d{1,12})\.(\d{9})$/.exec(key);
  return match ? { value: { kind: 'time', seconds: Number(match[1]), nanoseconds: Number(match[2]) }, id } : undefined;
}
