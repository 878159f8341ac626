import {
  collection,
  type DocumentData,
  documentId,
  endBefore,
  getCountFromServer,
  getDocs,
  limit,
  limitToLast,
  onSnapshot,
  orderBy,
  query,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  startAfter,
  Timestamp,
  where,
} from 'firebase/firestore';
import { env } from '../config/env';
import { LEADS, type LeadSummary, matchesText, searchPlan, STAFF, todayInBrazil } from '../forms/core/pipeline';
import {
  type Cursor,
  decodeCursor,
  encodeCursor,
  INBOX_PAGE_SIZE,
  type InboxFilters,
  inboxPlan,
  type InboxPlan,
  SEARCH_CAP,
} from './inbox-plan';
import { staffDb } from './staff-firestore';

/*
 * The inbox's reads of the lead summaries (`leads/`, one small document per lead written by the
 * function): a live page, its total counted by the server, a search that finds text anywhere in a
 * name, e-mail, phone or company, and the counts of the admin home. Nothing here downloads a
 * collection: a page is 25 documents, a count is an aggregation, a long search reads the leads
 * holding its rarest 3-character piece (at most SEARCH_CAP).
 */

/** A summary as the pages show it: timestamps turned into dates, with its id and its paging position. */
export type InboxLead = LeadSummary<Date> & { id: string; cursor: string };

/** Which page: its number (from 1) and the cursor it starts after, or ends before (going back). */
export interface InboxPosition {
  page: number;
  after?: string;
  before?: string;
}

export interface InboxRequest {
  filters: InboxFilters;
  search: string;
  position: InboxPosition;
  pageSize?: number;
}

export interface InboxResult {
  rows: InboxLead[];
  /** How many leads the filters and search match in all; undefined while the server counts. */
  total?: number;
  /** The page the rows are (the request's). */
  page: number;
  next?: InboxPosition;
  previous?: InboxPosition;
  /** A long search read only the newest SEARCH_CAP leads holding its rarest piece. */
  capped?: boolean;
}

/**
 * Documents and aggregations the inbox asked for since the page loaded, as Firestore bills them (a
 * count costs one read per 1,000 index entries it goes over, at least one). The bench reads it on
 * the emulator build (window.__inboxReads); production builds do not expose it.
 */
export const inboxReads = { documents: 0, countReads: 0 };
if (env.emulators.firestore && typeof window !== 'undefined') (window as unknown as { __inboxReads: typeof inboxReads }).__inboxReads = inboxReads;

const isTimestamp = (value: unknown): value is { toDate(): Date } =>
  !!value && typeof value === 'object' && typeof (value as { toDate?: unknown }).toDate === 'function';
const toDate = (value: unknown): Date | null => (isTimestamp(value) ? value.toDate() : null);

function cursorOf(snap: QueryDocumentSnapshot<DocumentData>, field: InboxPlan['order']['field']): string {
  const value = snap.get(field, { serverTimestamps: 'estimate' });
  if (field === 'due') return encodeCursor({ value: { kind: 'day', day: String(value) }, id: snap.id });
  const time = value instanceof Timestamp ? value : Timestamp.now();
  return encodeCursor({ value: { kind: 'time', seconds: time.seconds, nanoseconds: time.nanoseconds }, id: snap.id });
}

// A lead written a moment ago may still carry a pending server time: show the estimate.
function toLead(snap: QueryDocumentSnapshot<DocumentData>, field: InboxPlan['order']['field']): InboxLead {
  const data = snap.data({ serverTimestamps: 'estimate' });
  return {
    ...(data as LeadSummary<unknown>),
    id: snap.id,
    receivedAt: toDate(data.receivedAt) ?? new Date(0),
    firstContactAt: toDate(data.firstContactAt),
    updatedAt: toDate(data.updatedAt),
    cursor: cursorOf(snap, field),
  };
}

const cursorValues = ({ value, id }: Cursor) => [value.kind === 'time' ? new Timestamp(value.seconds, value.nanoseconds) : value.day, id];

function ordered(plan: InboxPlan, paging: QueryConstraint[] = []): Query<DocumentData> {
  const { field, direction } = plan.order;
  const clauses = plan.where.map(([name, op, value]) => where(name, op, value));
  return query(collection(staffDb(), LEADS), ...clauses, orderBy(field, direction), orderBy(documentId(), direction), ...paging);
}

/** Counted in the list's own order, so that a count needs no index the list does not (firestore.indexes.json). */
async function count(plan: InboxPlan): Promise<number> {
  const total = (await getCountFromServer(ordered(plan))).data().count;
  inboxReads.countReads += Math.max(1, Math.ceil(total / 1000));
  return total;
}

function noteReads(snap: { metadata: { fromCache: boolean }; docChanges(): unknown[] }) {
  if (!snap.metadata.fromCache) inboxReads.documents += snap.docChanges().length;
}

const planFor = (filters: InboxFilters, piece?: string) => inboxPlan(filters, { today: todayInBrazil(), piece });

/**
 * A page of the inbox that stays current: new leads appear, stages and assignees change in place.
 * Calls back whenever the rows or the total change; returns the unsubscribe.
 */
export function watchInbox(request: InboxRequest, onResult: (result: InboxResult) => void, onError: (error: Error) => void): () => void {
  const plan = searchPlan(request.search);
  if (plan && !plan.exact) return watchLongSearch(request, plan.folded, plan.candidates, onResult, onError);
  return watchPage(request, planFor(request.filters, plan?.exact), onResult, onError);
}

/** Paged by cursor, counted by the server: no search, or one short enough to be a stored piece. */
function watchPage(request: InboxRequest, plan: InboxPlan, onResult: (result: InboxResult) => void, onError: (error: Error) => void) {
  const size = request.pageSize ?? INBOX_PAGE_SIZE;
  const { page } = request.position;
  const after = page > 1 ? decodeCursor(request.position.after, plan.order.field) : undefined;
  const before = page > 1 && !after ? decodeCursor(request.position.before, plan.order.field) : undefined;
  const paging = after
    ? [startAfter(...cursorValues(after)), limit(size)]
    : before
      ? [endBefore(...cursorValues(before)), limitToLast(size)]
      : [limit(size)];
  // Without a cursor a later page number cannot be reached (the web SDK has no offset): page 1.
  const number = after || before ? page : 1;
  let live = true;
  let rows: InboxLead[] | undefined;
  let total: number | undefined;

  const emit = () => {
    if (!live || !rows) return;
    const last = rows[rows.length - 1];
    const more = rows.length === size && (total === undefined || number * size < total);
    onResult({
      rows,
      total,
      page: number,
      next: more && last ? { page: number + 1, after: last.cursor } : undefined,
      previous: number <= 1 ? undefined : number === 2 || !rows[0] ? { page: 1 } : { page: number - 1, before: rows[0].cursor },
    });
  };
  const recount = () =>
    count(plan).then(
      (value) => {
        total = value;
        emit();
      },
      (error: Error) => live && onError(error),
    );

  void recount();
  let first = true;
  const stop = onSnapshot(
    ordered(plan, paging),
    (snap) => {
      noteReads(snap);
      rows = snap.docs.map((d) => toLead(d, plan.order.field));
      emit();
      // A lead arrived, left the filters or changed: the total may have too.
      if (!first && snap.docChanges().length > 0) void recount();
      first = false;
    },
    onError,
  );
  return () => {
    live = false;
    stop();
  };
}

/**
 * Opens the listener of a view's first rows and keeps it `holdMs`, so that the page's own listener,
 * mounted later (after the staff gate and the page's code), finds the query already answered:
 * Firestore shares one target between listeners of the same query. Only views without a long search.
 */
export function prefetchInbox(request: InboxRequest, holdMs: number): void {
  const plan = searchPlan(request.search);
  if ((plan && !plan.exact) || request.position.page > 1) return;
  const stop = onSnapshot(
    ordered(planFor(request.filters, plan?.exact), [limit(request.pageSize ?? INBOX_PAGE_SIZE)]),
    () => {},
    () => {},
  );
  setTimeout(stop, holdMs);
}

/**
 * A search longer than a stored piece: count, in parallel, the leads holding each of its 3-character
 * pieces (with the same filters), read those holding the rarest one, newest first, and keep the ones
 * whose folded text includes the search. Paged on the page, counted exactly from what was read.
 */
function watchLongSearch(
  request: InboxRequest,
  folded: string,
  candidates: string[],
  onResult: (result: InboxResult) => void,
  onError: (error: Error) => void,
) {
  const size = request.pageSize ?? INBOX_PAGE_SIZE;
  let live = true;
  let stop = () => {};
  rarestPiece(request.filters, candidates).then(
    ({ plan, total }) => {
      if (!live) return;
      stop = onSnapshot(
        ordered(plan, [limit(SEARCH_CAP)]),
        (snap) => {
          noteReads(snap);
          const matched = snap.docs.filter((d) => matchesText(d.get('text'), folded)).map((d) => toLead(d, plan.order.field));
          const pages = Math.max(1, Math.ceil(matched.length / size));
          const page = Math.min(Math.max(1, request.position.page), pages);
          onResult({
            rows: matched.slice((page - 1) * size, page * size),
            total: matched.length,
            page,
            next: page < pages ? { page: page + 1 } : undefined,
            previous: page > 1 ? { page: page - 1 } : undefined,
            capped: total > SEARCH_CAP,
          });
        },
        onError,
      );
    },
    (error: Error) => live && onError(error),
  );
  return () => {
    live = false;
    stop();
  };
}

/** The plan of the candidate piece fewest leads hold, with that number (counted by the server). */
async function rarestPiece(filters: InboxFilters, candidates: string[]): Promise<{ plan: InboxPlan; total: number }> {
  const plans = candidates.map((piece) => planFor(filters, piece));
  const totals = await Promise.all(plans.map(count));
  const at = totals.indexOf(Math.min(...totals));
  return { plan: plans[at], total: totals[at] };
}

/** How many leads the filters and the search match (the per-form index and the CSV progress). */
export async function countInbox(filters: InboxFilters, search = ''): Promise<number> {
  const plan = searchPlan(search);
  if (!plan) return count(planFor(filters));
  if (plan.exact) return count(planFor(filters, plan.exact));
  return (await findInbox(filters, search)).length;
}

/**
 * Every lead the filters and the search match, read once, newest first (the CSV export of a search).
 * A short search reads its matches; a long one reads the leads holding its rarest piece.
 */
export async function findInbox(filters: InboxFilters, search: string): Promise<InboxLead[]> {
  const plan = searchPlan(search);
  let chosen = planFor(filters, plan?.exact);
  if (plan && !plan.exact) chosen = (await rarestPiece(filters, plan.candidates)).plan;
  const { docs } = await getDocs(ordered(chosen));
  inboxReads.documents += docs.length;
  return docs.filter((d) => !plan || plan.exact || matchesText(d.get('text'), plan.folded)).map((d) => toLead(d, chosen.order.field));
}

export interface StaffMember {
  uid: string;
  email: string;
}

/** The people with access (`staff/{uid}`), by e-mail, kept current: the assignee names and filter. */
export function watchStaff(onStaff: (staff: StaffMember[]) => void, onError: (error: Error) => void): () => void {
  return onSnapshot(
    collection(staffDb(), STAFF),
    (snap) => {
      const staff = snap.docs.map((d) => ({ uid: d.id, email: String(d.get('email') ?? d.id) }));
      onStaff(staff.sort((a, b) => a.email.localeCompare(b.email)));
    },
    onError,
  );
}

/*
 * The studio at a glance (admin home): counts by the server, spam never counted.
 */

/** How many leads the filters match, without a search (one aggregation). */
export const countLeadsWhere = (filters: InboxFilters): Promise<number> => count(planFor(filters));

/**
 * The received and first-contact times of the leads first contacted since `since` (a range on one
 * field, which Firestore indexes by itself), spam left out: the median time to a first contact.
 */
export async function firstContacts(since: Date): Promise<{ receivedAt: Date; firstContactAt: Date }[]> {
  const { docs } = await getDocs(query(collection(staffDb(), LEADS), where('firstContactAt', '>=', since)));
  inboxReads.documents += docs.length;
  return docs
    .filter((d) => d.get('spam') !== true)
    .map((d) => ({ receivedAt: toDate(d.get('receivedAt')), firstContactAt: toDate(d.get('firstContactAt')) }))
    .filter((t): t is { receivedAt: Date; firstContactAt: Date } => !!t.receivedAt && !!t.firstContactAt);
}
