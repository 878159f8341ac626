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

/**
 * Creates one visitor document together with the client's gate for its collection, in one batch, as
 * the rules require (src/domain/submit-gate.ts). Reads the gate first so that a visitor who sends
 * twice within the gap is told how long to wait instead of getting the generic failure.
 */
export async function gatedCreate(collectionName: string, data: Record<string, unknown>): Promise<string> {
  // Auth loads with the first send, not with the page (it is the heaviest part of this path).
  const [uid] = await Promise.all([import('./visitor-identity').then((m) => m.visitorUid()), ensureAppCheck()]);
  const db = firestore();
  const gate = doc(db, submitGatePath(uid, collectionName));
  const last = (await getDoc(gate)).get('last') as unknown;
  if (last instanceof Timestamp) {
    const wait = secondsUntilOpen(last.toMillis(), Date.now());
    if (wait > 0) throw new SubmitTooSoonError(wait);
  }
  const lead = doc(collection(db, collectionName));
  const batch = writeBatch(db);
  batch.set(gate, { last: serverTimestamp() });
  batch.set(lead, { ...data, createdAt: serverTimestamp() });
  await batch.commit();
  return lead.id;
}
