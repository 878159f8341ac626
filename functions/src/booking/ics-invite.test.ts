import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { TZDate } from '@date-fns/tz';
import { BOOKING_TIME_ZONE } from '../../../src/domain/booking/availability';
import { type IcsInviteInput, icsInvite } from './ics-invite';

// A call at 15:00 in Brazil (Thursday 4 December 2025), built from the wall clock by the zone library.
const start = new TZDate(2025, 11, 4, 15, 0, BOOKING_TIME_ZONE).getTime();
const end = start + 30 * 60_000;

const base: IcsInviteInput = {
  bookingId: 'bk_7f3a9c',
  sequence: 0,
  method: 'REQUEST',
  start,
  end,
  organizer: { name: 'Ana Lima', email: 'ana@movaly.com.br' },
  attendee: { name: 'Zé Souza', email: 'ze@example.com' },
  place: { kind: 'video', link: 'https://meet.google.com/abc-defg-hij' },
  summary: 'Conversa com a Movaly',
  description: 'Videochamada: https://meet.google.com/abc-defg-hij\nPrecisa cancelar ou mudar o horário? https://movaly.com.br/conversa/tok',
  locale: 'pt',
  stamp: Date.UTC(2025, 10, 28, 12, 0),
};

/** What a calendar reads back from the `.ics`. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const vevent = events[0];
  const event = new ICAL.Event(vevent);
  const attendee = vevent.getFirstProperty('attendee')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    status: vevent.getFirstPropertyValue('status'),
    start: event.startDate.toJSDate().getTime(),
    end: event.endDate.toJSDate().getTime(),
    startText: event.startDate.toString(),
    utc: event.startDate.zone === ICAL.Timezone.utcTimezone && event.endDate.zone === ICAL.Timezone.utcTimezone,
    stamp: (vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().getTime(),
    organizer: vevent.getFirstPropertyValue('organizer'),
    organizerName: vevent.getFirstProperty('organizer')!.getParameter('cn'),
    attendee: attendee.getFirstValue(),
    attendeeName: attendee.getParameter('cn'),
    rsvp: attendee.getParameter('rsvp'),
    location: event.location,
    url: vevent.getFirstPropertyValue('url'),
    summary: event.summary,
    description: event.description,
  };
}

describe('the invitation of a booked call (.ics)', () => {
  it('is an RFC 5545 request a calendar reads back: UID of the booking, METHOD, SEQUENCE, STATUS, the instants in UTC', () => {
    const ics = icsInvite(base);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const read = parse(ics);
    expect(read.method).toBe('REQUEST');
    expect(read.uid).toBe('bk_7f3a9c@movaly.com.br');
    expect(read.sequence).toBe(0);
    expect(read.status).toBe('CONFIRMED');
    // 15:00 in Brazil is 18:00 UTC.
    expect(read.utc).toBe(true);
    expect(read.startText).toBe('2025-12-04T18:00:00Z');
    expect(read.start).toBe(Date.UTC(2025, 11, 4, 18, 0));
    expect(read.end).toBe(Date.UTC(2025, 11, 4, 18, 30));
    expect(read.stamp).toBe(base.stamp);
    expect(read.summary).toBe('Conversa com a Movaly');
    expect(read.description).toBe(base.description);
  });

  it('names the staff member as organizer and asks the visitor, as attendee, to answer', () => {
    const read = parse(icsInvite(base));
    expect(read.organizer).toBe('mailto:ana@movaly.com.br');
    expect(read.organizerName).toBe('Ana Lima');
    expect(String(read.attendee).toLowerCase()).toBe('mailto:ze@example.com');
    expect(read.attendeeName).toBe('Zé Souza');
    expect(read.rsvp).toBe('TRUE');
  });

  it('puts the video link as LOCATION and URL', () => {
    const read = parse(icsInvite(base));
    expect(read.location).toBe('https://meet.google.com/abc-defg-hij');
    expect(read.url).toBe('https://meet.google.com/abc-defg-hij');
  });

  it('words a phone or WhatsApp call in the recipient’s language, with the visitor’s number, and has no URL', () => {
    const phone = { kind: 'phone' as const, phone: '(11) 98888-7777' };
    expect(parse(icsInvite({ ...base, place: phone })).location).toBe('Telefone: (11) 98888-7777');
    expect(parse(icsInvite({ ...base, place: phone, locale: 'es' })).location).toBe('Teléfono: (11) 98888-7777');
    expect(parse(icsInvite({ ...base, place: phone, locale: 'en' })).location).toBe('Phone: (11) 98888-7777');
    const whatsapp = parse(icsInvite({ ...base, place: { kind: 'whatsapp', phone: '+55 11 98888-7777' }, locale: 'en' }));
    expect(whatsapp.location).toBe('WhatsApp: +55 11 98888-7777');
    expect(whatsapp.url).toBeNull();
  });

  it('keeps an explicit URL over the video link', () => {
    expect(parse(icsInvite({ ...base, url: 'https://movaly.com.br/conversa/tok' })).url).toBe('https://movaly.com.br/conversa/tok');
  });

  it('cancels with the same UID and a higher SEQUENCE: METHOD:CANCEL, STATUS:CANCELLED, no answer asked', () => {
    const first = parse(icsInvite(base));
    const cancel = parse(icsInvite({ ...base, method: 'CANCEL', sequence: 1 }));
    expect(cancel.uid).toBe(first.uid);
    expect(cancel.sequence).toBeGreaterThan(first.sequence);
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.status).toBe('CANCELLED');
    expect(cancel.rsvp).toBe('FALSE');
    expect(cancel.start).toBe(first.start);
  });

  it('moves the call under the same UID with a new SEQUENCE and the new instants', () => {
    const later = start + 24 * 60 * 60_000;
    const moved = parse(icsInvite({ ...base, sequence: 1, start: later, end: later + 30 * 60_000 }));
    expect(moved.uid).toBe('bk_7f3a9c@movaly.com.br');
    expect(moved.sequence).toBe(1);
    expect(moved.method).toBe('REQUEST');
    expect(moved.startText).toBe('2025-12-05T18:00:00Z');
  });

  it('keeps names that would break a parameter (quotes, line breaks) readable on one line', () => {
    const read = parse(icsInvite({ ...base, attendee: { name: 'Zé "Zezinho"\r\nSouza', email: 'ze@example.com' } }));
    expect(read.attendeeName).toBe("Zé 'Zezinho' Souza");
    expect(String(read.attendee).toLowerCase()).toBe('mailto:ze@example.com');
  });

  it('refuses a call that does not end after it starts, or a negative SEQUENCE', () => {
    expect(() => icsInvite({ ...base, end: start })).toThrow(RangeError);
    expect(() => icsInvite({ ...base, sequence: -1 })).toThrow(RangeError);
  });
});
