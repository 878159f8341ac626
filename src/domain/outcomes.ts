/*
 * The studio's results (issue 29 part 5) as pure functions: the months of the window, lost leads by
 * reason, and conversion (received -> fechado). A lead counts in the month it was RECEIVED (Brazil's
 * calendar): the summary keeps no date of its closing, and a cohort by month of arrival is what
 * "which briefing converts" asks.
 */
import { monthOf } from './studio-time';


/** The last `count` months in Brazil, oldest first, the current one last ('2026-06', ..., '2026-11'). */
export function lastMonths(now: Date, count = 6): string[] {
  const [year, month] = monthOf(now).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1)).toISOString().slice(0, 7));
}

/** A month's first and last calendar days ('2026-02' -> '2026-02-01', '2026-02-28'), as the inbox's filters take them. */
export function monthDays(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number);
  return { from: `${month}-01`, to: new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10) };
}

/** Lost leads by reason, most frequent first (ties by name); a lead lost without a reason counts under ''. */
export function lostByReason(reasons: (string | null)[]): { reason: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const given of reasons) {
    const reason = given?.trim() ?? '';
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}

/** The share of received leads that were won, in percent with one decimal; undefined when none was received. */
export function conversion(won: number, received: number): number | undefined {
  return received > 0 ? Math.round((won / received) * 1000) / 10 : undefined;
}
