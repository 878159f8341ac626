import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { cancelStored } from '../../functions/src/booking/cancel-booking';
import { rescheduleStored } from '../../functions/src/booking/reschedule-booking';
import { reserveCall } from '../../functions/src/booking/reserve-call';
import { BOOKING_MAIL, BOOKINGS, type StoredBooking } from '../../src/domain/booking/booking';
import { LEADS } from '../../src/domain/lead';
import { adminDb } from '../support/admin';
import { brasilia, withBookingTeam } from '../support/booking-team';
import { unique } from '../support/function-host';
import { historyOf } from '../support/stored-lead';

/*
 * Issue 42: several staff pressing the same button on one booked call at the same moment, from the
 * lead page: "Cancelar" or a move to one new time. Exactly one does it (one pair of e-mails queued, one
 * history entry); every other press is answered as done ("already cancelled", or the call at that
 * time), never an error. The function's own transactions, raced here against the Firestore emulator.
 */
const team = withBookingTeam();
const MINUTE = 60_000;
const staff = (i: number) => ({ kind: 'staff' as const, uid: `uid-colega-${i}`, email: `colega.${i}@example.com` });

/** A booked 30-minute call of the team's member, with its lead summary (which the changes write their history on). */
async function bookedCall(start: number): Promise<{ bookingId: string; submissionId: string }> {
  const submissionId = `corrida-equipe-${unique()}`;
  const bookingId = `contato__${submissionId}`;
  await adminDb().collection(LEADS).doc(bookingId).set({ formId: 'contato', docId: submissionId, collection: 'contatos', stage: 'em_contato' });
  const booking: StoredBooking = {
    formId: 'contato',
    submissionId,
    leadId: bookingId,
    staffId: team.staffId,
    staffEmail: team.staffEmail,
    start,
    end: start + 30 * MINUTE,
    place: { kind: 'video', link: 'https://meet.example.com/movaly-conversa' },
    visitor: { name: 'Pessoa Disputada', email: `disputada.${unique()}@example.com`, locale: 'pt', zone: 'America/Sao_Paulo' },
    status: 'booked',
    sequence: 0,
    createdAt: Date.now(),
  };
  expect(await reserveCall(adminDb(), { bookingId, booking, bufferMs: 0, manageToken: unique() })).toBe('booked');
  return { bookingId, submissionId };
}

/** The e-mail claims a change of `kind` queued for a booking: one per side when it happened once. */
const claimsOf = async (bookingId: string, kind: string) =>
  (await adminDb().collection(BOOKING_MAIL).where('bookingId', '==', bookingId).where('kind', '==', kind).get()).docs.map((d) => d.id).sort();

const entriesOf = async (submissionId: string, text: string) => (await historyOf('contato', submissionId)).filter((e) => e.get('text') === text);

/**
 * The admin Firestore, but the first read of `bookingId` through `db.collection(BOOKINGS).doc()` runs
 * `between` after its answer and before handing it on: what a colleague's press finishing in that
 * moment looks like to this one, played in that order every time.
 */
function withChangeAfterFirstRead(db: Firestore, bookingId: string, between: () => Promise<unknown>): Firestore {
  let done = false;
  const bound = <T extends object>(target: T, name: string | symbol) => {
    const value = Reflect.get(target, name, target) as unknown;
    return typeof value === 'function' ? value.bind(target) : value;
  };
  return new Proxy(db, {
    get(target, name) {
      if (name !== 'collection') return bound(target, name);
      return (path: string) => {
        const collection = target.collection(path);
        if (path !== BOOKINGS) return collection;
        return new Proxy(collection, {
          get(inner, key) {
            if (key !== 'doc') return bound(inner, key);
            return (id: string) => {
              const ref = inner.doc(id);
              if (id !== bookingId || done) return ref;
              const read = ref.get.bind(ref);
              ref.get = async () => {
                const snap = await read();
                if (!done) {
                  done = true;
                  await between();
                }
                return snap;
              };
              return ref;
            };
          },
        });
      };
    },
  });
}

describe('staff pressing at once on one booked call', () => {
  it.each([
    [5, 2],
    [10, 3],
  ])('%i cancel it: one cancels, every other press is told it is cancelled already; one pair of e-mails, one history entry', { timeout: 120_000 }, async (presses, day) => {
    const { bookingId, submissionId } = await bookedCall(brasilia(day, 10));
    const answers = await Promise.all(Array.from({ length: presses }, (_, i) => cancelStored(adminDb(), bookingId, staff(i))));

    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok)).toEqual(Array.from({ length: presses - 1 }, () => ({ ok: false, reason: 'cancelled' })));
    expect((await adminDb().collection(BOOKINGS).doc(bookingId).get()).data()).toMatchObject({ status: 'cancelled', sequence: 1 });
    expect(await claimsOf(bookingId, 'cancelled')).toEqual([`${bookingId}_staff_1`, `${bookingId}_visitor_1`]);
    expect(await entriesOf(submissionId, 'cancelled')).toHaveLength(1);
  });

  it.each([
    [5, 2],
    [10, 3],
  ])('%i move it to one new time: it moves once, and every press is answered with the call at that time', { timeout: 120_000 }, async (presses, day) => {
    const { bookingId, submissionId } = await bookedCall(brasilia(day, 14));
    const target = brasilia(day, 16);
    const answers = await Promise.all(Array.from({ length: presses }, (_, i) => rescheduleStored(adminDb(), bookingId, target, staff(i))));

    expect(answers.every((a) => a.ok && a.booking.start === target)).toBe(true);
    expect(answers.filter((a) => a.ok && a.moved)).toHaveLength(1);
    expect((await adminDb().collection(BOOKINGS).doc(bookingId).get()).data()).toMatchObject({ start: target, sequence: 1, status: 'booked' });
    expect(await claimsOf(bookingId, 'rescheduled')).toEqual([`${bookingId}_staff_1`, `${bookingId}_visitor_1`]);
    expect(await entriesOf(submissionId, 'rescheduled')).toHaveLength(1);
  });

  it("answers with the call at that time a press whose first read came before a colleague's move there", async () => {
    const { bookingId, submissionId } = await bookedCall(brasilia(4, 14));
    const target = brasilia(4, 16);
    let colleague: Awaited<ReturnType<typeof rescheduleStored>> | undefined;
    const late = withChangeAfterFirstRead(adminDb(), bookingId, async () => (colleague = await rescheduleStored(adminDb(), bookingId, target, staff(1))));

    const answer = await rescheduleStored(late, bookingId, target, staff(2));
    expect(colleague).toMatchObject({ ok: true, moved: true });
    expect(answer).toMatchObject({ ok: true, moved: false, booking: { start: target } });
    expect(await claimsOf(bookingId, 'rescheduled')).toEqual([`${bookingId}_staff_1`, `${bookingId}_visitor_1`]);
    expect(await entriesOf(submissionId, 'rescheduled')).toHaveLength(1);
  });
});
