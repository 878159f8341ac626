/*
 * A broad search's page (issue 39): more leads hold its pieces than the inbox reads at once
 * (READ_ALL), so it is paged by the server like the list itself, and each batch read is checked on
 * the page (the search's text, and whatever the query could not ask). The reads of a page are bounded
 * by SIEVE_BATCHES whatever the collection holds; a page that met the bound before it was full shows
 * what it found, and "Próxima" reads on from the last lead read.
 *
 * Kept apart from the SDK (./inbox.ts supplies `read`) so that its paging is tested without an emulator.
 */

/**
 * The sizes of the batches a page reads, one after the other, until it holds a page: at most their
 * sum per page. Small first where most leads read match (the leads holding a search's piece); one
 * batch where few may (the list's own query, checked for a text), since each batch is a round trip.
 */
export const SIEVE_BATCHES = [50, 100, 200] as const;
/** The most documents a broad search's page reads. */
export const SIEVE_MAX_READS = SIEVE_BATCHES.reduce((sum, size) => sum + size, 0);
export const SIEVE_ONE_BATCH = [SIEVE_MAX_READS] as const;

/**
 * Reads up to `size` rows of the query's order after the cursor `after` (from the start when
 * undefined); fewer only when the query has no more. `backward`: the other way, towards the start.
 */
export type ReadBatch<T, C> = (after: C | undefined, size: number, backward: boolean) => Promise<T[]>;

export interface SievedPage<T, C> {
  /** The rows that passed, in the order read. */
  rows: T[];
  /** Where the last row read (passed or not) stands: the next page reads on from it; undefined when nothing was read. */
  last?: C;
  /** Whether the query may hold more past `last`. */
  more: boolean;
  /** Documents read. */
  reads: number;
}

/**
 * One page of at most `want` rows that pass, reading batch after batch from `after`; `cursor` is where
 * a row stands. Going `backward`, rows come nearest first: the caller reverses them.
 */
export async function sievePage<T, C>(
  read: ReadBatch<T, C>,
  {
    passes,
    cursor: cursorOf,
    after,
    want,
    backward = false,
    batches = SIEVE_BATCHES,
  }: { passes: (row: T) => boolean; cursor: (row: T) => C; after?: C; want: number; backward?: boolean; batches?: readonly number[] },
): Promise<SievedPage<T, C>> {
  const rows: T[] = [];
  let cursor = after;
  let reads = 0;
  for (const size of batches) {
    const batch = await read(cursor, size, backward);
    reads += batch.length;
    for (const [at, row] of batch.entries()) {
      if (!passes(row)) continue;
      rows.push(row);
      // A full page ends at its last row: the next one reads on from there.
      if (rows.length === want) return { rows, last: cursorOf(row), more: at < batch.length - 1 || batch.length === size, reads };
    }
    const end = batch.at(-1);
    if (end) cursor = cursorOf(end);
    if (batch.length < size) return { rows, last: cursor, more: false, reads };
  }
  return { rows, last: cursor, more: true, reads };
}
