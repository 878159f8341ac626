import { collection, doc, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import { FUNNEL_EVENTS, type FunnelDoc } from '../forms/core/funnel';
import { submitGatePath } from '../forms/core/submit-gate';
import { ensureAppCheck } from './app-check';
import { firestore } from './firebase';
import { visitorUid } from './visitor-identity';

/**
 * Sends buffered funnel events: one document per form with the client's funnel gate, in one batch,
 * as the rules require (src/forms/core/submit-gate.ts). Loaded by src/backend/funnel.ts only once the
 * page is idle, so the public page's first paint and typing never wait for Firestore or Auth.
 */
export async function sendFunnelDocs(docs: Omit<FunnelDoc, 'at'>[]): Promise<void> {
  const [uid] = await Promise.all([visitorUid(), ensureAppCheck()]);
  const db = firestore();
  const batch = writeBatch(db);
  batch.set(doc(db, submitGatePath(uid, FUNNEL_EVENTS)), { last: serverTimestamp() });
  for (const data of docs) batch.set(doc(collection(db, FUNNEL_EVENTS)), { ...data, at: serverTimestamp() });
  await batch.commit();
}
