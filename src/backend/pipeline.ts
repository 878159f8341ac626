import { collection, doc, type DocumentData, orderBy, query, runTransaction, serverTimestamp, type SnapshotOptions } from 'firebase/firestore';
import { HISTORY, LEADS, type LeadEvent, type Lead } from '../domain/lead';
import { appAuth } from './app-auth';
import { type Actor, type PipelineChange, planChange } from './pipeline-plan';
import { onSnapshot, staffDb } from './staff-firestore';
import { withDates } from './timestamps';

export type { PipelineChange } from './pipeline-plan';

/*
 * The lead page's reads and writes of the pipeline (src/domain/lead.ts): a summary and its
 * history, live, and the one write every change goes through (pipeline-plan.ts decides what it
 * writes). The staff members an assignee is chosen from are read by ./staff-list.ts.
 */

/** A summary as the page reads it: timestamps turned into dates. */
export interface SummaryDoc extends Lead<Date> {
  id: string;
}

export interface HistoryEntry extends LeadEvent<Date> {
  id: string;
}

// A change written a moment ago still carries a pending server time: show the estimate.
const ESTIMATE: SnapshotOptions = { serverTimestamps: 'estimate' };

/** One summary, kept current; calls back undefined when there is none (deleted, or never written). */
export function watchSummary(id: string, onSummary: (summary: SummaryDoc | undefined) => void, onError: (error: Error) => void): () => void {
  return onSnapshot(
    doc(staffDb(), LEADS, id),
    (snap) => onSummary(snap.exists() ? ({ id: snap.id, ...(withDates(snap.data(ESTIMATE)) as DocumentData) } as SummaryDoc) : undefined),
    onError,
  );
}

/** A lead's history, newest first, kept current. */
export function watchHistory(id: string, onEntries: (entries: HistoryEntry[]) => void, onError: (error: Error) => void): () => void {
  return onSnapshot(
    query(collection(staffDb(), LEADS, id, HISTORY), orderBy('at', 'desc')),
    (snap) => onEntries(snap.docs.map((d) => ({ id: d.id, ...(withDates(d.data(ESTIMATE)) as DocumentData) }) as HistoryEntry)),
    onError,
  );
}

function currentActor(): Actor {
  const user = appAuth().currentUser;
  if (!user) throw new Error('Not signed in');
  return { uid: user.uid, email: user.email };
}

/** What a write plans from the stored lead: the summary update and its entry (none: nothing to write). */
type LeadWrite = { update: Record<string, unknown>; event: LeadEvent<unknown> } | undefined;

/**
 * Reads lead `id` and writes what `plan` makes of it (the summary's pipeline fields and a new history
 * entry) in one transaction, the lead page's and the bulk bar's one write. A transaction rather than a
 * bare batch: it reads the summary first, so the entry's "from" and the invariants (`due`,
 * `firstContactAt`) follow what is stored, not a page that a colleague's change has just overtaken.
 */
export async function writeLead<R>(id: string, plan: (lead: Lead<unknown>, now: unknown, eventId: string) => { write: LeadWrite; result: R }): Promise<R> {
  const db = staffDb();
  const leadRef = doc(db, LEADS, id);
  return runTransaction(db, async (tx) => {
    const snap = await tx.get(leadRef);
    // Firestore's own code, so the page says it as it says any other missing document.
    if (!snap.exists()) throw Object.assign(new Error('Lead summary not found'), { code: 'not-found' });
    const eventRef = doc(collection(leadRef, HISTORY));
    const { write, result } = plan(snap.data() as Lead<unknown>, serverTimestamp(), eventRef.id);
    if (write) {
      tx.update(leadRef, write.update);
      tx.set(eventRef, write.event);
    }
    return result;
  });
}

/** Applies one change to lead `id` (see writeLead). Resolves false when the change changes nothing. */
export function applyChange(id: string, change: PipelineChange): Promise<boolean> {
  const actor = currentActor();
  return writeLead(id, (lead, now, eventId) => {
    const write = planChange(lead, change, actor, now, eventId);
    return { write, result: !!write };
  });
}
