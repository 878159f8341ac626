import type { StoredBooking } from '../../../src/domain/booking/booking';
import {
  type BookingActor,
  type BookingMailKind,
  carriesInvite,
  invitePlace,
  STUDIO_NAME,
  staffBookingEmail,
  staffInviteTexts,
  visitorBookingEmail,
  visitorInviteTexts,
} from '../../../src/domain/booking/booking-email';
import { manageUrlOf } from '../../../src/domain/booking/manage';
import { viewerLink } from '../../../src/domain/lead-email';
import type { Locale } from '../../../src/forms/core/definition';
import type { OutgoingMail } from '../mailer';
import { icsInvite } from './ics-invite';

/*
 * One e-mail of a booked call to one side, whatever it says (the invitation, a new time, the
 * cancellation, a reminder): the visitor's in their language and zone with the link to manage the call,
 * the staff member's in Portuguese with the link to the lead (and a reply going to the visitor), and,
 * for the mails that carry one (carriesInvite), the `.ics` as `invite.ics`: METHOD:CANCEL for the
 * cancellation, METHOD:REQUEST otherwise, at the booking's SEQUENCE. Which claim sends it, and when,
 * is each caller's (./booking-mails.ts, ./change-mails.ts, ./booking-reminders.ts).
 */

export const BOOKING_MAIL_WHO = ['visitor', 'staff'] as const;
export type BookingMailWho = (typeof BOOKING_MAIL_WHO)[number];

/** The booking as stored: the StoredBooking and its manage token. */
export type StoredCall = StoredBooking & { manageToken?: string };

/** What the mail tells. */
export interface CallMailFacts {
  kind: BookingMailKind;
  /** The booking's SEQUENCE the `.ics` carries: 0 for the invitation, the change's for a new time or the cancellation. */
  sequence: number;
  /** For a new time or the cancellation: who made it. */
  by?: BookingActor;
  /** For a new time: the time before. */
  previous?: { start: number; end: number };
}

/** What the mails link to. */
export interface CallMailLinks {
  /** The site's public address, no trailing slash. */
  siteUrl: string;
  /** The form's title as the staff mail names it. */
  formTitle: (formId: string) => string;
}

/** The mail of `who` about `facts`; undefined when there is nobody to write to. */
export function callMail(bookingId: string, booking: StoredCall, who: BookingMailWho, facts: CallMailFacts, links: CallMailLinks): OutgoingMail | undefined {
  const { visitor } = booking;
  const place = invitePlace(booking.place, visitor.phone);
  const call = { start: booking.start, end: booking.end, place, ...(facts.by ? { by: facts.by } : {}), ...(facts.previous ? { previous: facts.previous } : {}) };
  const method = facts.kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const invite = (texts: { summary: string; description: string }, locale: Locale) => {
    // No organizer to name (a call nobody holds, in a studio with no address set): the mail goes without the `.ics`.
    if (!carriesInvite(facts.kind) || !booking.staffEmail.includes('@')) return {};
    const organizer = { name: STUDIO_NAME, email: booking.staffEmail };
    const attendee = { name: visitor.name || visitor.email, email: visitor.email };
    const ics = icsInvite({ bookingId, sequence: facts.sequence, method, start: booking.start, end: booking.end, organizer, attendee, place, ...texts, locale });
    return { attachments: [{ filename: 'invite.ics', content: ics, contentType: `text/calendar; method=${method}; charset=utf-8` }] };
  };

  if (who === 'visitor') {
    if (!visitor.email.includes('@')) return undefined;
    // A cancelled call's token has nothing left to do: its mail carries no link.
    const manageUrl = facts.kind === 'cancelled' || !booking.manageToken ? undefined : manageUrlOf(links.siteUrl, booking.manageToken);
    const mail = visitorBookingEmail(facts.kind, { ...call, locale: visitor.locale, timeZone: visitor.zone, visitorName: visitor.name, manageUrl });
    return { to: visitor.email, ...mail, ...invite(visitorInviteTexts({ locale: visitor.locale, place, manageUrl }), visitor.locale) };
  }
  if (!booking.staffEmail.includes('@')) return undefined;
  const leadUrl = viewerLink(links.siteUrl, booking.formId, booking.submissionId);
  const people = { visitorName: visitor.name, visitorEmail: visitor.email, visitorPhone: visitor.phone };
  const mail = staffBookingEmail(facts.kind, { ...call, ...people, formTitle: links.formTitle(booking.formId), leadUrl });
  return { to: booking.staffEmail, ...(visitor.email.includes('@') ? { replyTo: visitor.email } : {}), ...mail, ...invite(staffInviteTexts({ ...people, leadUrl }), 'pt') };
}
