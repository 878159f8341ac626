import { doc } from 'firebase/firestore';
import { CALENDAR_FEEDS, isCalendarFeedToken } from '../domain/booking/calendar-feed';
import { calendarFeedLink } from './callables';
import { calendarFeedUrl } from './calendar-feed-url';
import { onSnapshot, staffDb } from './staff-firestore';

/*
 * The signed-in staff member's calendar feed (issue 30, part 8), for the availability page: its address
 * follows `calendar_feeds/{uid}` live (the rules let only its owner read it), and the callable makes,
 * replaces or removes the secret (no browser writes the document).
 */

/** Calls `onChange` with the feed's address, or null when there is none, now and after each change; returns the unsubscribe. */
export function watchCalendarFeed(uid: string, onChange: (url: string | null) => void, onError: (error: unknown) => void): () => void {
  return onSnapshot(
    doc(staffDb(), CALENDAR_FEEDS, uid),
    (snap) => {
      const token: unknown = snap.get('token');
      onChange(isCalendarFeedToken(token) ? calendarFeedUrl(token) : null);
    },
    onError,
  );
}

/** A new secret for the caller (the previous address stops working); resolves with the new address. */
export async function createCalendarFeed(): Promise<string> {
  const { token } = await calendarFeedLink('create');
  if (!isCalendarFeedToken(token)) throw new Error('The function answered without a token.');
  return calendarFeedUrl(token);
}

/** Removes the caller's secret: their address stops working. */
export async function revokeCalendarFeed(): Promise<void> {
  await calendarFeedLink('revoke');
}
