import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_SWEEPS } from '../../functions/src/process-submission';
import { readRegistry } from '../../scripts/lib/read-forms';
import { submissionMeta, toStoredAnswers } from '../../src/forms/core/record';
import { adminDb, waitForDoc } from '../support/admin';
import { call, idToken, unique } from '../support/function-host';
import { clearMail, smtp, waitForMail } from '../support/mailbox';

/* The viewer's resend button: staff only, one more try of a lead whose e-mail failed. */
const def = readRegistry().forms.find((f) => f.id === 'contato')!;

let outsider: string;
let staff: string;

beforeAll(async () => {
  await adminDb().doc('settings/company').set({ email: 'contato@movaly.com.br' });
  outsider = await idToken(`fora.${unique()}@example.com`, 'senha-fora-1');
  staff = await idToken(`equipe.${unique()}@example.com`, 'senha-equipe-1', true);
});

beforeEach(async () => {
  await smtp('up');
  await clearMail();
});

/** A lead whose every try failed during an outage, as staff find it in the viewer. */
async function exhaustedLead(name: string) {
  await smtp('down');
  const ref = await adminDb()
    .collection(def.form.collection)
    .add({ ...toStoredAnswers(def, { ...def.example, nome: name }), ...submissionMeta(def, 'pt'), createdAt: FieldValue.serverTimestamp() });
  await waitForDoc(ref.path, (d) => d.delivery?.state === 'failed' && d.delivery.attempts === 3, 45_000);
  await ref.update({ 'delivery.attempts': 6, 'delivery.sweeps': MAX_SWEEPS, 'delivery.exhausted': true, 'delivery.retryAt': FieldValue.delete() });
  await smtp('up');
  return ref;
}

describe('resendDelivery', () => {
  it('refuses callers without the staff claim, and changes nothing', async () => {
    const ref = await exhaustedLead(`Cliente Recusa ${unique()}`);
    for (const token of [undefined, outsider]) {
      const answer = await call('resendDelivery', { formId: def.id, docId: ref.id }, token);
      expect(answer.error?.status).toBe('PERMISSION_DENIED');
    }
    expect((await ref.get()).get('delivery.exhausted')).toBe(true);
  });

  it('sends an exhausted lead once staff ask, and refuses to send it twice', async () => {
    const name = `Cliente Reenvio ${unique()}`;
    const ref = await exhaustedLead(name);
    const answer = await call('resendDelivery', { formId: def.id, docId: ref.id }, staff);
    expect(answer.result).toMatchObject({ outcome: 'sent', state: 'sent' });
    await waitForMail((mail) => mail.some((m) => m.subject.endsWith(name)));
    const again = await call('resendDelivery', { formId: def.id, docId: ref.id }, staff);
    expect(again.error?.status).toBe('FAILED_PRECONDITION');
  });

  it('answers an unknown form or lead with a clear refusal', async () => {
    expect((await call('resendDelivery', { formId: 'nada', docId: 'x' }, staff)).error?.status).toBe('INVALID_ARGUMENT');
    expect((await call('resendDelivery', { formId: def.id, docId: 'nao-existe' }, staff)).error?.status).toBe('NOT_FOUND');
  });
});
