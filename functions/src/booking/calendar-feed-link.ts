import { randomBytes } from 'node:crypto';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import {
  CALENDAR_FEED_ACTIONS,
  CALENDAR_FEED_TOKEN_BYTES,
  CALENDAR_FEEDS,
  type CalendarFeedAction,
  type CalendarFeedAnswer,
  type CalendarFeedDoc,
} from '../../../src/domain/booking/calendar-feed';
import { requireStaff } from '../staff-access';

/*
 * A staff member makes, replaces or turns off their own calendar feed's secret address (issue 30, part
 * 8) from the availability page. `calendar_feeds/{uid}` is written here alone (the rules let its owner
 * read it, nobody write it), always for the caller: nobody makes or reads a colleague's. A new token
 * replaces the old in the same write, so the old address stops working at once.
 */

function actionOf(data: unknown): CalendarFeedAction {
  const action = (data as { action?: unknown } | null)?.action;
  if (!CALENDAR_FEED_ACTIONS.includes(action as CalendarFeedAction)) {
    throw new HttpsError('invalid-argument', "action must be 'create' or 'revoke'.", { reason: 'invalid-argument' });
  }
  return action as CalendarFeedAction;
}

/** Gives `uid` a new secret (replacing any), or removes it; the caller's own token, or null. */
export async function changeCalendarFeed(db: Firestore, uid: string, action: CalendarFeedAction, now = Date.now()): Promise<CalendarFeedAnswer> {
  const ref = db.collection(CALENDAR_FEEDS).doc(uid);
  if (action === 'revoke') {
    await ref.delete();
    return { token: null };
  }
  const feed: CalendarFeedDoc = { token: randomBytes(CALENDAR_FEED_TOKEN_BYTES).toString('base64url'), createdAt: now };
  await ref.set(feed);
  return { token: feed.token };
}

export const calendarFeedLink = onCall(async (request): Promise<CalendarFeedAnswer> => {
  const caller = await requireStaff(request);
  return changeCalendarFeed(getFirestore(), caller.uid, actionOf(request.data));
});
