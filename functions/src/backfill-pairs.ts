import type { Firestore } from 'firebase-admin/firestore';
import { pairsOf, recentOf } from '../../src/domain/lead';
import { fillMissingOnce } from './walk-leads';

/*
 * A one-time backfill of `pairs` (issue 39: each 2-character piece of the lead's search text with its
 * received time, src/domain/lead.ts) on the lead summaries written before the field existed, from
 * their stored `text`. A search of two characters pages newest first by ordering on `pairs.<pair>`,
 * and Firestore leaves a document without the ordered field out of an ordered query: until then such
 * a lead is not found by it. newLead writes the field on every new summary and the partial lead's save
 * writes it too, so once the summaries stored before are done the job is done for good: a marker
 * document says so, and each later sweep costs one read.
 *
 * Run by the delivery sweep (./sweep-deliveries.ts) after the other backfills, resuming where the last
 * pass stopped (./walk-leads.ts).
 */

export const PAIRS_BACKFILL_DOC = 'search-pairs-backfill';

/** Dates the pairs of the summaries without `pairs`, resuming from the marker; how many it wrote (0 once done, or on failure). */
export const backfillSearchPairs = (db: Firestore, deadline = Date.now() + 60_000): Promise<number> =>
  fillMissingOnce(db, { markerId: PAIRS_BACKFILL_DOC, field: 'pairs', deadline, what: 'search-pairs backfill' }, ({ text, receivedAt }) =>
    typeof text === 'string' && receivedAt ? recentOf(Object.fromEntries(pairsOf(text).map((pair) => [pair, true])), receivedAt) : undefined,
  );
