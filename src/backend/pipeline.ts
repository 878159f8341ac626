import { collection, doc, type DocumentData, type Firestore, orderBy, query, runTransaction, serverTimestamp, type SnapshotOptions } from 'firebase/firestore';
import { HISTORY, LEADS, type LeadEvent, type Lead } from '../domain/lead';
import { appAuth } from './app-auth';
import { type Actor, type PipelineChange, planChange } from './pipeline-plan';
import { onSnapshot, staffDb } from './staff-firestore';
import { withDates } from './timestamps';
import { noteLeadWrite } from './lead-writes';

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
 * Rounds of one lead's write before a refusal is reported. With 10 staff pressing at once, each round
 * one write wins and the others meet its change, so the last press needs up to 10 (issue 42;
 * tests/rules/pipeline-races.test.ts).
 */
export const LEAD_WRITE_ROUNDS = 12;

type LeadPlan<R> = (lead: Lead<unknown>, now: unknown, eventId: string) => { write: LeadWrite; result: R };

/*
 * The writes of each lead still in flight, per Firestore (one page's session). "Agora não" records a
 * contact without waiting, and a tap on a stage right after would start a second transaction that read
 * the lead before the first committed: its commit is refused and the SDK retries it, which the browser
 * logs as a failed request. Queued, the second reads what the first wrote and commits at its first
 * try. Colleagues' sessions are other Firestores: their races are writeNow's.
 */
const pending = new WeakMap<Firestore, Map<string, Promise<unknown>>>();

/**
 * Reads lead `id` and writes what `plan` makes of it (the summary's pipeline fields and a new history
 * entry) in one transaction, the lead page's and the bulk bar's one write. A transaction rather than a
 * bare batch: it reads the summary first, so the entry's "from" and the invariants (`due`,
 * `firstContactAt`) follow what is stored, not a page that a colleague's change has just overtaken.
 *
 * A colleague's write that lands between this one's read and its commit gets it refused by the rules,
 * judged against the colleague's state (the emulator judges them before the transaction's own check,
 * which the SDK would retry). So a refusal of a lead that changed since it was read is no refusal:
 * the write is planned again from the lead as it is now, and a press a colleague already made is then
 * a no-op ("already so"), never an error. A refusal of a lead that did not change is reported.
 *
 * One page's writes of one lead go one after another (see `pending`).
 */
export function writeLead<R>(db: Firestore, id: string, plan: LeadPlan<R>): Promise<R> {
  const lanes = pending.get(db) ?? new Map<string, Promise<unknown>>();
  pending.set(db, lanes);
  const run = (lanes.get(id) ?? Promise.resolve()).then(() => writeNow(db, id, plan));
  const settled = run.catch(() => undefined);
  lanes.set(id, settled);
  void settled.then(() => {
    if (lanes.get(id) === settled) lanes.delete(id);
  });
  return run;
}

async function writeNow<R>(db: Firestore, id: string, plan: LeadPlan<R>): Promise<R> {
  const leadRef = doc(db, LEADS, id);
  for (let round = 1; ; round++) {
    let readEvent: unknown;
    try {
      return await runTransaction(db, async (tx) => {
        const snap = await tx.get(leadRef);
        // Firestore's own code, so the page says it as it says any other missing document.
        if (!snap.exists()) throw Object.assign(new Error('Lead summary not found'), { code: 'not-found' });
        readEvent = snap.get('lastEvent');
        const eventRef = doc(collection(leadRef, HISTORY));
        const { write, result } = plan(snap.data() as Lead<unknown>, serverTimestamp(), eventRef.id);
        if (write) {
          tx.update(leadRef, write.update);
          tx.set(eventRef, write.event);
          noteLeadWrite();
        }
        return result;
      });
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'permission-denied' || round >= LEAD_WRITE_ROUNDS) throw error;
      // Read as a transaction reads: straight from the server. A getDoc goes through the listen
      // stream, which a busy moment can mark offline ("the client is offline"), and fails then.
      const now = await runTransaction(db, (tx) => tx.get(leadRef));
      if (!now.exists() || now.get('lastEvent') === readEvent) throw error;
    }
  }
}

/**
 * Applies one change to lead `id` as `actor` (see writeLead). Resolves false when the change changes
 * nothing: already so, as when a colleague made the same change a moment before.
 */
export function changeLead(db: Firestore, actor: Actor, id: string, change: PipelineChange): Promise<boolean> {
  return writeLead(db, id, (lead, now, eventId) => {
    const write = planChange(lead, change, actor, now, eventId);
    return { write, result: !!write };
  });
}

/** The lead page's change, as the signed-in staff member. */
export function applyChange(id: string, change: PipelineChange): Promise<boolean> {
  return changeLead(staffDb(), currentActor(), id, change);
}
