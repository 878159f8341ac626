import { type DocumentData, FieldPath, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { LEADS } from '../../src/domain/lead';
import { LEAD_STATS } from '../../src/domain/lead-stats';
import {
  copyOf,
  FIRST_PAGE_LISTED,
  type FirstPageList,
  type FirstPages,
  type ListedView,
  listedAt,
  listOf,
  namedIn,
  needsRefill,
  ORDER_VIEWS,
  placed,
  sameList,
  valueViews,
} from '../../src/domain/first-pages';

/*
 * Keeps the inbox's first pages (src/domain/first-pages.ts) as the leads change: run by the leadStats
 * trigger (./lead-stats.ts) on every write of a lead. It reads the lead as it is now, and in one
 * transaction on the documents of its views places it in each list and moves its copy, so a repeated
 * or late event changes nothing; a document whose lists neither name the lead nor take it is not
 * written. Its views are the order views, and the stage, form and assignee views of its values now and
 * of the event's previous values (the lists that may name it). A list is read from its query (the
 * inbox's own, with its indexes) when its document is missing (a value's first lead, or summaries
 * stored before the lists), or when removals left too few to fill a page: at most FIRST_PAGE_LISTED
 * leads a list.
 */

const docRef = (db: Firestore, doc: string) => db.collection(LEAD_STATS).doc(doc);

/** A list read from its query, with the summaries it names (not in the transaction: see below). */
async function readList(db: Firestore, view: ListedView): Promise<{ list: FirstPageList; docs: QueryDocumentSnapshot[] }> {
  let query = db.collection(LEADS).orderBy(view.field, view.direction).orderBy(FieldPath.documentId(), view.direction).limit(FIRST_PAGE_LISTED);
  for (const [field, op, value] of view.where) query = query.where(field, op, value);
  const { docs } = await query.get();
  return { list: { leads: docs.map((doc) => ({ id: doc.id, at: listedAt(doc.data(), view) ?? 0 })), complete: docs.length < FIRST_PAGE_LISTED }, docs };
}

/** The views, by document. */
function byDoc(views: ListedView[]): Map<string, ListedView[]> {
  const docs = new Map<string, ListedView[]>();
  for (const view of views) {
    const listed = docs.get(view.doc) ?? [];
    if (!listed.some((other) => other.key === view.key)) docs.set(view.doc, [...listed, view]);
  }
  return docs;
}

/**
 * Places lead `leadId`, as it is now, in the lists of its views and moves its copy (`previous`: the
 * lead before the write, whose views may still name it); or, `leadId` undefined, reads the lists of
 * `views` again. Returns whether a document changed.
 */
export async function placeInFirstPages(db: Firestore, leadId?: string, previous?: DocumentData, views: readonly ListedView[] = ORDER_VIEWS): Promise<boolean> {
  // The transaction locks the lists alone. The leads are read beside it, as they are now: a
  // transaction's read of a lead would hold it, and a staff member's next write of it would wait for
  // this trigger to finish. A write that lands after these reads has its own event, which places the
  // lead again.
  const data = leadId ? (await db.collection(LEADS).doc(leadId).get()).data() : undefined;
  const docs = byDoc(leadId ? [...ORDER_VIEWS, ...valueViews(data), ...valueViews(previous)] : [...views]);
  return db.runTransaction(async (tx) => {
    const stored = await tx.getAll(...[...docs.keys()].map((doc) => docRef(db, doc)));
    let changed = false;
    for (const [i, [doc, listed]] of [...docs].entries()) {
      const before = stored[i].data() as FirstPages | undefined;
      const pages = await placedIn(db, before, listed, leadId, data);
      if (!pages) continue;
      tx.set(docRef(db, doc), pages);
      changed = true;
    }
    return changed;
  });
}

/** One document's lists with the lead placed, and their copies; undefined when the document stays as it is. */
async function placedIn(db: Firestore, before: FirstPages | undefined, views: ListedView[], leadId: string | undefined, data: DocumentData | undefined): Promise<FirstPages | undefined> {
  const copies = new Map(Object.entries(before?.leads ?? {}));
  if (leadId && data) copies.set(leadId, copyOf(data));
  else if (leadId) copies.delete(leadId);
  const pages: FirstPages = {};
  let listsMoved = !before;
  for (const view of views) {
    const was = leadId ? listOf(before, view.key) : undefined;
    let list = was && leadId ? placed(was, leadId, listedAt(data, view), view.direction) : undefined;
    if (!list || needsRefill(list)) {
      const read = await readList(db, view);
      list = read.list;
      for (const doc of read.docs) copies.set(doc.id, copyOf(doc.data()));
    }
    pages[view.key] = list;
    listsMoved ||= !sameList(was, list);
  }
  const named = namedIn(pages);
  // The lead's copy is the document's only if a list names it, now or before this write.
  if (!listsMoved && !(leadId && (named.has(leadId) || namedIn(before ?? {}).has(leadId)))) return undefined;
  // A named lead without a copy (a list written before the copies were kept): read it, once.
  const missing = [...named].filter((id) => !copies.has(id));
  if (missing.length) for (const doc of await db.getAll(...missing.map((id) => db.collection(LEADS).doc(id)))) if (doc.exists) copies.set(doc.id, copyOf(doc.data()!));
  // One gone meanwhile (its deletion's event still to come) keeps no copy: a page then asks the query.
  pages.leads = Object.fromEntries([...named].filter((id) => copies.has(id)).map((id) => [id, copies.get(id)!]));
  return pages;
}

/**
 * Writes the order views' lists once if one is missing (summaries stored before them, and no lead
 * written since): run by the delivery sweep, one read of each document when they exist.
 */
export async function ensureFirstPages(db: Firestore): Promise<void> {
  try {
    const docs = [...byDoc([...ORDER_VIEWS]).keys()];
    const stored = await db.getAll(...docs.map((doc) => docRef(db, doc)));
    if (stored.some((doc) => !doc.exists)) await placeInFirstPages(db);
  } catch (error) {
    // The next sweep tries again; until then the inbox asks its queries, as it did before the lists.
    logger.warn('first pages not written', { error: String(error) });
  }
}
