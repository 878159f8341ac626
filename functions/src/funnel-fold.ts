import { FieldPath, FieldValue, type Firestore, type QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { addDays, foldFunnelDay, FUNNEL_DAILY, FUNNEL_EVENTS, FUNNEL_FOLDS, FUNNEL_RETENTION_DAYS, type FunnelDoc, funnelDailyId } from '../../src/domain/funnel';
import { brazilDay, brazilDayStart, todayInBrazil } from '../../src/domain/studio-time';

/** Events read per query and deleted per batch (a batch holds at most 500 writes). */
const PAGE = 400;

export interface FunnelFoldReport {
  /** The days folded by this run (a day already folded is not read again). */
  folded: string[];
  /** Events deleted for being older than the retention. */
  deleted: number;
}

/**
 * The daily job of the funnel (src/domain/funnel.ts): every finished day (Brazil time) not yet
 * folded becomes one total per form in `funnel_daily/{form}__{day}`, computed from ALL of that day's
 * events in one pass and written over whatever was there, and the day is marked in `funnel_folds/{day}`
 * in the same batch. So running it twice, or again after a run that died, gives the same totals. Then
 * events older than FUNNEL_RETENTION_DAYS are deleted; the totals stay.
 */
export async function foldFunnel(db: Firestore, now: Date = new Date()): Promise<FunnelFoldReport> {
  const today = todayInBrazil(now);
  const report: FunnelFoldReport = { folded: [], deleted: 0 };
  const oldest = await db.collection(FUNNEL_EVENTS).orderBy('at').limit(1).get();
  const firstAt = oldest.docs[0]?.get('at') as unknown;
  if (firstAt instanceof Timestamp) {
    const first = brazilDay(firstAt.toDate());
    // One query for the marks of every day from the first event on (ids are the days, in order).
    const marks = await db.collection(FUNNEL_FOLDS).where(FieldPath.documentId(), '>=', first).get();
    const done = new Set(marks.docs.map((d) => d.id));
    for (let day = first; day < today; day = addDays(day, 1)) {
      if (done.has(day)) continue;
      await foldDay(db, day);
      report.folded.push(day);
    }
  }
  report.deleted = await deleteBefore(db, brazilDayStart(addDays(today, -FUNNEL_RETENTION_DAYS)));
  return report;
}

async function foldDay(db: Firestore, day: string): Promise<void> {
  const docs: Pick<FunnelDoc, 'form' | 'visit' | 'events' | 'channel'>[] = [];
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db
      .collection(FUNNEL_EVENTS)
      .where('at', '>=', Timestamp.fromDate(brazilDayStart(day)))
      .where('at', '<', Timestamp.fromDate(brazilDayStart(addDays(day, 1))))
      .orderBy('at');
    if (after) query = query.startAfter(after);
    const page = await query.limit(PAGE).get();
    for (const doc of page.docs) {
      const { form, visit, events, channel } = doc.data();
      if (typeof form === 'string' && typeof visit === 'string' && Array.isArray(events)) docs.push({ form, visit, events, ...(typeof channel === 'string' ? { channel } : {}) });
    }
    if (page.size < PAGE) break;
    after = page.docs[page.docs.length - 1];
  }
  const batch = db.batch();
  const totals = foldFunnelDay(day, docs);
  for (const total of totals) batch.set(db.collection(FUNNEL_DAILY).doc(funnelDailyId(total.form, day)), { ...total, foldedAt: FieldValue.serverTimestamp() });
  batch.set(db.collection(FUNNEL_FOLDS).doc(day), { foldedAt: FieldValue.serverTimestamp(), documents: docs.length, forms: totals.map((t) => t.form) });
  await batch.commit();
}

async function deleteBefore(db: Firestore, cutoff: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await db.collection(FUNNEL_EVENTS).where('at', '<', Timestamp.fromDate(cutoff)).limit(PAGE).get();
    if (page.empty) return deleted;
    const batch = db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
  }
}
