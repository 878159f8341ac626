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
 * One-shot reads (counts, aggregations, a page of documents) go through `tracked` too: from the moment a
 * sign-out starts, a read the leaving page asks for is not sent (it would go without the token, be
 * refused and logged as a 403), and the sign-out waits for those already on their way.
 */
const pending = new Set<Promise<unknown>>();
let closing = false;

/** Runs `read` unless a sign-out has started (then it never settles: the page is leaving), remembered until it settles. */
export function tracked<T>(read: () => Promise<T>): Promise<T> {
  if (closing) return new Promise<T>(() => {});
  const promise = read();
  pending.add(promise);
  const done = () => pending.delete(promise);
  promise.then(done, done);
  return promise;
}

/** Stops new one-shot reads and waits for those on their way (and those they start), at most `ms`. */
export async function settleStaffReads(ms = 5000): Promise<void> {
  closing = true;
  const until = Date.now() + ms;
  while (pending.size && Date.now() < until) {
    await Promise.race([Promise.allSettled([...pending]), new Promise((done) => setTimeout(done, until - Date.now()))]);
  }
}

/** A new sign-in: one-shot reads go again. */
export function openStaffReads(): void {
  closing = false;
}
