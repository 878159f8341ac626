import { collection, documentId, getDocs, query, Timestamp, where } from 'firebase/firestore';
import { addDays, foldFunnelDay, FUNNEL_DAILY, FUNNEL_EVENTS, FUNNEL_FOLDS, type FunnelDay, type FunnelDoc, funnelDailyId } from '../domain/funnel';
import { brazilDay, brazilDayStart } from '../domain/studio-time';
import { staffDb } from './staff-firestore';

/**
 * One form's funnel over a range of days (yyyy-mm-dd, Brazil time), one total per day that has any:
 * the folded days from their daily totals, and the days the scheduled fold has not reached yet (today,
 * and yesterday until soon after midnight, or more if a run failed) folded here from their events, with
 * the same pure fold. Three queries, none of them live: the page is a report.
 */
export async function readFunnelDays(formId: string, from: string, to: string): Promise<FunnelDay[]> {
  const db = staffDb();
  const [totals, marks] = await Promise.all([
    getDocs(
      query(
        collection(db, FUNNEL_DAILY),
        where(documentId(), '>=', funnelDailyId(formId, from)),
        where(documentId(), '<=', funnelDailyId(formId, to)),
      ),
    ),
    getDocs(query(collection(db, FUNNEL_FOLDS), where(documentId(), '>=', from), where(documentId(), '<=', to))),
  ]);
  const folded = new Set(marks.docs.map((d) => d.id));
  const days = totals.docs.map((d) => d.data() as FunnelDay).filter((d) => folded.has(d.day));
  let firstOpen: string | undefined;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (!folded.has(day)) {
      firstOpen = day;
      break;
    }
  }
  if (!firstOpen) return days;
  const events = await getDocs(
    query(
      collection(db, FUNNEL_EVENTS),
      where('form', '==', formId),
      where('at', '>=', Timestamp.fromDate(brazilDayStart(firstOpen))),
      where('at', '<', Timestamp.fromDate(brazilDayStart(addDays(to, 1)))),
    ),
  );
  const byDay = new Map<string, FunnelDoc[]>();
  for (const doc of events.docs) {
    const data = doc.data() as FunnelDoc<Timestamp>;
    const day = brazilDay(data.at.toDate());
    if (folded.has(day)) continue;
    byDay.set(day, [...(byDay.get(day) ?? []), data]);
  }
  for (const [day, docs] of byDay) days.push(...foldFunnelDay(day, docs));
  return days.sort((a, b) => a.day.localeCompare(b.day));
}
