import { DocumentReference, DocumentSnapshot, type Firestore, Query, QuerySnapshot, Transaction } from 'firebase-admin/firestore';

/*
 * Counts what the admin SDK reads in this process while countReads runs, for a bench figure: code under
 * test (functions/src) gets its plain Firestore and is not changed. The SDK's public read calls are
 * wrapped on their prototypes (none calls another: Query.get, DocumentReference.get, Transaction.get and
 * AggregateQuery.get each go to the SDK's internals), and what each returns is tallied:
 * - documents: the documents a query snapshot holds, plus one per document fetched (found or not);
 * - queries and gets: how many of each were asked (a transaction that runs again reads again, as billed);
 * - counts: the count() aggregations, and the reads Firestore bills for them (one per 1,000 index
 *   entries counted, at least one);
 * - billed: what Firestore would bill in all: a query that returns nothing costs one read.
 * Listeners and getAll() are not counted (the agenda uses neither). One window at a time.
 * AggregateQuery is typed but not exported at run time by firebase-admin 13 (checked): its prototype is
 * taken from a count() of the db given, and its snapshots are told apart as neither of the other two.
 */

export interface ReadTally {
  documents: number;
  queries: number;
  gets: number;
  counts: number;
  countReads: number;
  billed: number;
}

const emptyTally = (): ReadTally => ({ documents: 0, queries: 0, gets: 0, counts: 0, countReads: 0, billed: 0 });
let tally: ReadTally | undefined;

function note(result: unknown): void {
  if (!tally) return;
  if (result instanceof QuerySnapshot) {
    tally.queries++;
    tally.documents += result.size;
    tally.billed += Math.max(1, result.size);
  } else if (result instanceof DocumentSnapshot) {
    tally.gets++;
    tally.documents++;
    tally.billed++;
  } else if (typeof (result as { data?: unknown })?.data === 'function') {
    const counted = Number((result as { data: () => { count?: number } }).data().count ?? 0);
    const reads = Math.max(1, Math.ceil(counted / 1000));
    tally.counts++;
    tally.countReads += reads;
    tally.billed += reads;
  }
}

/** Replaces `owner[name]` with a function that calls it and notes its result. */
function wrap(owner: object, name: string): void {
  const target = owner as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const original = target[name];
  target[name] = async function (this: unknown, ...args: unknown[]) {
    const result = await original.apply(this, args);
    note(result);
    return result;
  };
}

let installed = false;
function install(db: Firestore): void {
  if (installed) return;
  installed = true;
  wrap(Query.prototype, 'get');
  wrap(DocumentReference.prototype, 'get');
  wrap(Object.getPrototypeOf(db.collection('any').count()) as object, 'get');
  wrap(Transaction.prototype, 'get');
}

/** Runs `work` and returns its result with what the admin SDK read meanwhile (`db`: any Firestore of this process). */
export async function countReads<T>(db: Firestore, work: () => Promise<T>): Promise<{ result: T; reads: ReadTally }> {
  install(db);
  if (tally) throw new Error('countReads does not nest');
  const reads = emptyTally();
  tally = reads;
  try {
    return { result: await work(), reads };
  } finally {
    tally = undefined;
  }
}
