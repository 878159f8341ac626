/*
 * The free call slots of one staff member (freeSlots), of a team (teamSlots), and who takes a call
 * when several could (pickStaff). Pure: the browser lists the slots on the confirmation screen, and
 * the booking function re-judges the chosen start with checkSlot (./check-slot.ts), which reads the
 * same grid (./slot-grid.ts).
 *
 * The grid: each weekly range gives starts every callMinutes + bufferMinutes minutes from the range's
 * start, as long as the call ends by the range's end. A start is free when it is at or after now +
 * notice, on or before the last day of the horizon, not on a day off, and no booked call, widened by
 * the buffer on both sides, overlaps the call.
 */
import { type Availability, BOOKING_TIME_ZONE } from './availability';
import { bookingWindow, gridOf, type Interval, isBlocked, isDayOff, paddedBusy, rangesOfDay, type ZoneCalendar, zoneCalendar } from './slot-grid';

export type { Interval } from './slot-grid';

/** A call slot: [start, end), epoch milliseconds. */
export type Slot = Interval;

export interface FreeSlotsInput {
  availability: Availability;
  /** The staff member's booked calls (cancelled ones left out), epoch milliseconds. */
  busy: readonly Interval[];
  /** Epoch milliseconds. */
  now: number;
  /** The zone the availability is read in; BOOKING_TIME_ZONE unless a test proves another. */
  zone?: string;
}

/** Every free slot from now + notice to the end of the horizon, in time order. */
export function freeSlots({ availability, busy, now, zone = BOOKING_TIME_ZONE }: FreeSlotsInput): Slot[] {
  return slotsOn(zoneCalendar(zone), availability, busy, now);
}

function slotsOn(calendar: ZoneCalendar, availability: Availability, busy: readonly Interval[], now: number): Slot[] {
  const grid = gridOf(availability);
  if (!grid) return [];
  const { earliest, horizonEnd, today, horizonDays } = bookingWindow(availability, now, calendar);
  const blocks = paddedBusy(busy, grid.bufferMs);
  const slots: Slot[] = [];
  let outOfOrder = false;
  for (let offset = 0; offset <= horizonDays; offset += 1) {
    const day = offset === 0 ? today : calendar.dayAfter(today, offset);
    if (isDayOff(day.key, availability.daysOff)) continue;
    for (const range of rangesOfDay(availability, day, calendar)) {
      for (let start = range.start; start + grid.callMs <= range.end; start += grid.stepMs) {
        const end = start + grid.callMs;
        if (start < earliest || start >= horizonEnd || isBlocked(start, end, blocks)) continue;
        if (slots.length > 0 && start <= slots[slots.length - 1].start) outOfOrder = true;
        slots.push({ start, end });
      }
    }
  }
  // Only ranges that overlap (a document availabilityProblems would refuse) give starts out of order or twice.
  return outOfOrder ? inOrderOnce(slots) : slots;
}

const inOrderOnce = (slots: Slot[]): Slot[] =>
  slots.sort((a, b) => a.start - b.start).filter((slot, index) => index === 0 || slot.start !== slots[index - 1].start);

export interface TeamMember {
  staffId: string;
  availability: Availability;
  busy: readonly Interval[];
}

/** A slot and the staff members free for it, in the order the members were given. */
export interface TeamSlot extends Slot {
  staffIds: string[];
}

/**
 * The slots at least one member is free for, in time order, each with who is free: the slots of "any
 * staff member with the form's service" or of a round-robin among named staff (the caller passes those
 * members). Members with different call lengths give different ends, so one start can appear once per
 * length; pass each member's availability with the form's call length (`{ ...availability, callMinutes }`)
 * to have one entry per start.
 */
export function teamSlots(members: readonly TeamMember[], now: number, zone: string = BOOKING_TIME_ZONE): TeamSlot[] {
  const calendar = zoneCalendar(zone);
  const byInterval = new Map<string, TeamSlot>();
  for (const member of members) {
    for (const slot of slotsOn(calendar, member.availability, member.busy, now)) {
      const key = `${slot.start}:${slot.end}`;
      const shared = byInterval.get(key);
      if (shared) {
        if (!shared.staffIds.includes(member.staffId)) shared.staffIds.push(member.staffId);
      } else byInterval.set(key, { start: slot.start, end: slot.end, staffIds: [member.staffId] });
    }
  }
  return [...byInterval.values()].sort((a, b) => a.start - b.start || a.end - b.end);
}

const callsOf = (load: Readonly<Record<string, number>>, staffId: string): number => {
  // Own keys only: an id such as "constructor" must not read Object.prototype.
  const calls = Object.hasOwn(load, staffId) ? load[staffId] : 0;
  return Number.isFinite(calls) ? calls : 0;
};

/**
 * Who takes a call when several members are free for it (round-robin): the one with the fewest upcoming
 * calls in `load` (a missing member counts 0), and among equals the smallest staffId in code-unit order.
 * The tie-break reads the ids, not the order they came in, so the browser and the function pick the
 * same person whatever order each read the team in; once that person has the call, their load grows and
 * the next equal call goes to someone else. Undefined when there is no candidate.
 */
export function pickStaff(candidates: readonly string[], load: Readonly<Record<string, number>>): string | undefined {
  let best: string | undefined;
  let bestLoad = Infinity;
  for (const staffId of candidates) {
    const calls = callsOf(load, staffId);
    if (calls < bestLoad || (calls === bestLoad && best !== undefined && staffId < best)) {
      best = staffId;
      bestLoad = calls;
    }
  }
  return best;
}
