import { type Clause, INBOX_SORTS, type InboxFilters, inboxPlan } from '../../src/backend/inbox-plan';
import { BOOKING_MAIL, BOOKING_SLOTS, BOOKINGS } from '../../src/domain/booking/booking';
import { FUNNEL_DAILY, FUNNEL_EVENTS } from '../../src/domain/funnel';
import { LEADS, STAGES } from '../../src/domain/lead';
import { LEAD_COUNTED, LEAD_STATS, LEAD_STATS_FIELDS } from '../../src/domain/lead-stats';
import { DRAFTS } from '../../src/domain/form-drafts';
import { LEAD_PEOPLE } from '../../src/domain/person-index';

/** Where firebase.json expects the index definitions (deployed with the rules). */
export const INDEXES_FILE = 'firestore.indexes.json';

type IndexField = { fieldPath: string; order: 'ASCENDING' | 'DESCENDING' };
export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION';
  fields: IndexField[];
}

/**
 * Every combination of the inbox's filters, orders and directions (one value each is enough: an index
 * is about fields, not values). The stage is an open one, so that the idle filter applies beside it.
 */
function filterCombinations(): InboxFilters[] {
  const choices: InboxFilters[][] = [
    [{}, { form: 'f' }],
    [{}, { stage: STAGES[0] }],
    [{}, { assignee: 'u' }],
    [{}, { partial: true }],
    [{}, { channel: 'instagram' }],
    [{}, { campaign: 'c' }],
    [{}, { from: '2026-01-01', to: '2026-01-31' }],
    [{}, { overdue: true }, { idle: 7 }, ...INBOX_SORTS.map((sort) => ({ sort }))],
    [{}, { direction: 'asc' }, { direction: 'desc' }],
  ];
  return choices.reduce<InboxFilters[]>((all, options) => all.flatMap((a) => options.map((o) => ({ ...a, ...o }))), [{}]);
}

/**
 * The composite indexes the inbox needs in production (the emulator needs none), derived from the
 * inbox's own query plans (src/backend/inbox-plan.ts), so a new filter gets its index with no hand
 * edit. Kept small by Firestore's index merging: a query with several equality (or array-contains)
 * clauses and an order on one field is served by joining, per clause, an index of that clause's
 * field followed by the order field (zig-zag merge), so each field needs one index per order instead
 * of one index per combination of filters. The orders are `receivedAt` (the list, its received-day
 * range, the glance's 30-day counts), `lastActivityAt` (sorted by last activity, and the idle filter,
 * whose `stage in` the open stages is served by the stage's index) and `due` (overdue follow-ups, or
 * sorted by follow-up), each either way, since staff choose the direction; a query
 * on a single field, and equality-only queries (counts, a search's candidates: `pieces.<piece>`
 * with the equality filters), use the single-field indexes Firestore keeps and merges by itself, as
 * does a broad search's order on one entry of the map `recent` or `pairs` (src/domain/lead.ts).
 * The form collections need none: they are read newest first (`createdAt`) or by id.
 */
export function inboxIndexes(): CompositeIndex[] {
  const found = new Map<string, CompositeIndex>();
  for (const filters of filterCombinations()) {
    const plan = inboxPlan(filters, { today: '2026-01-01' });
    const { field, direction } = plan.order;
    // One clause and the order on its own field, or none: the single-field indexes serve it.
    for (const [name] of plan.where.filter(([clause]) => clause !== field) as Clause[]) {
      const index: CompositeIndex = {
        collectionGroup: LEADS,
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: name, order: 'ASCENDING' },
          { fieldPath: field, order: direction === 'desc' ? 'DESCENDING' : 'ASCENDING' },
        ],
      };
      found.set(JSON.stringify(index), index);
    }
  }
  return [...found.values()].sort((a, b) => JSON.stringify(a.fields).localeCompare(JSON.stringify(b.fields)));
}

/**
 * The funnel page reads one form's events of the days not folded yet (src/backend/funnel-reports.ts):
 * an equality on the form and a range on the time.
 */
export function funnelIndexes(): CompositeIndex[] {
  return [
    {
      collectionGroup: FUNNEL_EVENTS,
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'form', order: 'ASCENDING' },
        { fieldPath: 'at', order: 'ASCENDING' },
      ],
    },
  ];
}

/**
 * A staff member's calendar feed lists their calls from a day onward (functions/src/booking/calendar-feed.ts):
 * an equality on the staff member and a range and order on the start. Taking a slot re-reads that
 * member's calls that end after it less the longest buffer (functions/src/booking/staff-lock.ts). The
 * sweep retries each kind of booking e-mail by its own query, oldest due first (booking-mails.ts).
 */
export function bookingIndexes(): CompositeIndex[] {
  return [
    {
      collectionGroup: BOOKINGS,
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'staffId', order: 'ASCENDING' },
        { fieldPath: 'start', order: 'ASCENDING' },
      ],
    },
    {
      collectionGroup: BOOKING_SLOTS,
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'staffId', order: 'ASCENDING' },
        { fieldPath: 'end', order: 'ASCENDING' },
      ],
    },
    {
      collectionGroup: BOOKING_MAIL,
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'kind', order: 'ASCENDING' },
        { fieldPath: 'retryAt', order: 'ASCENDING' },
      ],
    },
  ];
}

/**
 * firestore.indexes.json: the inbox's, the funnel's and the calendar feed's composite indexes, and single-field indexing cut to what the
 * summaries' search fields are asked (each index entry costs on every write of a lead): `text`, the
 * folded identity a search checks on the page, none; `pieces`, whose every key is asked with an
 * equality, only ascending; `recent` and `pairs`, ordered either way, keep Firestore's automatic indexes; the counters' documents and the people index,
 * read by id only, none.
 */
export function generateIndexes(): string {
  const fieldOverrides = [
    { collectionGroup: LEADS, fieldPath: 'text', indexes: [] },
    { collectionGroup: LEADS, fieldPath: 'pieces', indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION' }] },
    // The funnel's event lists and finish times are read whole, never queried: indexing each entry
    // would cost index writes for nothing.
    { collectionGroup: FUNNEL_EVENTS, fieldPath: 'events', indexes: [] },
    { collectionGroup: FUNNEL_DAILY, fieldPath: 'finishSeconds', indexes: [] },
    // The counters, the people index and the function's record of what each lead added are read by id,
    // never queried, and the counters are written with every change of a lead: no entry indexed.
    ...LEAD_STATS_FIELDS.map((fieldPath) => ({ collectionGroup: LEAD_STATS, fieldPath, indexes: [] })),
    { collectionGroup: LEAD_PEOPLE, fieldPath: 'leads', indexes: [] },
    ...['entries', 'people', 'person'].map((fieldPath) => ({ collectionGroup: LEAD_COUNTED, fieldPath, indexes: [] })),
    // "Continuar depois" (issue 40): a draft's answers are read whole by id, never queried; its expiry is
    // a TTL policy (production deletes a draft once its link expired) and the sweep's range query.
    { collectionGroup: DRAFTS, fieldPath: 'answers', indexes: [] },
    { collectionGroup: DRAFTS, fieldPath: 'expiresAt', ttl: true, indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION' }] },
  ];
  return `${JSON.stringify({ indexes: [...inboxIndexes(), ...funnelIndexes(), ...bookingIndexes()], fieldOverrides }, null, 2)}\n`;
}
