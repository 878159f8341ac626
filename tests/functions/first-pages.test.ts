import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureFirstPages } from '../../functions/src/first-pages';
import { FIRST_PAGES_DOC, FIRST_PAGES_INDEX, type FirstPages } from '../../src/domain/first-pages';
import { LEADS, leadId, newLead } from '../../src/domain/lead';
import { LEAD_STATS } from '../../src/domain/lead-stats';
import { adminDb } from '../support/admin';

/*
 * The inbox's first pages (issue 39), kept by the deployed `leadStats` trigger on every write of a lead
 * summary: each listed view's first leads (the newest, the latest active, and one stage, form or
 * assignee, newest first; the follow-up days and the longest idle, oldest first), as the inbox lists
 * them. This suite's leads are a month ahead, newer than any other file's, so they stand first in the
 * newest-first lists; each case deletes its own.
 */
const db = () => adminDb();
const pages = () => db().collection(LEAD_STATS).doc(FIRST_PAGES_DOC);
const AHEAD = Date.now() + 30 * 86_400_000;
const MINUTE = 60_000;

const created: FirebaseFirestore.DocumentReference[] = [];
afterEach(async () => {
  await Promise.all(created.splice(0).map((ref) => ref.delete()));
});

async function store(docId: string, minutes: number, spamReason: string | null = null) {
  const at = Timestamp.fromMillis(AHEAD + minutes * MINUTE);
  const lead = newLead({ formId: 'first_pages', collection: 'scratch_first_pages', docId, receivedAt: at, locale: 'pt', spamReason, updatedAt: at }, { name: `Lista ${docId}` });
  const ref = db().collection(LEADS).doc(leadId('first_pages', docId));
  await ref.set({ ...lead, lastActivityAt: at });
  created.push(ref);
  return ref;
}
/** The first ids of a list, as stored now. */
const firstOf = async (key: string, count: number, doc = FIRST_PAGES_DOC) =>
  (((await db().collection(LEAD_STATS).doc(doc).get()).data() ?? {}) as FirstPages)[key]?.leads.slice(0, count).map((lead) => lead.id);
/** The first ids of the list by last activity. */
const activityFirst = (count: number) => firstOf('list', count, `${FIRST_PAGES_DOC}.activity`);
/** The ids a view's own document lists (`first-pages.<view>`), or undefined before it exists. */
const listed = (view: string) => firstOf('list', 50, `${FIRST_PAGES_DOC}.${view}`);
const settled = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 30_000, interval: 100 });

describe("the inbox's first pages follow the leads", () => {
  it('lists a new lead first with its copy, leaves spam out, moves a lead up on new activity, follows any change of its copy, and drops one marked spam or deleted', async () => {
    const older = await store('older', 1);
    const newer = await store('newer', 2);
    await store('trap', 3, 'honeypot');
    await settled(async () => expect(await firstOf('receivedAt', 2)).toEqual([newer.id, older.id]));
    expect(await activityFirst(2)).toEqual([newer.id, older.id]);

    // Each listed lead's summary is copied, without its search maps.
    const copyOf = async (id: string) => ((await pages().get()).data() as FirstPages).leads?.[id];
    expect(await copyOf(newer.id)).toMatchObject({ name: 'Lista newer', stage: 'novo', spam: false });
    expect(await copyOf(newer.id)).not.toHaveProperty('pieces');

    // A staff change or a new submission of the person: the older lead is the latest active now, its copy with it.
    await older.update({ lastActivityAt: Timestamp.fromMillis(AHEAD + 10 * MINUTE), assignee: 'staff-x' });
    await settled(async () => expect(await activityFirst(2)).toEqual([older.id, newer.id]));
    expect(await firstOf('receivedAt', 2)).toEqual([newer.id, older.id]);
    expect(await copyOf(older.id)).toMatchObject({ assignee: 'staff-x' });
    // A change that moves it in no list (a follow-up day) moves its copy all the same.
    await older.update({ followUp: '2031-01-02' });
    await settled(async () => expect(await copyOf(older.id)).toMatchObject({ followUp: '2031-01-02' }));

    await newer.update({ spam: true, stage: 'spam' });
    await settled(async () => expect((await firstOf('receivedAt', 1))?.[0]).toBe(older.id));
    expect(await copyOf(newer.id)).toBeUndefined();
    await older.delete();
    await settled(async () => expect(await activityFirst(50)).not.toContain(older.id));
    expect(await firstOf('receivedAt', 50)).not.toContain(newer.id);
    expect(await copyOf(older.id)).toBeUndefined();
  });

  it('reads the order lists from their queries when the index has none (leads stored before the lists)', async () => {
    const lead = await store('before-lists', 5);
    await settled(async () => expect((await firstOf('receivedAt', 1))?.[0]).toBe(lead.id));
    await Promise.all([pages().delete(), db().collection(LEAD_STATS).doc(FIRST_PAGES_INDEX).delete()]);
    // The sweep's call when no lead was written since: the lists as the queries give them.
    await ensureFirstPages(db());
    expect((await firstOf('receivedAt', 1))?.[0]).toBe(lead.id);
    expect((await activityFirst(1))?.[0]).toBe(lead.id);
    const stored = (await pages().get()).data() as FirstPages;
    expect(stored.leads?.[lead.id]).toMatchObject({ name: 'Lista before-lists' });
    const leads = await db().collection(LEADS).where('spam', '==', false).count().get();
    expect(stored.receivedAt?.complete).toBe(leads.data().count < 50);
    expect(stored.receivedAt?.leads.length).toBe(Math.min(50, leads.data().count));
  });

  it("keeps the lists of one stage, form and assignee, the follow-up days and the longest idle, as a lead moves between them", async () => {
    const assignee = `staff-first-pages-${Date.now()}`;
    const lead = await store('moving', 4);
    await settled(async () => expect((await listed('stage.novo'))?.[0]).toBe(lead.id));
    expect(await listed('form.first_pages')).toContain(lead.id);
    expect((await listed('assignee.none'))?.[0]).toBe(lead.id);

    // Taken by a colleague, in contact, a follow-up day long past and no activity since long ago: it
    // leaves the lists of its old stage and of nobody, and stands first in the ascending ones.
    const longAgo = Timestamp.fromMillis(Date.UTC(1990, 0, 2));
    await lead.update({ stage: 'em_contato', assignee, followUp: '1990-01-03', due: '1990-01-03', lastActivityAt: longAgo });
    await settled(async () => expect((await listed('stage.em_contato'))?.[0]).toBe(lead.id));
    expect(await listed('stage.novo')).not.toContain(lead.id);
    expect(await listed(`assignee.${assignee}`)).toEqual([lead.id]);
    expect(await listed('assignee.none')).not.toContain(lead.id);
    expect((await listed('follow-up'))?.[0]).toBe(lead.id);
    expect((await listed('idle'))?.[0]).toBe(lead.id);
    const copy = (await db().collection(LEAD_STATS).doc(`${FIRST_PAGES_DOC}.stage.em_contato`).get()).get(`leads.${lead.id}`);
    expect(copy).toMatchObject({ stage: 'em_contato', assignee, due: '1990-01-03' });

    // Closed: no follow-up day and no longer idle; the form's list follows it to the end.
    await lead.update({ stage: 'fechado', due: null });
    await settled(async () => expect(await listed('stage.fechado')).toContain(lead.id));
    expect(await listed('follow-up')).not.toContain(lead.id);
    expect(await listed('idle')).not.toContain(lead.id);
    expect(await listed('stage.em_contato')).not.toContain(lead.id);
    await lead.delete();
    await settled(async () => expect(await listed('form.first_pages')).not.toContain(lead.id));
    expect(await listed('stage.fechado')).not.toContain(lead.id);
    expect(await listed(`assignee.${assignee}`)).toEqual([]);
  });
});
