import ical, { type ICalCalendar, ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { oneLine } from '../../../src/forms/core/answer-presentation';
import type { Locale } from '../../../src/forms/core/definition';
import { type InvitePlace, placeLocation, STUDIO_NAME } from '../../../src/domain/booking/booking-email';

/*
 * The `.ics` attached to a booked call's e-mails (issue 30): an RFC 5545 / iTIP (RFC 5546) invitation
 * that Google Calendar, Outlook and Apple Calendar add, move or remove on their own. One booking is
 * one UID for its whole life; each change is the same UID with a higher SEQUENCE (a new time:
 * METHOD:REQUEST; a cancellation: METHOD:CANCEL, STATUS:CANCELLED), so calendars update the event
 * they already have instead of adding a second one. Built with ical-generator: no line is written
 * by hand.
 */

/**
 * The UID's domain. Fixed rather than read from SITE_URL: a UID must never change for a booking, and a
 * site address that changes (or the emulator's) would make every later update a new event.
 */
export const BOOKING_UID_DOMAIN = 'movaly.com.br';

/** The booking's UID in every invitation it ever gets. */
export const bookingUid = (bookingId: string) => `${bookingId}@${BOOKING_UID_DOMAIN}`;

export interface InvitePerson {
  name: string;
  email: string;
}

/** One booked call as an event of any calendar: an invitation's, or a staff member's feed (./calendar-feed-ics.ts). */
export interface BookingEventInput {
  /** The booking's document id; the UID is built from it, so it must be the same on every update. */
  bookingId: string;
  /** 0 for the first invitation, one more for each change after it (a new time, the cancellation). */
  sequence: number;
  /** A cancelled call is STATUS:CANCELLED, which calendars drop or strike out. */
  cancelled: boolean;
  /** Epoch milliseconds; written in UTC. */
  start: number;
  end: number;
  /** The staff member who takes the call; left out when they have no e-mail (a feed's call may lack one). */
  organizer?: InvitePerson;
  /** The visitor; left out when they gave no e-mail. */
  attendee?: InvitePerson;
  place: InvitePlace;
  summary: string;
  description: string;
  /** The event's URL; by default the video link of a video call (none for a phone or WhatsApp call). */
  url?: string;
  /** The reader's language (the LOCATION's "Telefone" / "Teléfono" / "Phone"). */
  locale: Locale;
  /** DTSTAMP, when this invitation was made (epoch ms); now by default. */
  stamp?: number;
}

/**
 * An invitation names its organizer, and the visitor it invites (it is only sent to a side that has an
 * e-mail); only the cancellation a privacy deletion sends leaves the visitor out (./privacy-cancel.ts).
 */
export interface IcsInviteInput extends Omit<BookingEventInput, 'cancelled' | 'organizer'> {
  method: 'REQUEST' | 'CANCEL';
  organizer: InvitePerson;
}

/**
 * A name inside a CN="..." parameter: one line, and no double quote, which RFC 5545 forbids in a
 * parameter value and which ical-generator would only backslash (not a valid escape there).
 */
const cn = (name: string) => oneLine(name).replace(/"/g, "'");

/**
 * Adds one booking's VEVENT to `calendar`, the same in an invitation and in a feed: the booking's UID
 * and SEQUENCE, so a calendar that has the call already (from the invitation) recognises it.
 */
export function addBookingEvent(calendar: ICalCalendar, input: BookingEventInput): void {
  if (!(input.end > input.start)) throw new RangeError('A call must end after it starts');
  if (!Number.isInteger(input.sequence) || input.sequence < 0) throw new RangeError('SEQUENCE is a whole number from 0');
  const videoLink = input.place.kind === 'video' && input.place.link ? input.place.link : undefined;
  const url = input.url ?? videoLink;
  calendar.createEvent({
    id: bookingUid(input.bookingId),
    sequence: input.sequence,
    stamp: new Date(input.stamp ?? Date.now()),
    // No `timezone`: ical-generator then writes instants in UTC ("...Z"), read the same everywhere.
    start: new Date(input.start),
    end: new Date(input.end),
    status: input.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    summary: oneLine(input.summary),
    description: input.description,
    location: placeLocation(input.place, input.locale) || null,
    url: url ?? null,
    organizer: input.organizer ? { name: cn(input.organizer.name), email: input.organizer.email } : null,
    attendees: input.attendee
      ? [
          {
            name: cn(input.attendee.name),
            email: input.attendee.email,
            role: ICalAttendeeRole.REQ,
            status: ICalAttendeeStatus.NEEDSACTION,
            // A cancellation asks for no answer; an invitation asks the visitor to accept it.
            rsvp: !input.cancelled,
          },
        ]
      : [],
  });
}

/** The `.ics` text of one invitation or cancellation of a booking. */
export function icsInvite(input: IcsInviteInput): string {
  const { method, ...event } = input;
  const cancel = method === 'CANCEL';
  const calendar = ical({
    prodId: { company: STUDIO_NAME, product: 'booking', language: input.locale.toUpperCase() },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  addBookingEvent(calendar, { ...event, cancelled: cancel });
  return calendar.toString();
}
