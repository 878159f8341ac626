import { type DocumentData, FieldPath, FieldValue, type Firestore, type QueryDocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { LEADS } from '../../src/domain/lead';
import { LEAD_STATS } from '../../src/domain/lead-stats';
import {
  copyOf,
  FIRST_PAGE_LISTED,
  FIRST_PAGES_INDEX,
  type FirstPageList,
  type ListedView,
  listedAt,
  listOf,
  needsRefill,
  ORDER_VIEWS,
  placed,
  sameList,
  valueViews,
  viewId,
} from '../../src/domain/first-pages';

/*
 * Keeps the inbox's first pages (src/domain/first-pages.ts) as the leads change: run by the leadStats
 * trigger (./lead-stats.ts) on every write of a lead. Its views are the order views, and the stage,
 * form and assignee views of the lead's values now and before the write (the event's previous values:
 * the lists that may name it).
 *
 * Every list is kept twice: in its view's document, beside the copies the page draws, and in one index
 * of every list (`lead_stats/first-pages.index`: ids and times, no copies). A write of a lead reads the
 * lead as it is now and, in one transaction on the index alone, places the lead in each list; it then
 * writes only what moved: in each view's document that names or takes the lead, the list and that
 * lead's copy (and the copies of leads the list let go), without reading the document; in the index,
 * the lists that moved. A repeated or late event finds the lists placed and writes only copies. A list
 * is read from its query (the inbox's own, with its indexes) when the index has none (a value's first
 * lead, or summaries stored before the lists), or when removals left too few to fill a page: at most
 * FIRST_PAGE_LISTED leads a list, its document written whole then.
 *
 * Why the index: with each lead write reading and rewriting the documents of its eight to ten views
 * (copies and all, up to 50 KB each), the function suite's triggers ran two to four times longer on
 * the emulator (the SMTP outage test past its 180 s); one read of the lists and small writes cost
 * about what one document did.
 */

const docRef = (db: Firestore, doc: string) => db.collection(LEAD_STATS).doc(doc);

/** A list read from its query, with the summaries it names (not in the transaction: see below). */
async function readList(db: Firestore, view: ListedView): Promise<{ list: FirstPageList; docs: QueryDocumentSnapshot[] }> {
  let query = db.collection(LEADS).orderBy(view.field, view.direction).orderBy(FieldPath.documentId(), view.direction).limit(FIRST_PAGE_LISTED);
  for (const [field, op, value] of view.where) query = query.where(field, op, value);
  const { docs } = await query.get();
  return { list: { leads: docs.map((doc) => ({ id: doc.id, at: listedAt(doc.data(), view) ?? 0 })), complete: docs.length < FIRST_PAGE_LISTED }, docs };
}

/** Each view once (a lead's previous values often name the same ones). */
const distinct = (views: ListedView[]) => [...new Map(views.map((view) => [viewId(view), view])).values()];

/**
 * Places lead `leadId`, as it is now, in the lists of its views and moves its copy (`previous`: the
 * lead before the write, whose views may still name it); or, `leadId` undefined, reads the lists of
 * `views` again. Returns whether anything was written.
 */
export async function placeInFirstPages(db: Firestore, leadId?: string, previous?: DocumentData, views: readonly ListedView[] = ORDER_VIEWS): Promise<boolean> {
  // The transaction locks the index alone. The leads are read beside it, as they are now: a
  // transaction's read of a lead would hold it, and a staff member's next write of it would wait for
  // this trigger to finish. A write that lands after these reads has its own event, which places the
  // lead again.
  const data = leadId ? (await db.collection(LEADS).doc(leadId).get()).data() : undefined;
  const listed = distinct(leadId ? [...ORDER_VIEWS, ...valueViews(data), ...valueViews(previous)] : [...views]);
  return db.runTransaction(async (tx) => {
    const index = (await tx.get(docRef(db, FIRST_PAGES_INDEX))).get('lists') as Record<string, unknown> | undefined;
    const moved: Record<string, FirstPageList> = {};
    let wrote = false;
    for (const view of listed) {
      const was = leadId ? listOf(index, viewId(view)) : undefined;
      const list = was && leadId ? placed(was, leadId, listedAt(data, view), view.direction) : undefined;
      if (!list || needsRefill(list)) {
        moved[viewId(view)] = await writeWhole(db, tx, view);
        wrote = true;
        continue;
      }
      const same = sameList(was, list);
      if (!same) moved[viewId(view)] = list;
      wrote = moveCopies(db, tx, view, was!, list, leadId!, data) || wrote;
    }
    if (Object.keys(moved).length) tx.set(docRef(db, FIRST_PAGES_INDEX), { lists: moved }, { merge: true });
    return wrote;
  });
}

/** Reads a view's list from its query and writes its document whole: the list and a copy of each lead. */
async function writeWhole(db: Firestore, tx: Transaction, view: ListedView): Promise<FirstPageList> {
  const { list, docs } = await readList(db, view);
  tx.set(docRef(db, view.doc), { [view.key]: list, leads: Object.fromEntries(docs.map((doc) => [doc.id, copyOf(doc.data())])) }, { mergeFields: [view.key, 'leads'] });
  return list;
}

/**
 * In a view's document, without reading it: the list as placed, the lead's copy (or none, once the
 * list lets it go), and no copy of a lead the list let go to take it. Nothing when the list neither
 * named the lead nor takes it. Returns whether it wrote.
 */
function moveCopies(db: Firestore, tx: Transaction, view: ListedView, was: FirstPageList, list: FirstPageList, leadId: string, data: DocumentData | undefined): boolean {
  const named = new Set(list.leads.map((lead) => lead.id));
  if (!named.has(leadId) && !was.leads.some((lead) => lead.id === leadId)) return false;
  const copies: Record<string, unknown> = {};
  const fields: (string | FieldPath)[] = [view.key];
  for (const id of new Set([leadId, ...was.leads.map((lead) => lead.id)])) {
    if (named.has(id) && id !== leadId) continue;
    copies[id] = named.has(id) && data ? copyOf(data) : FieldValue.delete();
    fields.push(new FieldPath('leads', id));
  }
  tx.set(docRef(db, view.doc), { [view.key]: list, leads: copies }, { mergeFields: fields });
  return true;
}

/**
 * Writes the order views' lists once if one is missing (summaries stored before them, and no lead
 * written since): run by the delivery sweep, one read when they exist.
 */
export async function ensureFirstPages(db: Firestore): Promise<void> {
  try {
    const index = (await docRef(db, FIRST_PAGES_INDEX).get()).get('lists') as Record<string, unknown> | undefined;
    if (ORDER_VIEWS.some((view) => !listOf(index, viewId(view)))) await placeInFirstPages(db);
  } catch (error) {
    // The next sweep tries again; until then the inbox asks its queries, as it did before the lists.
    logger.warn('first pages not written', { error: String(error) });
  }
}
