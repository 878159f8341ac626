import ical from 'ical-generator';
import type { StoredBooking } from '../../../src/domain/booking/booking';
import { invitePlace, STUDIO_NAME } from '../../../src/domain/booking/booking-email';
import { feedEventTexts } from '../../../src/domain/booking/calendar-feed';
import { viewerLink } from '../../../src/domain/lead-email';
import { addBookingEvent } from './ics-invite';

/*
 * The text of a staff member's calendar feed (issue 30, part 8): a published calendar (no METHOD: a
 * subscription is read, never answered) with one event per call, each built exactly as the call's
 * invitations are (./ics-invite.ts addBookingEvent): the booking's UID and current SEQUENCE, so the
 * feed and the invitation describe the same event, and a cancelled call is STATUS:CANCELLED, which
 * calendars drop. Titles and notes in Portuguese, like every staff text.
 */

/** How often calendars should fetch the feed again (Outlook and Apple read it; Google keeps its own pace). */
export const FEED_REFRESH_SECONDS = 15 * 60;

export interface FeedContext {
  /** The site's public address, no trailing slash (the lead page's link). */
  siteUrl: string;
  /** The form's title as staff texts name it. */
  formTitle: (formId: string) => string;
  /** DTSTAMP of every event: when the feed was made (epoch ms). */
  stamp: number;
}

/** One booking of the feed: its document id and what is stored. */
export interface FeedBooking {
  id: string;
  booking: StoredBooking;
}

const hasEmail = (email: string | undefined): email is string => typeof email === 'string' && email.includes('@');

/** The feed's `.ics` text: one event per booking, in the order given. */
export function calendarFeedIcs(bookings: FeedBooking[], context: FeedContext): string {
  const calendar = ical({
    prodId: { company: STUDIO_NAME, product: 'calendar-feed', language: 'PT' },
    name: `Conversas · ${STUDIO_NAME}`,
    ttl: FEED_REFRESH_SECONDS,
  });
  for (const { id, booking } of bookings) {
    const { visitor } = booking;
    const texts = feedEventTexts({
      visitorName: visitor.name,
      visitorEmail: visitor.email,
      visitorPhone: visitor.phone,
      formTitle: context.formTitle(booking.formId),
      leadUrl: viewerLink(context.siteUrl, booking.formId, booking.submissionId),
    });
    addBookingEvent(calendar, {
      bookingId: id,
      sequence: booking.sequence,
      cancelled: booking.status === 'cancelled',
      start: booking.start,
      end: booking.end,
      // ical-generator refuses a person without an e-mail: a side without one is left out, the call stays.
      organizer: hasEmail(booking.staffEmail) ? { name: STUDIO_NAME, email: booking.staffEmail } : undefined,
      attendee: hasEmail(visitor.email) ? { name: visitor.name || visitor.email, email: visitor.email } : undefined,
      place: invitePlace(booking.place, visitor.phone),
      ...texts,
      locale: 'pt',
      stamp: context.stamp,
    });
  }
  return calendar.toString();
}
