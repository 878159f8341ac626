import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { ACTIVITY_BACKFILL_DOC, backfillLastActivity } from '../../functions/src/backfill-activity';
import { backfillRecentPieces, RECENT_BACKFILL_DOC } from '../../functions/src/backfill-recent';
import { backfillSearchPairs, PAIRS_BACKFILL_DOC } from '../../functions/src/backfill-pairs';
import { MAINTENANCE } from '../../functions/src/walk-leads';
import { touchPersonLeads } from '../../functions/src/person-activity';
import { processSubmission } from '../../functions/src/process-submission';
import { readRegistry } from '../../scripts/lib/read-forms';
import { LEADS, leadId, newLead, type Stage } from '../../src/domain/lead';
import { BOT_TRAP } from '../../src/forms/core/record';
import { adminDb } from '../support/admin';
import { storedExample, summaryDoc } from '../support/stored-lead';
import { testDeps } from '../support/test-deps';

/*
 * A lead's last activity as the function keeps it (issue 29 part 4): a new submission of the same
 * person (same e-mail, or the same phone with or without 55) moves their open leads' last activity to
 * its arrival; a spam arrival, a closed lead, another person or a later staff change are left alone;
 * and the sweep's one-time backfills date the summaries stored before the field existed, and their
 * search pieces (issue 39) before `recent` and `pairs` existed.
 */
const def = readRegistry().forms.find((f) => f.id === 'contato')!;
/** The same form in a collection no trigger watches: only the calls a case makes handle its documents. */
const scratch = { ...def, form: { ...def.form, collection: 'scratch_activity' } };
const DAY = 86_400_000;
const tag = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
/** Eight digits of this run only, as a mobile number after its area code. */
const phoneOf = (t: string) => `(11) 9${t.slice(-8, -4)}-${t.slice(-4)}`;

/** A summary as the function writes it, received `daysAgo`, in `stage`, for the person of `identity`. */
async function storedSummary(docId: string, identity: { email?: string; phone?: string }, stage: Stage, daysAgo: number) {
  const receivedAt = Timestamp.fromMillis(Date.now() - daysAgo * DAY);
  const summary = newLead(
    { formId: def.id, collection: scratch.form.collection, docId, receivedAt, locale: 'pt', spamReason: null, updatedAt: receivedAt },
    { name: `Pessoa ${docId}`, ...identity },
  );
  await summaryDoc(def.id, docId).set({ ...summary, stage, spam: stage === 'spam', lastEvent: null });
  return receivedAt;
}

const activityOf = async (docId: string) => (await summaryDoc(def.id, docId).get()).get('lastActivityAt') as Timestamp;

describe("a new submission of the same person", () => {
  it("moves the last activity of the person's open leads to its arrival, not a closed lead's nor another person's", async () => {
    const t = tag();
    const phone = phoneOf(t);
    const open = await storedSummary(`open-${t}`, { email: `pessoa.${t}@example.com` }, 'em_contato', 10);
    const closed = await storedSummary(`closed-${t}`, { phone }, 'fechado', 10);
    const stranger = await storedSummary(`stranger-${t}`, { email: `outra.${t}@example.com`, phone: phoneOf(tag()) }, 'novo', 10);
    await storedSummary(`phone-${t}`, { phone: `+55 ${phone}` }, 'proposta_enviada', 9);

    // The same e-mail in other capitals, and the phone as typed without 55.
    const ref = await adminDb()
      .collection(scratch.form.collection)
      .add(storedExample(def, { nome: `Pessoa Nova ${t}`, email: `Pessoa.${t}@Example.com`, telefone: phone }));
    await processSubmission(scratch, ref, testDeps(def));
    const arrived = (await summaryDoc(def.id, ref.id).get()).data()!;
    const receivedAt = arrived.receivedAt as Timestamp;
    // The new lead's own last activity is its arrival.
    expect((arrived.lastActivityAt as Timestamp).isEqual(receivedAt)).toBe(true);

    expect((await activityOf(`open-${t}`)).isEqual(receivedAt), 'open lead, same e-mail').toBe(true);
    expect((await activityOf(`phone-${t}`)).isEqual(receivedAt), 'open lead, same phone with 55').toBe(true);
    expect((await activityOf(`closed-${t}`)).isEqual(closed), 'closed lead').toBe(true);
    expect((await activityOf(`stranger-${t}`)).isEqual(stranger), 'another person').toBe(true);
    expect(open.toMillis()).toBeLessThan(receivedAt.toMillis());
  });

  it('moves nothing when the new submission is spam', async () => {
    const t = tag();
    const email = `robo.${t}@example.com`;
    const before = await storedSummary(`open-${t}`, { email }, 'novo', 3);
    const ref = await adminDb()
      .collection(scratch.form.collection)
      .add({ ...storedExample(def, { email, telefone: phoneOf(t) }), [BOT_TRAP.honeypot]: 'https://spam.example' });
    expect(await processSubmission(scratch, ref, testDeps(def))).toBe('spam');
    expect((await activityOf(`open-${t}`)).isEqual(before)).toBe(true);
  });

  it('never moves back a last activity later than the arrival (a staff change made meanwhile)', async () => {
    const t = tag();
    const email = `depois.${t}@example.com`;
    await storedSummary(`worked-${t}`, { email }, 'em_contato', 5);
    const later = Timestamp.fromMillis(Date.now() + 60_000);
    await summaryDoc(def.id, `worked-${t}`).update({ lastActivityAt: later });
    const moved = await touchPersonLeads(adminDb(), { id: leadId(def.id, `new-${t}`), emailKey: email, phoneDigits: null, receivedAt: Timestamp.now(), spam: false });
    expect(moved).toBe(0);
    expect((await activityOf(`worked-${t}`)).isEqual(later)).toBe(true);
  });
});

describe("the sweep's one-time backfill", () => {
  it('dates a summary stored without a last activity by its last change, keeps one that has it, then stops for good', async () => {
    const t = tag();
    const marker = adminDb().collection(MAINTENANCE).doc(ACTIVITY_BACKFILL_DOC);
    await marker.delete();
    const received = await storedSummary(`old-${t}`, { email: `antiga.${t}@example.com` }, 'em_contato', 20);
    const changed = Timestamp.fromMillis(received.toMillis() + 2 * DAY);
    await summaryDoc(def.id, `old-${t}`).update({ lastActivityAt: FieldValue.delete(), updatedAt: changed });
    const kept = await storedSummary(`new-${t}`, { email: `nova.${t}@example.com` }, 'novo', 1);

    // A pass works a bounded number of pages: as many passes as the emulator's summaries need.
    for (let pass = 0; pass < 10 && (await marker.get()).get('done') !== true; pass++) await backfillLastActivity(adminDb());
    expect((await marker.get()).get('done')).toBe(true);
    expect((await activityOf(`old-${t}`)).isEqual(changed)).toBe(true);
    expect((await activityOf(`new-${t}`)).isEqual(kept)).toBe(true);

    // Done: a summary written without the field now (none is, outside this test) is no longer looked for.
    await summaryDoc(def.id, `old-${t}`).update({ lastActivityAt: FieldValue.delete() });
    expect(await backfillLastActivity(adminDb())).toBe(0);
    expect(await activityOf(`old-${t}`)).toBeUndefined();
  });

  it("gives a summary stored without `recent` each search piece with its received time, once, and keeps a saved one's", async () => {
    const t = tag();
    const marker = adminDb().collection(MAINTENANCE).doc(RECENT_BACKFILL_DOC);
    await marker.delete();
    const received = await storedSummary(`pieces-${t}`, { email: `pecas.${t}@example.com` }, 'novo', 40);
    await summaryDoc(def.id, `pieces-${t}`).update({ recent: FieldValue.delete() });
    const kept = Timestamp.fromMillis(received.toMillis() + DAY);
    await storedSummary(`dated-${t}`, { email: `datada.${t}@example.com` }, 'novo', 2);
    await summaryDoc(def.id, `dated-${t}`).update({ recent: { pes: kept } });

    for (let pass = 0; pass < 10 && (await marker.get()).get('done') !== true; pass++) await backfillRecentPieces(adminDb());
    expect((await marker.get()).get('done')).toBe(true);
    const old = (await summaryDoc(def.id, `pieces-${t}`).get()).data()!;
    expect(Object.keys(old.recent).sort()).toEqual(Object.keys(old.pieces).sort());
    expect(Object.values(old.recent as Record<string, Timestamp>).every((at) => at.isEqual(received))).toBe(true);
    expect((await summaryDoc(def.id, `dated-${t}`).get()).get('recent')).toEqual({ pes: kept });
    expect(await backfillRecentPieces(adminDb())).toBe(0);
  });

  it("gives a summary stored without `pairs` each 2-character piece of its text with its received time, once, and keeps a saved one's", async () => {
    const t = tag();
    const marker = adminDb().collection(MAINTENANCE).doc(PAIRS_BACKFILL_DOC);
    await marker.delete();
    const received = await storedSummary(`pairs-${t}`, { email: `par.${t}@example.com` }, 'novo', 40);
    const { text } = (await summaryDoc(def.id, `pairs-${t}`).get()).data()!;
    await summaryDoc(def.id, `pairs-${t}`).update({ pairs: FieldValue.delete() });
    const kept = Timestamp.fromMillis(received.toMillis() + DAY);
    await storedSummary(`paired-${t}`, { email: `pareada.${t}@example.com` }, 'novo', 2);
    await summaryDoc(def.id, `paired-${t}`).update({ pairs: { pa: kept } });

    for (let pass = 0; pass < 10 && (await marker.get()).get('done') !== true; pass++) await backfillSearchPairs(adminDb());
    expect((await marker.get()).get('done')).toBe(true);
    const pairs = (await summaryDoc(def.id, `pairs-${t}`).get()).get('pairs') as Record<string, Timestamp>;
    // Every two characters of its name and e-mail, as typed together, and none across them.
    expect(Object.keys(pairs)).toEqual(expect.arrayContaining(['pe', 'r.', `${t.slice(-2)}`, '@e']));
    expect(Object.keys(pairs).every((pair) => pair.length === 2 && !pair.includes('\n') && (text as string).includes(pair))).toBe(true);
    expect(Object.values(pairs).every((at) => at.isEqual(received))).toBe(true);
    expect((await summaryDoc(def.id, `paired-${t}`).get()).get('pairs')).toEqual({ pa: kept });
    expect(await backfillSearchPairs(adminDb())).toBe(0);
  });
});

// Every summary this file wrote is its own: leave none behind for other suites' counts.
afterAll(async () => {
  const mine = await adminDb().collection(LEADS).where('collection', '==', scratch.form.collection).get();
  await Promise.all(mine.docs.map((doc) => adminDb().recursiveDelete(doc.ref)));
});
