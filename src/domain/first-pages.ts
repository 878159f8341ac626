import { OPEN_STAGES } from './lead';

/*
 * The inbox's first pages, kept by the function (issue 39): for each listed view (an order of the
 * inbox, or one stage, form or assignee), the first leads of its query with a copy of each lead's
 * summary, in one document of `lead_stats`. A listed view draws its first page from that one read, at
 * any size of the collection, where a query made the emulator go over every lead (150-350 ms from
 * Node at 20,000, several times that in a cold page; 25 leads read by id cost as much, the rules
 * judged for each). The page's listener takes over as before.
 *
 * Each list is a prefix of its view's query (its clauses, ordered by its field in its direction, ties
 * by id the same way): the leads it names are the first ones of the query, in its order. The function
 * keeps it so on every write of a lead (placed below), and reads the query again when too few are
 * left to fill a page. The copies follow every write of a listed lead. Both may lag a write by the
 * trigger's run: the listener corrects what the page shows, and a page that has just written a lead
 * asks the query.
 *
 * The views' clauses are the inbox's own queries (src/backend/inbox-plan.ts; its test checks that each
 * view is the plan of its filters), so the production indexes the inbox needs are the function's too.
 */

/** The default view's document (the newest leads, spam left out); every other view's is `first-pages.<view>`. */
export const FIRST_PAGES_DOC = 'first-pages';
/** Every view's list, without copies, by view (the function's to place a lead: functions/src/first-pages.ts). */
export const FIRST_PAGES_INDEX = 'first-pages.index';
/** The most leads a list names: a page (25) and as many removals before the function reads it again. */
export const FIRST_PAGE_LISTED = 50;
/** Fewer than this named, in a list that does not hold every lead of its query: read again. */
export const FIRST_PAGE_REFILL = 30;

export type ListedOrder = 'receivedAt' | 'lastActivityAt' | 'due';
/** A clause of a listed view's query, as the inbox writes it: only equalities and the follow-up's "has a day". */
export type ViewClause = [field: string, op: '==' | 'in' | '>=', value: string | boolean | null | readonly string[]];

export interface ListedView {
  /** The document in `lead_stats`, and the list's key in it. */
  doc: string;
  key: string;
  where: ViewClause[];
  field: ListedOrder;
  direction: 'asc' | 'desc';
}

const NOT_SPAM: ViewClause = ['spam', '==', false];
const own = (name: string, where: ViewClause[], field: ListedOrder, direction: 'asc' | 'desc'): ListedView => ({
  doc: `${FIRST_PAGES_DOC}.${name}`,
  key: 'list',
  where,
  field,
  direction,
});

/**
 * The views every lead write is placed in: the default view and by last activity (newest first), both
 * oldest first, by follow-up day (the overdue filter is its prefix before today) and the open leads
 * longest idle first (the idle filter is its prefix before its day). One document each: the staff
 * home reads its list's copies alone (the default view's document held both newest-first lists until
 * 2026-12-02, and took about twice as long to read at 20,000 leads as a one-list document).
 */
export const ORDER_VIEWS: readonly ListedView[] = [
  { doc: FIRST_PAGES_DOC, key: 'receivedAt', where: [NOT_SPAM], field: 'receivedAt', direction: 'desc' },
  own('activity', [NOT_SPAM], 'lastActivityAt', 'desc'),
  own('received-asc', [NOT_SPAM], 'receivedAt', 'asc'),
  own('activity-asc', [NOT_SPAM], 'lastActivityAt', 'asc'),
  own('follow-up', [['due', '>=', '']], 'due', 'asc'),
  own('idle', [['stage', 'in', OPEN_STAGES]], 'lastActivityAt', 'asc'),
];

/** A document id's safe form of a stored value (ids of forms and staff are letters, digits, `_` and `-`). */
const SAFE = /^[\w-]{1,100}$/;

/**
 * The views of one value (a lead's stage, form and assignee, newest first), as the inbox filters by
 * them alone: one document each, written as leads of that value are. Values that could not name a
 * document are left out (their view asks its query).
 */
export function valueViews(lead: { stage?: unknown; formId?: unknown; assignee?: unknown } | undefined): ListedView[] {
  if (!lead) return [];
  const views: ListedView[] = [];
  const { stage, formId, assignee } = lead;
  if (typeof stage === 'string' && SAFE.test(stage)) views.push(own(`stage.${stage}`, [['stage', '==', stage]], 'receivedAt', 'desc'));
  if (typeof formId === 'string' && SAFE.test(formId)) views.push(own(`form.${formId}`, [['formId', '==', formId], NOT_SPAM], 'receivedAt', 'desc'));
  if (assignee === null || (typeof assignee === 'string' && SAFE.test(assignee) && assignee !== 'none')) {
    views.push(own(`assignee.${assignee ?? 'none'}`, [NOT_SPAM, ['assignee', '==', assignee]], 'receivedAt', 'desc'));
  }
  return views;
}

/** A view's name in the index: its document's id (one list a document). */
export const viewId = (view: ListedView): string => view.doc;

const viewKey = (view: Pick<ListedView, 'where' | 'field' | 'direction'>) => JSON.stringify([view.where, view.field, view.direction]);

/** The listed view whose query is exactly this one (the inbox's clauses, without a bound on its order), if any. */
export function listedViewOf(where: readonly (readonly unknown[])[], field: string, direction: string): ListedView | undefined {
  const values: Record<string, unknown> = {};
  for (const [name, op, value] of where) if (op === '==') values[String(name)] = value;
  const key = JSON.stringify([where, field, direction]);
  return [...ORDER_VIEWS, ...valueViews(values)].find((view) => viewKey(view) === key);
}

export interface Listed {
  id: string;
  /** The field's time (a follow-up day's midnight UTC), in ms. */
  at: number;
}
export interface FirstPageList {
  leads: Listed[];
  /** Every lead of the query is named (it has fewer than FIRST_PAGE_LISTED). */
  complete: boolean;
}
/** A document: its lists by key, and a copy of each lead they name. */
export type FirstPages = { [key: string]: FirstPageList | undefined } & { leads?: Record<string, Record<string, unknown>> };

/**
 * The summary's search maps (a hundred entries each), which no row shows: left out of the copies,
 * which stay under a kilobyte each (a list of at most 50: well under a document's 1 MiB).
 */
const SEARCH_MAPS = ['pieces', 'recent', 'pairs'];

/** A lead's summary as the document copies it. */
export const copyOf = (lead: Record<string, unknown>): Record<string, unknown> => Object.fromEntries(Object.entries(lead).filter(([key]) => !SEARCH_MAPS.includes(key)));

const millisOf = (value: unknown): number | null => {
  const time = value as { toMillis?: () => number } | null;
  return time && typeof time.toMillis === 'function' ? time.toMillis() : null;
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A follow-up day as a list's time: its midnight UTC, so days order as their strings do. */
export const dayAt = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** Whether a stored summary meets a clause, as Firestore's query would judge it (a missing field meets none). */
function meets(lead: Record<string, unknown>, [field, op, value]: ViewClause): boolean {
  const path = field.split('.');
  let stored: unknown = lead;
  for (const part of path) {
    if (!stored || typeof stored !== 'object' || !(part in stored)) return false;
    stored = (stored as Record<string, unknown>)[part];
  }
  if (op === 'in') return (value as readonly unknown[]).includes(stored);
  if (op === '>=') return typeof stored === 'string' && typeof value === 'string' && stored >= value;
  return stored === value;
}

/** Where a summary (its stored fields; undefined: deleted) stands in a view's list: its time, or null when the query leaves it out. */
export function listedAt(lead: Record<string, unknown> | undefined, view: Pick<ListedView, 'where' | 'field'>): number | null {
  if (!lead || !view.where.every((clause) => meets(lead, clause))) return null;
  const value = lead[view.field];
  if (view.field !== 'due') return millisOf(value);
  return typeof value === 'string' && DAY.test(value) ? dayAt(value) : null;
}

/** The query's order: by time, ties by id, both in the view's direction. */
const compare = (direction: 'asc' | 'desc') => (a: Listed, b: Listed) => {
  const order = a.at !== b.at ? a.at - b.at : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  return direction === 'asc' ? order : -order;
};

/**
 * The list with lead `id` now at `at` (null: left out), still a prefix of its query. Every lead it
 * does not name stands after its last one, so a lead joins only before that one (or anywhere, when
 * the list names every lead); a lead that moved after it leaves. Cut to FIRST_PAGE_LISTED.
 */
export function placed(list: FirstPageList, id: string, at: number | null, direction: 'asc' | 'desc' = 'desc'): FirstPageList {
  const before = compare(direction);
  const leads = list.leads.filter((lead) => lead.id !== id);
  const last = leads.at(-1);
  const entry = at === null ? undefined : { id, at };
  if (entry && (list.complete || (last && before(entry, last) < 0))) {
    const index = leads.findIndex((lead) => before(entry, lead) < 0);
    leads.splice(index < 0 ? leads.length : index, 0, entry);
  }
  const complete = list.complete && leads.length <= FIRST_PAGE_LISTED;
  return { leads: leads.slice(0, FIRST_PAGE_LISTED), complete };
}

/** Whether the function must read the list's query again: too few named to fill a page, and more there. */
export const needsRefill = (list: FirstPageList): boolean => !list.complete && list.leads.length < FIRST_PAGE_REFILL;

/** A stored list, checked (the document is the function's, but a page trusts no shape blindly); undefined if none or malformed. */
export function listOf(stored: unknown, key: string): FirstPageList | undefined {
  const list = key === 'leads' ? undefined : (stored as FirstPages | undefined)?.[key];
  if (!list || typeof list.complete !== 'boolean' || !Array.isArray(list.leads)) return undefined;
  const valid = list.leads.every((lead) => typeof lead?.id === 'string' && lead.id !== '' && typeof lead.at === 'number');
  return valid ? list : undefined;
}

/**
 * The query's first `size` leads as the document copies them, when it can tell them; undefined
 * otherwise. `below`: only leads before this time (the overdue and idle filters, whose lists are in
 * ascending order, so their leads are the list's first ones). It can tell them when the list names
 * `size` of them, or every lead of the query, or one past the bound.
 */
export function firstPageOf(stored: unknown, key: string, size: number, below?: number): { id: string; data: Record<string, unknown> }[] | undefined {
  const list = listOf(stored, key);
  if (!list) return undefined;
  const cut = below === undefined ? -1 : list.leads.findIndex((lead) => lead.at >= below);
  const leads = cut < 0 ? list.leads : list.leads.slice(0, cut);
  if (leads.length < size && !list.complete && cut < 0) return undefined;
  const copies = (stored as FirstPages).leads;
  const page = leads.slice(0, size).map(({ id }) => ({ id, data: copies?.[id] }));
  return page.every((lead) => lead.data && typeof lead.data === 'object') ? (page as { id: string; data: Record<string, unknown> }[]) : undefined;
}

export const sameList = (a: FirstPageList | undefined, b: FirstPageList): boolean =>
  !!a && a.complete === b.complete && a.leads.length === b.leads.length && a.leads.every((lead, i) => lead.id === b.leads[i].id && lead.at === b.leads[i].at);
