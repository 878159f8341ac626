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
