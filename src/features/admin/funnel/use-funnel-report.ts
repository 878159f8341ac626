import { useEffect, useState } from 'react';
import { readFunnelDays } from '../../../backend/funnel-reports';
import type { FunnelDay } from '../../../domain/funnel';

export type FunnelReport = { state: 'loading' } | { state: 'failed'; detail: string } | { state: 'ready'; days: FunnelDay[] };

/** One form's daily funnel totals over a range of days, read again when the form or the range changes. */
export function useFunnelReport(formId: string, from: string, to: string): FunnelReport {
  const key = `${formId}|${from}|${to}`;
  const [report, setReport] = useState<{ key: string; report: FunnelReport }>({ key, report: { state: 'loading' } });
  useEffect(() => {
    if (!formId || from > to) return;
    let live = true;
    readFunnelDays(formId, from, to).then(
      (days) => live && setReport({ key, report: { state: 'ready', days } }),
      (error: unknown) => live && setReport({ key, report: { state: 'failed', detail: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      live = false;
    };
  }, [formId, from, to, key]);
  return report.key === key ? report.report : { state: 'loading' };
}
