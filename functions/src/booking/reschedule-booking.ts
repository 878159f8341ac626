import { FieldValue, type Firestore, getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { BOOKING_SLOTS, BOOKINGS, slotIdOf } from '../../../src/domain/booking/booking';
import { checkSlot } from '../../../src/domain/booking/check-slot';
import { moveTaker } from '../../../src/domain/booking/hand-over';
import { type ManageChangeAnswer, type ManageRefusal, MAX_VISITOR_MOVES } from '../../../src/domain/booking/manage';
import { leadId, LEADS } from '../../../src/domain/lead';
import { smtpPassword } from '../config';
import { requireStaff } from '../staff-access';
import { knownZone } from './book-call-input';
import { queueChangeMails, sendChangeMails } from './change-mails';
import { bookingByToken, bookingIdIn, publicView, slotsFor, type Stored, takersFor, tokenOf } from './manage-booking';
import { mailDeps } from './mail-deps';
import { type Actor, actorWord, guarded, recordOnLead } from './manage-change';
import { lockStaff, overlapsLocked, overlapsStored, touchLock } from './staff-lock';
import { requireAppCheck } from './app-check';

/*
 * Moving a booked call to another start (issue 30, part 6), by the visitor from their e-mail's link or
 * by staff from the lead page. The new start must be a free slot of the SAME staff member (checkSlot,
 * with their other calls busy); a call nobody holds (issue 37: its colleague left) goes to a colleague
 * free at the new start (moveTaker), with their address and place. ONE transaction then re-reads the booking and the new slot, and locks
 * the staff member's calls (./staff-lock.ts): the slot taken meanwhile, or another call that now
 * overlaps the new time, refuses ('taken', with fresh starts); otherwise it creates the new slot, deletes the
 * old, moves the booking with the next SEQUENCE, updates the lead's `call` with a history entry, and
 * queues the two updated invitations (METHOD:REQUEST, same UID). The visitor's token stays valid.
 *
 * Several people moving the call to the same time at once (issue 42): their transactions conflict and
 * Firestore runs them again, up to MAX_ATTEMPTS times; every one after the first finds the call at
 * that time already and answers it as done (no second e-mail, no second history entry). Should a run
 * still give up, what is stored answers it: done, or 'taken' when the time is now someone's. A move to
 * another time meanwhile is 'taken'.
 */

/** Transactions on one booking abort one another when many press at once; each is run again this many times. */
const MAX_ATTEMPTS = 10;

type Outcome = { ok: true; booking: Stored; moved: boolean } | { ok: false; reason: ManageRefusal };

/** Whether the visitor's link used up its moves of this call (MAX_VISITOR_MOVES; staff are not counted). */
const outOfMoves = (booking: Stored & { visitorMoves?: unknown }, actor: Actor) =>
  actor.kind === 'visitor' && typeof booking.visitorMoves === 'number' && booking.visitorMoves >= MAX_VISITOR_MOVES;

/** The start asked for: a number, or the request is malformed. */
function startIn(data: unknown): number {
  const start = (data as { start?: unknown } | null)?.start;
  if (typeof start !== 'number') throw new HttpsError('invalid-argument', 'start must be a number.', { reason: 'invalid-request' });
  return start;
}

export async function rescheduleStored(db: Firestore, bookingId: string, start: number, actor: Actor, zone?: string): Promise<Outcome> {
  const bookingRef = db.collection(BOOKINGS).doc(bookingId);
  const first = await bookingRef.get();
  if (!first.exists) return { ok: false, reason: actor.kind === 'staff' ? 'unknownBooking' : 'unknownToken' };
  const before = first.data() as Stored;
  const now = Date.now();
  if (before.status === 'cancelled') return { ok: false, reason: 'cancelled' };
  if (before.start <= now) return { ok: false, reason: 'over' };
  if (start === before.start) return { ok: true, booking: before, moved: false };
  if (outOfMoves(before, actor)) return { ok: false, reason: 'tooManyMoves' };
  const takers = await takersFor(db, before, now);
  if (takers.length === 0) return { ok: false, reason: 'noStaff' };
  // Its own colleague's free start; a call nobody holds goes to whoever is free at the new start.
  const pick = before.unassigned ? moveTaker(takers, now, start) : undefined;
  const member = pick?.ok ? takers.find((one) => one.staffId === pick.staffId)! : takers[0];
  const alreadyThere = (booking: Stored) => booking.status === 'booked' && booking.start === start;
  const check = pick ?? checkSlot({ availability: member.availability, busy: member.busy, now, start });
  if (!check.ok) {
    // A colleague's press may have moved it to this very time since it was read above (the staff
    // member's calls, read after, then hold it there): that is done, not taken.
    const stored = (await bookingRef.get()).data() as Stored | undefined;
    return stored && alreadyThere(stored) ? { ok: true, booking: stored, moved: false } : check;
  }
  const bufferMs = member.availability.bufferMinutes * 60_000;

  const newSlot = db.collection(BOOKING_SLOTS).doc(slotIdOf(member.staffId, start));
  const summaryRef = db.collection(LEADS).doc(leadId(before.formId, before.submissionId));
  try {
    return await db.runTransaction(async (tx): Promise<Outcome> => {
      const [snap, slot, summary] = await tx.getAll(bookingRef, newSlot, summaryRef);
      const booking = snap.data() as Stored | undefined;
      if (!booking) return { ok: false, reason: actor.kind === 'staff' ? 'unknownBooking' : 'unknownToken' };
      if (booking.status === 'cancelled') return { ok: false, reason: 'cancelled' };
      // A colleague moved it to this very time meanwhile: done.
      if (alreadyThere(booking)) return { ok: true, booking, moved: false };
      // Moved by someone else meanwhile: what was checked no longer holds.
      if (booking.start !== before.start || booking.sequence !== before.sequence) return { ok: false, reason: 'taken' };
      if (outOfMoves(booking, actor)) return { ok: false, reason: 'tooManyMoves' };
      if (slot.exists) return { ok: false, reason: 'taken' };
      const locked = await lockStaff(tx, db, member.staffId, start);
      if (overlapsLocked(locked, start, check.end, bufferMs, bookingId)) return { ok: false, reason: 'taken' };
      touchLock(tx, locked);
      const previous = { start: booking.start, end: booking.end };
      const visitor = zone ? { ...booking.visitor, zone: knownZone(zone) } : booking.visitor;
      // A call nobody held is now its taker's: their address, their place, no flag.
      const taken = booking.unassigned ? { staffId: member.staffId, staffEmail: member.email, place: member.availability.place } : undefined;
      const moved: Stored = { ...booking, ...taken, start, end: check.end, visitor, sequence: booking.sequence + 1 };
      if (taken) delete moved.unassigned;
      tx.create(newSlot, { staffId: member.staffId, start, end: check.end, bookingId, createdAt: FieldValue.serverTimestamp() });
      tx.delete(db.collection(BOOKING_SLOTS).doc(slotIdOf(booking.staffId, booking.start)));
      tx.update(bookingRef, {
        start,
        end: check.end,
        sequence: moved.sequence,
        'visitor.zone': visitor.zone,
        rescheduledAt: FieldValue.serverTimestamp(),
        rescheduledBy: actor.kind === 'staff' ? actor.uid : 'visitor',
        ...(actor.kind === 'visitor' ? { visitorMoves: FieldValue.increment(1) } : {}),
        ...(taken ? { ...taken, unassigned: FieldValue.delete(), handedOverFrom: booking.staffId, handedOverAt: FieldValue.serverTimestamp() } : {}),
      });
      queueChangeMails(db, tx, bookingId, { kind: 'rescheduled', by: actorWord(actor), sequence: moved.sequence, previous });
      if (summary.exists) recordOnLead(tx, summaryRef, bookingId, moved, actor, 'rescheduled');
      return { ok: true, booking: moved, moved: true };
    }, { maxAttempts: MAX_ATTEMPTS });
  } catch (error) {
    // Out of tries (or, on the emulator, a transaction it closed under contention): what is stored now
    // says who won, as for a booking (./reserve-call.ts).
    const stored = (await bookingRef.get()).data() as Stored | undefined;
    if (stored && alreadyThere(stored)) return { ok: true, booking: stored, moved: false };
    if ((await newSlot.get()).exists || (await overlapsStored(db, member.staffId, start, check.end, bufferMs, bookingId))) return { ok: false, reason: 'taken' };
    throw error;
  }
}

async function reschedule(bookingId: string, start: number, actor: Actor, zone?: string): Promise<ManageChangeAnswer> {
  const db = getFirestore();
  const outcome = await rescheduleStored(db, bookingId, start, actor, zone);
  if (!outcome.ok) {
    if (outcome.reason !== 'taken') return outcome;
    const fresh = (await db.collection(BOOKINGS).doc(bookingId).get()).data() as Stored | undefined;
    return { ok: false, reason: 'taken', slots: fresh ? await slotsFor(db, fresh, Date.now()) : [] };
  }
  if (outcome.moved) {
    const mails = await sendChangeMails(mailDeps(), bookingId, outcome.booking.sequence);
    logger.info('call rescheduled', { bookingId, by: actor.kind, mails });
  }
  return { ok: true, call: publicView(outcome.booking) };
}

export const rescheduleBooking = onCall({ secrets: [smtpPassword] }, async (request): Promise<ManageChangeAnswer> => {
  requireAppCheck(request);
  const token = tokenOf(request.data);
  const start = startIn(request.data);
  const zone = (request.data as { zone?: unknown }).zone;
  if (typeof zone !== 'string') throw new HttpsError('invalid-argument', 'zone must be a text.', { reason: 'invalid-request' });
  return guarded('rescheduleBooking', async () => {
    const found = await bookingByToken(getFirestore(), token);
    if (!found) return { ok: false, reason: 'unknownToken' };
    return reschedule(found.id, start, { kind: 'visitor' }, zone);
  });
});

export const staffRescheduleBooking = onCall({ secrets: [smtpPassword] }, async (request): Promise<ManageChangeAnswer> => {
  const caller = await requireStaff(request);
  const bookingId = bookingIdIn(request.data);
  const start = startIn(request.data);
  return guarded('staffRescheduleBooking', () => reschedule(bookingId, start, { kind: 'staff', uid: caller.uid, email: caller.email }));
});
