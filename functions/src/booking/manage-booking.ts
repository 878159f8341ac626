import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { BOOKING_ID, BOOKINGS, type FormBooking, type OpenSlot, type StoredBooking } from '../../../src/domain/booking/booking';
import { MANAGE_TOKEN, type ManageBookingAnswer, type ManagedCall, type StaffSlotsAnswer } from '../../../src/domain/booking/manage';
import { registry } from '../embedded-forms';
import { requireStaff } from '../staff-access';
import { type Member, teamOf } from './booking-team';
import { openSlotsOf } from './open-slots';
import { requireAppCheck } from './app-check';

/*
 * The visitor's page of a booked call (issue 30, part 6) finds its booking by the token of their
 * e-mail's link, and shows the call and the free starts it may move to: the same staff member's, their
 * other calls busy, this call's own time left out. Staff list the same starts by the booking's id. A
 * call nobody holds (its colleague left, issue 37) may move to any start a colleague who may take the
 * form's calls has free: whoever is free then takes it (./reschedule-booking.ts).
 */

/** A booking as stored, with its id and token. */
export type Stored = StoredBooking & { manageToken?: string };

/** The token of a request: a wrong type is an error (the page never sends one), a wrong shape is simply unknown. */
export function tokenOf(data: unknown): string | undefined {
  const token = (data as { token?: unknown } | null)?.token;
  if (typeof token !== 'string') throw new HttpsError('invalid-argument', 'token must be a text.', { reason: 'invalid-request' });
  return MANAGE_TOKEN.test(token) ? token : undefined;
}

/** The booking's id of a staff request. */
export function bookingIdIn(data: unknown): string {
  const bookingId = (data as { bookingId?: unknown } | null)?.bookingId;
  if (typeof bookingId !== 'string' || !BOOKING_ID.test(bookingId)) {
    throw new HttpsError('invalid-argument', 'bookingId must be an id.', { reason: 'invalid-request' });
  }
  return bookingId;
}

/** The booking that holds `token`, if any. */
export async function bookingByToken(db: Firestore, token: string | undefined): Promise<DocumentSnapshot | undefined> {
  if (!token) return undefined;
  const found = await db.collection(BOOKINGS).where('manageToken', '==', token).limit(1).get();
  return found.docs[0];
}

export const publicView = (booking: Stored): ManagedCall => ({
  start: booking.start,
  end: booking.end,
  place: booking.place.kind,
  status: booking.status,
  locale: booking.visitor.locale,
  zone: booking.visitor.zone,
});

/**
 * The booking's own staff member, as checkSlot judges a new start for them: their hours at this call's
 * length, their other calls busy (this one left out, so a start that overlaps only itself is free).
 * Undefined when they no longer take calls (access removed, hours gone).
 */
export async function memberOf(db: Firestore, booking: Stored, now: number): Promise<Member | undefined> {
  const member = (await teamOf(db, {}, now)).find((one) => one.staffId === booking.staffId);
  if (!member) return undefined;
  const callMinutes = Math.round((booking.end - booking.start) / 60_000);
  return {
    ...member,
    availability: { ...member.availability, callMinutes },
    busy: member.busy.filter((busy) => !(busy.start === booking.start && busy.end === booking.end)),
  };
}

/**
 * Who may take this call at another start: its own colleague (memberOf); for a call nobody holds, every
 * colleague the form's calls may go to, at this call's length. Empty when nobody takes calls.
 */
export async function takersFor(db: Firestore, booking: Stored, now: number): Promise<Member[]> {
  if (!booking.unassigned) {
    const member = await memberOf(db, booking, now);
    return member ? [member] : [];
  }
  const form = (registry.forms.find((one) => one.id === booking.formId)?.form.booking ?? {}) as FormBooking;
  const callMinutes = Math.round((booking.end - booking.start) / 60_000);
  return (await teamOf(db, { ...form, callMinutes }, now)).filter((member) => member.staffId !== booking.staffId);
}

/** The starts this booking may move to now: none once cancelled or begun. */
export async function slotsFor(db: Firestore, booking: Stored, now: number): Promise<OpenSlot[]> {
  if (booking.status !== 'booked' || booking.start <= now) return [];
  return openSlotsOf(await takersFor(db, booking, now), now).filter((slot) => slot.start !== booking.start);
}

export const manageBooking = onCall(async (request): Promise<ManageBookingAnswer> => {
  requireAppCheck(request);
  const db = getFirestore();
  const found = await bookingByToken(db, tokenOf(request.data));
  if (!found) return { ok: false, reason: 'unknownToken' };
  const booking = found.data() as Stored;
  return { ok: true, call: publicView(booking), slots: await slotsFor(db, booking, Date.now()) };
});

export const staffBookingSlots = onCall(async (request): Promise<StaffSlotsAnswer> => {
  await requireStaff(request);
  const db = getFirestore();
  const found = await db.collection(BOOKINGS).doc(bookingIdIn(request.data)).get();
  if (!found.exists) return { ok: false, reason: 'unknownBooking' };
  const booking = found.data() as Stored;
  const now = Date.now();
  if (booking.status !== 'booked') return { ok: false, reason: 'cancelled' };
  if (booking.start <= now) return { ok: false, reason: 'over' };
  return { ok: true, slots: await slotsFor(db, booking, now) };
});
