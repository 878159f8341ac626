import { type DocumentData, type Firestore, type Transaction, Timestamp } from 'firebase-admin/firestore';
import { BOOKING_MAIL, BOOKINGS, type StoredBooking } from '../../../src/domain/booking/booking';
import {
  type BookingActor,
  invitePlace,
  STUDIO_NAME,
  staffBookingEmail,
  staffInviteTexts,
  visitorBookingEmail,
  visitorInviteTexts,
} from '../../../src/domain/booking/booking-email';
import { manageUrlOf } from '../../../src/domain/booking/manage';
import { SEND_LEASE_MS } from '../../../src/domain/daily-agenda';
import { viewerLink } from '../../../src/domain/lead-email';
import { claimSend, markEmpty, sendClaimed } from '../claimed-send';
import type { MailAttachment } from '../mailer';
import { BOOKING_MAIL_WHO, type BookingMailDeps, type BookingMailOutcome, type BookingMailWho, bookingMailId } from './booking-mails';
import { icsInvite } from './ics-invite';

/*
 * The e-mails of a moved or cancelled call (issue 30, part 6): to the visitor (their language and zone)
 * and to the staff member, each with the `.ics` that updates the event their calendar already has (the
 * same UID, the booking's new SEQUENCE; METHOD:REQUEST for a new time, METHOD:CANCEL for a
 * cancellation). Each is one claimed e-mail (`booking_mail/{bookingId}_{who}_{sequence}`), created in
 * the change's own transaction, due a lease from now: the callable sends them at once and the sweep
 * (retryChangeMails) sends one that failed or whose run died. A claim whose booking changed again
 * since is not sent: the later change's mail tells the newer truth.
 */

/** The booking as stored, with its token (no import of the callables: the sweep loads this file). */
type Stored = StoredBooking & { manageToken?: string };

export type ChangeKind = 'rescheduled' | 'cancelled';

export interface ChangeFacts {
  kind: ChangeKind;
  by: BookingActor;
  /** The sequence the change gave the booking. */
  sequence: number;
  /** For a new time: the time before. */
  previous?: { start: number; end: number };
}

/** Creates, inside the change's transaction, one claim per side. */
export function queueChangeMails(db: Firestore, tx: Transaction, bookingId: string, facts: ChangeFacts): void {
  const due = Timestamp.fromMillis(Date.now() + SEND_LEASE_MS);
  for (const who of BOOKING_MAIL_WHO) {
    const ref = db.collection(BOOKING_MAIL).doc(bookingMailId(bookingId, who, facts.sequence));
    tx.create(ref, {
      bookingId,
      who,
      sequence: facts.sequence,
      kind: facts.kind,
      by: facts.by,
      ...(facts.previous ? { previousStart: facts.previous.start, previousEnd: facts.previous.end } : {}),
      state: 'queued',
      attempts: 0,
      retryAt: due,
    });
  }
}

const attachment = (ics: string, method: 'REQUEST' | 'CANCEL'): MailAttachment[] => [
  { filename: 'invite.ics', content: ics, contentType: `text/calendar; method=${method}; charset=utf-8` },
];

/** The mail of `who` about `facts`; undefined when there is nobody to write to. */
function changeMail(bookingId: string, booking: Stored, who: BookingMailWho, facts: ChangeFacts, deps: BookingMailDeps) {
  const { visitor } = booking;
  const method = facts.kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const place = invitePlace(booking.place, visitor.phone);
  const call = { start: booking.start, end: booking.end, place, by: facts.by, ...(facts.previous ? { previous: facts.previous } : {}) };
  const organizer = { name: STUDIO_NAME, email: booking.staffEmail };
  const attendee = { name: visitor.name || visitor.email, email: visitor.email };
  const base = { bookingId, sequence: facts.sequence, method, start: booking.start, end: booking.end, organizer, attendee, place } as const;
  if (who === 'visitor') {
    if (!visitor.email.includes('@')) return undefined;
    // A cancelled call's token has nothing left to do: its mail carries no link.
    const manageUrl = facts.kind === 'cancelled' || !booking.manageToken ? undefined : manageUrlOf(deps.siteUrl, booking.manageToken);
    const mail = visitorBookingEmail(facts.kind, { ...call, locale: visitor.locale, timeZone: visitor.zone, visitorName: visitor.name, manageUrl });
    const ics = icsInvite({ ...base, ...visitorInviteTexts({ locale: visitor.locale, place, manageUrl }), locale: visitor.locale });
    return { to: visitor.email, ...mail, attachments: attachment(ics, method) };
  }
  if (!booking.staffEmail.includes('@')) return undefined;
  const leadUrl = viewerLink(deps.siteUrl, booking.formId, booking.submissionId);
  const people = { visitorName: visitor.name, visitorEmail: visitor.email, visitorPhone: visitor.phone };
  const mail = staffBookingEmail(facts.kind, { ...call, ...people, formTitle: deps.formTitle(booking.formId), leadUrl });
  const ics = icsInvite({ ...base, ...staffInviteTexts({ ...people, leadUrl }), locale: 'pt' });
  return { to: booking.staffEmail, ...(visitor.email.includes('@') ? { replyTo: visitor.email } : {}), ...mail, attachments: attachment(ics, method) };
}

/** The facts a claim document keeps. */
function factsOf(claim: DocumentData): ChangeFacts | undefined {
  const kind = claim.kind as unknown;
  if (kind !== 'rescheduled' && kind !== 'cancelled') return undefined;
  const by: BookingActor = claim.by === 'staff' ? 'staff' : 'visitor';
  const previous =
    typeof claim.previousStart === 'number' && typeof claim.previousEnd === 'number' ? { start: claim.previousStart, end: claim.previousEnd } : undefined;
  return { kind, by, sequence: Number(claim.sequence), ...(previous ? { previous } : {}) };
}

/** Sends the change mail of `who` at `sequence` once. */
export async function sendChangeMail(deps: BookingMailDeps, bookingId: string, who: BookingMailWho, sequence: number): Promise<BookingMailOutcome> {
  const { db } = deps;
  const nowMs = (deps.now ?? Date.now)();
  const ref = db.collection(BOOKING_MAIL).doc(bookingMailId(bookingId, who, sequence));
  const attempt = await claimSend(db, ref, nowMs, { bookingId, who, sequence });
  if (attempt === undefined) return 'done';
  const [claim, stored] = await db.getAll(ref, db.collection(BOOKINGS).doc(bookingId));
  const facts = claim.exists ? factsOf(claim.data()!) : undefined;
  const booking = stored.data() as Stored | undefined;
  // A booking changed again since (or gone) has a newer mail, or none to send.
  const mail = facts && booking && booking.sequence === sequence ? changeMail(bookingId, booking, who, facts, deps) : undefined;
  if (!mail) {
    await markEmpty(ref);
    return 'dropped';
  }
  return sendClaimed(ref, deps.mailer, mail, nowMs, attempt);
}

/** Both sides' mails of one change; never throws (the sweep retries whatever did not go). */
export function sendChangeMails(deps: BookingMailDeps, bookingId: string, sequence: number): Promise<BookingMailOutcome[]> {
  return Promise.all(BOOKING_MAIL_WHO.map((who) => sendChangeMail(deps, bookingId, who, sequence).catch((): BookingMailOutcome => 'failed')));
}

const RETRY_PAGE = 50;

/** The sweep's part: change mails whose send failed or whose run died past its lease; returns how many went. */
export async function retryChangeMails(deps: BookingMailDeps): Promise<number> {
  const nowMs = (deps.now ?? Date.now)();
  const due = await deps.db.collection(BOOKING_MAIL).where('retryAt', '<=', Timestamp.fromMillis(nowMs)).limit(RETRY_PAGE).get();
  let sent = 0;
  for (const claim of due.docs) {
    const kind = claim.get('kind') as unknown;
    const who = claim.get('who') as BookingMailWho;
    if ((kind !== 'rescheduled' && kind !== 'cancelled') || !BOOKING_MAIL_WHO.includes(who)) continue;
    if ((await sendChangeMail(deps, String(claim.get('bookingId')), who, Number(claim.get('sequence')))) === 'sent') sent++;
  }
  return sent;
}
