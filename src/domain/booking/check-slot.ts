/*
 * Whether one start is a free slot, and if not why: the booking functions call it with the staff
 * member's booked calls as read before their transaction, so a forged or stale start is refused with a
 * reason the visitor's screen can say in their language; the transaction then re-checks overlaps on
 * what is stored (functions/src/booking/staff-lock.ts). It reads the grid freeSlots reads
 * (./slot-grid.ts): a start passes exactly when freeSlots would list it (check-slot.test.ts proves it).
 */
import { type Availability, BOOKING_TIME_ZONE } from './availability';
import { bookingWindow, gridOf, type Interval, isBlocked, isDayOff, paddedBusy, rangesOfDay, zoneCalendar, zoneDayOf } from './slot-grid';

/** Why a start is refused, in the order they are checked (the first that applies is the answer). */
export const SLOT_REFUSALS = ['past', 'notice', 'horizon', 'dayOff', 'outsideHours', 'misaligned', 'taken'] as const;
export type SlotRefusal = (typeof SLOT_REFUSALS)[number];

export type SlotCheck = { ok: true; end: number } | { ok: false; reason: SlotRefusal };

export interface CheckSlotInput {
  availability: Availability;
  /** The staff member's booked calls (cancelled ones left out), epoch milliseconds. */
  busy: readonly Interval[];
  /** Epoch milliseconds. */
  now: number;
  /** The start asked for, epoch milliseconds. */
  start: number;
  zone?: string;
}

/**
 * past: before now. notice: sooner than now + notice. horizon: after the last bookable day. dayOff: on
 * a day off. outsideHours: the call does not fit inside one of the day's ranges (or the document's
 * numbers make no hours at all, see gridOf). misaligned: inside a range but off its grid, or a start
 * that is not a whole number of milliseconds. taken: a booked call, widened by the buffer, overlaps it.
 */
export function checkSlot({ availability, busy, now, start, zone = BOOKING_TIME_ZONE }: CheckSlotInput): SlotCheck {
  const refuse = (reason: SlotRefusal): SlotCheck => ({ ok: false, reason });
  if (!Number.isSafeInteger(start)) return refuse('misaligned');
  const grid = gridOf(availability);
  if (!grid) return refuse('outsideHours');
  const calendar = zoneCalendar(zone);
  const { earliest, horizonEnd } = bookingWindow(availability, now, calendar);
  if (start < now) return refuse('past');
  if (start < earliest) return refuse('notice');
  if (start >= horizonEnd) return refuse('horizon');
  // A range ends by the day's last midnight, so a slot's day is the day its start falls on.
  const day = zoneDayOf(start, zone);
  if (isDayOff(day.key, availability.daysOff)) return refuse('dayOff');
  const end = start + grid.callMs;
  const fitting = rangesOfDay(availability, day, calendar).filter((range) => range.start <= start && end <= range.end);
  if (fitting.length === 0) return refuse('outsideHours');
  if (!fitting.some((range) => (start - range.start) % grid.stepMs === 0)) return refuse('misaligned');
  if (isBlocked(start, end, paddedBusy(busy, grid.bufferMs))) return refuse('taken');
  return { ok: true, end };
}
