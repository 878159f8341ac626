import { collection, doc, getDoc, serverTimestamp, Timestamp, writeBatch } from 'firebase/firestore/lite';
import { secondsUntilOpen, submitGatePath } from '../domain/submit-gate';
import { ensureAppCheck } from './app-check';
import { firestore } from './firebase';

/** Thrown before writing when this client sent to the same collection moments ago. */
export class SubmitTooSoonError extends Error {
  constructor(readonly waitSeconds: number) {
    super(`rate limited: wait ${waitSeconds} s`);
    this.name = 'SubmitTooSoonError';
  }
}

/** How one kind of visitor write goes through the gate; the gate itself is the same for all. */
export interface GatedWrite {
  /**
   * The visitor's anonymous account (./visitor-identity.ts). The caller loads it: a form's send
   * imports Auth only then, while the funnel's late-loaded module carries it already.
   */
  uid: Promise<string>;
  /** The field the rules require to hold the server's time of the write (`createdAt`, the funnel's `at`). */
  stamp: string;
  /** From the gate's last move and now (ms): the error that stops the write, or undefined when it may go. */
  tooSoon: (lastMs: number, nowMs: number) => Error | undefined;
}

/**
 * Creates visitor documents in one collection together with the client's gate for it, in one batch,
 * as the rules require (src/domain/submit-gate.ts), and returns their ids. Reads the gate first: a
 * write the rules would refuse is not made (the browser would log the refusal in the console), and
 * the caller learns how long to wait instead of getting the generic failure.
 */
export async function gatedWrite(collectionName: string, docs: readonly object[], how: GatedWrite): Promise<string[]> {
  const [uid] = await Promise.all([how.uid, ensureAppCheck()]);
  const db = firestore();
  const gate = doc(db, submitGatePath(uid, collectionName));
  const last = (await getDoc(gate)).get('last') as unknown;
  const refusal = last instanceof Timestamp ? how.tooSoon(last.toMillis(), Date.now()) : undefined;
  if (refusal) throw refusal;
  const created = docs.map(() => doc(collection(db, collectionName)));
  const batch = writeBatch(db);
  batch.set(gate, { last: serverTimestamp() });
  created.forEach((ref, i) => batch.set(ref, { ...docs[i], [how.stamp]: serverTimestamp() }));
  await batch.commit();
  return created.map((ref) => ref.id);
}

/** Creates one visitor document (a submission, a newsletter signup) through the gate; resolves to its id. */
export async function gatedCreate(collectionName: string, data: Record<string, unknown>): Promise<string> {
  const [id] = await gatedWrite(collectionName, [data], {
    // Auth loads with the first send, not with the page (it is the heaviest part of this path).
    uid: import('./visitor-identity').then((m) => m.visitorUid()),
    stamp: 'createdAt',
    tooSoon: (lastMs, nowMs) => {
      // A person is told whole seconds (the form says how long to wait).
      const wait = secondsUntilOpen(lastMs, nowMs);
      return wait > 0 ? new SubmitTooSoonError(wait) : undefined;
    },
  });
  return id;
}
