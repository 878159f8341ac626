import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { deliver, MAX_SWEEPS, processSubmission } from '../../functions/src/process-submission';
import { sweepDeliveries } from '../../functions/src/sweep-deliveries';
import { readRegistry } from '../../scripts/lib/read-forms';
import { fieldMessage } from '../../src/forms/core/normalize';
import { submissionMeta, toStoredAnswers } from '../../src/forms/core/record';
import { precompiledAnswersValidator } from '../../src/forms/core/precompiled-validators';
import pt from '../../src/i18n/locales/pt.json';
import { adminDb, waitForDoc } from '../support/admin';
import { clearMail, listMail, smtp, waitForMail } from '../support/mailbox';
import { settledMail } from '../support/settled';
import { storedExample as storedExampleOf, summaryDoc } from '../support/stored-lead';
import { testDeps as depsFor } from '../support/test-deps';

/*
 * The deployed trigger, run on each created document (tests/support/function-host.ts), against the
 * Firestore emulator and a real SMTP conversation with the suite's sink. Documents are written with the admin SDK, as a hostile client
 * going around the UI (and the rules) would.
 */
const registry = readRegistry();
const def = registry.forms.find((f) => f.id === 'videos_cinematograficos')!;
const collection = def.form.collection;

/** This suite's form's example as the browser stores it. */
const storedExample = (overrides: Record<string, unknown> = {}) => storedExampleOf(def, overrides);
const testDeps = () => depsFor(def);

beforeAll(async () => {
  await adminDb().doc('settings/company').set({ email: 'contato@movaly.com.br' });
});

beforeEach(async () => {
  await smtp('up');
  await clearMail();
  // Each case starts from an empty collection, so a sweep only meets that case's leads.
  await adminDb().recursiveDelete(adminDb().collection(collection));
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

  it('rejects an invalid document with the form messages and sends nothing', async () => {
    const data = storedExample();
    delete (data as Record<string, unknown>).nome_completo;
    const ref = await adminDb().collection(collection).add({ ...data, intruso: 'x' });
    const doc = await waitForDoc(ref.path, (d) => d.status !== undefined && d.status !== 'new');
    expect(doc.status).toBe('rejected');
    expect(doc.validation.errors).toEqual(
      expect.arrayContaining([
        { field: 'nomeCompleto', message: fieldMessage(def.fields.nomeCompleto) },
        { field: 'intruso', message: expect.any(String) },
      ]),
    );
    expect(doc.delivery).toBeUndefined();
    expect(await settledMail(def)).toHaveLength(0);
  });

  it('keeps the submission intact and records the failure when SMTP is down, then retries', async () => {
    await smtp('down');
    const data = storedExample();
    const ref = await adminDb().collection(collection).add(data);
    const failed = await waitForDoc(ref.path, (d) => d.delivery?.state === 'failed' && d.delivery.attempts >= 3, 45_000);
    expect(failed.status).toBe('accepted');
    expect(failed.delivery.lastError).toMatch(/ECONNREFUSED|connect/i);
    for (const [key, value] of Object.entries(data)) if (key !== 'createdAt' && key !== 'status') expect(failed[key]).toEqual(value);
    expect(await listMail()).toHaveLength(0);

    await smtp('up');
    expect((await sweepDeliveries(registry, testDeps())).sent).toBeGreaterThanOrEqual(1);
    const sent = await waitForDoc(ref.path, (d) => d.delivery?.state === 'sent');
    // The event's tries and the sweep's are counted apart.
    expect(sent.delivery.attempts).toBe(3);
    expect(sent.delivery.sweeps).toBe(1);
    expect(sent.delivery.retryAt).toBeUndefined();
    await waitForMail((m) => m.some((x) => x.replyTo === def.example!.email));
  });

  it('sends nothing twice when the event is delivered again', async () => {
    const ref = await adminDb().collection(collection).add(storedExample());
    await waitForDoc(ref.path, (d) => d.delivery?.state === 'sent');
    await waitForMail((m) => m.length === 1);

    expect(await processSubmission(def, ref, testDeps())).toBe('skipped');
    expect(await deliver(def, ref, { answers: def.example! }, testDeps(), 'sweep')).toBe('skipped');
    expect(await settledMail(def)).toHaveLength(1);
  });

  it('delivers all 20 briefings sent during an SMTP outage once it is back: none lost, none twice', async () => {
    await smtp('down');
    const refs = await Promise.all(
      Array.from({ length: 20 }, (_, i) => adminDb().collection(collection).add(storedExample({ nomeCompleto: `Cliente Fila ${i}` }))),
    );
    // The events run their three tries each; wait until none is in flight and nothing moves any more
    // (an event the emulator drops under this load leaves its submission 'new', for the sweep to find).
    await quiescent(refs);
    // Minutes later (the clock moved on), a pass while the server is still down loses nothing.
    const later = { ...testDeps(), now: () => Date.now() + 5 * 60_000 };
    expect((await sweepDeliveries(registry, later)).sent).toBe(0);
    expect(await listMail()).toHaveLength(0);

    await smtp('up');
    // Events the busy emulator still holds run now, and may send some. The sweep passes below run on a
    // clock past every lease (2 min), so one beside a live event would take its lease and send its lead
    // twice, which the real sweep, on the real clock, never does: the marker's e-mail proves they ran.
    await settledMail(def);
    // Sweep passes, as the periodic sweep runs them, until every lead is sent.
    const until = Date.now() + 90_000;
    const states = async () => Promise.all(refs.map(async (ref) => (await ref.get()).get('delivery.state')));
    while ((await states()).some((state) => state !== 'sent') && Date.now() < until) {
      await sweepDeliveries(registry, later);
      await new Promise((r) => setTimeout(r, 2000));
    }
    for (const ref of refs) expect((await ref.get()).get('delivery.state')).toBe('sent');
    // Nothing is due any more: a further pass sends nothing twice.
    expect((await sweepDeliveries(registry, later)).due).toBe(0);
    // Each lead once: 20 e-mails under 20 subjects (the markers' own e-mails left out, and anything a
    // sweep pass on its clock minutes ahead found due of another file's: only these leads are counted).
    const mail = (await settledMail(def)).filter((m) => m.subject.includes('Cliente Fila'));
    expect(mail).toHaveLength(20);
    expect(new Set(mail.map((m) => m.subject)).size).toBe(20);
    // A bound on a stuck run, not a pace: alone it takes about 26 s; beside the browser suites its
    // 20 leads' events (about 470 lead writes' triggers, one at a time) took 154 s of the old 180 in a
    // passing fresh-clone run (2026-12-02).
  }, 300_000);

  it('picks up a send cut off mid-way once its lease expires, not before', async () => {
    await smtp('down');
    const ref = await adminDb().collection(collection).add(storedExample({ nomeCompleto: 'Cliente Interrompido' }));
    await waitForDoc(ref.path, (d) => d.delivery?.state === 'failed' && d.delivery.attempts === 3, 45_000);
    // As a run killed by its timeout leaves it: claimed, leased for two minutes, never finished.
    const leaseUntil = Timestamp.fromMillis(Date.now() + 120_000);
    await ref.update({ 'delivery.state': 'sending', 'delivery.leaseUntil': leaseUntil, 'delivery.retryAt': leaseUntil });
    await smtp('up');
    await sweepDeliveries(registry, testDeps());
    expect((await ref.get()).get('delivery.state')).toBe('sending');
    expect(await listMail()).toHaveLength(0);
    const later = { ...testDeps(), now: () => Date.now() + 180_000 };
    expect((await sweepDeliveries(registry, later)).sent).toBe(1);
    await waitForMail((m) => m.some((x) => x.subject.endsWith('Cliente Interrompido')));
  });

  it('spends no try while the company e-mail is missing, and sends once it is set', async () => {
    await adminDb().doc('settings/company').delete();
    try {
      const ref = await adminDb().collection(collection).add(storedExample({ nomeCompleto: 'Cliente Sem Destino' }));
      const failed = await waitForDoc(ref.path, (d) => /company e-mail/.test(d.delivery?.lastError ?? ''));
      expect(failed.delivery.attempts ?? 0).toBe(0);
      await adminDb().doc('settings/company').set({ email: 'contato@movaly.com.br' });
      expect((await sweepDeliveries(registry, testDeps())).sent).toBe(1);
      expect((await ref.get()).get('delivery.state')).toBe('sent');
    } finally {
      await adminDb().doc('settings/company').set({ email: 'contato@movaly.com.br' });
    }
  });

  it('leaves a lead whose every try failed stored and marked for staff', async () => {
    await smtp('down');
    const ref = await adminDb().collection(collection).add(storedExample({ nomeCompleto: 'Cliente Esgotado' }));
    await waitForDoc(ref.path, (d) => d.delivery?.state === 'failed' && d.delivery.attempts === 3, 45_000);
    await ref.update({ 'delivery.attempts': 6, 'delivery.sweeps': MAX_SWEEPS - 1 });
    await sweepDeliveries(registry, testDeps());
    const doc = (await ref.get()).data()!;
    expect(doc.delivery).toMatchObject({ state: 'failed', exhausted: true, sweeps: MAX_SWEEPS });
    expect(doc.delivery.retryAt).toBeUndefined();
    expect(doc.nome_completo).toBe('Cliente Esgotado');
    await smtp('up');
    expect((await sweepDeliveries(registry, testDeps())).due).toBe(0);
  });

  it('stores a submission caught by the bot trap as spam and e-mails nobody', async () => {
    const honeypot = await adminDb().collection(collection).add({ ...storedExample(), trap: 'https://spam.example' });
    const human = await adminDb().collection(collection).add({ ...storedExample(), fill_ms: 95_000 });
    expect((await waitForDoc(honeypot.path, (d) => d.status !== undefined && d.status !== 'new')).status).toBe('spam');
    await waitForDoc(human.path, (d) => d.delivery?.state === 'sent');
    // The time trap is off on the local stack (browser tests fill forms in a blink); with the
    // production threshold, a form sent a moment after it was shown is spam. (A collection with no
    // trigger, so only this call handles it.)
    const hurried = await adminDb().collection('scratch_submissions').add({ ...storedExample(), fill_ms: 400 });
    expect(await processSubmission(def, hurried, { ...testDeps(), minFillMs: 3_000 })).toBe('spam');
    expect((await hurried.get()).get('validation.spam')).toBe('too-fast');
    expect(await settledMail(def)).toHaveLength(1);
  });

  it('rejects blank required answers and oversize texts, as the browser would', async () => {
    const blank = await adminDb().collection(collection).add(storedExample({ nomeCompleto: '   ' }));
    const oversize = await adminDb().collection(collection).add(storedExample({ email: `${'a'.repeat(250)}@x.com` }));
    const blankDoc = await waitForDoc(blank.path, (d) => d.status !== undefined && d.status !== 'new');
    expect(blankDoc.status).toBe('rejected');
    expect(blankDoc.validation.errors).toContainEqual({ field: 'nomeCompleto', message: fieldMessage(def.fields.nomeCompleto) });
    const oversizeDoc = await waitForDoc(oversize.path, (d) => d.status !== undefined && d.status !== 'new');
    expect(oversizeDoc.validation.errors).toContainEqual({ field: 'email', message: 'Use no máximo 254 caracteres (você escreveu 256).' });
  });

  it('refuses a list not stored exactly as the form joins it: only the exact joined form of valid options passes', async () => {
    const sites = registry.forms.find((f) => f.id === 'criacao_sites')!;
    const deps = { ...testDeps(), validate: precompiledAnswersValidator(sites, pt.engine) };
    // A collection with no trigger, so only these calls handle the documents.
    const store = (funcionalidades: string) =>
      adminDb()
        .collection('scratch_submissions')
        .add({ ...toStoredAnswers(sites, sites.example!), funcionalidades, ...submissionMeta(sites, 'pt'), createdAt: FieldValue.serverTimestamp() });
    // 'blog,galeria' holds valid options but is not what the form writes: encoding it again differs.
    for (const text of ['blog,galeria', 'blog, blog', 'blog, , galeria', 'blog, nao_existe']) {
      const ref = await store(text);
      expect(await processSubmission(sites, ref, deps), text).toBe('rejected');
      expect((await ref.get()).get('validation.errors'), text).toEqual([{ field: 'funcionalidades', message: expect.any(String) }]);
    }
    expect(await processSubmission(sites, await store('blog, galeria'), deps)).toBe('sent');
  });

  it('links the e-mail to the lead in the viewer, with the received time, a WhatsApp chat and a mailto', async () => {
    const ref = await adminDb().collection(collection).add(storedExample({ nomeCompleto: 'Joana <b>Conceição</b>\u202E' }));
    const doc = await waitForDoc(ref.path, (d) => d.delivery?.state === 'sent');
    const [mail] = await waitForMail((m) => m.length === 1);
    expect(mail.subject).not.toMatch(/\p{Cc}|\u202e/u);
    expect(mail.text).toContain(`/admin/leads/${def.id}/${ref.id}`);
    expect(mail.html).toContain(`mailto:${def.example!.email}`);
    expect(mail.html).toContain('https://wa.me/55');
    expect(mail.text).toMatch(/Recebido em: \d{2}\/\d{2}\/\d{4}/);
    expect(mail.html).toContain('Joana &lt;b&gt;Conceição&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Conceição'); // every visitor text is escaped (summary.test.ts proves it of each one)
    // Staff find the lead by a piece of its name in the inbox (its summary), not by a search array on the submission.
    expect(doc.search).toBeUndefined();
    const summary = (await summaryDoc(def.id, ref.id).get()).data()!;
    expect(summary.name).toBe('Joana <b>Conceição</b>\u202E');
    expect(summary.pieces).toMatchObject({ joa: true, cao: true, nce: true });
  });
});

describe('flood control', () => {
  it('gathers leads past the hourly cap into one digest e-mail, each lead sent once', async () => {
    const scratch = { ...def, form: { ...def.form, collection: 'scratch_digest' } };
    await adminDb().recursiveDelete(adminDb().collection('mail_quota'));
    await adminDb().recursiveDelete(adminDb().collection(scratch.form.collection));
    const capped = { ...testDeps(), mailCapPerHour: 2 };
    const refs = [];
    for (let i = 0; i < 5; i++) refs.push(await adminDb().collection(scratch.form.collection).add(storedExample({ nomeCompleto: `Cliente Lote ${i}` })));
    const outcomes = [];
    for (const ref of refs) outcomes.push(await processSubmission(scratch, ref, capped));
    expect(outcomes).toEqual(['sent', 'sent', 'queued', 'queued', 'queued']);
    await waitForMail((m) => m.length === 2);

    // The next hour's sweep sends the three that waited as one message.
    const nextHour = { ...capped, now: () => Date.now() + 3_600_000 };
    expect((await sweepDeliveries({ ...registry, forms: [scratch] }, nextHour)).inDigest).toBe(3);
    const mail = await waitForMail((m) => m.length === 3);
    const digest = mail.find((m) => m.subject.startsWith('Resumo: 3'))!;
    for (const i of [2, 3, 4]) expect(digest.text).toContain(`Cliente Lote ${i}`);
    expect(digest.text).toContain(`/admin/leads/${def.id}/${refs[2].id}`);
    for (const [i, ref] of refs.entries()) {
      expect((await ref.get()).get('delivery')).toMatchObject({ state: 'sent', ...(i >= 2 ? { digest: true } : {}) });
    }
    // A collection with no trigger: the sweeps above ran here, and the sink stores a message before it
    // acknowledges it, so the mailbox already holds all they sent.
    expect((await sweepDeliveries({ ...registry, forms: [scratch] }, nextHour)).inDigest).toBe(0);
    expect(await listMail()).toHaveLength(3);
  });
});

/** Waits until no delivery is being sent and the documents stopped changing for a few seconds. */
async function quiescent(refs: { get(): Promise<{ data(): Record<string, unknown> | undefined }> }[], timeoutMs = 150_000) {
  const until = Date.now() + timeoutMs;
  let last = '';
  let still = 0;
  while (Date.now() < until && still < 3) {
    const docs = await Promise.all(refs.map(async (ref) => (await ref.get()).data() ?? {}));
    const sending = docs.some((d) => (d.delivery as { state?: string } | undefined)?.state === 'sending');
    const now = JSON.stringify(docs.map((d) => [d.status, d.delivery]));
    still = !sending && now === last ? still + 1 : 0;
    last = now;
    await new Promise((r) => setTimeout(r, 1000));
  }
}
