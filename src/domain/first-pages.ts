/*
 * The inbox's first pages, kept by the function (issue 39): the newest leads and the latest active
 * ones, spam left out, with a copy of each lead's summary, in one document (`lead_stats/first-pages`).
 * The inbox's default view and its view by last activity draw their first page from that one read, at
 * any size of the collection, where a query made the emulator go over every lead (150-200 ms from Node
 * at 20,000, several times that in a cold page; 25 leads read by id cost as much, the rules judged for
 * each). The page's listener takes over as before.
 *
 * Each list is a prefix of its query (`spam == false`, ordered by the field, newest first, ties by
 * id): the leads it names are the first ones of the query, in its order. The function keeps it so on
 * every write of a lead (placed below), and reads the query again when too few are left to fill a
 * page. The copies follow every write of a listed lead. Both may lag a write by the trigger's run: the
 * listener corrects what the page shows, and a page that has just written a lead asks the query.
 */

/** The document, in `lead_stats` (which staff read and the function alone writes). */
export const FIRST_PAGES_DOC = 'first-pages';
/** The orders kept, as the inbox's fields name them: received (the default view) and last activity. */
export const FIRST_PAGE_FIELDS = ['receivedAt', 'lastActivityAt'] as const;
export type ListedField = (typeof FIRST_PAGE_FIELDS)[number];
/** The most leads a list names: a page (25) and as many removals before the function reads it again. */
export const FIRST_PAGE_LISTED = 50;
/** Fewer than this named, in a list that does not hold every lead of its query: read again. */
export const FIRST_PAGE_REFILL = 30;

export interface Listed {
  id: string;
  /** The field's time, in ms. */
  at: number;
}
export interface FirstPageList {
  leads: Listed[];
  /** Every lead of the query is named (it has fewer than FIRST_PAGE_LISTED). */
  complete: boolean;
}
/** The document: both lists, and a copy of each lead they name. */
export type FirstPages = Partial<Record<ListedField, FirstPageList>> & { leads?: Record<string, Record<string, unknown>> };

/**
 * The summary's search maps (a hundred entries each), which no row shows: left out of the copies,
 * which stay under a kilobyte each (two lists of at most 50: well under a document's 1 MiB).
 */
const SEARCH_MAPS = ['pieces', 'recent'];

/** A lead's summary as the document copies it. */
export const copyOf = (lead: Record<string, unknown>): Record<string, unknown> => Object.fromEntries(Object.entries(lead).filter(([key]) => !SEARCH_MAPS.includes(key)));

/** The ids both lists name. */
export const namedIn = (pages: FirstPages): Set<string> => new Set(FIRST_PAGE_FIELDS.flatMap((field) => pages[field]?.leads.map((lead) => lead.id) ?? []));

const millisOf = (value: unknown): number | null => {
  const time = value as { toMillis?: () => number } | null;
  return time && typeof time.toMillis === 'function' ? time.toMillis() : null;
};

/** Where a summary (its stored fields; undefined: deleted) stands in a list: its time, or null when the query leaves it out. */
export function listedAt(lead: Record<string, unknown> | undefined, field: ListedField): number | null {
  return lead && lead.spam === false ? millisOf(lead[field]) : null;
}

/** The query's order: the newest first, ties by id the greater first. */
const compare = (a: Listed, b: Listed) => (a.at !== b.at ? b.at - a.at : a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * The list with lead `id` now at `at` (null: left out), still a prefix of its query. Every lead it
 * does not name stands after its last one, so a lead joins only before that one (or anywhere, when
 * the list names every lead); a lead that moved after it leaves. Cut to FIRST_PAGE_LISTED.
 */
export function placed(list: FirstPageList, id: string, at: number | null): FirstPageList {
  const leads = list.leads.filter((lead) => lead.id !== id);
  const last = leads.at(-1);
  const entry = at === null ? undefined : { id, at };
  if (entry && (list.complete || (last && compare(entry, last) < 0))) {
    const index = leads.findIndex((lead) => compare(entry, lead) < 0);
    leads.splice(index < 0 ? leads.length : index, 0, entry);
  }
  const complete = list.complete && leads.length <= FIRST_PAGE_LISTED;
  return { leads: leads.slice(0, FIRST_PAGE_LISTED), complete };
}

/** Whether the function must read the list's query again: too few named to fill a page, and more there. */
export const needsRefill = (list: FirstPageList): boolean => !list.complete && list.leads.length < FIRST_PAGE_REFILL;

/** A stored list, checked (the document is the function's, but a page trusts no shape blindly); undefined if none or malformed. */
export function listOf(stored: unknown, field: ListedField): FirstPageList | undefined {
  const list = (stored as FirstPages | undefined)?.[field];
  if (!list || typeof list.complete !== 'boolean' || !Array.isArray(list.leads)) return undefined;
  const valid = list.leads.every((lead) => typeof lead?.id === 'string' && lead.id !== '' && typeof lead.at === 'number');
  return valid ? list : undefined;
}

/**
 * The query's first `size` leads as the document copies them, when it can tell them (the list names
 * that many, or every one, and holds each one's copy); undefined otherwise.
 */
export function firstPageOf(stored: unknown, field: ListedField, size: number): { id: string; data: Record<string, unknown> }[] | undefined {
  const list = listOf(stored, field);
  if (!list || (list.leads.length < size && !list.complete)) return undefined;
  const copies = (stored as FirstPages).leads;
  const page = list.leads.slice(0, size).map(({ id }) => ({ id, data: copies?.[id] }));
  return page.every((lead) => lead.data && typeof lead.data === 'object') ? (page as { id: string; data: Record<string, unknown> }[]) : undefined;
}

export const sameList = (a: FirstPageList | undefined, b: FirstPageList): boolean =>
  !!a && a.complete === b.complete && a.leads.length === b.leads.length && a.leads.every((lead, i) => lead.id === b.leads[i].id && lead.at === b.leads[i].at);
