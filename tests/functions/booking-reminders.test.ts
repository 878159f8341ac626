import { beforeEach, describe, expect, it } from 'vitest';
import { type BookingMailDeps } from '../../functions/src/booking/booking-mails';
import { reminderMailId, sendBookingReminders } from '../../functions/src/booking/booking-reminders';
import { readRegistry } from '../../scripts/lib/read-forms';
import { BOOKING_MAIL, BOOKINGS, type StoredBooking } from '../../src/domain/booking/booking';
import { adminDb } from '../support/admin';
import { unique } from '../support/function-host';
import { to, withClearMailbox } from '../support/mail-per-test';
import { listMail, smtp, waitForMail } from '../support/mailbox';
import { storeBooking } from '../support/stored-booking';
import { testBookingMailDeps } from '../support/test-deps';

/*
 * The reminders of a booked call (functions/src/booking/booking-reminders.ts), called in-process as the
 * sweep calls them, with the clock injected, against the Firestore emulator and the local SMTP sink.
 * The bookings are stored as the booking function stores them (tests/functions/booking.test.ts books
 * through the callable), in March 2031, so the real clock's calls of other suites are never in reach;
 * each case clears the bookings and their e-mails' claims first. Only these calls send a reminder (no
 * trigger does), each has sent all it sends when it answers, and the sink stores a message before it
 * acknowledges it: the mailbox is final after each call, with no wait.
 *
 * The visitor books in Spanish from Lisbon (18:00 there is 15:00 in Brasília that day), so each side's
 * mail shows its own language and zone.
 */
const registry = readRegistry();
const contato = registry.forms.find((f) => f.id === 'contato')!;
const SITE = 'http://127.0.0.1:5173';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Wednesday 12 March 2031, 18:00 in Lisbon, 15:00 in Brasília. */
const START = Date.UTC(2031, 2, 12, 18, 0);

const deps = (now: number): BookingMailDeps => testBookingMailDeps(() => now);
const remind = (now: number) => sendBookingReminders(deps(now));

/** A call booked three days before it, as the booking function stores it; returns who is on each side. */
async function booked(start = START, over: Partial<StoredBooking> = {}) {
  const submissionId = `lembrete${unique()}`;
  const { bookingId, booking } = await storeBooking(submissionId, start, over);
  return { bookingId, submissionId, visitorEmail: booking.visitor.email, staffEmail: booking.staffEmail };
}


beforeEach(async () => {
  await adminDb().recursiveDelete(adminDb().collection(BOOKINGS));
  await adminDb().recursiveDelete(adminDb().collection(BOOKING_MAIL));
});

withClearMailbox();

describe('booking reminders', () => {
  it('send the 24 h reminder to both sides once, in each one’s language and zone, however often the sweep runs', async () => {
    const call = await booked();
    const later = await booked(START + 3 * 24 * HOUR);

    // More than a day before: nothing yet.
    expect(await remind(START - 25 * HOUR)).toEqual({ sent: 0, failed: 0 });

    const now = START - 23 * HOUR;
    expect(await remind(now)).toEqual({ sent: 2, failed: 0 });
    const mail = await waitForMail((m) => to(call.visitorEmail)(m).length === 1 && to(call.staffEmail)(m).length === 1);
    const [visitor] = to(call.visitorEmail)(mail);
    expect(visitor.subject).toBe('Recordatorio: tu llamada con Movaly, miércoles, 12 de marzo, 18:00');
    expect(visitor.text).toContain('¡Hola, Zé Souza!');
    expect(visitor.text).toContain('https://meet.example.com/movaly-conversa');
    // The link to cancel or move the call, as in the invitation.
    expect(visitor.text).toContain(`${SITE}/conversa/token-`);
    const [staff] = to(call.staffEmail)(mail);
    expect(staff.subject).toContain('Lembrete: conversa com Zé Souza');
    expect(staff.text).toContain('15:00–15:30 (horário de Brasília)');
    expect(staff.text).toContain(`${SITE}/admin/leads/${contato.id}/${call.submissionId}`);
    // Reminders carry no invitation: the calendar has the call since the booking.
    expect(visitor.attachments ?? []).toHaveLength(0);

    // The next passes, and two passes at once, send nothing again; the later call is not due yet.
    expect(await remind(now + 10 * MINUTE)).toEqual({ sent: 0, failed: 0 });
    await Promise.all([remind(now + 20 * MINUTE), remind(now + 20 * MINUTE)]);
    const all = await listMail();
    expect(to(call.visitorEmail)(all)).toHaveLength(1);
    expect(to(call.staffEmail)(all)).toHaveLength(1);
    expect(to(later.visitorEmail)(all)).toHaveLength(0);

    const claim = await adminDb().collection(BOOKING_MAIL).doc(reminderMailId(call.bookingId, 'visitor', 0, 'reminder24h')).get();
    expect(claim.get('state')).toBe('sent');
  });

  it('send the 1 h reminder to both sides once, between 60 and 50 minutes before', async () => {
    const call = await booked();
    await remind(START - 23 * HOUR);
    await waitForMail((m) => to(call.staffEmail)(m).length === 1 && to(call.visitorEmail)(m).length === 1);

    // 61 minutes before is still the 24 h reminder's window, already sent.
    expect(await remind(START - 61 * MINUTE)).toEqual({ sent: 0, failed: 0 });
    expect(await remind(START - 55 * MINUTE)).toEqual({ sent: 2, failed: 0 });
    const mail = await waitForMail((m) => to(call.visitorEmail)(m).length === 2 && to(call.staffEmail)(m).length === 2);
    expect(to(call.visitorEmail)(mail).map((m) => m.subject)).toContain('En un rato: tu llamada con Movaly a las 18:00');
    expect(to(call.staffEmail)(mail).map((m) => m.subject)).toContain('Daqui a pouco: conversa com Zé Souza às 15:00');

    await Promise.all([remind(START - 45 * MINUTE), remind(START - 45 * MINUTE)]);
    const all = await listMail();
    expect(to(call.visitorEmail)(all)).toHaveLength(2);
    expect(to(call.staffEmail)(all)).toHaveLength(2);
  });

  it('send none for a cancelled call, nor once it was cancelled after its booking', async () => {
    const cancelled = await booked(START, { status: 'cancelled', sequence: 1 });
    expect(await remind(START - 23 * HOUR)).toEqual({ sent: 0, failed: 0 });
    expect(await remind(START - 50 * MINUTE)).toEqual({ sent: 0, failed: 0 });

    // Reminded the day before, then cancelled: no 1 h reminder.
    const call = await booked(START + HOUR);
    expect(await remind(START + HOUR - 23 * HOUR)).toEqual({ sent: 2, failed: 0 });
    await adminDb().collection(BOOKINGS).doc(call.bookingId).update({ status: 'cancelled', sequence: 1 });
    expect(await remind(START + HOUR - 50 * MINUTE)).toEqual({ sent: 0, failed: 0 });

    const all = await listMail();
    expect(to(cancelled.visitorEmail)(all)).toHaveLength(0);
    expect(to(cancelled.staffEmail)(all)).toHaveLength(0);
    expect(to(call.visitorEmail)(all)).toHaveLength(1);
    expect(to(call.staffEmail)(all)).toHaveLength(1);
  });

  it('send none for a call that has started or passed, nor a day-before reminder for a call booked that same day', async () => {
    const started = await booked(START - 10 * MINUTE);
    const past = await booked(START - 2 * 24 * HOUR);
    // Booked 13 h before (inside the 24 h window): its invitation said the time; only the 1 h reminder goes.
    const lastMinute = await booked(START + 6 * HOUR, { createdAt: START + 6 * HOUR - 13 * HOUR });
    expect(await remind(START)).toEqual({ sent: 0, failed: 0 });

    expect(await remind(START + 6 * HOUR - 55 * MINUTE)).toEqual({ sent: 2, failed: 0 });
    await waitForMail((m) => to(lastMinute.visitorEmail)(m).length === 1 && to(lastMinute.staffEmail)(m).length === 1);
    const all = await listMail();
    for (const who of [started, past]) {
      expect(to(who.visitorEmail)(all)).toHaveLength(0);
      expect(to(who.staffEmail)(all)).toHaveLength(0);
    }
    expect(to(lastMinute.visitorEmail)(all).map((m) => m.subject)).toEqual([expect.stringMatching(/^En un rato:/)]);
  });

  it('try a reminder again at the next pass when the SMTP was down, and send it once', async () => {
    const call = await booked();
    await smtp('down');
    expect(await remind(START - 23 * HOUR)).toEqual({ sent: 0, failed: 2 });
    // Tried again by the reminders' own next pass, never by the invitations' retries (which page through `retryAt`).
    const claim = await adminDb().collection(BOOKING_MAIL).doc(reminderMailId(call.bookingId, 'staff', 0, 'reminder24h')).get();
    expect(claim.data()).toMatchObject({ state: 'failed', attempts: 1 });
    expect(claim.get('retryAt')).toBeUndefined();
    await smtp('up');
    expect(await remind(START - 23 * HOUR + 10 * MINUTE)).toEqual({ sent: 2, failed: 0 });
    await waitForMail((m) => to(call.visitorEmail)(m).length === 1 && to(call.staffEmail)(m).length === 1);
    expect(await remind(START - 23 * HOUR + 20 * MINUTE)).toEqual({ sent: 0, failed: 0 });
  });
});
