import { describe, expect, it } from 'vitest';
import { copyOf, FIRST_PAGE_LISTED, type FirstPageList, firstPageOf, listedAt, listOf, type Listed, namedIn, needsRefill, placed } from './first-pages';

/*
 * The inbox's first pages as the function keeps them (issue 39): whatever the writes, a list names
 * the first leads of its query, in its order, so that the page read by id is the query's page.
 */
const time = (ms: number) => ({ toMillis: () => ms });
const list = (ats: number[], complete = false): FirstPageList => ({ leads: ats.map((at) => ({ id: `l${at}`, at })), complete });
const ids = (l: FirstPageList) => l.leads.map((lead) => lead.id);

/** The query itself over every lead (id -> time, null: left out): newest first, ties by the greater id. */
const query = (leads: Map<string, number | null>): Listed[] =>
  [...leads]
    .filter((entry): entry is [string, number] => entry[1] !== null)
    .map(([id, at]) => ({ id, at }))
    .sort((a, b) => (a.at !== b.at ? b.at - a.at : a.id < b.id ? 1 : -1));

describe("a first page's list", () => {
  it('stays the first leads of its query through any run of arrivals, moves, spam and deletions', () => {
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
      kept = placed(kept, id, at);
      const truth = query(leads);
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

  it("copies a summary without its search maps, and names the leads of both lists", () => {
    expect(copyOf({ name: 'Ana', pieces: { ana: true }, recent: { ana: time(1) }, text: 'ana' })).toEqual({ name: 'Ana', text: 'ana' });
    expect([...namedIn({ receivedAt: list([3, 2]), lastActivityAt: list([9, 3]) })]).toEqual(['l3', 'l2', 'l9']);
  });

  it('reads only a well-formed stored list', () => {
    expect(listOf({ receivedAt: list([2, 1]) }, 'receivedAt')).toEqual(list([2, 1]));
    expect(listOf({ receivedAt: list([2, 1]) }, 'lastActivityAt')).toBeUndefined();
    expect(listOf({ receivedAt: { leads: [{ id: 'a', at: '1' }], complete: true } }, 'receivedAt')).toBeUndefined();
    expect(listOf({ receivedAt: { leads: 'a', complete: true } }, 'receivedAt')).toBeUndefined();
    expect(listOf({ receivedAt: { leads: [] } }, 'receivedAt')).toBeUndefined();
    expect(listOf(undefined, 'receivedAt')).toBeUndefined();
  });

  it("places a summary by its spam flag and its field's time", () => {
    const lead = { spam: false, receivedAt: time(5), lastActivityAt: time(9), notes: 'a' };
    expect(listedAt(lead, 'receivedAt')).toBe(5);
    expect(listedAt(lead, 'lastActivityAt')).toBe(9);
    expect(listedAt({ ...lead, spam: true }, 'receivedAt')).toBeNull();
    expect(listedAt({ receivedAt: time(5) }, 'receivedAt')).toBeNull();
    expect(listedAt({ spam: false, receivedAt: time(5) }, 'lastActivityAt')).toBeNull();
    expect(listedAt(undefined, 'receivedAt')).toBeNull();
  });
});
