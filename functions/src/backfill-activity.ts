import { type DocumentData, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { walkLeadsOnce } from './walk-leads';

/*
 * A one-time backfill of `lastActivityAt` (issue 29 part 4) on the lead summaries written before the
 * field existed. Firestore leaves a document without the ordered field out of an ordered query, so
 * until then such a lead would be missing from the inbox sorted by last activity and from its idle
 * filter. newLead writes the field on every new summary and every staff change sets it, so once the
 * summaries stored before are dated the job is done for good: a marker document says so, and each
 * later sweep costs one read.
 *
 * Run by the delivery sweep (./sweep-deliveries.ts, every ten minutes; under `npm start` the local
 * sweep), a few pages per pass by document id, resuming where the last pass stopped (./walk-leads.ts).
 */

export const ACTIVITY_BACKFILL_DOC = 'last-activity-backfill';

/**
 * An old summary's best known last activity: its last change (`updatedAt`: the function's writing or
 * a staff member's last change), or its arrival; the later of both.
 */
export function pastActivity(data: DocumentData): Timestamp | undefined {
  const times = [data.updatedAt, data.receivedAt].filter((t): t is Timestamp => t instanceof Timestamp);
  return times.sort((a, b) => b.toMillis() - a.toMillis())[0];
}

/** Dates the summaries without a last activity, resuming from the marker; how many it dated (0 once done, or on failure). */
export async function backfillLastActivity(db: Firestore, deadline = Date.now() + 60_000): Promise<number> {
  let dated = 0;
  try {
    await walkLeadsOnce(db, ACTIVITY_BACKFILL_DOC, deadline, async (docs) => {
      const missing = docs.filter((doc) => doc.get('lastActivityAt') === undefined).map((doc) => doc.ref);
      if (missing.length === 0) return true;
      // Read again in a transaction: a staff change made meanwhile has dated the lead itself; keep it.
      dated += await db.runTransaction(async (tx) => {
        let count = 0;
        for (const doc of await tx.getAll(...missing)) {
          const at = doc.exists && doc.get('lastActivityAt') === undefined ? pastActivity(doc.data()!) : undefined;
          if (!at) continue;
          tx.update(doc.ref, { lastActivityAt: at });
          count++;
        }
        return count;
      });
      return true;
    });
    if (dated > 0) logger.info('old lead summaries dated with their last activity', { dated });
  } catch (error) {
    // The next sweep resumes from the marker; deliveries are not held up by this.
    logger.warn('last-activity backfill stopped', { dated, error: String(error) });
  }
  return dated;
}
