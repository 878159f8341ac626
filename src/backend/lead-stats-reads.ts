import { doc, getDoc } from 'firebase/firestore/lite';
import { LEAD_STATS, type MonthStats, monthStatsId, PIPELINE_STATS, type PipelineStats } from '../domain/lead-stats';
import { firestore } from './firebase';
import { inboxReads } from './inbox';
import { tracked } from './staff-listeners';

/*
 * The admin home's counters (src/domain/lead-stats.ts), kept by the function: one document for the
 * pipeline as it is now and one per month received. A page reads at most eight of them, whatever
 * the number of leads, in parallel through Firestore Lite (one round trip each, no listener).
 */

async function readStats<T>(id: string): Promise<T> {
  const snap = await tracked(() => getDoc(doc(firestore(), LEAD_STATS, id)));
  inboxReads.documents += 1;
  return (snap.data() ?? {}) as T;
}

/** The pipeline document: leads per stage, per form, per follow-up day (empty before the first lead). */
export const readPipelineStats = (): Promise<PipelineStats> => readStats<PipelineStats>(PIPELINE_STATS);

/** The documents of `months` ('YYYY-MM'), by month (a month without leads is an empty document). */
export async function readMonthStats(months: readonly string[]): Promise<Map<string, MonthStats>> {
  const docs = await Promise.all(months.map((month) => readStats<MonthStats>(monthStatsId(month))));
  return new Map(months.map((month, i) => [month, docs[i]]));
}
