import { getAuth } from 'firebase-admin/auth';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingUid } from '../../functions/src/booking/ics-invite';
import { readRegistry } from '../../scripts/lib/read-forms';
import type { StoredBooking } from '../../src/domain/booking/booking';
import { CALENDAR_FEEDS, CALENDAR_FEED_TOKEN } from '../../src/domain/booking/calendar-feed';
import { adminDb } from '../support/admin';
import { storeBooking } from '../support/stored-booking';
import { call, idToken, removeStaff, serveHttp, unique } from '../support/function-host';

/*
 * Issue 30, part 8: each staff member's private calendar feed, through the deployed functions (the
 * HTTP one served by Express, as Cloud Functions serves it: tests/support/function-host.ts). A staff member makes their secret with the callable `calendarFeedLink`; the HTTP function
 * `calendarFeed?token=` then serves their calls as `.ics` (what Google Calendar or Outlook fetch), each
 * event with the UID its invitations carry, a cancelled one as STATUS:CANCELLED; a replaced or revoked
 * token, or one whose owner left the team, answers 404 in plain words; anyone but staff is refused.
 *
 * The bookings are stored as the booking function stores them (booking.test.ts books through the
 * callable), for a staff member of each test's own, so no other suite's calls are touched.
 */
const registry = readRegistry();
const contato = registry.forms.find((f) => f.id === 'contato')!;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const PASSWORD = 'senha-agenda-1';

const outsiderEmail = `fora.agenda.${unique()}@example.com`;
let outsider: string;
let claimOnly: string;

let feed: Awaited<ReturnType<typeof serveHttp>>;
beforeAll(async () => {
  feed = await serveHttp('calendarFeed');
  outsider = await idToken(outsiderEmail, 'senha-fora-1');
  claimOnly = await idToken(`so.claim.agenda.${unique()}@example.com`, 'senha-claim-1', 'claim-only');
});

afterAll(() => feed.stop());

/** A new staff member (claim and membership): their e-mail, uid and ID token. */
async function newStaff() {
  const email = `agenda.feed.${unique()}@example.com`;
  const token = await idToken(email, PASSWORD, true);
  const { uid } = await getAuth().getUserByEmail(email);
  return { email, uid, token };
}

/** A call stored for `staffId` as the booking function leaves it; its booking id. */
async function storeCall(staffId: string, start: number, over: Partial<StoredBooking> = {}): Promise<{ bookingId: string; submissionId: string }> {
  const submissionId = `feed${unique()}`;
  const { bookingId } = await storeBooking(submissionId, start, { staffId, ...over });
  return { bookingId, submissionId };
}

const createLink = async (idTokenOf: string) => call('calendarFeedLink', { action: 'create' }, idTokenOf);

/** The feed's answer over HTTP, as a calendar app fetches it (no sign-in). */
async function fetchFeed(query: string) {
  const response = await fetch(`${feed.url}${query}`);
  return { status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('cache-control'), body: await response.text() };
}

/** The events a calendar reads from the feed, by UID. */
function eventsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return new Map(
    calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      const read = {
        start: event.startDate.toJSDate().getTime(),
        end: event.endDate.toJSDate().getTime(),
        utc: event.startDate.zone === ICAL.Timezone.utcTimezone,
        status: vevent.getFirstPropertyValue('status'),
        sequence: event.sequence,
        summary: event.summary,
        description: event.description,
      };
      return [event.uid, read] as const;
    }),
  );
}

/** An answer a person may read: short plain words, never a stack trace. */
function expectPlainRefusal(answer: Awaited<ReturnType<typeof fetchFeed>>, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.type).toMatch(/^text\/plain/);
  expect(answer.body.length).toBeLessThan(400);
  expect(answer.body).not.toMatch(/\n\s+at |Error:/);
}

describe('a staff member’s calendar feed', () => {
  it('lists their calls from 30 days ago on, each with its invitation’s UID and instant, a cancelled one as CANCELLED', async () => {
    const me = await newStaff();
    const created = await createLink(me.token);
    expect(created.status).toBe(200);
    const token = (created.result as { token: string }).token;
    expect(token).toMatch(CALENDAR_FEED_TOKEN);
    expect((await adminDb().collection(CALENDAR_FEEDS).doc(me.uid).get()).get('token')).toBe(token);

    // Minutes are whole in UTC: a calendar reads back exactly this instant.
    const soon = Math.ceil((Date.now() + 5 * DAY) / MINUTE) * MINUTE;
    const booked = await storeCall(me.uid, soon);
    const cancelled = await storeCall(me.uid, soon + DAY, { status: 'cancelled', sequence: 1 });
    const lastWeek = await storeCall(me.uid, soon - 12 * DAY);
    const longAgo = await storeCall(me.uid, soon - 45 * DAY);
    const colleagues = await storeCall(`outra-${unique()}`, soon + 2 * DAY);

    const feed = await fetchFeed(`?token=${token}`);
    expect(feed.status).toBe(200);
    expect(feed.type).toBe('text/calendar; charset=utf-8');
    expect(feed.cache).toBe('private, max-age=300');
    const events = eventsOf(feed.body);
    expect([...events.keys()].sort()).toEqual([booked, cancelled, lastWeek].map((b) => bookingUid(b.bookingId)).sort());
    expect(events.has(bookingUid(longAgo.bookingId))).toBe(false);
    expect(events.has(bookingUid(colleagues.bookingId))).toBe(false);

    const listed = events.get(bookingUid(booked.bookingId))!;
    expect(listed).toMatchObject({ start: soon, end: soon + 30 * MINUTE, utc: true, status: 'CONFIRMED', sequence: 0 });
    expect(listed.summary).toBe(`Conversa com Zé Souza · ${contato.form.texts.title}`);
    expect(listed.description).toContain(`/admin/leads/${contato.id}/${booked.submissionId}`);
    expect(events.get(bookingUid(cancelled.bookingId))).toMatchObject({ status: 'CANCELLED', sequence: 1 });
  });

  it('stops answering an old token once a new link is made, and any token once the link is turned off', async () => {
    const me = await newStaff();
    await storeCall(me.uid, Date.now() + 3 * DAY);
    const first = ((await createLink(me.token)).result as { token: string }).token;
    const second = ((await createLink(me.token)).result as { token: string }).token;
    expect(second).not.toBe(first);
    expectPlainRefusal(await fetchFeed(`?token=${first}`), 404);
    expect((await fetchFeed(`?token=${second}`)).status).toBe(200);

    const revoked = await call('calendarFeedLink', { action: 'revoke' }, me.token);
    expect(revoked.result).toEqual({ token: null });
    expect((await adminDb().collection(CALENDAR_FEEDS).doc(me.uid).get()).exists).toBe(false);
    expectPlainRefusal(await fetchFeed(`?token=${second}`), 404);
  });

  it('answers 400 without a token and 404 for one nobody holds, in plain words', async () => {
    expectPlainRefusal(await fetchFeed(''), 400);
    expectPlainRefusal(await fetchFeed('?token='), 400);
    expectPlainRefusal(await fetchFeed(`?token=${'z'.repeat(43)}`), 404);
    expectPlainRefusal(await fetchFeed('?token=not-a-token'), 404);
  });

  it('stops serving a colleague removed from the team', async () => {
    const me = await newStaff();
    const token = ((await createLink(me.token)).result as { token: string }).token;
    expect((await fetchFeed(`?token=${token}`)).status).toBe(200);
    await removeStaff(me.email);
    expectPlainRefusal(await fetchFeed(`?token=${token}`), 404);
  });
});

describe('calendarFeedLink', () => {
  it('is refused to anyone who is not staff now, and writes nothing for them', async () => {
    for (const token of [undefined, outsider, claimOnly]) {
      const answer = await call('calendarFeedLink', { action: 'create' }, token);
      expect(answer.result).toBeUndefined();
      expect(answer.error?.details?.reason).toBe('not-staff');
    }
    const outsiderUid = (await getAuth().getUserByEmail(outsiderEmail)).uid;
    expect((await adminDb().collection(CALENDAR_FEEDS).doc(outsiderUid).get()).exists).toBe(false);
  });

  it('refuses an action it does not know', async () => {
    const me = await newStaff();
    const answer = await call('calendarFeedLink', { action: 'share' }, me.token);
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
  });
});
