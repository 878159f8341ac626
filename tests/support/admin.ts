import { getApps, initializeApp } from 'firebase-admin/app';
import { type DocumentData, getFirestore } from 'firebase-admin/firestore';

/** The admin SDK on the emulators (FIRESTORE_EMULATOR_HOST is set by `firebase emulators:exec`). */
export function adminDb() {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('run inside firebase emulators:exec (npm test)');
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-movaly' });
  return getFirestore(app);
}

/**
 * Polls a document until `predicate` holds. The default bound is on a stuck trigger, not a pace: under
 * the browser suite the Functions emulator runs its events about one at a time, and a contact
 * message once waited past 30 s for its judgement behind the others (a clean-clone run).
 */
export async function waitForDoc(
  path: string,
  predicate: (data: DocumentData) => boolean,
  timeoutMs = 60_000,
): Promise<DocumentData> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const data = (await adminDb().doc(path).get()).data();
    if (data && predicate(data)) return data;
    if (Date.now() > until) throw new Error(`${path} never matched: ${JSON.stringify(data)}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** Polls a query until it returns at least one document. */
export async function waitForQuery(collection: string, field: string, value: unknown, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const snap = await adminDb().collection(collection).where(field, '==', value).get();
    if (!snap.empty) return snap.docs;
    if (Date.now() > until) throw new Error(`no ${collection} document with ${field} == ${String(value)}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}
