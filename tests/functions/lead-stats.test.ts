import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAINTENANCE } from '../../functions/src/walk-leads';
import { backfillLeadStats, countLead, STATS_BACKFILL_DOC } from '../../functions/src/lead-stats';
import { type Identity, LEADS, leadId, newLead } from '../../src/domain/lead';
import { LEAD_PEOPLE, type PersonDoc, personDocId } from '../../src/domain/person-index';
import { contributionOf, LEAD_COUNTED, LEAD_STATS, type MonthStats, monthStatsId, nestedByDoc, PIPELINE_STATS, type PipelineStats } from '../../src/domain/lead-stats';
import { adminDb } from '../support/admin';

/*
 * The admin home's counters (issue 39), kept by the deployed `leadStats` trigger on every write of a
 * lead summary. Each case uses a form id of its own and a month of 2001, so that the counters it reads
 * move only with its own leads, whatever the other files store.
 */
const db = () => adminDb();
const RECEIVED = new Date('2001-02-10T15:00:00Z');
const MONTH = monthStatsId('2001-02');
const DAY = '2001-02-10';
let forms = 0;
const newForm = () => `stats_${Date.now()}_${++forms}`;

/** Every summary a case stored, deleted after it: a lead of 2001 left behind would be an old unassigned lead in another file's agenda. */
const created: FirebaseFirestore.DocumentReference[] = [];
afterEach(async () => {
  await Promise.all(created.splice(0).map((ref) => ref.delete()));
});

async function storeSummary(formId: string, docId: string, spamReason: string | null = null, identity: Identity = {}) {
  const at = Timestamp.fromDate(RECEIVED);
  const summary = newLead({ formId, collection: 'scratch_stats', docId, receivedAt: at, locale: 'pt', spamReason, updatedAt: at }, { name: `Conta ${docId}`, ...identity });
  const ref = db().collection(LEADS).doc(leadId(formId, docId));
  await ref.set(summary);
  created.push(ref);
  return ref;
}
const month = async () => ((await db().collection(LEAD_STATS).doc(MONTH).get()).data() ?? {}) as MonthStats;
const pipeline = async () => ((await db().collection(LEAD_STATS).doc(PIPELINE_STATS).get()).data() ?? {}) as PipelineStats;
const counted = async (id: string) => (await db().collection(LEAD_COUNTED).doc(id).get()).exists;
const settled = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 30_000, interval: 200 });

describe('the counters follow each lead', () => {
  it('a new lead counts in its form, month and day (spam in its stage alone); a move to won, then to lost, moves the difference; a deletion takes it all back', async () => {
    const form = newForm();
    const lead = await storeSummary(form, 'a');
    const spam = await storeSummary(form, 'b', 'honeypot');
    await settled(async () => {
      expect(await counted(lead.id)).toBe(true);
      expect(await counted(spam.id)).toBe(true);
    });
    expect((await month()).received?.[form]).toBe(1);
    expect((await month()).days?.[DAY]?.[form]).toBe(1);
    expect((await pipeline()).form?.[form]).toBe(1);

    await lead.update({ stage: 'fechado', wonValue: 150_000, updatedAt: FieldValue.serverTimestamp() });
    await settled(async () => expect((await month()).won?.[form]).toBe(1));
    expect((await month()).wonValue?.[form]).toBe(150_000);

    await lead.update({ stage: 'perdido', wonValue: null, lostReason: `Preço ${form}`, updatedAt: FieldValue.serverTimestamp() });
    await settled(async () => expect((await month()).lost?.[form]).toBe(1));
    const now = await month();
    expect([now.won?.[form], now.wonValue?.[form], now.lostReasons?.[`r:Preço ${form}`]]).toEqual([0, 0, 1]);

    await lead.delete();
    await spam.delete();
    await settled(async () => {
      expect(await counted(lead.id)).toBe(false);
      expect(await counted(spam.id)).toBe(false);
    });
    const after = await month();
    expect([after.received?.[form], after.days?.[DAY]?.[form], after.lost?.[form], after.lostReasons?.[`r:Preço ${form}`], (await pipeline()).form?.[form]]).toEqual([0, 0, 0, 0, 0]);
  });

  it('a repeated event moves nothing', async () => {
    const form = newForm();
    const lead = await storeSummary(form, 'a');
    await settled(async () => expect(await counted(lead.id)).toBe(true));
    expect(await countLead(db(), lead.id)).toBe(0);
    expect((await month()).received?.[form]).toBe(1);
  });
});

describe('the people index', () => {
  const person = async (key: string) => (await db().collection(LEAD_PEOPLE).doc(personDocId(key)).get()).data() as PersonDoc | undefined;

  it('lists each lead under its e-mail and its phone (with or without 55, one key), follows a rescue from spam, and goes with its last lead', async () => {
    const form = newForm();
    const digits = `9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const email = `pessoa.${form}@example.com`;
    const first = await storeSummary(form, 'a', null, { email: email.toUpperCase(), phone: `(11) ${digits.slice(0, 5)}-${digits.slice(5)}` });
    const bot = await storeSummary(form, 'b', 'honeypot', { email: `outra.${form}@example.com`, phone: `+55 11 ${digits}` });
    const phoneKey = `p:11${digits}`;
    await settled(async () => expect(Object.keys((await person(phoneKey))?.leads ?? {}).sort()).toEqual([first.id, bot.id]));
    expect((await person(`e:${email}`))?.leads).toEqual({ [first.id]: { at: RECEIVED.getTime(), spam: false } });
    expect((await person(phoneKey))?.leads?.[bot.id]?.spam).toBe(true);

    await bot.update({ spam: false, stage: 'novo', spamReason: null, updatedAt: FieldValue.serverTimestamp() });
    await settled(async () => expect((await person(phoneKey))?.leads?.[bot.id]?.spam).toBe(false));

    await first.delete();
    await settled(async () => expect(await person(`e:${email}`)).toBeUndefined());
    expect(Object.keys((await person(phoneKey))?.leads ?? {})).toEqual([bot.id]);
    await bot.delete();
    await settled(async () => expect(await person(phoneKey)).toBeUndefined());
  });
});

describe('the backfill', () => {
  it('counts once a summary stored before the counters, and then costs one read a pass', async () => {
    const form = newForm();
    const lead = await storeSummary(form, 'old');
    await settled(async () => expect(await counted(lead.id)).toBe(true));
    // As if stored before the counters existed: no record of it, and nothing of it counted.
    const record = db().collection(LEAD_COUNTED).doc(lead.id);
    const undo = db().batch();
    for (const [doc, fields] of nestedByDoc(contributionOf({ formId: form, stage: 'novo', spam: false, due: null, receivedAt: RECEIVED }), (n) => FieldValue.increment(-n))) {
      undo.set(db().collection(LEAD_STATS).doc(doc), fields, { merge: true });
    }
    undo.delete(record);
    await undo.commit();
    expect((await month()).received?.[form]).toBe(0);
    await db().collection(MAINTENANCE).doc(STATS_BACKFILL_DOC).delete();

    expect(await backfillLeadStats(db())).toBeGreaterThanOrEqual(1);
    expect((await month()).received?.[form]).toBe(1);
    expect(await counted(lead.id)).toBe(true);
    expect(await backfillLeadStats(db())).toBe(0);
    expect((await month()).received?.[form]).toBe(1);
  });
});
