import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { TZDate } from '@date-fns/tz';
import { BOOKING_TIME_ZONE } from '../../../src/domain/booking/availability';
import type { StoredBooking } from '../../../src/domain/booking/booking';
import { calendarFeedIcs, type FeedContext } from './calendar-feed-ics';
import { icsInvite } from './ics-invite';

// Thursday 4 December 2025, 15:00 in Brazil, built from the wall clock by the zone library.
const start = new TZDate(2025, 11, 4, 15, 0, BOOKING_TIME_ZONE).getTime();
const HOUR = 3_600_000;

const booking = (over: Partial<StoredBooking> = {}): StoredBooking => ({
  formId: 'contato',
  submissionId: 'sub1',
  leadId: 'contato__sub1',
  staffId: 'ana',
  staffEmail: 'ana@movaly.com.br',
  start,
  end: start + HOUR / 2,
  place: { kind: 'video', link: 'https://meet.google.com/abc-defg-hij' },
  visitor: { name: 'Zé Souza', email: 'ze@example.com', phone: '+55 21 98765-4321', locale: 'es', zone: 'Europe/Lisbon' },
  status: 'booked',
  sequence: 0,
  createdAt: start - 48 * HOUR,
  ...over,
});

const context: FeedContext = {
  siteUrl: 'https://movaly.com.br',
  formTitle: (formId) => (formId === 'contato' ? 'Contato' : formId),
  stamp: Date.UTC(2025, 11, 1, 12, 0),
};

/** Every event as a calendar reads it back. */
function events(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    method: calendar.getFirstPropertyValue('method'),
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        sequence: event.sequence,
        status: vevent.getFirstPropertyValue('status'),
        start: event.startDate.toJSDate().getTime(),
        end: event.endDate.toJSDate().getTime(),
        utc: event.startDate.zone === ICAL.Timezone.utcTimezone,
        summary: event.summary,
        description: event.description,
        location: event.location,
        attendee: vevent.getFirstPropertyValue('attendee'),
        organizer: vevent.getFirstPropertyValue('organizer'),
      };
    }),
  };
}

describe("a staff member's calendar feed (.ics)", () => {
  it('lists each call with the UID and instant of its invitation, titled by the visitor and the form, linking the lead', () => {
    const read = events(calendarFeedIcs([{ id: 'contato__sub1', booking: booking() }], context));
    // A subscription is published, not an invitation to answer.
    expect(read.method).toBeNull();
    expect(read.name).toBe('Conversas · Movaly');
    expect(read.events).toHaveLength(1);
    const [call] = read.events;

    const invitation = new ICAL.Event(
      new ICAL.Component(
        ICAL.parse(
          icsInvite({
            bookingId: 'contato__sub1',
            sequence: 0,
            method: 'REQUEST',
            start,
            end: start + HOUR / 2,
            organizer: { name: 'Movaly', email: 'ana@movaly.com.br' },
            attendee: { name: 'Zé Souza', email: 'ze@example.com' },
            place: { kind: 'video', link: 'https://meet.google.com/abc-defg-hij' },
            summary: 'x',
            description: 'y',
            locale: 'pt',
          }),
        ),
      ).getFirstSubcomponent('vevent')!,
    );
    expect(call.uid).toBe(invitation.uid);
    expect(call.uid).toBe('contato__sub1@movaly.com.br');
    expect(call).toMatchObject({ start, end: start + HOUR / 2, utc: true, sequence: 0, status: 'CONFIRMED' });
    expect(call.summary).toBe('Conversa com Zé Souza · Contato');
    expect(call.description).toContain('Ver o lead no painel: https://movaly.com.br/admin/leads/contato/sub1');
    expect(call.description).toContain('Telefone: +55 21 98765-4321');
    expect(call.location).toBe('https://meet.google.com/abc-defg-hij');
    expect(String(call.organizer).toLowerCase()).toBe('mailto:ana@movaly.com.br');
    expect(String(call.attendee).toLowerCase()).toBe('mailto:ze@example.com');
  });

  it('keeps a cancelled call as STATUS:CANCELLED with its current SEQUENCE, so a calendar that had it drops it', () => {
    const read = events(
      calendarFeedIcs(
        [
          { id: 'contato__a', booking: booking({ status: 'cancelled', sequence: 2 }) },
          { id: 'contato__b', booking: booking({ start: start + 2 * HOUR, end: start + 3 * HOUR, sequence: 1 }) },
        ],
        context,
      ),
    );
    expect(read.events.map(({ uid, status, sequence }) => ({ uid, status, sequence }))).toEqual([
      { uid: 'contato__a@movaly.com.br', status: 'CANCELLED', sequence: 2 },
      { uid: 'contato__b@movaly.com.br', status: 'CONFIRMED', sequence: 1 },
    ]);
  });

  it('lists a call whose visitor gave no e-mail, without an attendee, its place in Portuguese whatever the visitor spoke', () => {
    const read = events(
      calendarFeedIcs(
        [{ id: 'contato__c', booking: booking({ place: { kind: 'phone' }, visitor: { name: '', email: '', phone: '+55 21 91234-5678', locale: 'en', zone: BOOKING_TIME_ZONE } }) }],
        context,
      ),
    );
    expect(read.events).toHaveLength(1);
    expect(read.events[0].attendee).toBeNull();
    expect(read.events[0].location).toBe('Telefone: +55 21 91234-5678');
    expect(read.events[0].summary).toMatch(/ · Contato$/);
  });

  it('is an empty calendar when there is no call', () => {
    expect(events(calendarFeedIcs([], context)).events).toEqual([]);
  });
});
