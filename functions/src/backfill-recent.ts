import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { recentOf } from '../../src/domain/lead';
import { walkLeadsOnce } from './walk-leads';

/*
 * A one-time backfill of `recent` (issue 39: each search piece with the lead's received time,
 * src/domain/lead.ts) on the lead summaries written before the field existed. A broad search pages
 * newest first by ordering on `recent.<piece>`, and Firestore leaves a document without the ordered
 * field out of an ordered query: until then such a lead is found by a narrow search only. newLead
 * writes the field on every new summary and nothing else changes a summary's pieces but the partial
 * lead's save, which writes it too, so once the summaries stored before are done the job is done for
 * good: a marker document says so, and each later sweep costs one read.
 *
 * Run by the delivery sweep (./sweep-deliveries.ts), a few pages per pass by document id, resuming
 * where the last pass stopped (./walk-leads.ts).
 */

export const RECENT_BACKFILL_DOC = 'recent-pieces-backfill';

/** Dates the pieces of the summaries without `recent`, resuming from the marker; how many it wrote (0 once done, or on failure). */
export async function backfillRecentPieces(db: Firestore, deadline = Date.now() + 60_000): Promise<number> {
  let written = 0;
  try {
    await walkLeadsOnce(
      db,
      RECENT_BACKFILL_DOC,
      deadline,
      async (docs) => {
        const missing = docs.filter((doc) => doc.get('recent') === undefined).map((doc) => doc.ref);
        if (missing.length === 0) return true;
        // Read again in a transaction: a partial lead saved meanwhile wrote its own pieces and times.
        written += await db.runTransaction(async (tx) => {
          let count = 0;
          for (const doc of await tx.getAll(...missing)) {
            const pieces = doc.get('pieces') as Record<string, unknown> | undefined;
            const receivedAt = doc.get('receivedAt');
            if (!doc.exists || doc.get('recent') !== undefined || !pieces || !receivedAt) continue;
            tx.update(doc.ref, { recent: recentOf(pieces, receivedAt) });
            count++;
          }
          return count;
        });
        return true;
      },
      ['recent'],
    );
    if (written > 0) logger.info('old lead summaries given their dated search pieces', { written });
  } catch (error) {
    // The next sweep resumes from the marker; deliveries are not held up by this.
    logger.warn('recent-pieces backfill stopped', { written, error: String(error) });
  }
  return written;
}
