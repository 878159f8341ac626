import { TZDate } from '@date-fns/tz';
import { STUDIO_TIME_ZONE } from '../forms/core/locale-formats';

/*
 * The studio's calendar: every day, month and hour the inbox, funnel, outcomes, agenda and booking
 * count in is Brazil's, from this one constant, by the time-zone library and Intl, never by a written
 * offset (issue 37). Brazil has kept UTC-3 all year since 2019, but a rule that changes again changes
 * here alone.
 */

// Built once: these run for every event a funnel day folds and every lead a page lists.
const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: STUDIO_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const HOUR = new Intl.DateTimeFormat('en-GB', { timeZone: STUDIO_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' });

/** The studio's calendar day ('YYYY-MM-DD') at `at`. */
export const brazilDay = (at: Date): string => DAY.format(at);

/** Today's calendar day in Brazil (the studio's), as stored in `followUp`/`due`. */
export const todayInBrazil = (now: Date = new Date()): string => brazilDay(now);

/** A moment's month in Brazil ('YYYY-MM'). */
export const monthOf = (date: Date): string => brazilDay(date).slice(0, 7);

/** The hour (0-23) in Brazil at `now`. */
export const hourInBrazil = (now: Date): number => Number(HOUR.format(now));

/** The instant a studio day ('YYYY-MM-DD') begins: midnight in Brazil. */
export function brazilDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(new TZDate(year, month - 1, date, STUDIO_TIME_ZONE).getTime());
}
