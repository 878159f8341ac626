import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { addDoc, collection as collectionOf, serverTimestamp, setLogLevel } from 'firebase/firestore/lite';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readRegistry } from '../../scripts/lib/read-forms';
import { firestore } from '../../src/backend/firebase';
import { FunnelTooSoonError, sendFunnelDocs } from '../../src/backend/funnel-send';
import { SubmitTooSoonError } from '../../src/backend/gated-create';
import { subscribeToNewsletter } from '../../src/backend/newsletter';
import { submitAnswers } from '../../src/backend/submissions';
import { visitorUid } from '../../src/backend/visitor-identity';
import { FUNNEL_EVENTS, FUNNEL_GAP_SECONDS } from '../../src/domain/funnel';
import { LEADS, leadId } from '../../src/domain/lead';
import { SUBMIT_GATE, submitGatePath } from '../../src/domain/submit-gate';
import { botTrapFields, submissionMeta, toStoredAnswers } from '../../src/forms/core/record';
import { adminDb, waitForDoc } from '../support/admin';
import { smtp } from '../support/mailbox';
import { unique } from '../support/function-host';

/*
 * A visitor's writes made by the site's own code (src/backend: the anonymous account, the gate read,
 * the one batch of gate and document), not by the admin SDK around the rules as the other files here
 * write: against the Auth emulator and the Firestore emulator's rules (firebase.json's), in this
 * suite's project, where the deployed trigger judges and e-mails what was stored. The browser journeys
 * send through the same code; this says, without a browser, that what the page writes is what the
 * rules accept and the function serves, and that the gate stops a second send before anything is written.
 */
const def = readRegistry().forms.find((f) => f.id === 'videos_cinematograficos')!;
const answers = def.example!;
const trap = { honeypot: '', fillMs: 42_000 };
const gateOf = async (collection: string) => (await adminDb().doc(submitGatePath(await visitorUid(), collection)).get()).get('last') as Timestamp | undefined;

beforeAll(async () => {
  // The refusal below is expected; the SDK would log it as a warning beside the suite's real ones.
  setLogLevel('error');
  await adminDb().doc('settings/company').set({ email: 'contato@movaly.com.br' });
});

beforeEach(async () => {
  await smtp('up');
  // Each case starts with this visitor's gates open, as a visitor's first send of the day would.
  await adminDb().recursiveDelete(adminDb().collection(SUBMIT_GATE.root));
});

describe("a visitor's writes through the site's own code", () => {
  it('stores a briefing the rules accept, which the function judges and e-mails', async () => {
    const id = await submitAnswers(def, answers, 'pt', trap);

    const stored = await waitForDoc(`${def.form.collection}/${id}`, (d) => d.delivery?.state === 'sent');
    expect(stored.status).toBe('accepted');
    expect(stored.createdAt).toBeInstanceOf(Timestamp);
    // As the page sent them, but for the status the function moved on from 'new'.
    for (const [key, value] of Object.entries({ ...toStoredAnswers(def, answers), ...submissionMeta(def, 'pt') })) {
      if (key !== 'status') expect(stored[key], key).toEqual(value);
    }
    await waitForDoc(`${LEADS}/${leadId(def.id, id)}`, (d) => d.stage === 'novo');
    // The gate moved in the same batch, to the server's time of the write.
    expect((await gateOf(def.form.collection))?.toMillis()).toBe((stored.createdAt as Timestamp).toMillis());
  });

  it('stops a second briefing within the minute before writing, saying how many seconds to wait', async () => {
    await submitAnswers(def, answers, 'pt', trap);
    const gate = await gateOf(def.form.collection);
    const before = (await adminDb().collection(def.form.collection).count().get()).data().count;

    const refused = await submitAnswers(def, answers, 'pt', trap).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SubmitTooSoonError);
    expect((refused as SubmitTooSoonError).waitSeconds).toBeGreaterThan(0);
    expect((refused as SubmitTooSoonError).waitSeconds).toBeLessThanOrEqual(SUBMIT_GATE.gapSeconds);
    expect((await adminDb().collection(def.form.collection).count().get()).data().count).toBe(before);
    expect((await gateOf(def.form.collection))?.isEqual(gate!)).toBe(true);
  });

  it('refuses a briefing written around the gate (a script using the same account), however the page would have sent it', async () => {
    await visitorUid();
    const write = addDoc(collectionOf(firestore(), def.form.collection), {
      ...toStoredAnswers(def, answers),
      ...submissionMeta(def, 'pt'),
      ...botTrapFields(trap),
      createdAt: serverTimestamp(),
    });
    await expect(write).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('keeps one gate per collection: a newsletter signup right after a briefing is stored', async () => {
    await submitAnswers(def, answers, 'pt', trap);
    const email = `news-${unique()}@example.com`;
    await subscribeToNewsletter({ email, whatsapp: null, service_interests: ['todos'] }, trap);

    const [signup] = (await adminDb().collection('newsletter_subscribers').where('email', '==', email).get()).docs;
    expect(signup.data()).toMatchObject({ email, whatsapp: null, service_interests: ['todos'], createdAt: expect.any(Timestamp) });
  });

  it("sends the funnel's batches through their own gate, and says how long to wait within its gap", async () => {
    const visit = randomBytes(16).toString('hex');
    await sendFunnelDocs([{ form: def.id, visit, events: [{ kind: 'view', ms: 0 }] }]);

    const refused = await sendFunnelDocs([{ form: def.id, visit, events: [{ kind: 'start', ms: 4000 }] }]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(FunnelTooSoonError);
    expect((refused as FunnelTooSoonError).waitMs).toBeGreaterThan(0);
    expect((refused as FunnelTooSoonError).waitMs).toBeLessThanOrEqual(FUNNEL_GAP_SECONDS * 1000 + 1500);
    const events = (await adminDb().collection(FUNNEL_EVENTS).where('visit', '==', visit).get()).docs.map((d) => d.data());
    expect(events).toEqual([{ form: def.id, visit, events: [{ kind: 'view', ms: 0 }], at: expect.any(Timestamp) }]);
  });
});
