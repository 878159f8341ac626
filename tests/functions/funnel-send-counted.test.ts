import { randomBytes } from 'node:crypto';
import { type DocumentData, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { processSubmission } from '../../functions/src/process-submission';
import { readRegistry } from '../../scripts/lib/read-forms';
import { addDays, foldFunnelDay, FUNNEL_EVENTS, type FunnelDoc, funnelSendId } from '../../src/domain/funnel';
import { brazilDay, brazilDayStart } from '../../src/domain/studio-time';
import { BOT_TRAP, FUNNEL_SEND } from '../../src/forms/core/record';
import { adminDb, waitForDoc } from '../support/admin';
import { clearMail, smtp } from '../support/mailbox';
import { storedExample } from '../support/stored-lead';
import { testDeps } from '../support/test-deps';

/*
 * The send counted from the stored submission (src/domain/funnel.ts, funnelSendOf): a submission that
 * names its funnel visit gets that visit's 'submit' event from the function, whatever became of the
 * page that sent it (closed at once, no pagehide, none of its own funnel batches sent). The deployed
 * trigger runs on the document's creation; the test also runs the same code itself, at the same time,
 * as a redelivered event or the sweep would, and the funnel must still hold exactly one event.
 */
const registry = readRegistry();
// The strategic briefing: where stored sends showed as 'Enviaram 0'.
const def = registry.forms.find((f) => f.id === 'conteudo_estrategico')!;
const collection = def.form.collection;
const newVisit = () => randomBytes(16).toString('hex');
const withVisit = (visit: string, ms: unknown = 95_000, overrides: Record<string, unknown> = {}) => ({
  ...storedExample(def),
  [FUNNEL_SEND.visit]: visit,
  [FUNNEL_SEND.ms]: ms,
  ...overrides,
});
const eventsOfVisit = async (visit: string) => (await adminDb().collection(FUNNEL_EVENTS).where('visit', '==', visit).get()).docs;
const judged = (path: string) => waitForDoc(path, (d) => d.status !== undefined && d.status !== 'new');

/**
 * What the staff page folds for a day not folded yet (src/backend/funnel-reports.ts): the form's events of
 * that day, through the same pure fold, with and without one visit's. Both from one read, so a visit of
 * a browser suite running beside this one changes both alike.
 */
async function pageTotals(day: string, visit: string) {
  const snap = await adminDb()
    .collection(FUNNEL_EVENTS)
    .where('form', '==', def.id)
    .where('at', '>=', Timestamp.fromDate(brazilDayStart(day)))
    .where('at', '<', Timestamp.fromDate(brazilDayStart(addDays(day, 1))))
    .get();
  const docs = snap.docs.map((d) => d.data() as FunnelDoc);
  const totals = (of: FunnelDoc[]) => foldFunnelDay(day, of).find((t) => t.form === def.id) ?? { visits: 0, views: 0, starts: 0, submits: 0 };
  return { withIt: totals(docs), without: totals(docs.filter((d) => d.visit !== visit)) };
}

beforeAll(async () => {
  await adminDb().doc('settings/company').set({ email: 'contato@movaly.com.br' });
});

beforeEach(async () => {
  await smtp('up');
  await clearMail();
});

describe("the funnel's send, counted from the submission", () => {
  it("gives a submission naming its visit exactly one 'submit' event for that visit, however often it is processed", async () => {
    const visit = newVisit();
    const ref = await adminDb().collection(collection).add(withVisit(visit));
    // The trigger runs on the create; these two run beside it, as a redelivered event would.
    await Promise.all([processSubmission(def, ref, testDeps(def)), processSubmission(def, ref, testDeps(def))]);
    const doc = await waitForDoc(ref.path, (d) => d.delivery?.state === 'sent');
    // And again once everything is done: a late redelivery.
    expect(await processSubmission(def, ref, testDeps(def))).toBe('skipped');

    const events = await eventsOfVisit(visit);
    expect(events).toHaveLength(1);
    expect(events[0].id).toBe(funnelSendId(def.id, ref.id));
    expect(events[0].data()).toEqual({ form: def.id, visit, events: [{ kind: 'submit', ms: 95_000 }], at: expect.any(Timestamp) });
    // The lead is judged as any other, and keeps no link to its anonymous visit; its answers are as sent.
    expect(doc.status).toBe('accepted');
    expect(doc[FUNNEL_SEND.visit]).toBeUndefined();
    expect(doc[FUNNEL_SEND.ms]).toBeUndefined();
    for (const [key, value] of Object.entries(storedExample(def))) if (key !== 'createdAt' && key !== 'status') expect(doc[key], key).toEqual(value);
  });

  it('is counted by the staff funnel as a send, once, whether or not the page sent events of its own', async () => {
    const visit = newVisit();
    const ref = await adminDb().collection(collection).add(withVisit(visit));
    await judged(ref.path);
    const [event] = await eventsOfVisit(visit);
    const day = brazilDay((event.get('at') as Timestamp).toDate());

    const { withIt, without } = await pageTotals(day, visit);
    // A visit whose page was closed before any batch of its own left: it sent, so it also viewed and started.
    expect(withIt.visits - without.visits).toBe(1);
    expect(withIt.submits - without.submits).toBe(1);
    expect(withIt.views - without.views).toBe(1);
    expect(withIt.starts - without.starts).toBe(1);

    // The same visit's own events arriving after all (its tab's next page), a 'submit' among them: still one send.
    await adminDb()
      .collection(FUNNEL_EVENTS)
      .add({ form: def.id, visit, events: [{ kind: 'view', ms: 0 }, { kind: 'start', ms: 5000 }, { kind: 'submit', ms: 95_000 }], at: Timestamp.now() });
    const again = await pageTotals(day, visit);
    expect(again.withIt.submits - again.without.submits).toBe(1);
    expect(again.withIt.visits - again.without.visits).toBe(1);
  });

  it('counts a send the function judges spam, as the page counted every stored send before', async () => {
    const visit = newVisit();
    const ref = await adminDb().collection(collection).add(withVisit(visit, 1200, { [BOT_TRAP.honeypot]: 'http://spam.example' }));
    const doc = await judged(ref.path);
    expect(doc.status).toBe('spam');
    const events = await eventsOfVisit(visit);
    expect(events.map((e) => e.data().events)).toEqual([[{ kind: 'submit', ms: 1200 }]]);
    expect(doc[FUNNEL_SEND.visit]).toBeUndefined();
  });

  it('writes no event for a visit of another shape (a script going around the rules), and judges the lead as usual', async () => {
    const ref = await adminDb().collection(collection).add(withVisit('ana@example.com', 1000));
    const doc: DocumentData = await judged(ref.path);
    // Not an unknown answer: the lead is accepted, the bad visit dropped.
    expect(doc.status).toBe('accepted');
    expect(doc[FUNNEL_SEND.visit]).toBeUndefined();
    expect(doc[FUNNEL_SEND.ms]).toBeUndefined();
    expect((await adminDb().collection(FUNNEL_EVENTS).doc(funnelSendId(def.id, ref.id)).get()).exists).toBe(false);
    expect(await eventsOfVisit('ana@example.com')).toHaveLength(0);
  });

  it('writes no event for a submission that names no visit (an older page, storage blocked)', async () => {
    const ref = await adminDb().collection(collection).add(storedExample(def));
    expect((await judged(ref.path)).status).toBe('accepted');
    expect((await adminDb().collection(FUNNEL_EVENTS).doc(funnelSendId(def.id, ref.id)).get()).exists).toBe(false);
  });
});
