import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRegistry } from '../../scripts/lib/read-forms';
import { signIn } from '../../src/backend/auth';
import { inboxReads, type InboxRequest, type InboxResult, prefetchInbox, watchInbox } from '../../src/backend/inbox';
import { placeInFirstPages } from '../../functions/src/first-pages';
import { noteLeadWrite } from '../../src/backend/lead-writes';
import { FIRST_PAGES_DOC, type FirstPages } from '../../src/domain/first-pages';
import { LEAD_STATS } from '../../src/domain/lead-stats';
import type { InboxFilters } from '../../src/backend/inbox-plan';
import { SIEVE_BATCHES } from '../../src/backend/inbox-sieve';
import { LEADS, leadId, newLead } from '../../src/domain/lead';
import { adminDb } from '../support/admin';
import { PROJECT_ID } from '../../scripts/lib/local-stack';
import { unique } from '../support/call-functions';

/*
 * The inbox's search as staff's browser asks it (src/backend/inbox.ts through the web SDK, signed in as
 * staff, under firebase.json's rules) against the Firestore emulator (issue 39): a term held by more
 * leads than a search reads at once is broad, paged by the server newest first through `recent.<piece>`
 * (or in another order through the list's own query), each page after the last one read and back;
 * a narrower one is read whole and counted. Only the fakes-free level sees the query shapes Firestore
 * accepts and the cursors it pages by.
 */
const forms = readRegistry().forms.slice(0, 2).map((f) => f.id);
/** Leads holding the piece 'xqk': more than READ_ALL in each of the two forms. */
const HELD = 260;
const pages = () => adminDb().collection(LEAD_STATS).doc(FIRST_PAGES_DOC);
const SPAM = new Set([3, 64, 127]);
const MINUTE = 60_000;
/** A day ahead: newer than every other suite's leads, so that a page in the list's own order starts with these. */
const start = Date.now() + 86_400_000;
/** Lead i: received i minutes after `start`, in form i % 2, last active in the reverse order. */
const received = (i: number) => Timestamp.fromMillis(start + i * MINUTE);

/*
 * The leads are written as this file loads, before its triggers listen (tests/support/functions-setup.ts
 * starts them in a beforeAll, which runs after): as events, their 260 runs of the lead trigger, one at
 * a time, took past a minute on a busy two-core machine (CI, 2026-12-02). The function's first pages
 * are then read from their queries, as the function reads them when its document is missing (below).
 */
const seeded = adminDb().batch();
for (let i = 0; i < HELD; i++) {
  const formId = forms[i % 2];
  const docId = `xqk-${i}`;
  const lead = newLead(
    { formId, collection: 'scratch_search', docId, receivedAt: received(i), locale: 'pt', spamReason: SPAM.has(i) ? 'honeypot' : null, updatedAt: received(i) },
    { name: `Xqk Zwy ${String(i).padStart(3, '0')} Teste`, email: `xqk${i}@example.com` },
  );
  seeded.set(adminDb().collection(LEADS).doc(leadId(formId, docId)), { ...lead, lastActivityAt: Timestamp.fromMillis(start + (HELD - i) * MINUTE) });
}
await seeded.commit();

beforeAll(async () => {
  setLogLevel('error');
  // The web SDK signs in with an API key, which the Auth emulator serves from the project it was started
  // with (the site's): the account and its claim are made there, its membership in this suite's Firestore.
  const email = `busca.${unique()}@example.com`;
  const siteAuth = getAuth(initializeApp({ projectId: PROJECT_ID }, 'site-auth'));
  const user = await siteAuth.createUser({ email, password: 'senha-de-teste-123' });
  await siteAuth.setCustomUserClaims(user.uid, { staff: true });
  await adminDb().doc(`staff/${user.uid}`).set({ email, since: FieldValue.serverTimestamp(), role: 'member' });
  await signIn(email, 'senha-de-teste-123');
});

afterAll(async () => {
  const mine = await adminDb().collection(LEADS).where('collection', '==', 'scratch_search').get();
  await Promise.all(mine.docs.map((d) => d.ref.delete()));
});

/** Runs `body` counting every query the SDK sends as it leaves (Firestore Lite's REST calls go through fetch). */
async function countingQueries(body: (sent: { queries: number }) => Promise<void>): Promise<void> {
  const sent = { queries: 0 };
  const fetched = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    if (String(input instanceof Request ? input.url : input).includes(':runQuery')) sent.queries += 1;
    return fetched(input, init);
  };
  try {
    await body(sent);
  } finally {
    globalThis.fetch = fetched;
  }
}

/** The first answer to a request, as the page draws it. */
function ask(search: string, position: InboxRequest['position'] = { page: 1 }, filters: InboxFilters = {}): Promise<InboxResult> {
  return new Promise((resolve, reject) => {
    let stop = () => {};
    let answered = false;
    stop = watchInbox(
      { filters, search, position },
      (result) => {
        if (answered) return;
        answered = true;
        resolve(result);
        queueMicrotask(() => stop());
      },
      reject,
    );
  });
}
const numbers = (result: InboxResult) => result.rows.map((lead) => Number(lead.docId.slice(4)));
/** The leads 0..HELD-1 that pass, newest first. */
const expected = (keep: (i: number) => boolean) => Array.from({ length: HELD }, (_, k) => HELD - 1 - k).filter((i) => !SPAM.has(i) && keep(i));

describe('a search of the inbox through the web SDK', () => {
  it('pages a broad term newest first, on from the last row and back, spam left out, with no total', async () => {
    const all = expected(() => true);
    const first = await ask('XQK');
    expect(first).toMatchObject({ broad: true, page: 1, previous: undefined });
    expect(first.total).toBeUndefined();
    expect(numbers(first)).toEqual(all.slice(0, 25));
    const second = await ask('xqk', first.next);
    expect(second.page).toBe(2);
    expect(numbers(second)).toEqual(all.slice(25, 50));
    expect(second.previous).toEqual({ page: 1 });
    const third = await ask('xqk', second.next);
    expect(numbers(third)).toEqual(all.slice(50, 75));
    const back = await ask('xqk', third.previous);
    expect(back.page).toBe(2);
    expect(numbers(back)).toEqual(all.slice(25, 50));
    // The last page says no more follow.
    let page = third;
    while (page.next) page = await ask('xqk', page.next);
    expect(numbers(page).at(-1)).toBe(all.at(-1));
    // A longer broad term pages the same way, along whichever of its pieces.
    const long = await ask('xqk zwy');
    expect(long.broad).toBe(true);
    expect(numbers(long)).toEqual(all.slice(0, 25));
    expect(numbers(await ask('xqk zwy', long.next))).toEqual(all.slice(25, 50));
  });

  it("checks a broad term's other filters on the page, and pages any other order through the list", async () => {
    const ofForm = await ask('xqk', { page: 1 }, { form: forms[1] });
    expect(ofForm.broad).toBe(true);
    expect(numbers(ofForm)).toEqual(expected((i) => i % 2 === 1).slice(0, 25));
    // Last active in the reverse order of arrival: sorted by activity, the oldest arrivals come first.
    const byActivity = await ask('xqk', { page: 1 }, { sort: 'activity' });
    expect(byActivity.broad).toBe(true);
    expect(numbers(byActivity)).toEqual(expected(() => true).reverse().slice(0, 25));
    // One character, shorter than a piece: the list's own query, the text checked on the page.
    const short = await ask('q', { page: 1 }, { form: forms[0] });
    expect(numbers(short)).toEqual(expected((i) => i % 2 === 0).slice(0, 25));
    // A first page that read every lead there is says how many match, and is not broad.
    const none = await ask('zq', { page: 1 }, { form: forms[0], assignee: 'ninguem-xqk' });
    expect(none).toMatchObject({ rows: [], total: 0, page: 1 });
    expect(none.broad).toBeUndefined();
    expect(short.rows.every((lead) => lead.text.includes('q'))).toBe(true);
  });

  it("shows the list's first page without spam from the function's copies, and from its query when they cannot tell it or the page has just written a lead, also when spam fills the newest leads past the page's margin", async () => {
    const newest = expected(() => true).slice(0, 25);
    const newestIds = newest.map((i) => leadId(forms[i % 2], `xqk-${i}`));
    // The function's lists (src/domain/first-pages.ts), read from their queries: the page reads that one document.
    await placeInFirstPages(adminDb());
    expect(((await pages().get()).data() as FirstPages | undefined)?.receivedAt?.leads.slice(0, 25).map((l) => l.id)).toEqual(newestIds);
    const before = inboxReads.documents;
    const listed = await ask('');
    expect(numbers(listed)).toEqual(newest);
    expect(inboxReads.documents - before).toBe(1);
    // Drawn as the query's rows are: its paging cursor and dates.
    expect(listed.next).toEqual({ page: 2, after: listed.rows[24].cursor });
    expect(listed.rows[0].receivedAt).toEqual(received(newest[0]).toDate());
    // A burst of 20 trap-caught submissions after them: the page is asked with the spam clause instead.
    const burst = adminDb().batch();
    const refs = Array.from({ length: 20 }, (_, j) => {
      const at = received(HELD + 1 + j);
      const lead = newLead({ formId: forms[0], collection: 'scratch_search', docId: `burst-${j}`, receivedAt: at, locale: 'pt', spamReason: 'honeypot', updatedAt: at }, { name: `Robô ${j}` });
      const ref = adminDb().collection(LEADS).doc(leadId(forms[0], `burst-${j}`));
      burst.set(ref, lead);
      return ref;
    });
    await burst.commit();
    expect(numbers(await ask(''))).toEqual(newest);
    // A list naming a lead it holds no copy of: the page asks the query, which meets the burst of spam
    // past its margin and asks again with the spam clause. (The burst's own events leave the document
    // as it is: spam is not listed.)
    const stored = (await pages().get()).data() as FirstPages;
    const uncopied = { id: leadId(forms[0], 'not-copied'), at: received(HELD + 100).toMillis() };
    await pages().set({ ...stored, receivedAt: { ...stored.receivedAt!, leads: [uncopied, ...stored.receivedAt!.leads] } });
    const fallback = inboxReads.documents;
    expect(numbers(await ask(''))).toEqual(newest);
    expect(inboxReads.documents - fallback).toBe(1 + 40 + 25);
    // A page that has just changed a lead asks the query (the function's copy may lag its write), without reading the list.
    await placeInFirstPages(adminDb());
    noteLeadWrite();
    const own = inboxReads.documents;
    expect(numbers(await ask(''))).toEqual(newest);
    expect(inboxReads.documents - own).toBe(40 + 25);
    await Promise.all(refs.map((ref) => ref.delete()));
  });

  it("takes the reads a navigation began (the route loader's) instead of asking them again", async () => {
    await countingQueries(async (sent) => {
      for (const search of ['ZWY 02', 'XQK']) {
        const alone = await ask(search);
        const asked = sent.queries;
        expect(asked).toBeGreaterThan(0);
        sent.queries = 0;
        prefetchInbox({ filters: {}, search, position: { page: 1 } }, 0);
        const taken = await ask(search);
        expect(numbers(taken)).toEqual(numbers(alone));
        expect(taken.total).toBe(alone.total);
        expect(sent.queries).toBe(asked);
        sent.queries = 0;
      }
    });
  });

  it("reads a broad term's first page in one query of one batch, along its rarest piece or its pair", async () => {
    await countingQueries(async (sent) => {
      // Three characters, longer, and two: along its piece, its rarest piece, its pair.
      for (const search of ['XQK', 'xqk zwy', 'zw']) {
        sent.queries = 0;
        const reads = inboxReads.documents;
        const first = await ask(search);
        expect(first.broad).toBe(true);
        expect(numbers(first)).toEqual(expected(() => true).slice(0, 25));
        expect(sent.queries).toBe(1);
        expect(inboxReads.documents - reads).toBe(SIEVE_BATCHES[0]);
      }
    });
  });

  it('reads a narrow term whole and counts it', async () => {
    const narrow = await ask('ZWY 01');
    expect(narrow.broad).toBeUndefined();
    const tens = expected((i) => i >= 10 && i <= 19);
    expect(narrow.total).toBe(tens.length);
    expect(numbers(narrow)).toEqual(tens);
  });
});
