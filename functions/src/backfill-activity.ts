import { type DocumentData, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { fillMissingOnce } from './walk-leads';

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
export const backfillLastActivity = (db: Firestore, deadline = Date.now() + 60_000): Promise<number> =>
  fillMissingOnce(db, { markerId: ACTIVITY_BACKFILL_DOC, field: 'lastActivityAt', deadline, what: 'last-activity backfill' }, pastActivity);
