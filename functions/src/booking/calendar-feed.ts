import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { BOOKINGS, type StoredBooking } from '../../../src/domain/booking/booking';
import { CALENDAR_FEED_PAST_DAYS, CALENDAR_FEEDS, isCalendarFeedToken } from '../../../src/domain/booking/calendar-feed';
import { siteUrl } from '../config';
import { formTitles } from '../daily-agenda';
import { registry } from '../embedded-forms';
import { isMember } from '../staff-membership';
import { calendarFeedIcs, type FeedBooking, type FeedContext } from './calendar-feed-ics';

/*
 * A staff member's private calendar feed (issue 30, part 8): GET `calendarFeed?token=<secret>`, which
 * Google Calendar, Outlook or Apple Calendar fetch on their own every few hours. The token is the only
 * credential (a calendar app sends no sign-in): it names one `calendar_feeds/{uid}`, whose owner must
 * still be on the team. The feed lists their calls from CALENDAR_FEED_PAST_DAYS ago onward; a
 * cancelled one stays in it as STATUS:CANCELLED, so a calendar that had it drops it.
 *
 * Answers are short plain texts, never a stack trace: 400 without a token, 404 for a token nobody
 * holds (never made, replaced, turned off, or its owner removed), 503 when Firestore fails.
 */

/** The most calls one feed lists: far more than a person takes in 30 days and the horizon ahead. */
export const FEED_MAX_CALLS = 500;

const DAY_MS = 86_400_000;

const TEXTS = {
  missing: 'Falta o token do calendário.\nFalta el token del calendario.\nThe calendar link has no token.',
  unknown: 'Calendário não encontrado: o link foi desativado ou substituído.\nCalendario no encontrado: el enlace fue desactivado o sustituido.\nCalendar not found: this link was turned off or replaced.',
  failed: 'O calendário não pôde ser lido agora; tente mais tarde.\nNo se pudo leer el calendario ahora; inténtelo más tarde.\nThe calendar could not be read now; try again later.',
  method: 'Use GET.',
};

export type FeedAnswer = { status: 200; ics: string } | { status: 400 | 404; text: string };

/** The feed of `token`, or why there is none. */
export async function feedAnswer(db: Firestore, token: unknown, now: number, context: Omit<FeedContext, 'stamp'>): Promise<FeedAnswer> {
  if (typeof token !== 'string' || token === '') return { status: 400, text: TEXTS.missing };
  // A token of another shape was never made: unknown, without a read.
  if (!isCalendarFeedToken(token)) return { status: 404, text: TEXTS.unknown };
  const found = (await db.collection(CALENDAR_FEEDS).where('token', '==', token).limit(1).get()).docs[0];
  // A colleague removed from the team loses their feed with the rest of their access.
  if (!found || !(await isMember(found.id))) return { status: 404, text: TEXTS.unknown };
  const { docs } = await db
    .collection(BOOKINGS)
    .where('staffId', '==', found.id)
    .where('start', '>=', now - CALENDAR_FEED_PAST_DAYS * DAY_MS)
    .orderBy('start')
    .limit(FEED_MAX_CALLS)
    .get();
  const bookings: FeedBooking[] = docs.map((doc) => ({ id: doc.id, booking: doc.data() as StoredBooking }));
  return { status: 200, ics: calendarFeedIcs(bookings, { ...context, stamp: now }) };
}

export const calendarFeed = onRequest({ invoker: 'public', maxInstances: 5 }, async (request, response) => {
  response.set('X-Content-Type-Options', 'nosniff');
  const plain = (status: number, text: string) => {
    response.status(status).set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).send(text);
  };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.set('Allow', 'GET, HEAD');
    plain(405, TEXTS.method);
    return;
  }
  try {
    const context = { siteUrl: siteUrl.value().replace(/\/+$/, ''), formTitle: formTitles(registry) };
    const answer = await feedAnswer(getFirestore(), request.query.token, Date.now(), context);
    if (answer.status !== 200) {
      plain(answer.status, answer.text);
      return;
    }
    response
      .status(200)
      .set({
        'Content-Type': 'text/calendar; charset=utf-8',
        // The secret is in the address: no shared cache may keep the answer; the calendar app may, briefly.
        'Cache-Control': 'private, max-age=300',
        'Content-Disposition': 'inline; filename="conversas.ics"',
      })
      .send(answer.ics);
  } catch (error) {
    // Never the token: it is the secret.
    logger.error('calendar feed failed', { error: String(error) });
    response.set('Retry-After', '300');
    plain(503, TEXTS.failed);
  }
});
