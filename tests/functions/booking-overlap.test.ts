import { describe, expect, it } from 'vitest';
import { rescheduleStored } from '../../functions/src/booking/reschedule-booking';
import { reserveCall, type Reservation } from '../../functions/src/booking/reserve-call';
import { BOOKING_SLOTS, type StoredBooking } from '../../src/domain/booking/booking';
import { adminDb } from '../support/admin';
import { brasilia, withBookingTeam } from '../support/booking-team';
import { unique } from '../support/function-host';

/*
 * Issue 37: two calls of one staff member never overlap, whatever their lengths and buffers, because
 * taking a slot locks that member's calls inside the transaction (functions/src/booking/staff-lock.ts).
 * The function's own transactions run here against the Firestore emulator, raced as the callables would
 * race them (a form's call length against the member's, a call moved at its old length, a buffer). The
 * slot's own checks (hours, grid, notice) are the callables' and are proved in booking.test.ts.
 */
const team = withBookingTeam();
const MINUTE = 60_000;

function stored(start: number, minutes: number, staffId = team.staffId): { bookingId: string; booking: StoredBooking } {
  const submissionId = `sobreposta-${unique()}`;
  return {
    bookingId: `contato__${submissionId}`,
    booking: {
      formId: 'contato',
      submissionId,
      leadId: `contato__${submissionId}`,
      staffId,
      staffEmail: team.staffEmail,
      start,
      end: start + minutes * MINUTE,
      place: { kind: 'video', link: 'https://meet.example.com/movaly-conversa' },
      visitor: { name: 'Pessoa Corrida', email: `corrida.${unique()}@example.com`, locale: 'pt', zone: 'America/Sao_Paulo' },
      status: 'booked',
      sequence: 0,
      createdAt: Date.now(),
    },
  };
}

/**
 * The function's own booking transaction. Staff of their own (`staffId`) keep races apart. The emulator
 * settles two transactions that lock one document in seconds (production in milliseconds), up to 97 s
 * for 20 rounds in a clean-clone CI run: the suite races 6, and `npm run bench` races 20
 * (scripts/bench-booking.ts).
 */
const reserve = (start: number, minutes: number, { bufferMinutes = 0, staffId = team.staffId } = {}): Promise<Reservation> =>
  reserveCall(adminDb(), { ...stored(start, minutes, staffId), bufferMs: bufferMinutes * MINUTE, manageToken: unique() });

/** Every stored call of a member, and each pair that overlaps once widened by `bufferMinutes`. */
async function overlapsStored(bufferMinutes: number, staffId = team.staffId) {
  const calls = (await adminDb().collection(BOOKING_SLOTS).where('staffId', '==', staffId).get()).docs.map((d) => d.data() as { start: number; end: number });
  const pad = bufferMinutes * MINUTE;
  const pairs = calls.flatMap((a, i) => calls.slice(i + 1).filter((b) => a.start < b.end + pad && b.start < a.end + pad).map((b) => [a, b]));
  return { calls, pairs };
}

describe('two calls of one staff member never overlap', () => {
  it('calls of different lengths raced for overlapping times, 6 times: one call each time, the others told it was taken', { timeout: 120_000 }, async () => {
    // Each round a member of its own: a 60-minute call at 10:00, a 30-minute one at 10:30 and a
    // 45-minute one at 10:15, all three at once.
    const at = brasilia(1, 10);
    const staff = Array.from({ length: 6 }, (_, round) => `${team.staffId}-${round}`);
    const outcomes = await Promise.all(
      staff.map((staffId) => Promise.all([reserve(at, 60, { staffId }), reserve(at + 30 * MINUTE, 30, { staffId }), reserve(at + 15 * MINUTE, 45, { staffId })])),
    );
    for (const round of outcomes) expect([...round].sort()).toEqual(['booked', 'taken', 'taken']);
    for (const staffId of staff) {
      const { calls, pairs } = await overlapsStored(0, staffId);
      expect(calls).toHaveLength(1);
      expect(pairs).toEqual([]);
    }
  });

  it('a buffer keeps calls apart: one of two calls closer than the buffer, and both of two calls just the buffer apart', { timeout: 60_000 }, async () => {
    const at = brasilia(3, 9);
    const [apart, close] = [`${team.staffId}-afastadas`, `${team.staffId}-proximas`];
    const [closeRace, apartRace] = await Promise.all([
      Promise.all([reserve(at, 30, { bufferMinutes: 15, staffId: close }), reserve(at + 40 * MINUTE, 30, { bufferMinutes: 15, staffId: close })]),
      Promise.all([reserve(at, 30, { bufferMinutes: 15, staffId: apart }), reserve(at + 45 * MINUTE, 30, { bufferMinutes: 15, staffId: apart })]),
    ]);
    expect([...closeRace].sort()).toEqual(['booked', 'taken']);
    expect(apartRace).toEqual(['booked', 'booked']);
    for (const staffId of [apart, close]) expect((await overlapsStored(15, staffId)).pairs).toEqual([]);
  });

  it('two calls of different lengths moved at once onto overlapping times, twice: one moves, the other is told it was taken', { timeout: 60_000 }, async () => {
    for (let round = 0; round < 2; round++) {
      // A 30-minute call and a 60-minute one, each moved at its own length (on its own grid) by its
      // visitor's link: to 13:30-14:00 and to 13:00-14:00 of a day of their own. Their slot documents
      // differ. One member (a move checks their hours), so the rounds run one after the other.
      const day = 1 + round;
      const short = stored(brasilia(day, 9), 30);
      const long = stored(brasilia(day, 10), 60);
      for (const one of [short, long]) expect(await reserveCall(adminDb(), { ...one, bufferMs: 0, manageToken: unique() })).toBe('booked');
      const moves = await Promise.all([
        rescheduleStored(adminDb(), short.bookingId, brasilia(day, 13, 30), { kind: 'visitor' }),
        rescheduleStored(adminDb(), long.bookingId, brasilia(day, 13), { kind: 'visitor' }),
      ]);
      expect(moves.map((m) => m.ok).sort()).toEqual([false, true]);
      expect(moves.find((m) => !m.ok)).toMatchObject({ reason: 'taken' });
    }
    expect((await overlapsStored(0)).pairs).toEqual([]);
  });
});
