import { FieldPath, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { LEADS } from '../../src/domain/lead';
import { LEAD_STATS } from '../../src/domain/lead-stats';
import {
  copyOf,
  FIRST_PAGE_FIELDS,
  FIRST_PAGE_LISTED,
  FIRST_PAGES_DOC,
  type FirstPageList,
  type FirstPages,
  type ListedField,
  listedAt,
  listOf,
  namedIn,
  needsRefill,
  placed,
  sameList,
} from '../../src/domain/first-pages';

/*
 * Keeps the inbox's first pages (src/domain/first-pages.ts) as the leads change: run by the leadStats
 * trigger (./lead-stats.ts) on every write of a lead. It reads the lead as it is now, and in one
 * transaction on the document places it in both lists (its spam flag, received time and last activity)
 * and moves its copy, so a repeated or late event changes nothing; a write of a lead neither list names
 * writes nothing. The lists are read from their queries (the inbox's own, with their indexes) when the
 * document is missing (summaries stored before it), or when removals left too few to fill a page: at
 * most FIRST_PAGE_LISTED leads a list, at most two lists of copies in the document.
 */

const pagesRef = (db: Firestore) => db.collection(LEAD_STATS).doc(FIRST_PAGES_DOC);

/** A list read from its query, with the summaries it names (not in the transaction: see below). */
async function readList(db: Firestore, field: ListedField): Promise<{ list: FirstPageList; docs: QueryDocumentSnapshot[] }> {
  const query = db.collection(LEADS).where('spam', '==', false).orderBy(field, 'desc').orderBy(FieldPath.documentId(), 'desc').limit(FIRST_PAGE_LISTED);
  const { docs } = await query.get();
  return { list: { leads: docs.map((doc) => ({ id: doc.id, at: listedAt(doc.data(), field) ?? 0 })), complete: docs.length < FIRST_PAGE_LISTED }, docs };
}

/**
 * Places lead `leadId`, as it is now, in both lists and moves its copy (or, `leadId` undefined, reads
 * both lists again); returns whether the document changed.
 */
export async function placeInFirstPages(db: Firestore, leadId?: string): Promise<boolean> {
  // The transaction locks the document alone. The leads are read beside it, as they are now: a
  // transaction's read of a lead would hold it, and a staff member's next write of it would wait for
  // this trigger to finish. A write that lands after these reads has its own event, which places the
  // lead again.
  const data = leadId ? (await db.collection(LEADS).doc(leadId).get()).data() : undefined;
  return db.runTransaction(async (tx) => {
    const stored = await tx.get(pagesRef(db));
    const before = stored.data() as FirstPages | undefined;
    const copies = new Map(Object.entries(before?.leads ?? {}));
    if (leadId && data) copies.set(leadId, copyOf(data));
    else if (leadId) copies.delete(leadId);
    const pages: FirstPages = {};
    let listsMoved = !before;
    for (const field of FIRST_PAGE_FIELDS) {
      const was = leadId ? listOf(before, field) : undefined;
      let list = was && leadId ? placed(was, leadId, listedAt(data, field)) : undefined;
      if (!list || needsRefill(list)) {
        const read = await readList(db, field);
        list = read.list;
        for (const doc of read.docs) copies.set(doc.id, copyOf(doc.data()));
      }
      pages[field] = list;
      listsMoved ||= !sameList(was, list);
    }
    const named = namedIn(pages);
    // The lead's copy is the document's only if a list names it, now or before this write.
    if (!listsMoved && !(leadId && (named.has(leadId) || namedIn(before ?? {}).has(leadId)))) return false;
    // A named lead without a copy (a list written before the copies were kept): read it, once.
    const missing = [...named].filter((id) => !copies.has(id));
    if (missing.length) for (const doc of await db.getAll(...missing.map((id) => db.collection(LEADS).doc(id)))) if (doc.exists) copies.set(doc.id, copyOf(doc.data()!));
    // One gone meanwhile (its deletion's event still to come) keeps no copy: a page then asks the query.
    pages.leads = Object.fromEntries([...named].filter((id) => copies.has(id)).map((id) => [id, copies.get(id)!]));
    tx.set(pagesRef(db), pages);
    return true;
  });
}

/**
 * Writes the lists once if there are none (summaries stored before them, and no lead written since):
 * run by the delivery sweep, one read when they exist.
 */
export async function ensureFirstPages(db: Firestore): Promise<void> {
  try {
    if (!(await pagesRef(db).get()).exists) await placeInFirstPages(db);
  } catch (error) {
    // The next sweep tries again; until then the inbox asks its queries, as it did before the lists.
    logger.warn('first pages not written', { error: String(error) });
  }
}
