import { type DocumentData, FieldPath, type Firestore, type QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { LEADS } from '../../src/domain/lead';

/** Function-only state (the rules close every collection they do not name). */
export const MAINTENANCE = 'maintenance';
/** Summaries read per page, and pages per pass: a large backlog is worked through over a few passes. */
const PAGE = 300;
const PAGES_PER_RUN = 20;

/**
 * Walks every lead summary once for a one-time backfill, over as many sweeps as it takes: pages by
 * document id, resuming from the marker `maintenance/{markerId}`; once through, the marker says so and
 * each later call costs one read. `visit` handles a page and says whether it finished it (a page cut
 * short by the deadline is read again by the next pass). `fields`: only those of each summary (none:
 * `[]`); all when unset. A failure is the caller's to report; the next pass resumes from the marker.
 */
export async function walkLeadsOnce(
  db: Firestore,
  markerId: string,
  deadline: number,
  visit: (docs: QueryDocumentSnapshot[]) => Promise<boolean>,
  fields?: string[],
): Promise<void> {
  const marker = db.collection(MAINTENANCE).doc(markerId);
  const state = (await marker.get()).data();
  if (state?.done === true) return;
  let after = typeof state?.after === 'string' ? state.after : undefined;
  for (let page = 0; page < PAGES_PER_RUN && Date.now() < deadline; page++) {
    let query = db.collection(LEADS).orderBy(FieldPath.documentId());
    if (fields) query = query.select(...fields);
    query = query.limit(PAGE);
    if (after) query = query.startAfter(after);
    const snap = await query.get();
    if (!(await visit(snap.docs))) break;
    const done = snap.size < PAGE;
    after = snap.docs.at(-1)?.id ?? after;
    await marker.set({ done, after: after ?? null, updatedAt: Timestamp.now() }, { merge: true });
    if (done) break;
  }
}

/**
 * A one-time backfill of `field` on the summaries stored without it (over as many sweeps as it takes,
 * resuming from the marker `maintenance/{markerId}`): each missing one is read again in a transaction,
 * since a change made meanwhile may have written the field itself (then it is kept), and gets
 * `valueOf(summary)` unless that is undefined. How many it wrote (0 once done, or on failure); a
 * failure is logged as `what` and the next pass resumes from the marker.
 */
export async function fillMissingOnce(
  db: Firestore,
  { markerId, field, deadline, what }: { markerId: string; field: string; deadline: number; what: string },
  valueOf: (summary: DocumentData) => unknown,
): Promise<number> {
  let written = 0;
  try {
    await walkLeadsOnce(
      db,
      markerId,
      deadline,
      async (docs) => {
        const missing = docs.filter((doc) => doc.get(field) === undefined).map((doc) => doc.ref);
        if (missing.length === 0) return true;
        written += await db.runTransaction(async (tx) => {
          let count = 0;
          for (const doc of await tx.getAll(...missing)) {
            const value = doc.exists && doc.get(field) === undefined ? valueOf(doc.data()!) : undefined;
            if (value === undefined) continue;
            tx.update(doc.ref, { [field]: value });
            count++;
          }
          return count;
        });
        return true;
      },
      [field],
    );
    if (written > 0) logger.info(`${what}: done for old lead summaries`, { written });
  } catch (error) {
    // Deliveries are not held up by this.
    logger.warn(`${what} stopped`, { written, error: String(error) });
  }
  return written;
}
