/*
 * The studio's results (issue 29 part 5) as pure functions: the months of the window and conversion (received -> fechado). A lead counts in the month it was RECEIVED (Brazil's
 * calendar): the summary keeps no date of its closing, and a cohort by month of arrival is what
 * "which briefing converts" asks. The counts themselves are the function's counters (./lead-stats.ts).
 */
import { monthOf } from './studio-time';


/** The last `count` months in Brazil, oldest first, the current one last ('2026-06', ..., '2026-11'). */
export function lastMonths(now: Date, count = 6): string[] {
  const [year, month] = monthOf(now).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1)).toISOString().slice(0, 7));
}

/** The share of received leads that were won, in percent with one decimal; undefined when none was received. */
export function conversion(won: number, received: number): number | undefined {
  return received > 0 ? Math.round((won / received) * 1000) / 10 : undefined;
}
