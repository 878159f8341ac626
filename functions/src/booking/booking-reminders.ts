import { type DocumentReference, FieldValue, type QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { BOOKING_MAIL, BOOKINGS, type StoredBooking } from '../../../src/domain/booking/booking';
import { claimSend, markEmpty } from '../claimed-send';
import { BOOKING_MAIL_WHO, type BookingMailDeps, bookingMailId, type BookingMailOutcome, type BookingMailWho, sendUnderCap } from './booking-mails';
import { callMail } from './call-mail';
import { dueReminder, REMIND_AHEAD_MS, type ReminderKind, suffixOf } from './reminder-due';

/*
 * The reminders of a booked call (issue 30, part 7): 24 h and 1 h before, to the visitor (in their
 * language and zone) and to the staff member, run by the e-mail sweep (deployed on its schedule, and by
 * `npm start`'s local sweep). Which one is due is ./reminder-due.ts. Each is one claimed e-mail
 * (../claimed-send.ts) named after the invitation of the same time,
 * `booking_mail/{bookingId}_{who}_{sequence}_r24` (or `_r1`): sent once however often or however many
 * runs at once ask, and a call moved to a new time (a new SEQUENCE) is reminded of again. The booking is
 * read again after the claim, so a call cancelled, moved or started meanwhile sends nothing.
 */

export const reminderMailId = (bookingId: string, who: BookingMailWho, sequence: number, kind: ReminderKind) =>
  `${bookingMailId(bookingId, who, sequence)}_${suffixOf(kind)}`;

/** Bookings read per query. */
const PAGE = 100;

const millis = (value: unknown) => (typeof value === 'number' ? value : value instanceof Timestamp ? value.toMillis() : 0);

/** When the call's time was set: its booking, or its last move (`rescheduledAt`, ./reschedule-booking.ts). */
const setAt = (booking: StoredBooking & { rescheduledAt?: unknown }) => Math.max(millis(booking.createdAt), millis(booking.rescheduledAt));

/**
 * A reminder is tried again by the next pass of this code while its window lasts, never by the
 * invitations' retries (booking-mails.ts, change-mails.ts), which page through `retryAt`: a reminder
 * left due there after its call would fill their pages for good.
 */
const notDue = (ref: DocumentReference) => ref.update({ retryAt: FieldValue.delete() });

/** Sends one reminder once: 'done' when it went already or another run holds it, 'dropped' when the call is no longer due it. */
async function sendReminder(deps: BookingMailDeps, bookingId: string, sequence: number, kind: ReminderKind, who: BookingMailWho, nowMs: number): Promise<BookingMailOutcome> {
  const { db } = deps;
  const ref = db.collection(BOOKING_MAIL).doc(reminderMailId(bookingId, who, sequence, kind));
  const attempt = await claimSend(db, ref, nowMs, { bookingId, who, sequence, kind });
  if (attempt === undefined) return 'done';
  await notDue(ref);
  const booking = (await db.collection(BOOKINGS).doc(bookingId).get()).data() as StoredBooking | undefined;
  const still = booking?.status === 'booked' && booking.sequence === sequence && dueReminder(booking.start, setAt(booking), nowMs) === kind;
  // A reminder's own words, no `.ics` (carriesInvite); the visitor's links to manage the call as the invitation does.
  const mail = still ? callMail(bookingId, booking, who, { kind, sequence }, deps) : undefined;
  if (!mail) {
    // Cancelled, moved (its new time has reminders of its own) or started: this one never goes.
    await markEmpty(ref);
    return 'dropped';
  }
  const outcome = await sendUnderCap(deps, ref, mail, nowMs, attempt);
  if (outcome === 'failed') await notDue(ref);
  return outcome;
}

export interface ReminderReport {
  sent: number;
  failed: number;
}

/**
 * Sends every reminder due at `nowMs` (default: the deps' clock): reads the calls starting within the
 * next 24 h by `start` alone (a single-field range, no composite index) and keeps the booked ones here.
 * A failed e-mail is tried again by the next pass while its window lasts; never throws for one e-mail.
 */
export async function sendBookingReminders(deps: BookingMailDeps, nowMs = (deps.now ?? Date.now)()): Promise<ReminderReport> {
  const report: ReminderReport = { sent: 0, failed: 0 };
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = deps.db.collection(BOOKINGS).where('start', '>', nowMs).where('start', '<=', nowMs + REMIND_AHEAD_MS).orderBy('start');
    if (after) query = query.startAfter(after);
    const page = await query.limit(PAGE).get();
    for (const doc of page.docs) {
      const booking = doc.data() as StoredBooking;
      if (booking.status !== 'booked') continue;
      const kind = dueReminder(booking.start, setAt(booking), nowMs);
      if (!kind) continue;
      const outcomes = await Promise.all(
        BOOKING_MAIL_WHO.map((who) => sendReminder(deps, doc.id, booking.sequence ?? 0, kind, who, nowMs).catch((): BookingMailOutcome => 'failed')),
      );
      report.sent += outcomes.filter((o) => o === 'sent').length;
      report.failed += outcomes.filter((o) => o === 'failed').length;
    }
    if (page.size < PAGE) return report;
    after = page.docs[page.docs.length - 1];
  }
}
