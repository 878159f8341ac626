import { useEffect, useState } from 'react';
import { firstContacts } from '../../../backend/inbox';
import { daysBefore } from '../../../backend/inbox-plan';
import { readMonthStats, readPipelineStats } from '../../../backend/lead-stats-reads';
import { glanceCounts, monthsBetween } from '../../../domain/lead-stats';
import { type TodaysCall, todaysCalls } from '../../../backend/todays-calls';
import { OPEN_STAGES, type Stage } from '../../../domain/lead';
import { todayInBrazil } from '../../../domain/studio-time';

/** The stages the glance counts: every one but spam, in pipeline order. */
export const GLANCE_STAGES: Stage[] = [...OPEN_STAGES, 'fechado', 'perdido'];
const DAY_MS = 24 * 60 * 60 * 1000;

export interface Glance {
  byStage?: Partial<Record<Stage, number>>;
  byForm?: Record<string, number>;
  overdue?: number;
  /** Partial leads (issue 40): listed apart from the stages. */
  partial?: number;
  /** Milliseconds from received to first contact, the median, and how many leads it is over (the latest, at most FIRST_CONTACTS_READ). */
  firstContact?: { median: number | undefined; count: number };
  /** The calls booked for today in the studio's zone (issue 30), in time order. */
  calls?: TodaysCall[];
  failed: boolean;
}

/** The middle value (the mean of the two middle ones for an even count); undefined for none. */
export function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The admin home's figures, each asked of the server on its own so that each shows as soon as it
 * comes: leads per stage and per form (last 30 days, today included) and overdue follow-ups from the
 * counters the function keeps (src/domain/lead-stats.ts: two or three documents, whatever the number
 * of leads), the median time to a first contact over the leads first contacted in the last 90 days,
 * and today's booked calls (a few documents: a list says who and when, where a count would not).
 * Spam is in none of them. Asked once `start` is set (after the inbox's first rows: on one connection
 * they would only delay them).
 */
export function useGlance(formIds: string[], start: boolean): Glance {
  const [glance, setGlance] = useState<Glance>({ failed: false });
  const forms = formIds.join(',');

  useEffect(() => {
    if (!start) return;
    let live = true;
    const set = (part: Partial<Glance>) => live && setGlance((g) => ({ ...g, ...part }));
    const fail = (error: unknown) => {
      console.warn('Glance not loaded', error);
      set({ failed: true });
    };
    const today = todayInBrazil();
    const from = daysBefore(today, 29);
    Promise.all([readPipelineStats(), readMonthStats(monthsBetween(from, today))]).then(
      ([pipeline, months]) => set(glanceCounts(pipeline, months, { stages: GLANCE_STAGES, formIds: forms.split(',').filter(Boolean), from, today })),
      fail,
    );
    firstContacts(new Date(Date.now() - 90 * DAY_MS)).then(
      (times) => set({ firstContact: { median: median(times.map((x) => x.firstContactAt.getTime() - x.receivedAt.getTime())), count: times.length } }),
      fail,
    );
    todaysCalls().then((calls) => set({ calls }), fail);
    return () => {
      live = false;
    };
  }, [forms, start]);

  return glance;
}
