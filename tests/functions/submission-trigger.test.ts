import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliver, processSubmission } from '../../functions/src/process-submission';
import { retryFailedDeliveries } from '../../functions/src/retry-failed';
import { smtpMailer } from '../../functions/src/mailer';
import { readRegistry } from '../../scripts/lib/read-forms';
import { fieldMessage } from '../../src/forms/core/normalize';
import { submissionMeta, toStoredAnswers } from '../../src/forms/core/record';
import { createAnswersValidator } from '../../src/forms/core/server-validator';
import pt from '../../src/i18n/locales/pt.json';
import { adminDb, waitForDoc } from '../support/admin';
import { clearMail, listMail, smtp, waitForMail } from '../support/mailbox';

/*
 * The deployed trigger, running in the Functions emulator, against real Firestore and a real SMTP
 * conversation with the local sink. Documents are written with the admin SDK, as a hostile client
 * going around the UI (and the rules) would.
 */
const registry = readRegistry();
const def = registry.forms.find((f) => f.id === 'videos_cinematograficos')!;
const collection = def.form.collection;

function storedExample(overrides: Record<string, unknown> = {}) {
  return {
    ...toStoredAnswers(def, { ...def.example, ...overrides }),
    ...submissionMeta(def, 'pt'),
    createdAt: FieldValue.serverTimestamp(),
  };
}

function testDeps() {
  return {
    db: adminDb(),
    mailer: smtpMailer({ host: '127.0.0.1', port: 2525, secure: false, from: 'Movaly Briefings <briefings@movaly.local>' }),
    validate: createAnswersValidator(def, pt.engine),
    recipient: async () => 'contato@movaly.com.br',
    backoffMs: () => 50,
  };
}

beforeAll(async () => {
  await adminDb().doc('settings/company').set({ email: 'contato@movaly.com.br' });
});

beforeEach(async () => {
  await smtp('up');
  await clearMail();
});

describe('submission trigger', () => {
  it('e-mails one summary of a valid submission, with labels instead of keys', async () => {
    const ref = await adminDb().collection(collection).add(storedExample());
    const doc = await waitForDoc(ref.path, (d) => d.delivery?.state === 'sent');
    expect(doc.status).toBe('accepted');
    expect(doc.delivery.attempts).toBe(1);

    const [mail] = await waitForMail((m) => m.length === 1);
    expect(mail.subject).toBe(`${def.form.email.subject} - ${def.example!.nomeCompleto}`);
    expect(mail.to).toEqual(['contato@movaly.com.br']);
    expect(mail.replyTo).toBe(def.example!.email);
    expect(mail.html).toContain('Nome completo');
    expect(mail.html).toContain('Dados Gerais');
    expect(mail.html).toContain('Sim, tenho bastante material'); // label of temConteudo 'sim-muito'
    expect(mail.text).not.toContain('sim-muito');
    expect(doc.delivery.messageId).toBeTruthy();
  });

  it('escapes what the visitor typed', async () => {
    const ref = await adminDb().collection(collection).add(storedExample({ momentoHistoria: '<script>alert(1)</script> & <b>x</b>' }));
    await waitForDoc(ref.path, (d) => d.delivery?.state === 'sent');
    const [mail] = await waitForMail((m) => m.length === 1);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;x&lt;/b&gt;');
    expect(mail.html).not.toContain('<script>');
  });

  it('rejects an invalid document with the form messages and sends nothing', async () => {
    const data = storedExample();
    delete (data as Record<string, unknown>).nome_completo;
    const ref = await adminDb().collection(collection).add({ ...data, intruso: 'x' });
    const doc = await waitForDoc(ref.path, (d) => d.status !== undefined);
    expect(doc.status).toBe('rejected');
    expect(doc.validation.errors).toEqual(
      expect.arrayContaining([
        { field: 'nomeCompleto', message: fieldMessage(def.fields.nomeCompleto) },
        { field: 'intruso', message: expect.any(String) },
      ]),
    );
    expect(doc.delivery).toBeUndefined();
    await new Promise((r) => setTimeout(r, 1500));
    expect(await listMail()).toHaveLength(0);
  });

  it('keeps the submission intact and records the failure when SMTP is down, then retries', async () => {
    await smtp('down');
    const data = storedExample();
    const ref = await adminDb().collection(collection).add(data);
    const failed = await waitForDoc(ref.path, (d) => d.delivery?.state === 'failed' && d.delivery.attempts >= 3, 45_000);
    expect(failed.status).toBe('accepted');
    expect(failed.delivery.lastError).toMatch(/ECONNREFUSED|connect/i);
    for (const [key, value] of Object.entries(data)) if (key !== 'createdAt') expect(failed[key]).toEqual(value);
    expect(await listMail()).toHaveLength(0);

    await smtp('up');
    expect(await retryFailedDeliveries(registry, testDeps())).toBeGreaterThanOrEqual(1);
    const sent = await waitForDoc(ref.path, (d) => d.delivery?.state === 'sent');
    expect(sent.delivery.attempts).toBe(4);
    await waitForMail((m) => m.some((x) => x.replyTo === def.example!.email));
  });

  it('sends nothing twice when the event is delivered again', async () => {
    const ref = await adminDb().collection(collection).add(storedExample());
    await waitForDoc(ref.path, (d) => d.delivery?.state === 'sent');
    await waitForMail((m) => m.length === 1);

    expect(await processSubmission(def, ref, testDeps())).toBe('skipped');
    expect(await deliver(def, ref, def.example!, testDeps())).toBe('skipped');
    await new Promise((r) => setTimeout(r, 500));
    expect(await listMail()).toHaveLength(1);
  });
});
