import { collection, doc, getDoc, serverTimestamp, Timestamp, writeBatch } from 'firebase/firestore/lite';
import { FUNNEL_EVENTS, FUNNEL_GAP_SECONDS, type FunnelDoc } from '../domain/funnel';
import { submitGatePath } from '../domain/submit-gate';
import { ensureAppCheck } from './app-check';
import { firestore } from './firebase';
import { visitorUid } from './visitor-identity';

/** The gate's gap has not passed (another page or tab of this visitor sent lately): try again after `waitMs`. */
export class FunnelTooSoonError extends Error {
  constructor(readonly waitMs: number) {
    super(`funnel gate closed for ${waitMs} ms`);
    this.name = 'FunnelTooSoonError';
  }
}

/** Past the gap by this much, so that the server's commit time is past it too. */
const MARGIN_MS = 1500;

/**
 * Sends buffered funnel events: one document per form with the client's funnel gate, in one batch,
 * as the rules require (src/domain/submit-gate.ts). Loaded by src/backend/funnel-recorder.ts only once the
 * page is idle, so the public page's first paint and typing never wait for Firestore or Auth. The
 * gate is read first: a write the rules would refuse is not made (the browser would log the refusal
 * in the console), whichever page or tab of the visitor moved the gate last.
 */
export async function sendFunnelDocs(docs: Omit<FunnelDoc, 'at'>[]): Promise<void> {
  const [uid] = await Promise.all([visitorUid(), ensureAppCheck()]);
  const db = firestore();
  const gate = doc(db, submitGatePath(uid, FUNNEL_EVENTS));
  const last = (await getDoc(gate)).get('last') as unknown;
  if (last instanceof Timestamp) {
    const wait = last.toMillis() + FUNNEL_GAP_SECONDS * 1000 + MARGIN_MS - Date.now();
    if (wait > 0) throw new FunnelTooSoonError(wait);
  }
  const batch = writeBatch(db);
  batch.set(gate, { last: serverTimestamp() });
  for (const data of docs) batch.set(doc(collection(db, FUNNEL_EVENTS)), { ...data, at: serverTimestamp() });
  await batch.commit();
}
