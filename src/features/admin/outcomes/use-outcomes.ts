import { useEffect, useState } from 'react';
import { countLeadsWhere } from '../../../backend/inbox';
import { lostReasonsSince, wonTotals } from '../../../backend/outcome-reads';
import { lastMonths, lostByReason, monthDays } from '../../../domain/outcomes';

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
  /** The read of lost reasons stopped at its cap. */
  capped: boolean;
  failed: boolean;
}

/**
 * The results of the last six months, by month received: counts and sums asked of the server (per
 * month: received, won with their value, lost; per form: received, won), and the reasons of the lost
 * leads (read). Asked once `start` is set.
 */
export function useOutcomes(formIds: string[], start: boolean): Outcomes {
  const [outcomes, setOutcomes] = useState<Outcomes>({ capped: false, failed: false });
  const forms = formIds.join(',');
  useEffect(() => {
    if (!start) return;
    let live = true;
    const months = lastMonths(new Date());
    const from = monthDays(months[0]).from;
    const ids = forms.split(',').filter(Boolean);
    const perMonth = Promise.all(
      months.map(async (month) => {
        const days = monthDays(month);
        const [received, won, lost] = await Promise.all([
          countLeadsWhere(days),
          wonTotals(days.from, days.to),
          countLeadsWhere({ ...days, stage: 'perdido' }),
        ]);
        return { month, received, won: won.count, wonValue: won.value, lost };
      }),
    );
    const perForm = Promise.all(
      ids.map(async (formId) => {
        const [received, won] = await Promise.all([countLeadsWhere({ form: formId, from }), countLeadsWhere({ form: formId, from, stage: 'fechado' })]);
        return { formId, received, won };
      }),
    );
    Promise.all([perMonth, perForm, lostReasonsSince(from)]).then(
      ([monthRows, formRows, lost]) => {
        if (!live) return;
        setOutcomes({
          months: monthRows,
          byReason: lostByReason(lost.reasons),
          byForm: formRows.filter((f) => f.received > 0),
          capped: lost.capped,
          failed: false,
        });
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
