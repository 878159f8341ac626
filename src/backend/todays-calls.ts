import * as lite from 'firebase/firestore/lite';
import { isLeadCall, studioToday } from '../domain/booking/lead-call';
import { LEADS } from '../domain/lead';
import { firestore as liteDb } from './firebase';
import { tracked } from './staff-listeners';

/*
 * The admin glance's "Conversas de hoje": the calls booked for today in the studio's zone, read once.
 * One field's range and order (`call.start`), which Firestore indexes by itself: no composite index.
 * The status and spam are filtered here, on the few leads with a call today, rather than by the
 * query (an equality beside the range would need a composite index for a handful of documents).
 */

/** The most of today's calls the glance lists; a studio does not take more in a day. */
export const TODAYS_CALLS_READ = 50;

export interface TodaysCall {
  leadId: string;
  formId: string;
  docId: string;
  name: string | null;
  start: number;
}

const asCalls = (docs: lite.QueryDocumentSnapshot[], keep: (call: { start: number; status: string }) => boolean): TodaysCall[] =>
  docs.flatMap((d) => {
    const call: unknown = d.get('call');
    if (!isLeadCall(call) || !keep(call) || d.get('spam') === true) return [];
    const name = d.get('name') ?? d.get('email');
    return [{ leadId: d.id, formId: String(d.get('formId')), docId: String(d.get('docId')), name: typeof name === 'string' ? name : null, start: call.start }];
  });

export async function todaysCalls(now: number = Date.now()): Promise<TodaysCall[]> {
  const { from, to } = studioToday(now);
  const { docs } = await tracked(() =>
    lite.getDocs(
      lite.query(
        lite.collection(liteDb(), LEADS),
        lite.where('call.start', '>=', from),
        lite.where('call.start', '<', to),
        lite.orderBy('call.start'),
        lite.limit(TODAYS_CALLS_READ),
      ),
    ),
  );
  return asCalls(docs, (call) => call.status === 'booked');
}

/**
 * The calls still to come that nobody holds (issue 37): their colleague left the team and nobody was
 * free (functions/src/booking/hand-over-calls.ts), so an owner must cancel or rearrange them. One
 * equality on one field, indexed by itself; the function clears the flag when the call is cancelled.
 */
export async function unassignedCalls(now: number = Date.now()): Promise<TodaysCall[]> {
  const { docs } = await tracked(() =>
    lite.getDocs(lite.query(lite.collection(liteDb(), LEADS), lite.where('call.unassigned', '==', true), lite.limit(TODAYS_CALLS_READ))),
  );
  return asCalls(docs, (call) => call.status === 'booked' && call.start > now).sort((a, b) => a.start - b.start);
}
