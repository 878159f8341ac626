import type { Firestore } from 'firebase-admin/firestore';
import { recentOf } from '../../src/domain/lead';
import { fillMissingOnce } from './walk-leads';

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
export const backfillRecentPieces = (db: Firestore, deadline = Date.now() + 60_000): Promise<number> =>
  fillMissingOnce(db, { markerId: RECENT_BACKFILL_DOC, field: 'recent', deadline, what: 'recent-pieces backfill' }, ({ pieces, receivedAt }) =>
    pieces && receivedAt ? recentOf(pieces as Record<string, unknown>, receivedAt) : undefined,
  );
