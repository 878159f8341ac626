/*
 * Who takes the calls of a colleague whose access was removed (issue 37, part 3). A call keeps its
 * time: the visitor chose it. It goes to a colleague whose weekly hours hold the whole call that day,
 * who has no day off then and no call of their own within their buffer of it; among several, the
 * round-robin's pick (pickStaff: fewest calls to come, then the smallest id). Calls are placed in time
 * order, each one counted in its taker's busy times and load before the next is placed, so two calls of
 * one hour never go to one person. A call nobody can take is left for an owner to move or cancel;
 * moved, it goes to whoever is free at its new start (moveTaker).
 * React- and Firebase-free: the function reads the team and locks each taker again in its transaction.
 */
import { BOOKING_TIME_ZONE } from './availability';
import { checkSlot, SLOT_REFUSALS, type SlotRefusal } from './check-slot';
import { type Interval, isBlocked, isDayOff, paddedBusy, rangesOfDay, zoneCalendar, zoneDayOf } from './slot-grid';
import { pickStaff, type TeamMember } from './slots';

/** A call to hand on: its booking, the form it came from (whose `booking.staff` may name who takes it) and its time. */
export interface CallToHandOver extends Interval {
  bookingId: string;
  formId: string;
}

/** A colleague who may take calls, with their calls to come (`load`) as the round-robin counts them. */
export interface Taker extends TeamMember {
  load: number;
}

/** Whether `call` fits the colleague's hours and leaves their own calls their buffer (notice and horizon do not apply: the call is booked). */
export function canTakeCall(taker: TeamMember, call: Interval, zone: string = BOOKING_TIME_ZONE): boolean {
  const { availability } = taker;
  const day = zoneDayOf(call.start, zone);
  if (isDayOff(day.key, availability.daysOff)) return false;
  const hours = rangesOfDay(availability, day, zoneCalendar(zone));
  if (!hours.some((range) => range.start <= call.start && call.end <= range.end)) return false;
  return !isBlocked(call.start, call.end, paddedBusy(taker.busy, Math.max(0, availability.bufferMinutes) * 60_000));
}

/**
 * Each call's taker (a staffId), or undefined when nobody is free for it. `takersOf(formId)` gives the
 * colleagues who may take that form's calls; one colleague's busy times and load are shared by every
 * form they appear in.
 */
export function planHandOver(calls: readonly CallToHandOver[], takersOf: (formId: string) => readonly Taker[], zone: string = BOOKING_TIME_ZONE): Map<string, string | undefined> {
  const busy = new Map<string, Interval[]>();
  const load: Record<string, number> = Object.create(null);
  const plan = new Map<string, string | undefined>();
  for (const call of [...calls].sort((a, b) => a.start - b.start || (a.bookingId < b.bookingId ? -1 : 1))) {
    const free = takersOf(call.formId).filter((taker) => {
      if (!busy.has(taker.staffId)) busy.set(taker.staffId, [...taker.busy]);
      load[taker.staffId] ??= taker.load;
      return canTakeCall({ ...taker, busy: busy.get(taker.staffId)! }, call, zone);
    });
    const taker = pickStaff(
      free.map((t) => t.staffId),
      load,
    );
    plan.set(call.bookingId, taker);
    if (taker) {
      busy.get(taker)!.push({ start: call.start, end: call.end });
      load[taker] += 1;
    }
  }
  return plan;
}

/** Who takes a call nobody holds when it is moved to `start`: the round-robin's pick of those free then, or why nobody is. */
export type MoveTaker = { ok: true; staffId: string; end: number } | { ok: false; reason: SlotRefusal };

/**
 * A call nobody holds (its colleague left) moved to `start` goes to a colleague for whom `start` is a
 * free slot at the call's length (checkSlot: their hours, notice, horizon, days off, calls and buffer);
 * among several, the round-robin's pick. When nobody is free, the refusal nearest to fitting (the last
 * in SLOT_REFUSALS: "taken" before "outsideHours"), so the page offers fresh starts where it can.
 */
export function moveTaker(takers: readonly Taker[], now: number, start: number, zone: string = BOOKING_TIME_ZONE): MoveTaker {
  const free = new Map<string, number>();
  let nearest: SlotRefusal | undefined;
  for (const taker of takers) {
    const check = checkSlot({ availability: taker.availability, busy: taker.busy, now, start, zone });
    if (check.ok) free.set(taker.staffId, check.end);
    else if (!nearest || SLOT_REFUSALS.indexOf(check.reason) > SLOT_REFUSALS.indexOf(nearest)) nearest = check.reason;
  }
  const staffId = pickStaff([...free.keys()], Object.fromEntries(takers.map((taker) => [taker.staffId, taker.load])));
  // No colleague at all is the caller's to say (noStaff); here it reads as no hours then.
  return staffId ? { ok: true, staffId, end: free.get(staffId)! } : { ok: false, reason: nearest ?? 'outsideHours' };
}
