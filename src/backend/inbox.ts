import { collection, type DocumentData, documentId, endBefore, getCountFromServer, limit, limitToLast, orderBy, query, type Query, type QueryConstraint, type QueryDocumentSnapshot, startAfter, Timestamp, where } from 'firebase/firestore';
import * as lite from 'firebase/firestore/lite';
import { env } from '../config/env';
import { LEADS, type Lead, matchesText, searchPlan } from '../domain/lead';
import { firstPageOf } from '../domain/first-pages';
import { rarestPiece } from '../domain/search-piece';
import { LEAD_STATS } from '../domain/lead-stats';
import { todayInBrazil } from '../domain/studio-time';
import { firestore as liteDb } from './firebase';
import { lastLeadWrite } from './lead-writes';
import {
  type Clause,
  compareLeads,
  type Cursor,
  decodeCursor,
  encodeCursor,
  equalityClauses,
  INBOX_PAGE_SIZE,
  type InboxFilters,
  inboxPlan,
  type InboxPlan,
  inMemory,
  listedFor,
  matchesEquality,
  type OrderField,
  READ_ALL,
} from './inbox-plan';
import { type ReadBatch, SIEVE_BATCHES, SIEVE_ONE_BATCH, sievePage } from './inbox-sieve';
import { onSnapshot, staffDb } from './staff-firestore';
import { isTimestamp, toDate } from './timestamps';
import { tracked } from './staff-listeners';
import { markStaffPhase } from './staff-phases';

/*
 * The inbox's reads of the lead summaries (`leads/`, one small document per lead written by the
 * function): a live page, its total counted by the server, a search that finds text anywhere in a
 * name, e-mail, phone or company, and the counts of the admin home. Nothing here downloads a
 * collection: a page is 25 documents, a count is an aggregation, a search reads the leads holding
 * its pieces (at most READ_ALL) or pages through its matches (at most SIEVE_MAX_READS a page).
 *
 * Live lists are listeners of the full SDK. Reads of more than a page (a search's candidates, the
 * CSV's, the first contacts) go through Firestore Lite's plain REST query: the full SDK streams a
 * one-off read of hundreds of documents through its watch channel, which in the browser took seconds
 * where the REST answer takes a fraction of one (docs/performance.md). A list's first page is also
 * read once that way, beside its listener: one round trip, where the listener's first answer waits
 * for the channel's handshake; the listener takes over as soon as it answers.
 */

/** The summary's search maps, which no page shows. */
type SearchMap = 'pieces' | 'recent' | 'pairs';

/** A summary as the pages show it: timestamps turned into dates, with its id and its paging position; no search maps. */
export type InboxLead = Omit<Lead<Date>, SearchMap> & { id: string; cursor: string; lastActivityAt: Date };

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
  /** A broad search, paged by the server (./inbox-sieve.ts): no total, and a page may hold fewer rows while more follow (not said of a first page that holds every match). */
  broad?: boolean;
}

/**
 * Documents and aggregations the inbox asked for since the page loaded, as Firestore bills them (a
 * count costs one read per 1,000 index entries it goes over, at least one). The bench reads it on
 * the emulator build (window.__inboxReads); production builds do not expose it.
 */
export const inboxReads = { documents: 0, countReads: 0 };
if (env.emulators.firestore && typeof window !== 'undefined') (window as unknown as { __inboxReads: typeof inboxReads }).__inboxReads = inboxReads;

function cursorOf(id: string, value: unknown, field: OrderField): string {
  if (field === 'due') return encodeCursor({ value: { kind: 'day', day: String(value) }, id });
  const time = isTimestamp(value) ? value : Timestamp.now();
  return encodeCursor({ value: { kind: 'time', seconds: time.seconds, nanoseconds: time.nanoseconds }, id });
}

/**
 * The fields of a summary the pages use: all but the search's maps. `pieces` and `recent` hold about
 * a hundred entries each (a time each in `recent`), and turning them into objects nobody reads was most
 * of the page's own work on a search's 250-450 documents (issue 39: 100-350 ms at 20,000 leads).
 */
const SUMMARY_FIELDS = Object.keys({
  formId: 1, collection: 1, docId: 1, name: 1, email: 1, phone: 1, phoneDigits: 1, company: 1, emailKey: 1, receivedAt: 1,
  locale: 1, stage: 1, spam: 1, spamReason: 1, assignee: 1, followUp: 1, due: 1, firstContactAt: 1, text: 1, wonValue: 1,
  lostReason: 1, lastActivityAt: 1, call: 1, partial: 1, progress: 1, expiresAt: 1, source: 1, fromPartial: 1, lastEvent: 1,
  updatedAt: 1, updatedBy: 1,
} satisfies Record<Exclude<keyof Lead, SearchMap>, 1>);

/** A summary's fields as `data()` would give them, the search's maps left unread. */
function summaryData(snap: { get(field: string): unknown }): DocumentData {
  const data: DocumentData = {};
  for (const field of SUMMARY_FIELDS) {
    const value = snap.get(field);
    if (value !== undefined) data[field] = value;
  }
  return data;
}

function leadOf(id: string, data: DocumentData, field: OrderField): InboxLead {
  const receivedAt = toDate(data.receivedAt) ?? new Date(0);
  // A summary older than the field (not yet dated by the sweep) was last active when it arrived.
  const activity = data.lastActivityAt ?? data.receivedAt;
  return {
    ...(data as Omit<Lead<unknown>, SearchMap>),
    id,
    receivedAt,
    firstContactAt: toDate(data.firstContactAt),
    lastActivityAt: toDate(activity) ?? receivedAt,
    updatedAt: toDate(data.updatedAt),
    expiresAt: toDate(data.expiresAt) ?? undefined,
    cursor: cursorOf(id, field === 'lastActivityAt' ? activity : data[field], field),
  };
}

// A lead written a moment ago may still carry a pending server time: show the estimate.
const toLead = (snap: QueryDocumentSnapshot<DocumentData>, field: OrderField) =>
  leadOf(snap.id, summaryData({ get: (name) => snap.get(name, { serverTimestamps: 'estimate' }) }), field);

const cursorValues = ({ value, id }: Cursor) => [value.kind === 'time' ? new Timestamp(value.seconds, value.nanoseconds) : value.day, id];

function ordered(plan: InboxPlan, paging: QueryConstraint[] = []): Query<DocumentData> {
  const { field, direction } = plan.order;
  const clauses = plan.where.map(([name, op, value]) => where(name, op, value));
  return query(collection(staffDb(), LEADS), ...clauses, orderBy(field, direction), orderBy(documentId(), direction), ...paging);
}

/** Counted in the list's own order, so that a count needs no index the list does not (firestore.indexes.json). */
async function count(plan: InboxPlan): Promise<number> {
  const total = (await tracked(() => getCountFromServer(ordered(plan)))).data().count;
  inboxReads.countReads += Math.max(1, Math.ceil(total / 1000));
  return total;
}

/**
 * Counts what a listener's snapshot cost: its first answer from the server sends every document of
 * the query (billed as such), later ones only the changes. Cached snapshots cost nothing.
 */
function readCounter() {
  let answered = false;
  return (snap: { metadata: { fromCache: boolean }; size: number; docChanges(): unknown[] }) => {
    if (snap.metadata.fromCache) return;
    inboxReads.documents += answered ? snap.docChanges().length : snap.size;
    answered = true;
  };
}

const planFor = (filters: InboxFilters) => inboxPlan(filters, { today: todayInBrazil() });

/** Leads read beyond a page's size when its spam is left out on the page (readFirstPage). */
const SPAM_MARGIN = 15;

/**
 * The first page of a list, read once through Firestore Lite (see the top of this file): from the
 * function's list when it names the view's page (readListedPage), else by its query. The default
 * view (every stage but spam, no other filter) is then read in its order alone, SPAM_MARGIN leads more, and
 * its spam left out here: an order on one field is answered from Firestore's single-field index, where
 * `spam == false` beside it made the emulator scan the collection (issue 39: 681 ms at 20,000 leads).
 * With more spam than that among the newest, the page is asked with the clause after all.
 */
async function readFirstPage(plan: InboxPlan, size: number): Promise<InboxLead[]> {
  const listed = await readListedPage(plan, size).catch(() => undefined);
  if (listed) return listed;
  const { field, direction } = plan.order;
  const read = async (where: InboxPlan['where'], count: number) => {
    const clauses = where.map(([name, op, value]) => lite.where(name, op, value));
    const first = lite.query(lite.collection(liteDb(), LEADS), ...clauses, lite.orderBy(field, direction), lite.orderBy(lite.documentId(), direction), lite.limit(count));
    const { docs } = await lite.getDocs(first);
    inboxReads.documents += docs.length;
    return docs.map((d) => leadOf(d.id, summaryData(d), field));
  };
  if (isDefaultView(plan)) {
    const newest = await read([], size + SPAM_MARGIN);
    const kept = newest.filter((lead) => lead.spam !== true);
    if (kept.length >= size || newest.length < size + SPAM_MARGIN) return kept.slice(0, size);
  }
  return read(plan.where, size);
}

/** Every stage but spam and no other filter (`spam == false` alone), in any order. */
const isDefaultView = (plan: InboxPlan) => plan.where.length === 1 && plan.where[0][0] === 'spam' && plan.where[0][2] === false;

/** How long after this page wrote a lead its first pages ask their query: the function's copies may not have followed yet. */
const OWN_WRITE_MS = 60_000;

/**
 * A first page the function lists (issue 39): one document, with a copy of each lead, whatever the
 * size of the collection, where a query made the emulator go over every lead. Undefined for any other
 * view, before the function has listed it, or for a minute after this page wrote a lead (its copy
 * may lag the write by the trigger's run): the query then answers.
 */
async function readListedPage(plan: InboxPlan, size: number): Promise<InboxLead[] | undefined> {
  const listed = listedFor(plan);
  if (!listed || Date.now() - lastLeadWrite() < OWN_WRITE_MS) return undefined;
  const stored = await tracked(() => lite.getDoc(lite.doc(liteDb(), LEAD_STATS, listed.view.doc)));
  inboxReads.documents += 1;
  return firstPageOf(stored.data(), listed.view.key, size, listed.below)?.map(({ id, data }) => leadOf(id, data, plan.order.field));
}

/** A first page read ahead by prefetchInbox; `settled` once read. */
interface ReadAhead {
  at: number;
  rows: Promise<InboxLead[]>;
  settled?: InboxLead[];
}
/** First pages read ahead, by list, for the page's own watch to take (once). */
const readAhead = new Map<string, ReadAhead>();
/** Older than this, a page read ahead is read again rather than shown (the listener would correct it anyway). */
const READ_AHEAD_MS = 10_000;
const listKey = (plan: InboxPlan, size: number) => JSON.stringify([plan.where, plan.order, size]);

function firstPage(plan: InboxPlan, size: number): Promise<InboxLead[]> {
  const key = listKey(plan, size);
  const ahead = readAhead.get(key);
  readAhead.delete(key);
  return ahead && Date.now() - ahead.at < READ_AHEAD_MS ? ahead.rows : readFirstPage(plan, size);
}

/**
 * Leads by id, last change and last activity (which a new submission of the person moves without a
 * staff change): a listener's first answer equal to the rows already shown needs no new render.
 */
const sameRows = (a: InboxLead[], b: InboxLead[]) =>
  a.length === b.length &&
  a.every(
    (lead, i) =>
      lead.id === b[i].id && lead.updatedAt?.getTime() === b[i].updatedAt?.getTime() && lead.lastActivityAt.getTime() === b[i].lastActivityAt.getTime(),
  );

/**
 * A page of the inbox that stays current: new leads appear, stages and assignees change in place.
 * Calls back whenever the rows or the total change; returns the unsubscribe.
 */
export function watchInbox(request: InboxRequest, onResult: (result: InboxResult) => void, onError: (error: Error) => void): () => void {
  const search = searchPlan(request.search);
  if (!search) return watchPage(request, planFor(request.filters), onResult, onError);
  return watchSearch(request, search, onResult, onError);
}

/** Paged by cursor, counted by the server: the list without a search. */
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
    if (live && rows) onResult(pageResult(rows, total, number, size));
  };
  const recount = () =>
    count(plan).then(
      (value) => {
        total = value;
        emit();
      },
      (error: Error) => live && onError(error),
    );

  // Counted once the rows are shown: on the emulator, which scans the collection for each, the count
  // beside the first page's reads made the rows wait for it (issue 39: 1.0 s for both at 20,000 leads).
  let counting = false;
  const countOnce = () => {
    if (counting) return;
    counting = true;
    void recount();
  };
  let first = true;
  const noteReads = readCounter();
  let stop: (() => void) | undefined;
  const listen = () => {
    if (!live || stop) return;
    stop = onSnapshot(
      ordered(plan, paging),
      (snap) => {
        noteReads(snap);
        const listed = snap.docs.map((d) => toLead(d, plan.order.field));
        const unchanged = first && rows !== undefined && sameRows(rows, listed);
        rows = listed;
        if (!unchanged) emit();
        countOnce();
        // A lead arrived, left the filters or changed: the total may have too.
        if (!first && snap.docChanges().length > 0) void recount();
        first = false;
      },
      onError,
    );
  };
  if (!after && !before) {
    firstPage(plan, size)
      .then(
        (read) => {
          if (rows) return;
          rows = read;
          emit();
          countOnce();
        },
        // The listener answers (or reports the error) all the same.
        () => {},
      )
      .finally(listen);
    // Its first answer would scan the collection beside the read's on the emulator: the listener is
    // opened once the rows are read, or after LISTEN_AFTER_MS whatever the read does.
    setTimeout(listen, LISTEN_AFTER_MS);
  } else {
    listen();
  }
  return () => {
    live = false;
    stop?.();
  };
}

/** A page of a list without a search, as the page shows it: `total` undefined while counting. */
function pageResult(rows: InboxLead[], total: number | undefined, number: number, size: number): InboxResult {
  const last = rows[rows.length - 1];
  const more = rows.length === size && (total === undefined || number * size < total);
  return {
    rows,
    total,
    page: number,
    next: more && last ? { page: number + 1, after: last.cursor } : undefined,
    previous: number <= 1 ? undefined : number === 2 || !rows[0] ? { page: 1 } : { page: number - 1, before: rows[0].cursor },
  };
}

/**
 * A view's first page as its read ahead already holds it (fresh), for the page's first render: the
 * table is then drawn with the page around it, not in a render after the page's effects have asked
 * for the rows (issue 39). Undefined for any other view, or while the read is under way. The
 * page's watch (watchInbox) then takes the same rows, and keeps them current.
 */
export function readAheadResult(request: InboxRequest): InboxResult | undefined {
  if (searchPlan(request.search) || request.position.page > 1) return undefined;
  const size = request.pageSize ?? INBOX_PAGE_SIZE;
  const ahead = readAhead.get(listKey(planFor(request.filters), size));
  return ahead?.settled && Date.now() - ahead.at < READ_AHEAD_MS ? pageResult(ahead.settled, undefined, 1, size) : undefined;
}

/** The longest a first page's listener waits for the page's one-off read (./inbox.ts, issue 39). */
const LISTEN_AFTER_MS = 2000;

/**
 * Reads a view's first rows once (REST) and opens their listener, kept `holdMs`, so that the page,
 * mounted later (after the staff gate and the page's code), finds both under way: it shows the read
 * rows, and its own listener shares the held one's target (Firestore shares one target between
 * listeners of the same query). A search's reads are begun alone (prefetchSearch).
 */
export function prefetchInbox(request: InboxRequest, holdMs: number): void {
  const search = searchPlan(request.search);
  if (search) return prefetchSearch(request, search);
  if (request.position.page > 1) return;
  const plan = planFor(request.filters);
  const size = request.pageSize ?? INBOX_PAGE_SIZE;
  const rows = readFirstPage(plan, size);
  const entry: ReadAhead = { at: Date.now(), rows };
  rows.then(
    (read) => {
      markStaffPhase('rows-read');
      entry.settled = read;
    },
    () => readAhead.delete(listKey(plan, size)),
  );
  readAhead.set(listKey(plan, size), entry);
  // Opened once the rows are read, as the page's own (watchPage): one scan at a time on the emulator.
  const hold = () => {
    const stop = onSnapshot(
      ordered(plan, [limit(size)]),
      () => {},
      () => {},
    );
    setTimeout(stop, holdMs);
  };
  rows.then(hold, hold);
}

/** How far back the live part of a search looks for changes: more than any clock skew between the browser and Firestore. */
const CHANGES_MARGIN_MS = 5 * 60_000;

type Search = NonNullable<ReturnType<typeof searchPlan>>;

/**
 * A search, in one of two ways (issue 39: a bounded read whatever the collection holds).
 *
 * Narrow: the leads holding every 3-character piece of the search (at most EVERY_PIECE of them; a
 * search of three characters: that piece), one query of equalities that Firestore answers by merging
 * its single-field indexes, so nearly every lead read is a match. When READ_ALL or fewer hold them,
 * they are all read, and ordered, counted and paged on the page in any order.
 *
 * Broad: more hold them, or the search is shorter than a piece. Then it is paged by the server, a page
 * at a time from a cursor in the URL, each batch checked on the page (./inbox-sieve.ts), with no total:
 * in the list's order when it is by received time, through the map `recent.<piece>` of one of its
 * pieces, or `pairs.<pair>` for a search of two characters (the received-day range asked on it, the
 * other filters checked on the page); in any other order, or a single character, through the list's
 * own query, the text checked on the page.
 *
 * Either way the page stays current through a listener of the leads changed since (new ones included:
 * the function dates them too), each checked against the same filters and search.
 */
function watchSearch(request: InboxRequest, search: Search, onResult: (result: InboxResult) => void, onError: (error: Error) => void) {
  const list = planFor(request.filters);
  const [equal, within] = [matchesEquality(list), inMemory(list)];
  const passes = (lead: InboxLead) => matchesText(lead.text, search.folded) && equal(lead as unknown as Record<string, unknown>) && within(lead);
  const found = new Map<string, InboxLead>();
  const size = request.pageSize ?? INBOX_PAGE_SIZE;
  let live = true;
  let stop = () => {};
  let emit = () => {};
  // A page of a broad search: where it stands, and which leads changed since may join it.
  let joins: (lead: InboxLead) => boolean = () => true;

  const start = async () => {
    const { at, read } = searchRead(request, list, search, size);
    const since = Timestamp.fromMillis(at - CHANGES_MARGIN_MS);
    const answer = await read;
    if (!live) return;
    if ('all' in answer) {
      for (const lead of answer.all) if (passes(lead)) found.set(lead.id, lead);
      emit = () => onResult(pageOf([...found.values()].sort(compareLeads(list)), request));
    } else {
      const { page } = answer;
      for (const lead of page.rows) found.set(lead.id, lead);
      const order = compareLeads(list);
      const end = page.rows.at(-1);
      // Page 1 takes a new match that sorts before its last row (or any while it is not full); a later page only changes in place.
      joins = (lead) => page.result.page === 1 && (found.size < size || (!!end && order(lead, end) < 0));
      emit = () => onResult({ ...page.result, rows: [...found.values()].sort(order).slice(0, size), ...(page.result.broad ? {} : { total: found.size }) });
    }
    emit();
    const noteReads = readCounter();
    stop = onSnapshot(
      query(collection(staffDb(), LEADS), where('updatedAt', '>', since)),
      (snap) => {
        noteReads(snap);
        for (const change of snap.docChanges()) {
          const lead = toLead(change.doc, list.order.field);
          if (change.type !== 'removed' && passes(lead) && (found.has(lead.id) || joins(lead))) found.set(lead.id, lead);
          else found.delete(lead.id);
        }
        emit();
      },
      onError,
    );
  };
  start().catch((error: Error) => live && onError(error));
  return () => {
    live = false;
    stop();
  };
}

/** What a search's reads found: every lead holding its pieces (a narrow search), or a broad search's page. */
type SearchAnswer = { all: InboxLead[] } | { page: Awaited<ReturnType<typeof broadPage>> };

/** A search's reads under way since `at` (ms): begun by the route's loader (prefetchInbox) or by the page's watch. */
interface SearchRead {
  at: number;
  read: Promise<SearchAnswer>;
}
/** Searches read ahead by prefetchInbox, by request, for the page's watch to take (once). */
const searchAhead = new Map<string, SearchRead>();
const searchKey = (list: InboxPlan, search: Search, request: InboxRequest, size: number) =>
  JSON.stringify([list.where, list.order, search.folded, request.position, size]);

/**
 * Begins a search's reads at the navigation that asks for it (the route's loader), for the page's
 * watch to take: a new search is a navigation, and the whole page draws again before its watch asks
 * (issue 39: 100-450 ms after Enter at 20,000 leads, on this machine).
 */
function prefetchSearch(request: InboxRequest, search: Search): void {
  const list = planFor(request.filters);
  const size = request.pageSize ?? INBOX_PAGE_SIZE;
  const key = searchKey(list, search, request, size);
  const ahead: SearchRead = { at: Date.now(), read: readSearch(list, search, request, size) };
  // Reported by the page's watch, which takes it; a search nobody takes is dropped.
  ahead.read.catch(() => {});
  searchAhead.set(key, ahead);
  setTimeout(() => searchAhead.get(key) === ahead && searchAhead.delete(key), READ_AHEAD_MS);
}

/** The search's reads begun ahead for this request, when fresh; else begun now. */
function searchRead(request: InboxRequest, list: InboxPlan, search: Search, size: number): SearchRead {
  const key = searchKey(list, search, request, size);
  const ahead = searchAhead.get(key);
  searchAhead.delete(key);
  return ahead && Date.now() - ahead.at < READ_AHEAD_MS ? ahead : { at: Date.now(), read: readSearch(list, search, request, size) };
}

/**
 * A search's reads, as watchSearch (above) describes them. In the list's order by received time, a
 * search of letters first reads one batch along its piece (broadReader): a batch that ends before its
 * size held every lead holding the piece (the search read whole), and one that fills the page is the
 * broad search's first page, with no other query (issue 39: the narrow read then the pieces' batches
 * were four queries, 1.0-1.4 s at 20,000 leads). Otherwise, and for a phone (its digits are nearly
 * always narrow) or another order, the narrow read decides, then the broad page reads on. Asking them
 * at once was tried: on the emulator the queries at once each took 600-1,100 ms (docs/performance.md).
 */
async function readSearch(list: InboxPlan, search: Search, request: InboxRequest, size: number): Promise<SearchAnswer> {
  const { after, before } = request.position;
  const reader = broadReader(list, search);
  // A cursor is a broad search's later page.
  if (after || before) return { page: await broadPage(list, request, size, reader) };
  const first = reader.piece && !isPhoneSearch(search) ? await reader.read(undefined, SIEVE_BATCHES[0], false) : undefined;
  if (first && first.length < SIEVE_BATCHES[0]) return { all: first };
  const begun = first ? startingWith(reader, first) : reader;
  // A search shorter than a piece has no narrow read: it pages on along its pair, or through the list.
  const full = !!first && first.filter(reader.passes).length >= size;
  if (full || search.candidates.length === 0) return { page: await broadPage(list, request, size, begun) };
  const read = await readOnce(list, pieceClauses(list, search.candidates), { max: READ_ALL + 1 });
  if (read.length <= READ_ALL) return { all: read };
  return { page: await broadPage(list, request, size, begun) };
}

/** A phone search: its digits alone (searchPlan). */
const isPhoneSearch = (search: Search) => /^\d+$/.test(search.folded);

/** The reader, its first batch (from the start, forward) already read. */
function startingWith(reader: BroadReader, first: InboxLead[]): BroadReader {
  let held: InboxLead[] | undefined = first;
  return {
    ...reader,
    read: async (after, size, backward) => {
      if (!held || after || backward) return reader.read(after, size, backward);
      const batch = held;
      held = undefined;
      return batch;
    },
  };
}

/** One page of leads already all read, by its number (clamped to the pages there are). */
function pageOf(leads: InboxLead[], request: InboxRequest): InboxResult {
  const size = request.pageSize ?? INBOX_PAGE_SIZE;
  const pages = Math.max(1, Math.ceil(leads.length / size));
  const page = Math.min(Math.max(1, request.position.page), pages);
  return {
    rows: leads.slice((page - 1) * size, page * size),
    total: leads.length,
    page,
    next: page < pages ? { page: page + 1 } : undefined,
    previous: page > 1 ? { page: page - 1 } : undefined,
  };
}

/**
 * A broad search's page from the request's cursor (page 1 without one), read batch by batch
 * (./inbox-sieve.ts); its links carry the cursors of its ends. Going back past the first lead, it is
 * page 1 read afresh.
 */
async function broadPage(
  list: InboxPlan,
  request: InboxRequest,
  size: number,
  { read, passes, batches }: BroadReader,
): Promise<{ rows: InboxLead[]; result: InboxResult }> {
  const field = list.order.field;
  const after = request.position.page > 1 ? decodeCursor(request.position.after, field) : undefined;
  const before = request.position.page > 1 && !after ? decodeCursor(request.position.before, field) : undefined;
  const options = { passes, batches, cursor: (lead: InboxLead) => decodeCursor(lead.cursor, field)!, want: size };
  let sieved = await sievePage(read, { ...options, after: after ?? before, backward: !!before });
  let number = after || before ? request.position.page : 1;
  if (before && !sieved.more) {
    sieved = await sievePage(read, options);
    number = 1;
  }
  const backward = before && number > 1;
  const rows = backward ? [...sieved.rows].reverse() : sieved.rows;
  const first = rows[0];
  const last = rows.at(-1);
  const forwardEnd = backward ? (last?.cursor ?? request.position.before) : sieved.more && sieved.last ? encodeCursor(sieved.last) : undefined;
  const backEnd = backward ? (sieved.last ? encodeCursor(sieved.last) : undefined) : (first?.cursor ?? request.position.after);
  // A first page that read every lead there is holds every match: counted, and not broad after all.
  const whole = number === 1 && !forwardEnd;
  return {
    rows,
    result: {
      rows,
      page: number,
      ...(whole ? { total: rows.length } : { broad: true }),
      next: forwardEnd ? { page: number + 1, after: forwardEnd } : undefined,
      previous: number <= 1 ? undefined : number === 2 || !backEnd ? { page: 1 } : { page: number - 1, before: backEnd },
    },
  };
}

interface BroadReader {
  read: ReadBatch<InboxLead, Cursor>;
  passes: (lead: InboxLead) => boolean;
  batches?: readonly number[];
  /** The piece (or pair) read along, when it is one (the list's order by received time). */
  piece?: string;
}

/**
 * Where a broad search reads its batches, and what is checked on the page: by received time through
 * `recent.<piece>` (a single-field order on a map entry, with the received-day range on it) of the
 * search's piece (`pairs.<pair>` for a search of two characters), or of the one of its pieces
 * fewest leads are likely to hold (rarestPiece: every match holds every piece, and each piece's order
 * is the received time, so any piece pages the same matches from the same cursor); or through the
 * list's own query (any other order, a single character).
 */
function broadReader(list: InboxPlan, search: Search): BroadReader {
  const text = (lead: InboxLead) => matchesText(lead.text, search.folded);
  const { field } = list.order;
  const liteValues = ({ value, id }: Cursor) => [value.kind === 'time' ? new lite.Timestamp(value.seconds, value.nanoseconds) : value.day, id];
  const batches = (order: string | lite.FieldPath, where: lite.QueryConstraint[]): ReadBatch<InboxLead, Cursor> => async (after, size, backward) => {
    const way = backward === (list.order.direction === 'asc') ? 'desc' : 'asc';
    const paging = after ? [lite.startAfter(...liteValues(after))] : [];
    const { docs } = await lite.getDocs(lite.query(lite.collection(liteDb(), LEADS), ...where, lite.orderBy(order, way), lite.orderBy(lite.documentId(), way), ...paging, lite.limit(size)));
    inboxReads.documents += docs.length;
    return docs.map((d) => leadOf(d.id, summaryData(d), field));
  };
  const piece = search.pair ?? search.exact ?? rarestPiece(search.candidates);
  if (field !== 'receivedAt' || !piece) {
    return { read: batches(field, list.where.map(([name, op, value]) => lite.where(name, op, value))), passes: text, batches: SIEVE_ONE_BATCH };
  }
  const equal = matchesEquality(list);
  const path = new lite.FieldPath(search.pair ? 'pairs' : 'recent', piece);
  return {
    read: batches(path, list.where.filter(([name]) => name === 'receivedAt').map(([, op, value]) => lite.where(path, op, value))),
    passes: (lead) => text(lead) && equal(lead as unknown as Record<string, unknown>),
    piece,
  };
}

/** A clause whose field may be a map entry (`pieces` keys hold dots and spaces: a path of segments, never a dotted string). */
type AnyClause = [field: string | [string, string], op: Clause[1], value: Clause[2]];

/** The most pieces a long search asks for at once: enough to leave few leads that hold them all and miss the search. */
export const EVERY_PIECE = 8;

/** At most `count` of `items`, spread from the first to the last. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]);
}

/**
 * The plan's equality clauses and `pieces.<piece> == true` for each piece (at most EVERY_PIECE, spread
 * over the search): equalities only, so no composite index (Firestore merges single-field ones).
 */
const pieceClauses = (plan: InboxPlan, pieces: readonly string[]): AnyClause[] => [
  ...equalityClauses(plan),
  ...spread(pieces, EVERY_PIECE).map((piece): AnyClause => [['pieces', piece], '==', true]),
];

/**
 * Reads once, through Firestore Lite, the leads the clauses match, as leads of `plan`'s list: in the
 * list's order when `ordered`, at most `max` of them.
 */
async function readOnce(plan: InboxPlan, clauses: AnyClause[], { ordered = false, max }: { ordered?: boolean; max?: number } = {}): Promise<InboxLead[]> {
  const constraints: lite.QueryConstraint[] = clauses.map(([name, op, value]) =>
    lite.where(typeof name === 'string' ? name : new lite.FieldPath(...name), op, value),
  );
  if (ordered) constraints.push(lite.orderBy(plan.order.field, plan.order.direction));
  if (max) constraints.push(lite.limit(max));
  const { docs } = await lite.getDocs(lite.query(lite.collection(liteDb(), LEADS), ...constraints));
  inboxReads.documents += docs.length;
  return docs.map((d) => leadOf(d.id, summaryData(d), plan.order.field));
}

/** How many leads the filters and the search match (the per-form index and the CSV progress). */
export async function countInbox(filters: InboxFilters, search = ''): Promise<number> {
  if (!searchPlan(search)) return count(planFor(filters));
  return (await findInbox(filters, search)).length;
}

/**
 * Every lead the filters and the search match, read once, in the list's order (the CSV export of a
 * search): the leads holding all its pieces, or for a search shorter than a piece, the list's leads
 * whose text holds it.
 */
export async function findInbox(filters: InboxFilters, search: string): Promise<InboxLead[]> {
  const plan = searchPlan(search);
  const list = planFor(filters);
  if (!plan) return readOnce(list, list.where, { ordered: true });
  if (plan.candidates.length === 0) return (await readOnce(list, list.where, { ordered: true })).filter((lead) => matchesText(lead.text, plan.folded));
  const read = await readOnce(list, pieceClauses(list, plan.candidates));
  return read.filter((lead) => matchesText(lead.text, plan.folded) && inMemory(list)(lead)).sort(compareLeads(list));
}

/*
 * The studio at a glance (admin home): its counts are the function's counters (./lead-stats-reads.ts).
 */

/** The most first contacts the median is taken over (the latest ones): a bounded read on every home load. */
export const FIRST_CONTACTS_READ = 200;

/**
 * The received and first-contact times of the latest leads first contacted since `since` (at most
 * FIRST_CONTACTS_READ; one field's range and order, which Firestore indexes by itself), spam left out:
 * the median time to a first contact.
 */
export async function firstContacts(since: Date): Promise<{ receivedAt: Date; firstContactAt: Date }[]> {
  const { docs } = await lite.getDocs(
    lite.query(
      lite.collection(liteDb(), LEADS),
      lite.where('firstContactAt', '>=', since),
      lite.orderBy('firstContactAt', 'desc'),
      lite.limit(FIRST_CONTACTS_READ),
    ),
  );
  inboxReads.documents += docs.length;
  return docs
    .filter((d) => d.get('spam') !== true)
    .map((d) => ({ receivedAt: toDate(d.get('receivedAt')), firstContactAt: toDate(d.get('firstContactAt')) }))
    .filter((t): t is { receivedAt: Date; firstContactAt: Date } => !!t.receivedAt && !!t.firstContactAt);
}
