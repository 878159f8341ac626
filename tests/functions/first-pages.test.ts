import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeInFirstPages } from '../../functions/src/first-pages';
import { FIRST_PAGES_DOC, type FirstPages, type ListedField } from '../../src/domain/first-pages';
import { LEADS, leadId, newLead } from '../../src/domain/lead';
import { LEAD_STATS } from '../../src/domain/lead-stats';
import { adminDb } from '../support/admin';

/*
 * The inbox's first pages (issue 39), kept by the deployed `leadStats` trigger on every write of a lead
 * summary: the newest leads and the latest active ones, spam left out, as the inbox's default view and
 * its view by last activity list them. This suite's leads are a month ahead, newer than any other
 * file's, so they stand first in both lists; each case deletes its own.
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
const firstOf = async (field: ListedField, count: number) => (((await pages().get()).data() ?? {}) as FirstPages)[field]?.leads.slice(0, count).map((lead) => lead.id);
const settled = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 30_000, interval: 100 });

describe("the inbox's first pages follow the leads", () => {
  it('lists a new lead first with its copy, leaves spam out, moves a lead up on new activity, follows any change of its copy, and drops one marked spam or deleted', async () => {
    const older = await store('older', 1);
    const newer = await store('newer', 2);
    await store('trap', 3, 'honeypot');
    await settled(async () => expect(await firstOf('receivedAt', 2)).toEqual([newer.id, older.id]));
    expect(await firstOf('lastActivityAt', 2)).toEqual([newer.id, older.id]);

    // Each listed lead's summary is copied, without its search maps.
    const copyOf = async (id: string) => ((await pages().get()).data() as FirstPages).leads?.[id];
    expect(await copyOf(newer.id)).toMatchObject({ name: 'Lista newer', stage: 'novo', spam: false });
    expect(await copyOf(newer.id)).not.toHaveProperty('pieces');

    // A staff change or a new submission of the person: the older lead is the latest active now, its copy with it.
    await older.update({ lastActivityAt: Timestamp.fromMillis(AHEAD + 10 * MINUTE), assignee: 'staff-x' });
    await settled(async () => expect(await firstOf('lastActivityAt', 2)).toEqual([older.id, newer.id]));
    expect(await firstOf('receivedAt', 2)).toEqual([newer.id, older.id]);
    expect(await copyOf(older.id)).toMatchObject({ assignee: 'staff-x' });
    // A change that moves it in no list (a follow-up day) moves its copy all the same.
    await older.update({ followUp: '2031-01-02' });
    await settled(async () => expect(await copyOf(older.id)).toMatchObject({ followUp: '2031-01-02' }));

    await newer.update({ spam: true, stage: 'spam' });
    await settled(async () => expect((await firstOf('receivedAt', 1))?.[0]).toBe(older.id));
    expect(await copyOf(newer.id)).toBeUndefined();
    await older.delete();
    await settled(async () => expect(await firstOf('lastActivityAt', 50)).not.toContain(older.id));
    expect(await firstOf('receivedAt', 50)).not.toContain(newer.id);
    expect(await copyOf(older.id)).toBeUndefined();
  });

  it('reads both lists from their queries when the document is missing (leads stored before it)', async () => {
    const lead = await store('before-lists', 5);
    await settled(async () => expect((await firstOf('receivedAt', 1))?.[0]).toBe(lead.id));
    await pages().delete();
    // The sweep's call (ensureFirstPages) when no lead was written since: the lists as the queries give them.
    expect(await placeInFirstPages(db())).toBe(true);
    expect((await firstOf('receivedAt', 1))?.[0]).toBe(lead.id);
    expect((await firstOf('lastActivityAt', 1))?.[0]).toBe(lead.id);
    const stored = (await pages().get()).data() as FirstPages;
    expect(stored.leads?.[lead.id]).toMatchObject({ name: 'Lista before-lists' });
    const leads = await db().collection(LEADS).where('spam', '==', false).count().get();
    expect(stored.receivedAt?.complete).toBe(leads.data().count < 50);
    expect(stored.receivedAt?.leads.length).toBe(Math.min(50, leads.data().count));
  });
});
