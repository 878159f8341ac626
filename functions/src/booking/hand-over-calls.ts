import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { BOOKING_SLOTS, BOOKINGS, type FormBooking, slotIdOf } from '../../../src/domain/booking/booking';
import { CALENDAR_FEEDS } from '../../../src/domain/booking/calendar-feed';
import { type CallToHandOver, planHandOver, type Taker } from '../../../src/domain/booking/hand-over';
import { leadId, LEADS } from '../../../src/domain/lead';
import type { FormRegistry } from '../../../src/forms/core/registry';
import { COMPANY_SETTINGS_DOC } from '../config';
import type { BookingMailDeps } from './booking-mails';
import { teamOf } from './booking-team';
import { queueChangeMails, sendChangeMails } from './change-mails';
import type { Stored } from './manage-booking';
import { type Actor, recordOnLead } from './manage-change';
import { lockStaff, overlapsLocked, touchLock } from './staff-lock';

/*
 * A colleague's access was removed (issue 37, part 3): their calls still to come go to colleagues free
 * at those times (src/domain/booking/hand-over.ts picks who), each in ONE transaction that re-reads the
 * booking, locks the taker's calls (./staff-lock.ts) and moves the slot, the booking (its colleague,
 * their place, the next SEQUENCE: same UID) and the lead's `call` with a history entry, and queues
 * the updated invitations to the taker and the visitor. A call nobody can take is marked `unassigned`
 * on the booking and the lead (the admin home counts them for an owner to cancel), and its staff
 * address becomes the studio's (settings/company): no reminder, change or cancellation goes to the
 * person who left. Their calendar
 * feed goes too. A call that begins before the hand-over ends is left as it is.
 */

/** What the removal did with the person's calls, as the team page says it. */
export interface HandOverResult {
  handedOver: number;
  unassigned: number;
}

type Outcome = 'handedOver' | 'unassigned' | 'skipped';

/** The person's booked calls still to come (their slots, by the staff-lock's index on staffId and end). */
async function callsOf(db: Firestore, staffId: string, now: number): Promise<(CallToHandOver & { booking: Stored })[]> {
  const slots = await db.collection(BOOKING_SLOTS).where('staffId', '==', staffId).where('end', '>', now).get();
  const ids = [...new Set(slots.docs.map((slot) => String(slot.get('bookingId') ?? '')).filter(Boolean))];
  if (ids.length === 0) return [];
  const bookings = await db.getAll(...ids.map((id) => db.collection(BOOKINGS).doc(id)));
  return bookings.flatMap((snap) => {
    const booking = snap.data() as Stored | undefined;
    if (!booking || booking.status !== 'booked' || booking.staffId !== staffId || booking.start <= now) return [];
    return [{ bookingId: snap.id, formId: booking.formId, start: booking.start, end: booking.end, booking }];
  });
}

/** Moves one call to `takerId`, or marks it unassigned when there is none (or the taker got busy meanwhile). */
async function handOne(db: Firestore, bookingId: string, from: string, takerId: string | undefined, takers: Map<string, Taker & { email: string }>, actor: Actor): Promise<Outcome> {
  const bookingRef = db.collection(BOOKINGS).doc(bookingId);
  return db.runTransaction(async (tx): Promise<Outcome> => {
    const [snap, company] = await Promise.all([tx.get(bookingRef), tx.get(db.doc(COMPANY_SETTINGS_DOC))]);
    const booking = snap.data() as Stored | undefined;
    if (!booking || booking.status !== 'booked' || booking.staffId !== from || booking.start <= Date.now()) return 'skipped';
    const summaryRef = db.collection(LEADS).doc(leadId(booking.formId, booking.submissionId));
    const summary = await tx.get(summaryRef);
    const taker = takerId ? takers.get(takerId) : undefined;
    if (taker) {
      const newSlot = db.collection(BOOKING_SLOTS).doc(slotIdOf(taker.staffId, booking.start));
      const [slot, locked] = await Promise.all([tx.get(newSlot), lockStaff(tx, db, taker.staffId, booking.start)]);
      if (!slot.exists && !overlapsLocked(locked, booking.start, booking.end, taker.availability.bufferMinutes * 60_000)) {
        touchLock(tx, locked);
        const moved: Stored = { ...booking, staffId: taker.staffId, staffEmail: taker.email, place: taker.availability.place, sequence: booking.sequence + 1 };
        tx.create(newSlot, { staffId: taker.staffId, start: booking.start, end: booking.end, bookingId, createdAt: FieldValue.serverTimestamp() });
        tx.delete(db.collection(BOOKING_SLOTS).doc(slotIdOf(from, booking.start)));
        tx.update(bookingRef, {
          staffId: moved.staffId,
          staffEmail: moved.staffEmail,
          place: moved.place,
          sequence: moved.sequence,
          handedOverFrom: from,
          handedOverAt: FieldValue.serverTimestamp(),
        });
        queueChangeMails(db, tx, bookingId, { kind: 'handedOver', by: 'staff', sequence: moved.sequence });
        if (summary.exists) recordOnLead(tx, summaryRef, bookingId, moved, actor, 'handedOver');
        return 'handedOver';
      }
    }
    // Nobody free: kept on its slot (the time stays the visitor's) for an owner to cancel. Its staff side
    // (reminders, a cancellation, the invitation's organizer) is now the studio's address that receives
    // the leads, never `from`'s.
    const studio = company.get('email');
    const left: Stored = { ...booking, staffEmail: typeof studio === 'string' ? studio : '', unassigned: true };
    tx.update(bookingRef, { staffEmail: left.staffEmail, unassigned: true, formerStaffEmail: booking.staffEmail });
    if (summary.exists) recordOnLead(tx, summaryRef, bookingId, left, actor, 'unassigned');
    return 'unassigned';
  });
}

/**
 * Who left and whose calls are still to hand on: written before the hand-over starts and deleted when it
 * ends, so a run that dies between the removal and the last call is finished by the sweep.
 */
export const STAFF_DEPARTURES = 'staff_departures';

/** Removes `staffId`'s calls from them for good: noted first, handed on, then the note deleted. */
export async function handOverDeparted(db: Firestore, staffId: string, actor: Actor & { kind: 'staff' }, registry: FormRegistry, deps: BookingMailDeps): Promise<HandOverResult> {
  const note = db.collection(STAFF_DEPARTURES).doc(staffId);
  await note.set({ by: actor.uid, byEmail: actor.email, at: FieldValue.serverTimestamp() }, { merge: true });
  const result = await handOverCalls(db, staffId, actor, registry, deps);
  await note.delete();
  return result;
}

/** The sweep's part: the hand-overs a run left unfinished; returns how many colleagues' calls it finished. */
export async function retryDepartures(db: Firestore, registry: FormRegistry, deps: BookingMailDeps): Promise<number> {
  const { docs } = await db.collection(STAFF_DEPARTURES).limit(20).get();
  for (const doc of docs) {
    const actor = { kind: 'staff' as const, uid: String(doc.get('by') ?? 'system'), email: (doc.get('byEmail') as string | null) ?? null };
    await handOverDeparted(db, doc.id, actor, registry, deps);
  }
  return docs.length;
}

/**
 * Hands on every call of `staffId` still to come (their access already removed, so the team read here
 * leaves them out) and deletes their calendar feed; then sends the taken calls' invitations (the sweep
 * retries any that fail). `actor` is the owner who removed them, named in each lead's history.
 */
export async function handOverCalls(
  db: Firestore,
  staffId: string,
  actor: Actor & { kind: 'staff' },
  registry: FormRegistry,
  deps: BookingMailDeps,
  now: number = Date.now(),
): Promise<HandOverResult> {
  await db.collection(CALENDAR_FEEDS).doc(staffId).delete();
  const calls = await callsOf(db, staffId, now);
  const result: HandOverResult = { handedOver: 0, unassigned: 0 };
  if (calls.length === 0) return result;
  const teams = new Map<string, Awaited<ReturnType<typeof teamOf>>>();
  for (const formId of new Set(calls.map((call) => call.formId))) {
    const booking = (registry.forms.find((form) => form.id === formId)?.form.booking ?? {}) as FormBooking;
    teams.set(formId, (await teamOf(db, booking, now)).filter((member) => member.staffId !== staffId));
  }
  const plan = planHandOver(calls, (formId) => teams.get(formId) ?? []);
  const takers = new Map([...teams.values()].flat().map((member) => [member.staffId, member]));
  const sent: Promise<unknown>[] = [];
  for (const call of calls) {
    const outcome = await handOne(db, call.bookingId, staffId, plan.get(call.bookingId), takers, actor);
    if (outcome === 'skipped') continue;
    result[outcome] += 1;
    if (outcome === 'handedOver') sent.push(sendChangeMails(deps, call.bookingId, call.booking.sequence + 1));
  }
  await Promise.all(sent);
  logger.info('calls handed over', { staffId, ...result });
  return result;
}
