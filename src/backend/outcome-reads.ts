import * as lite from 'firebase/firestore/lite';
import { LEADS } from '../domain/lead';
import { firestore as liteDb } from './firebase';
import { brazilDayStart } from '../domain/studio-time';
import { nextDay } from './inbox-plan';
import { inboxReads } from './inbox';
import { tracked } from './staff-listeners';

/*
 * The reads behind the admin home's results (src/features/admin/outcomes). Won leads are never read:
 * their count and value are aggregations (count and sum over `stage == 'fechado'` and a range of
 * `receivedAt`, which the inbox's (stage, receivedAt) index serves), so the home's cost does not grow
 * with the studio's wins. Only the lost leads' reasons are read, as documents: the reasons are free
 * texts that no aggregation can group.
 */

/** The most lost leads read for their reasons: a bounded read on every home load. */
export const LOST_READ = 500;

/** The won leads received between two Brazilian days (inclusive) and the sum of their told values (cents). */
export async function wonTotals(from: string, to: string): Promise<{ count: number; value: number }> {
  const snap = await tracked(() => lite.getAggregate(
    lite.query(
      lite.collection(liteDb(), LEADS),
      lite.where('stage', '==', 'fechado'),
      lite.where('receivedAt', '>=', brazilDayStart(from)),
      lite.where('receivedAt', '<', brazilDayStart(nextDay(to))),
      // The order of the index that serves it (the inbox's lists are newest first).
      lite.orderBy('receivedAt', 'desc'),
    ),
    { count: lite.count(), value: lite.sum('wonValue') },
  ));
  const { count, value } = snap.data();
  inboxReads.countReads += Math.max(1, Math.ceil(count / 1000));
  return { count, value: typeof value === 'number' ? value : 0 };
}

/**
 * The reasons of the lost leads received since the Brazilian day `from`, newest first, at most
 * LOST_READ (`capped` says the read stopped there). A lead lost without a reason gives null.
 */
export async function lostReasonsSince(from: string): Promise<{ reasons: (string | null)[]; capped: boolean }> {
  const { docs } = await tracked(() => lite.getDocs(
    lite.query(
      lite.collection(liteDb(), LEADS),
      lite.where('stage', '==', 'perdido'),
      lite.where('receivedAt', '>=', brazilDayStart(from)),
      lite.orderBy('receivedAt', 'desc'),
      lite.limit(LOST_READ),
    ),
  ));
  inboxReads.documents += docs.length;
  return {
    reasons: docs.map((d) => {
      const reason = d.get('lostReason');
      return typeof reason === 'string' ? reason : null;
    }),
    capped: docs.length >= LOST_READ,
  };
}
