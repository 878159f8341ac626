import type { Unsubscribe } from 'firebase/firestore';

/*
 * Every live query of the staff pages is remembered here (staff-firestore.ts opens them), so that a
 * sign-out closes them all first: a listener still open when the account's token goes is refused by
 * the rules, and the browser logs the refused channel (a 403) while the page leaves for /login. No
 * Firestore code is imported here: the sign-in page, which has none, signs out too.
 */
const open = new Set<Unsubscribe>();

/** `stop`, remembered until it is called (by its caller or by `stopStaffListeners`). */
export function remembered(stop: Unsubscribe): Unsubscribe {
  const tracked = () => {
    open.delete(tracked);
    stop();
  };
  open.add(tracked);
  return tracked;
}

/** Stops every live query still open (before a sign-out). */
export function stopStaffListeners(): void {
  for (const stop of [...open]) stop();
}

/*
 * One-shot reads (counts, aggregations, a page of documents) are remembered too while on their way: a
 * sign-out waits for them, for the same reason, since a read still on its way when the token goes is
 * refused and logged (a 403) as well.
 */
const pending = new Set<Promise<unknown>>();

/** `read`, remembered until it settles, so that a sign-out waits for it. */
export function tracked<T>(read: Promise<T>): Promise<T> {
  pending.add(read);
  const done = () => pending.delete(read);
  read.then(done, done);
  return read;
}

/** Waits for the staff pages' one-shot reads still on their way (and those they start), at most `ms`. */
export async function settleStaffReads(ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (pending.size && Date.now() < until) {
    await Promise.race([Promise.allSettled([...pending]), new Promise((done) => setTimeout(done, until - Date.now()))]);
  }
}
