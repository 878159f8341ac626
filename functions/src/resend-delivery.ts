import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { fromStoredRecord } from '../../src/forms/core/record';
import { smtpPassword } from './config';
import { productionDeps } from './deps';
import { deliver, receivedAt } from './process-submission';
import { registry } from './embedded-forms';
import { requireStaff } from './staff-access';

/**
 * The admin viewer's resend button: staff ask for one more try of a lead whose e-mail failed (its
 * tries spent, or still waiting). It gets a fresh sweep budget and is tried at once through the same
 * deliver() as the trigger, so the claim still prevents a double send.
 */
export const resendDelivery = onCall({ secrets: [smtpPassword] }, async (request) => {
  await requireStaff(request);
  const { formId, docId } = (request.data ?? {}) as { formId?: unknown; docId?: unknown };
  const def = registry.forms.find((f) => f.id === formId);
  if (!def || typeof docId !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(docId)) {
    throw new HttpsError('invalid-argument', 'Unknown form or lead.');
  }
  const ref = getFirestore().collection(def.form.collection).doc(docId);
  const snap = await ref.get();
  if (!snap.exists) throw new HttpsError('not-found', 'This lead does not exist.');
  if (snap.get('status') !== 'accepted') throw new HttpsError('failed-precondition', 'Only accepted leads are e-mailed.');
  if (snap.get('delivery.state') === 'sent') throw new HttpsError('failed-precondition', 'This lead was already e-mailed.');

  await ref.update({ 'delivery.sweeps': 0, 'delivery.exhausted': false });
  const outcome = await deliver(def, ref, fromStoredRecord(def, snap.data()!), productionDeps(def), 'sweep', receivedAt(snap.get('createdAt')));
  const delivery = (await ref.get()).get('delivery') as { state?: string; lastError?: string } | undefined;
  return { outcome, state: delivery?.state, lastError: outcome === 'sent' ? undefined : delivery?.lastError };
});
