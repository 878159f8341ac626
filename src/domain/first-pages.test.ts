import { describe, expect, it } from 'vitest';
import { OPEN_STAGES } from './lead';
import { copyOf, FIRST_PAGE_LISTED, type FirstPageList, firstPageOf, listedAt, listedViewOf, listOf, type Listed, needsRefill, ORDER_VIEWS, placed, valueViews } from './first-pages';

/*
 * The inbox's first pages as the function keeps them (issue 39): whatever the writes, a list names
 * the first leads of its query, in its order, so that the page read by id is the query's page.
 */
const time = (ms: number) => ({ toMillis: () => ms });
const list = (ats: number[], complete = false): FirstPageList => ({ leads: ats.map((at) => ({ id: `l${at}`, at })), complete });
const ids = (l: FirstPageList) => l.leads.map((lead) => lead.id);

/** The query itself over every lead (id -> time, null: left out): newest first, ties by the greater id (or the other way). */
const query = (leads: Map<string, number | null>, direction: 'asc' | 'desc'): Listed[] => {
  const newestFirst = [...leads]
    .filter((entry): entry is [string, number] => entry[1] !== null)
    .map(([id, at]) => ({ id, at }))
    .sort((a, b) => (a.at !== b.at ? b.at - a.at : a.id < b.id ? 1 : -1));
  return direction === 'desc' ? newestFirst : newestFirst.reverse();
};

describe("a first page's list", () => {
  it.each(['desc', 'asc'] as const)('stays the first leads of its query (%s) through any run of arrivals, moves, spam and deletions', (direction) => {
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const leads = new Map<string, number | null>();
    let kept: FirstPageList = { leads: [], complete: true };
    for (let step = 0; step < 4000; step++) {
      const id = `lead-${Math.floor(random() * 120)}`;
      const roll = random();
      // New activity (often the newest), an old time, spam or a deletion (out of the query), a tie.
      const at = roll < 0.5 ? 10_000 + step : roll < 0.75 ? Math.floor(random() * 10_000) : roll < 0.9 ? null : 5_000;
      leads.set(id, at);
      kept = placed(kept, id, at, direction);
      const truth = query(leads, direction);
      // What the function does when too few are left: read the query again.
      if (needsRefill(kept)) kept = { leads: truth.slice(0, FIRST_PAGE_LISTED), complete: truth.length < FIRST_PAGE_LISTED };
      expect(kept.leads).toEqual(truth.slice(0, kept.leads.length));
      expect(kept.leads.length).toBeLessThanOrEqual(FIRST_PAGE_LISTED);
      if (kept.complete) expect(kept.leads.length).toBe(truth.length);
    }
  });

  it('takes a newer lead in place, leaves out one after its last lead unless it names every lead, and is cut at its size', () => {
    expect(ids(placed(list([30, 20, 10]), 'new', 25))).toEqual(['l30', 'new', 'l20', 'l10']);
    expect(ids(placed(list([30, 20, 10]), 'old', 5))).toEqual(['l30', 'l20', 'l10']);
    expect(ids(placed(list([30, 20, 10], true), 'old', 5))).toEqual(['l30', 'l20', 'l10', 'old']);
    // A listed lead whose activity fell behind the last: out, since unlisted leads may stand before it.
    expect(ids(placed(list([30, 20, 10]), 'l20', 1))).toEqual(['l30', 'l10']);
    expect(ids(placed(list([30, 20, 10]), 'l20', null))).toEqual(['l30', 'l10']);
    const full = list(Array.from({ length: FIRST_PAGE_LISTED }, (_, i) => 1000 - i), true);
    const over = placed(full, 'newest', 2000);
    expect(over.leads).toHaveLength(FIRST_PAGE_LISTED);
    expect(over.complete).toBe(false);
    expect(ids(over)[0]).toBe('newest');
  });

  it("gives a page of copies only when it can tell them: enough named, or every one, each with its copy", () => {
    const long = list(Array.from({ length: 30 }, (_, i) => 100 - i));
    const copies = Object.fromEntries(ids(long).map((id) => [id, { name: id }]));
    expect(firstPageOf({ receivedAt: long, leads: copies }, 'receivedAt', 25)).toEqual(ids(long).slice(0, 25).map((id) => ({ id, data: { name: id } })));
    expect(firstPageOf({ receivedAt: list([3, 2, 1]), leads: copies }, 'receivedAt', 25)).toBeUndefined();
    expect(firstPageOf({ receivedAt: list([3, 2, 1], true), leads: { l3: {}, l2: {}, l1: {} } }, 'receivedAt', 25)).toHaveLength(3);
    expect(firstPageOf({ receivedAt: list([], true) }, 'receivedAt', 25)).toEqual([]);
    // A named lead without its copy: the page cannot draw it, and asks the query.
    expect(firstPageOf({ receivedAt: list([3, 2, 1], true), leads: { l3: {}, l1: {} } }, 'receivedAt', 25)).toBeUndefined();
    expect(firstPageOf(undefined, 'receivedAt', 25)).toBeUndefined();
  });

  it('copies a summary without its search maps', () => {
    expect(copyOf({ name: 'Ana', pieces: { ana: true }, recent: { ana: time(1) }, pairs: { an: time(1) }, text: 'ana' })).toEqual({ name: 'Ana', text: 'ana' });
  });

  it('reads only a well-formed stored list', () => {
    expect(listOf({ receivedAt: list([2, 1]) }, 'receivedAt')).toEqual(list([2, 1]));
    expect(listOf({ receivedAt: list([2, 1]) }, 'lastActivityAt')).toBeUndefined();
    expect(listOf({ receivedAt: { leads: [{ id: 'a', at: '1' }], complete: true } }, 'receivedAt')).toBeUndefined();
    expect(listOf({ receivedAt: { leads: 'a', complete: true } }, 'receivedAt')).toBeUndefined();
    expect(listOf({ receivedAt: { leads: [] } }, 'receivedAt')).toBeUndefined();
    expect(listOf(undefined, 'receivedAt')).toBeUndefined();
  });

  it("places a summary by its view's clauses and its field's time", () => {
    const [received, activity, , , followUp, idle] = ORDER_VIEWS;
    const lead = { spam: false, stage: 'novo', assignee: null, formId: 'contato', receivedAt: time(5), lastActivityAt: time(9), due: '2026-03-02', notes: 'a' };
    expect(listedAt(lead, received)).toBe(5);
    expect(listedAt(lead, activity)).toBe(9);
    expect(listedAt({ ...lead, spam: true }, received)).toBeNull();
    expect(listedAt({ receivedAt: time(5) }, received)).toBeNull();
    expect(listedAt({ spam: false, receivedAt: time(5) }, activity)).toBeNull();
    expect(listedAt(undefined, received)).toBeNull();
    // A follow-up day orders as its string does; no day (a closed lead's null) is out of the list.
    expect(listedAt(lead, followUp)).toBe(Date.parse('2026-03-02T00:00:00Z'));
    expect(listedAt({ ...lead, due: null }, followUp)).toBeNull();
    expect(listedAt(lead, idle)).toBe(9);
    expect(listedAt({ ...lead, stage: 'fechado' }, idle)).toBeNull();
    const [stage, form, assignee] = valueViews(lead);
    expect(listedAt(lead, stage)).toBe(5);
    expect(listedAt({ ...lead, stage: 'perdido' }, stage)).toBeNull();
    expect(listedAt({ ...lead, spam: true, stage: 'spam' }, form)).toBeNull();
    expect(listedAt(lead, assignee)).toBe(5);
    expect(listedAt({ ...lead, assignee: 'ana' }, assignee)).toBeNull();
    // Firestore's `assignee == null` leaves out a summary without the field.
    expect(listedAt({ spam: false, receivedAt: time(5) }, assignee)).toBeNull();
  });
});

describe("an ascending list and a bounded prefix", () => {
  it('keeps the oldest first, ties by the smaller id, and takes only older leads unless it names every one', () => {
    expect(ids(placed(list([10, 20, 30]), 'mid', 15, 'asc'))).toEqual(['l10', 'mid', 'l20', 'l30']);
    expect(ids(placed(list([10, 20, 30]), 'late', 40, 'asc'))).toEqual(['l10', 'l20', 'l30']);
    expect(ids(placed(list([10, 20, 30], true), 'late', 40, 'asc'))).toEqual(['l10', 'l20', 'l30', 'late']);
    expect(ids(placed(list([10, 20, 30]), 'a', 20, 'asc'))).toEqual(['l10', 'a', 'l20', 'l30']);
    expect(ids(placed(list([10, 20, 30]), 'l10', 35, 'asc'))).toEqual(['l20', 'l30']);
  });

  it("gives the leads before a bound when the list names enough of them, every lead, or one past it", () => {
    const copies = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`l${i}`, { name: i }]));
    // Ten before the bound, then one past it: the ten are all there are.
    expect(firstPageOf({ list: list(Array.from({ length: 30 }, (_, i) => i)), leads: copies }, 'list', 25, 10)?.map((l) => l.id)).toEqual(ids(list(Array.from({ length: 10 }, (_, i) => i))));
    // Thirty named, all before the bound, more unnamed: a page of 25 is known, 35 is not.
    const thirty = { list: list(Array.from({ length: 30 }, (_, i) => i)), leads: copies };
    expect(firstPageOf(thirty, 'list', 25, 100)).toHaveLength(25);
    expect(firstPageOf(thirty, 'list', 35, 100)).toBeUndefined();
    expect(firstPageOf({ list: list([1, 2], true), leads: copies }, 'list', 25, 100)).toHaveLength(2);
    expect(firstPageOf({ list: list([5, 6]), leads: copies }, 'list', 25, 1)).toEqual([]);
  });
});

describe('the listed views', () => {
  it("are found by the inbox's clauses and order, and by no other", () => {
    expect(listedViewOf([['spam', '==', false]], 'receivedAt', 'desc')).toMatchObject({ doc: 'first-pages', key: 'receivedAt' });
    expect(listedViewOf([['spam', '==', false]], 'lastActivityAt', 'asc')?.doc).toBe('first-pages.activity-asc');
    expect(listedViewOf([['stage', 'in', OPEN_STAGES]], 'lastActivityAt', 'asc')?.doc).toBe('first-pages.idle');
    expect(listedViewOf([['stage', '==', 'novo']], 'receivedAt', 'desc')?.doc).toBe('first-pages.stage.novo');
    expect(listedViewOf([['formId', '==', 'contato'], ['spam', '==', false]], 'receivedAt', 'desc')?.doc).toBe('first-pages.form.contato');
    expect(listedViewOf([['spam', '==', false], ['assignee', '==', null]], 'receivedAt', 'desc')?.doc).toBe('first-pages.assignee.none');
    expect(listedViewOf([['spam', '==', false], ['assignee', '==', 'uid-1']], 'receivedAt', 'desc')?.doc).toBe('first-pages.assignee.uid-1');
    // Two filters, another order, or a value that cannot name a document: asked by the query.
    expect(listedViewOf([['stage', '==', 'novo'], ['assignee', '==', null]], 'receivedAt', 'desc')).toBeUndefined();
    expect(listedViewOf([['stage', '==', 'novo']], 'receivedAt', 'asc')).toBeUndefined();
    expect(listedViewOf([['spam', '==', false], ['assignee', '==', 'a/b']], 'receivedAt', 'desc')).toBeUndefined();
    expect(valueViews({ stage: 'novo', formId: '../x', assignee: 'none' }).map((view) => view.doc)).toEqual(['first-pages.stage.novo']);
  });
});
