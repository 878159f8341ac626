import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { BOOKING_MAIL, BOOKINGS, type StoredBooking } from '../../../src/domain/booking/booking';
import {
  invitePlace,
  STUDIO_NAME,
  staffBookingEmail,
  staffInviteTexts,
  visitorBookingEmail,
  visitorInviteTexts,
} from '../../../src/domain/booking/booking-email';
import { manageUrlOf } from '../../../src/domain/booking/manage';
import { viewerLink } from '../../../src/domain/lead-email';
import { claimSend, markEmpty, sendClaimed } from '../claimed-send';
import type { Mailer, MailAttachment } from '../mailer';
import { icsInvite } from './ics-invite';

/*
 * The two invitations of a booked call (issue 30, part 5): the visitor's, in their language and zone,
 * and the staff member's, in Portuguese with the link to the lead, each with the `.ics`
 * (METHOD:REQUEST, SEQUENCE 0) as `invite.ics`. Each is one claimed e-mail
 * (`booking_mail/{bookingId}_{who}_0`, ../claimed-send.ts): the booking's transaction creates both
 * claims due a lease from now, the callable sends them at once, and the sweep (retryBookingMails)
 * sends one that failed or whose run died, from the stored booking alone. A failed e-mail never undoes
 * the booking.
 */

export const BOOKING_MAIL_WHO = ['visitor', 'staff'] as const;
export type BookingMailWho = (typeof BOOKING_MAIL_WHO)[number];
export const INVITATION_SEQUENCE = 0;

export const bookingMailId = (bookingId: string, who: BookingMailWho, sequence: number) => `${bookingId}_${who}_${sequence}`;

export interface BookingMailDeps {
  db: Firestore;
  mailer: Mailer;
  /** The site's public address, no trailing slash. */
  siteUrl: string;
  /** The form's title as the staff mail names it. */
  formTitle: (formId: string) => string;
  now?: () => number;
}

/** The booking as stored: the StoredBooking and its manage token. */
type Stored = StoredBooking & { manageToken?: string };

const invite = (ics: string): MailAttachment[] => [{ filename: 'invite.ics', content: ics, contentType: 'text/calendar; method=REQUEST; charset=utf-8' }];

/** The e-mail of `who` for `booking`, with its invitation; undefined when there is nobody to write to. */
function invitationMail(bookingId: string, booking: Stored, who: BookingMailWho, deps: BookingMailDeps) {
  const { visitor } = booking;
  const place = invitePlace(booking.place, visitor.phone);
  const call = { start: booking.start, end: booking.end, place };
  const organizer = { name: STUDIO_NAME, email: booking.staffEmail };
  const attendee = { name: visitor.name || visitor.email, email: visitor.email };
  const base = { bookingId, sequence: INVITATION_SEQUENCE, method: 'REQUEST' as const, start: booking.start, end: booking.end, organizer, attendee, place };
  if (who === 'visitor') {
    if (!visitor.email.includes('@')) return undefined;
    const manageUrl = booking.manageToken ? manageUrlOf(deps.siteUrl, booking.manageToken) : undefined;
    const mail = visitorBookingEmail('invitation', { ...call, locale: visitor.locale, timeZone: visitor.zone, visitorName: visitor.name, manageUrl });
    const ics = icsInvite({ ...base, ...visitorInviteTexts({ locale: visitor.locale, place, manageUrl }), locale: visitor.locale });
    return { to: visitor.email, ...mail, attachments: invite(ics) };
  }
  if (!booking.staffEmail.includes('@')) return undefined;
  const leadUrl = viewerLink(deps.siteUrl, booking.formId, booking.submissionId);
  const people = { visitorName: visitor.name, visitorEmail: visitor.email, visitorPhone: visitor.phone };
  const mail = staffBookingEmail('invitation', { ...call, ...people, formTitle: deps.formTitle(booking.formId), leadUrl });
  const ics = icsInvite({ ...base, ...staffInviteTexts({ ...people, leadUrl }), locale: 'pt' });
  return { to: booking.staffEmail, ...(visitor.email.includes('@') ? { replyTo: visitor.email } : {}), ...mail, attachments: invite(ics) };
}

export type BookingMailOutcome = 'sent' | 'failed' | 'done' | 'dropped';

/** Sends the invitation of `who` once: 'done' when it went already (or another run holds it), 'dropped' when the booking is gone or cancelled. */
export async function sendInvitation(deps: BookingMailDeps, bookingId: string, who: BookingMailWho): Promise<BookingMailOutcome> {
  const { db } = deps;
  const nowMs = (deps.now ?? Date.now)();
  const ref = db.collection(BOOKING_MAIL).doc(bookingMailId(bookingId, who, INVITATION_SEQUENCE));
  const attempt = await claimSend(db, ref, nowMs, { bookingId, who, sequence: INVITATION_SEQUENCE, kind: 'invitation' });
  if (attempt === undefined) return 'done';
  const booking = (await db.collection(BOOKINGS).doc(bookingId).get()).data() as Stored | undefined;
  const mail = booking?.status === 'booked' ? invitationMail(bookingId, booking, who, deps) : undefined;
  if (!mail) {
    await markEmpty(ref);
    return 'dropped';
  }
  return sendClaimed(ref, deps.mailer, mail, nowMs, attempt);
}

/** Both invitations of a new booking; never throws (the sweep retries whatever did not go). */
export async function sendInvitations(deps: BookingMailDeps, bookingId: string): Promise<BookingMailOutcome[]> {
  return Promise.all(BOOKING_MAIL_WHO.map((who) => sendInvitation(deps, bookingId, who).catch((): BookingMailOutcome => 'failed')));
}

/** How many invitation claims one sweep pass looks at. */
const RETRY_PAGE = 50;

/** The sweep's part: the invitations whose send failed or whose run died past its lease; returns how many went. */
export async function retryBookingMails(deps: BookingMailDeps): Promise<number> {
  const nowMs = (deps.now ?? Date.now)();
  const due = await deps.db.collection(BOOKING_MAIL).where('retryAt', '<=', Timestamp.fromMillis(nowMs)).limit(RETRY_PAGE).get();
  let sent = 0;
  for (const claim of due.docs) {
    const who = claim.get('who') as BookingMailWho;
    // Other kinds (a new time, a cancellation, reminders) are sent by their own code.
    if (claim.get('kind') !== 'invitation' || !BOOKING_MAIL_WHO.includes(who)) continue;
    if ((await sendInvitation(deps, String(claim.get('bookingId')), who)) === 'sent') sent++;
  }
  return sent;
}
