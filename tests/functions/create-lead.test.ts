import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureNewsletterLead } from '../../functions/src/create-lead';
import { processSubmission } from '../../functions/src/process-submission';
import { backfillLeads } from '../../scripts/backfill-leads';
import { readRegistry } from '../../scripts/lib/read-forms';
import { HISTORY, NEWSLETTER_COLLECTION, NEWSLETTER_FORM_ID } from '../../src/domain/lead';
import { BOT_TRAP, MIN_FILL_MS } from '../../src/forms/core/record';
import { adminDb, waitForDoc } from '../support/admin';
import { clearMail, listMail, smtp } from '../support/mailbox';
import { settledSignups } from '../support/settled';
import { historyOf, storedExample, summaryDoc } from '../support/stored-lead';
import { testDeps } from '../support/test-deps';

/*
 * The summary each lead gets in `leads/` (what the staff inbox lists): written by the deployed triggers
 * when a submission is judged or a newsletter signup arrives, and by the
 * backfill for leads stored before; never twice, and never over what staff changed.
 */
const registry = readRegistry();
const def = registry.forms.find((f) => f.id === 'videos_cinematograficos')!;
const collection = def.form.collection;
/** The same form in a collection no trigger watches: only the calls a case makes handle its documents. */
const scratch = { ...def, form: { ...def.form, collection: 'scratch_summaries' } };

const tag = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function judgedSummary(ref: { id: string; path: string }) {
  await waitForDoc(ref.path, (d) => d.status !== undefined && d.status !== 'new');
  return waitForDoc(summaryDoc(def.id, ref.id).path, () => true);
}

/** A colleague moving a lead on, as the pipeline page does: the change and its history entry in one batch. */
async function staffMovesOn(formId: string, docId: string) {
  const summary = summaryDoc(formId, docId);
  const event = summary.collection(HISTORY).doc();
  const batch = adminDb().batch();
  batch.create(event, { at: FieldValue.serverTimestamp(), by: 'staff-uid', byEmail: 'equipe@example.com', kind: 'stage', from: 'novo', to: 'em_contato' });
  batch.update(summary, { stage: 'em_contato', lastEvent: event.id, updatedAt: FieldValue.serverTimestamp(), updatedBy: 'staff-uid' });
  await batch.commit();
  return (await summary.get()).data()!;
}

beforeAll(async () => {
  await adminDb().doc('settings/company').set({ email: 'contato@movaly.com.br' });
});

beforeEach(async () => {
  await smtp('up');
  await clearMail();
});

describe('lead summaries', () => {
  it('an accepted lead gets one summary: who, which form, when, stage novo, and one received entry', async () => {
    const name = `Ana Resumo ${tag()}`;
    const ref = await adminDb().collection(collection).add(storedExample(def, { nomeCompleto: name, email: 'Ana.Resumo@Example.com' }));
    const summary = await judgedSummary(ref);
    const doc = (await ref.get()).data()!;
    expect(doc.status).toBe('accepted');
    expect(summary).toMatchObject({
      formId: def.id,
      collection,
      docId: ref.id,
      name,
      email: 'Ana.Resumo@Example.com',
      emailKey: 'ana.resumo@example.com',
      phone: def.example!.whatsapp,
      phoneDigits: String(def.example!.whatsapp).replace(/\D/g, ''),
      company: def.example!.empresa,
      locale: 'pt',
      stage: 'novo',
      spam: false,
      spamReason: null,
      assignee: null,
      followUp: null,
      due: null,
      firstContactAt: null,
      updatedBy: null,
    });
    expect((summary.receivedAt as Timestamp).isEqual(doc.createdAt)).toBe(true);
    // The inbox finds it by a piece from the middle of the name.
    expect(summary.text).toContain('ana resumo');
    expect(summary.pieces).toMatchObject({ sum: true, res: true });
    // And a broad search pages it newest first by each piece's received time.
    expect((summary.recent.res as Timestamp).isEqual(doc.createdAt)).toBe(true);

    const history = await historyOf(def.id, ref.id);
    expect(history).toHaveLength(1);
    expect(history[0].data()).toMatchObject({ kind: 'received', by: 'system', byEmail: null });
    expect(Math.abs((history[0].get('at') as Timestamp).toMillis() - Date.now())).toBeLessThan(60_000);
    expect(summary.lastEvent).toBe(history[0].id);
  });

  it('a submission caught by the bot trap arrives as spam, with the reason', async () => {
    const ref = await adminDb().collection(collection).add({ ...storedExample(def), trap: 'https://spam.example' });
    const summary = await judgedSummary(ref);
    expect(summary).toMatchObject({ stage: 'spam', spam: true, spamReason: 'honeypot', name: def.example!.nomeCompleto });
    expect(await historyOf(def.id, ref.id)).toHaveLength(1);
  });

  it('a submission that fails validation arrives as spam, for the reason rejected', async () => {
    const ref = await adminDb().collection(collection).add({ ...storedExample(def), intruso: 'x' });
    const summary = await judgedSummary(ref);
    expect((await ref.get()).get('status')).toBe('rejected');
    expect(summary).toMatchObject({ stage: 'spam', spam: true, spamReason: 'rejected' });
  });

  it('processing again, even at once twice, writes nothing more and keeps what staff changed', async () => {
    const ref = await adminDb().collection(scratch.form.collection).add(storedExample(def, { nomeCompleto: `Duas Vezes ${tag()}` }));
    // Two runs at the same moment (a redelivered event beside the sweep): one summary, one received entry.
    expect(await Promise.all([processSubmission(scratch, ref, testDeps(def)), processSubmission(scratch, ref, testDeps(def))])).toContain('sent');
    expect(await historyOf(def.id, ref.id)).toHaveLength(1);
    expect((await summaryDoc(def.id, ref.id).get()).get('collection')).toBe(scratch.form.collection);

    const worked = await staffMovesOn(def.id, ref.id);
    expect(await processSubmission(scratch, ref, testDeps(def))).toBe('skipped');
    expect((await summaryDoc(def.id, ref.id).get()).data()).toEqual(worked);
    expect((await historyOf(def.id, ref.id)).map((e) => e.get('kind')).sort()).toEqual(['received', 'stage']);
  });

  it('a lead accepted before summaries existed gets one when processed again', async () => {
    const ref = await adminDb().collection(scratch.form.collection).add(storedExample(def, { nomeCompleto: `Antigo ${tag()}` }));
    expect(await processSubmission(scratch, ref, testDeps(def))).toBe('sent');
    await adminDb().recursiveDelete(summaryDoc(def.id, ref.id));
    expect(await processSubmission(scratch, ref, testDeps(def))).toBe('skipped');
    expect((await summaryDoc(def.id, ref.id).get()).get('stage')).toBe('novo');
    expect(await historyOf(def.id, ref.id)).toHaveLength(1);
  });

  it('a newsletter signup gets a summary of the pseudo-form newsletter', async () => {
    const email = `assina.${tag()}@example.com`;
    const ref = await adminDb()
      .collection(NEWSLETTER_COLLECTION)
      .add({ email, whatsapp: '+55 (11) 91234-5678', service_interests: ['todos'], createdAt: FieldValue.serverTimestamp() });
    const summary = await waitForDoc(summaryDoc(NEWSLETTER_FORM_ID, ref.id).path, () => true);
    expect(summary).toMatchObject({
      formId: NEWSLETTER_FORM_ID,
      collection: NEWSLETTER_COLLECTION,
      docId: ref.id,
      name: null,
      email,
      emailKey: email,
      phone: '+55 (11) 91234-5678',
      phoneDigits: '5511912345678',
      company: null,
      stage: 'novo',
      spam: false,
    });
    const history = await historyOf(NEWSLETTER_FORM_ID, ref.id);
    expect(history.map((e) => e.get('kind'))).toEqual(['received']);
    expect(summary.lastEvent).toBe(history[0].id);
  });
});

/*
 * The newsletter signup carries the briefings' bot trap (src/forms/core/record.ts): a signup it catches is
 * stored, marked spam as a briefing is (status, validation.spam), its lead arrives in the spam stage, and
 * nobody is e-mailed; a person's signup is summarized as before and left as it was stored.
 */
describe('newsletter signups and the bot trap', () => {
  const signup = (email: string, trap: Record<string, unknown>) => ({
    email,
    whatsapp: null,
    service_interests: ['todos'],
    createdAt: FieldValue.serverTimestamp(),
    ...trap,
  });
  /** Nothing in the local mailbox names `email`, once the trigger handled every signup written before. */
  async function mailedNobodyAbout(email: string) {
    await settledSignups();
    expect((await listMail()).filter((m) => `${m.subject}${m.text}${m.html}`.includes(email))).toEqual([]);
  }

  it('a signup whose honeypot a script filled is stored, marked spam, arrives as spam and is e-mailed to nobody', async () => {
    const email = `robo.${tag()}@example.com`;
    const ref = await adminDb()
      .collection(NEWSLETTER_COLLECTION)
      .add(signup(email, { [BOT_TRAP.honeypot]: 'https://spam.example', [BOT_TRAP.fillMs]: 95_000 }));
    const summary = await waitForDoc(summaryDoc(NEWSLETTER_FORM_ID, ref.id).path, () => true);
    expect(summary).toMatchObject({ formId: NEWSLETTER_FORM_ID, docId: ref.id, email, stage: 'spam', spam: true, spamReason: 'honeypot' });
    // Marked in the same write as its lead; what the visitor sent stays as sent.
    const stored = (await ref.get()).data()!;
    expect(stored).toMatchObject({ email, status: 'spam', validation: { errors: [], spam: 'honeypot' }, [BOT_TRAP.honeypot]: 'https://spam.example' });
    expect((await historyOf(NEWSLETTER_FORM_ID, ref.id)).map((e) => e.get('kind'))).toEqual(['received']);
    await mailedNobodyAbout(email);
  });

  it('a person’s signup with the trap untouched is summarized as before and left as stored', async () => {
    const email = `pessoa.${tag()}@example.com`;
    const ref = await adminDb().collection(NEWSLETTER_COLLECTION).add(signup(email, { [BOT_TRAP.fillMs]: 95_000 }));
    const summary = await waitForDoc(summaryDoc(NEWSLETTER_FORM_ID, ref.id).path, () => true);
    expect(summary).toMatchObject({ email, stage: 'novo', spam: false, spamReason: null });
    const stored = (await ref.get()).data()!;
    expect(stored.status).toBeUndefined();
    expect(stored.validation).toBeUndefined();
    expect(Object.keys(stored).sort()).toEqual(['createdAt', 'email', BOT_TRAP.fillMs, 'service_interests', 'whatsapp'].sort());
  });

  it('with the production threshold, a signup sent a moment after the card was shown is spam, once; one a person took time over is not', async () => {
    // The time trap is off on the local stack (MIN_FILL_SECONDS=0: browser tests sign up in a blink), so the
    // deployed trigger would pass these: a collection no trigger watches, handled by these calls alone.
    const scratch = adminDb().collection('scratch_newsletter');
    const hurried = await scratch.add(signup(`rapido.${tag()}@example.com`, { [BOT_TRAP.fillMs]: 400 }));
    const human = await scratch.add(signup(`calma.${tag()}@example.com`, { [BOT_TRAP.fillMs]: 95_000 }));
    expect(await ensureNewsletterLead(adminDb(), hurried, MIN_FILL_MS)).toBe(true);
    expect(await ensureNewsletterLead(adminDb(), human, MIN_FILL_MS)).toBe(true);

    const judged = (await hurried.get()).data()!;
    expect(judged).toMatchObject({ status: 'spam', validation: { spam: 'too-fast' } });
    expect((await summaryDoc(NEWSLETTER_FORM_ID, hurried.id).get()).data()).toMatchObject({ stage: 'spam', spam: true, spamReason: 'too-fast' });
    expect((await human.get()).get('status')).toBeUndefined();
    expect((await summaryDoc(NEWSLETTER_FORM_ID, human.id).get()).data()).toMatchObject({ stage: 'novo', spam: false, spamReason: null });

    // Handled again (a redelivered event, the backfill), even with the time trap off: nothing more is
    // written, and a summary lost since is written again with the verdict first given.
    expect(await ensureNewsletterLead(adminDb(), hurried, 0)).toBe(false);
    expect(((await hurried.get()).get('validation.checkedAt') as Timestamp).isEqual(judged.validation.checkedAt)).toBe(true);
    expect(await historyOf(NEWSLETTER_FORM_ID, hurried.id)).toHaveLength(1);
    await adminDb().recursiveDelete(summaryDoc(NEWSLETTER_FORM_ID, hurried.id));
    expect(await ensureNewsletterLead(adminDb(), hurried, 0)).toBe(true);
    expect((await summaryDoc(NEWSLETTER_FORM_ID, hurried.id).get()).data()).toMatchObject({ stage: 'spam', spamReason: 'too-fast' });

    // These leads point at a collection the inbox does not know: they go with the scratch signups.
    for (const ref of [hurried, human]) await adminDb().recursiveDelete(summaryDoc(NEWSLETTER_FORM_ID, ref.id));
    await adminDb().recursiveDelete(scratch);
  });
});

describe('leads:backfill', () => {
  it('writes the summaries of judged leads stored before, only the missing ones, and nothing the second time', async () => {
    await adminDb().recursiveDelete(adminDb().collection(scratch.form.collection));
    const store = async (data: Record<string, unknown>) => {
      const ref = await adminDb().collection(scratch.form.collection).add({ ...storedExample(def, { nomeCompleto: `Legado ${tag()}` }), ...data });
      return ref;
    };
    // As an earlier version left them: judged, no summary.
    const accepted = await store({ status: 'accepted', validation: { errors: [] }, delivery: { state: 'sent' } });
    const spam = await store({ status: 'spam', trap: 'x', validation: { errors: [], spam: 'honeypot' } });
    const rejected = await store({ status: 'rejected', validation: { errors: [{ field: 'x', message: 'y' }] } });
    const unjudged = await store({});
    // One that already has a summary staff worked on.
    const worked = await store({});
    await processSubmission(scratch, worked, testDeps(def));
    const workedSummary = await staffMovesOn(def.id, worked.id);

    const only = { ...registry, forms: [scratch] };
    const first = await backfillLeads(adminDb(), only);
    expect(first.find((c) => c.collection === scratch.form.collection)).toEqual({ collection: scratch.form.collection, scanned: 4, created: 3 });
    expect((await summaryDoc(def.id, accepted.id).get()).data()).toMatchObject({ stage: 'novo', spam: false, collection: scratch.form.collection });
    expect((await summaryDoc(def.id, spam.id).get()).data()).toMatchObject({ stage: 'spam', spamReason: 'honeypot' });
    expect((await summaryDoc(def.id, rejected.id).get()).data()).toMatchObject({ stage: 'spam', spamReason: 'rejected' });
    expect((await summaryDoc(def.id, unjudged.id).get()).exists).toBe(false);
    expect((await summaryDoc(def.id, worked.id).get()).data()).toEqual(workedSummary);
    for (const ref of [accepted, spam, rejected]) expect(await historyOf(def.id, ref.id)).toHaveLength(1);

    const second = await backfillLeads(adminDb(), only);
    expect(second.every((c) => c.created === 0)).toBe(true);
    expect(await historyOf(def.id, accepted.id)).toHaveLength(1);
  });
});
