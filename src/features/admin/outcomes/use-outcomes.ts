import { useEffect, useState } from 'react';
import { readMonthStats } from '../../../backend/lead-stats-reads';
import { outcomesOf, type SourceOutcome } from '../../../domain/lead-stats';
import { lastMonths } from '../../../domain/outcomes';

export interface MonthOutcome {
  /** 'YYYY-MM'. */
  month: string;
  /** Leads received that month (spam left out), won, the sum of the won values (cents), and lost. */
  received: number;
  won: number;
  wonValue: number;
  lost: number;
}

export interface Outcomes {
  /** The last six months, oldest first. */
  months?: MonthOutcome[];
  byReason?: { reason: string; count: number }[];
  /** Per form with leads in the window: received and won. */
  byForm?: { formId: string; received: number; won: number }[];
  /** Leads of the window that began as partial leads (issue 40). */
  fromPartial?: number;
  /** Per channel and per campaign the leads came from (issue 41): received, won and the won value. */
  byChannel?: SourceOutcome[];
  byCampaign?: SourceOutcome[];
  failed: boolean;
}

/**
 * The results of the last six months, by month received: per month received, won with their value,
 * lost; per form received and won; the lost leads by reason. All from the six month documents the
 * function keeps (src/domain/lead-stats.ts), whatever the number of leads. Asked once `start` is set.
 */
export function useOutcomes(formIds: string[], start: boolean): Outcomes {
  const [outcomes, setOutcomes] = useState<Outcomes>({ failed: false });
  const forms = formIds.join(',');
  useEffect(() => {
    if (!start) return;
    let live = true;
    const months = lastMonths(new Date());
    readMonthStats(months).then(
      (docs) => {
        if (!live) return;
        setOutcomes({ ...outcomesOf(months, docs, forms.split(',').filter(Boolean)), failed: false });
      },
      (error: unknown) => {
        console.warn('Results not loaded', error);
        if (live) setOutcomes((o) => ({ ...o, failed: true }));
      },
    );
    return () => {
      live = false;
    };
  }, [forms, start]);
  return outcomes;
}
