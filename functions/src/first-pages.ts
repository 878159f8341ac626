import { FieldPath, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { LEADS } from '../../src/domain/lead';
import { LEAD_STATS } from '../../src/domain/lead-stats';
import {
  FIRST_PAGE_FIELDS,
  FIRST_PAGE_LISTED,
  FIRST_PAGES_DOC,
  type FirstPageList,
  type FirstPages,
  type ListedField,
  listedAt,
  listOf,
  needsRefill,
  placed,
  sameList,
} from '../../src/domain/first-pages';

/*
 * Keeps the inbox's first pages (src/domain/first-pages.ts) as the leads change: run by the leadStats
 * trigger (./lead-stats.ts) on every write of a lead that may move it in a list (its spam flag, its
 * received time, its last activity, its creation or deletion). One transaction reads the lead as it
 * is now and the document, so a repeated or late event changes nothing. The lists are read from their
 * queries (the inbox's own, with their indexes) when the document is missing (summaries stored
 * before it existed), or when removals left too few to fill a page: at most FIRST_PAGE_LISTED
 * leads a list.
 */

const pagesRef = (db: Firestore) => db.collection(LEAD_STATS).doc(FIRST_PAGES_DOC);

/** A list read from its query, in `tx`. */
async function readList(db: Firestore, tx: Transaction, field: ListedField): Promise<FirstPageList> {
  const query = db.collection(LEADS).where('spam', '==', false).orderBy(field, 'desc').orderBy(FieldPath.documentId(), 'desc').limit(FIRST_PAGE_LISTED);
  const { docs } = await tx.get(query);
  return { leads: docs.map((doc) => ({ id: doc.id, at: listedAt(doc.data(), field) ?? 0 })), complete: docs.length < FIRST_PAGE_LISTED };
}

/**
 * Places lead `leadId`, as it is now, in both lists (or, `leadId` undefined, reads both again);
 * returns whether the document changed.
 */
export async function placeInFirstPages(db: Firestore, leadId?: string): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const [stored, lead] = await Promise.all([tx.get(pagesRef(db)), leadId ? tx.get(db.collection(LEADS).doc(leadId)) : undefined]);
    const pages: FirstPages = {};
    let changed = !stored.exists;
    for (const field of FIRST_PAGE_FIELDS) {
      const before = leadId ? listOf(stored.data(), field) : undefined;
      let list = before && leadId ? placed(before, leadId, listedAt(lead?.data(), field)) : undefined;
      if (!list || needsRefill(list)) list = await readList(db, tx, field);
      pages[field] = list;
      changed ||= !sameList(before, list);
    }
    if (changed) tx.set(pagesRef(db), pages);
    return changed;
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
