import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingMailId, type BookingMailDeps, retryBookingMails, sendInvitation } from '../../functions/src/booking/booking-mails';
import { nextHour } from '../../functions/src/mail-quota';
import { BOOKING_MAIL, BOOKINGS } from '../../src/domain/booking/booking';
import { adminDb } from '../support/admin';
import { unique } from '../support/function-host';
import { to, withClearMailbox } from '../support/mail-per-test';
import { listMail } from '../support/mailbox';
import { storeBooking } from '../support/stored-booking';
import { testBookingMailDeps } from '../support/test-deps';

/*
 * Issue 37: the sweep's retries of booking e-mails cannot stall. Each kind of claim (invitation, change)
 * is found by its own query, oldest due first, so many due claims of another kind never keep an
 * invitation out of the pass; a claim left `sending` by a run that died is sent once its lease passed;
 * a claim that names no booking is taken out of the retries and the pass goes on; past the studio's
 * hourly mail cap an e-mail waits for the next hour without spending a try. In-process, as the
 * sweep calls it, against the Firestore emulator and the local SMTP sink (final when the call answers).
 */
const MINUTE = 60_000;
/** Far from the real clock's calls of other suites (as booking-reminders.test.ts). */
const START = Date.UTC(2031, 4, 14, 15, 0);

const deps = (): BookingMailDeps => testBookingMailDeps();

/** The visitor's invitation claim as a run that died while sending leaves it: claimed, its lease passed. */
async function diedWhileSending(bookingId: string, leaseEndedAgo = MINUTE) {
  const leaseUntil = Timestamp.fromMillis(Date.now() - leaseEndedAgo);
  await adminDb()
    .collection(BOOKING_MAIL)
    .doc(bookingMailId(bookingId, 'visitor', 0))
    .set({ bookingId, who: 'visitor', sequence: 0, kind: 'invitation', state: 'sending', attempts: 1, leaseUntil, retryAt: leaseUntil });
}

beforeEach(async () => {
  await adminDb().recursiveDelete(adminDb().collection(BOOKINGS));
  await adminDb().recursiveDelete(adminDb().collection(BOOKING_MAIL));
});
withClearMailbox();

describe("the sweep's retries of booking e-mails", () => {
  it('send an invitation whose run died mid-way, however many change e-mails were due before it', { timeout: 60_000 }, async () => {
    const { bookingId, booking } = await storeBooking(`retentativa${unique()}`, START);
    await diedWhileSending(bookingId);
    // 60 change e-mails failed two hours ago (more than a pass looks at): another kind, and due first.
    const batch = adminDb().batch();
    for (let i = 0; i < 60; i++) {
      const other = `contato__mudanca${i}${unique()}`;
      batch.set(adminDb().collection(BOOKING_MAIL).doc(bookingMailId(other, 'staff', 1)), {
        bookingId: other,
        who: 'staff',
        sequence: 1,
        kind: 'rescheduled',
        state: 'failed',
        attempts: 1,
        retryAt: Timestamp.fromMillis(Date.now() - 120 * MINUTE),
      });
    }
    await batch.commit();

    expect(await retryBookingMails(deps())).toBe(1);
    expect(to(booking.visitor.email)(await listMail())).toHaveLength(1);
    expect((await adminDb().collection(BOOKING_MAIL).doc(bookingMailId(bookingId, 'visitor', 0)).get()).get('state')).toBe('sent');
  });

  it('take a claim that names no booking out of the retries, and go on with the others', { timeout: 60_000 }, async () => {
    const broken = adminDb().collection(BOOKING_MAIL).doc(`quebrada${unique()}`);
    // Due first, with a booking id no document can have.
    await broken.set({ bookingId: 'a/b/c', who: 'visitor', sequence: 0, kind: 'invitation', state: 'failed', attempts: 1, retryAt: Timestamp.fromMillis(Date.now() - 60 * MINUTE) });
    const { bookingId, booking } = await storeBooking(`retentativa${unique()}`, START);
    await diedWhileSending(bookingId);

    expect(await retryBookingMails(deps())).toBe(1);
    expect(to(booking.visitor.email)(await listMail())).toHaveLength(1);
    expect((await broken.get()).data()).toMatchObject({ state: 'failed', exhausted: true });
    expect((await broken.get()).get('retryAt')).toBeUndefined();
  });
});

describe("booking e-mails and the studio's hourly mail cap", () => {
  it('past the cap an invitation waits for the next hour, its try not spent, and the sweep sends it then', { timeout: 60_000 }, async () => {
    const { bookingId, booking } = await storeBooking(`teto${unique()}`, START);
    const ref = adminDb().collection(BOOKING_MAIL).doc(bookingMailId(bookingId, 'visitor', 0));
    await ref.set({ bookingId, who: 'visitor', sequence: 0, kind: 'invitation', state: 'queued', attempts: 0, retryAt: Timestamp.now() });

    // The hour's allowance is spent (a cap of 0: every e-mail of this hour is past it).
    expect(await sendInvitation({ ...deps(), mailCapPerHour: 0 }, bookingId, 'visitor')).toBe('deferred');
    const deferred = (await ref.get()).data()!;
    expect(deferred).toMatchObject({ state: 'deferred', attempts: 0 });
    expect((deferred.retryAt as Timestamp).toMillis()).toBe(nextHour(Date.now()));
    expect(to(booking.visitor.email)(await listMail())).toEqual([]);

    // Not due before the next hour; sent once in it.
    expect(await retryBookingMails(deps())).toBe(0);
    const nextHourDeps = { ...deps(), now: () => nextHour(Date.now()) + MINUTE };
    expect(await retryBookingMails(nextHourDeps)).toBe(1);
    expect(await retryBookingMails(nextHourDeps)).toBe(0);
    expect(to(booking.visitor.email)(await listMail())).toHaveLength(1);
    expect((await ref.get()).data()).toMatchObject({ state: 'sent', attempts: 1 });
  });
});
