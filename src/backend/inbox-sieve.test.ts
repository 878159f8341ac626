import { describe, expect, it } from 'vitest';
import { type ReadBatch, SIEVE_MAX_READS, sievePage } from './inbox-sieve';

/*
 * A broad search's paging (issue 39), against a query answered from a sorted list: each page holds the
 * rows that pass, reads at most SIEVE_MAX_READS documents however many the query holds, and the next
 * page reads on from the last one read, so paging forward and back neither skips nor repeats a match.
 */
const query = (total: number): { read: ReadBatch<number, number>; asked: number[] } => {
  const rows = Array.from({ length: total }, (_, i) => i);
  const asked: number[] = [];
  return {
    asked,
    read: async (after, size, backward) => {
      asked.push(size);
      const from = after === undefined ? (backward ? total : -1) : after;
      return backward ? rows.filter((r) => r < from).reverse().slice(0, size) : rows.filter((r) => r > from).slice(0, size);
    },
  };
};
const cursor = (row: number) => row;

describe("a broad search's page", () => {
  it('ends at its last match when full, and says more follow', async () => {
    const { read, asked } = query(10_000);
    const page = await sievePage(read, { passes: (r) => r % 3 === 0, cursor, want: 25 });
    expect(page.rows).toEqual(Array.from({ length: 25 }, (_, i) => i * 3));
    expect(page).toMatchObject({ last: 72, more: true });
    expect(page.reads).toBe(asked.reduce((a, b) => a + b, 0));
  });

  it('reads no more than its bound whatever the query holds, and shows what it found', async () => {
    for (const total of [5_000, 20_000]) {
      const { read } = query(total);
      const page = await sievePage(read, { passes: (r) => r % 1000 === 999, cursor, want: 25 });
      expect(page.reads, String(total)).toBe(SIEVE_MAX_READS);
      expect(page.rows).toEqual([]);
      expect(page).toMatchObject({ last: SIEVE_MAX_READS - 1, more: true });
    }
  });

  it('says no more follow when the query ran out, even on a full page ending at its last row', async () => {
    expect(await sievePage(query(60).read, { passes: () => true, cursor, want: 25, after: 34 })).toMatchObject({ rows: Array.from({ length: 25 }, (_, i) => 35 + i), more: false });
    expect(await sievePage(query(40).read, { passes: (r) => r % 2 === 0, cursor, want: 25 })).toMatchObject({ last: 39, more: false });
  });

  it('pages on from the last row read, and back from the first row shown, without skipping or repeating a match', async () => {
    const { read } = query(3_000);
    const passes = (r: number) => r % 7 === 0;
    const first = await sievePage(read, { passes, cursor, want: 25 });
    const second = await sievePage(read, { passes, cursor, want: 25, after: first.last });
    expect(second.rows[0]).toBe(first.rows.at(-1)! + 7);
    const back = await sievePage(read, { passes, cursor, want: 25, after: second.rows[0], backward: true });
    expect([...back.rows].reverse()).toEqual(first.rows);
    expect(back.more).toBe(false);
  });
});
