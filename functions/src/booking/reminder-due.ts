import type { BookingMailKind } from '../../../src/domain/booking/booking-email';

/*
 * Which reminder of a booked call is due at a moment (issue 30, part 7): the 24 h one from a day
 * before the call until an hour before, then the 1 h one until the call starts; none once it has
 * started. A call booked (or moved) inside a reminder's window gets no such reminder: its invitation
 * has just said the time, as Calendly does. The sweep runs every SWEEP_EVERY_MINUTES, so each
 * reminder goes in the first pass inside its window: the 1 h one between 60 and 50 minutes before.
 */

export type ReminderKind = Extract<BookingMailKind, 'reminder24h' | 'reminder1h'>;

const HOUR = 3_600_000;

/** Each reminder, the last one first, with how long before the call its window opens. */
export const REMINDERS: ReadonlyArray<{ kind: ReminderKind; beforeMs: number; suffix: string }> = [
  { kind: 'reminder1h', beforeMs: HOUR, suffix: 'r1' },
  { kind: 'reminder24h', beforeMs: 24 * HOUR, suffix: 'r24' },
];

/** The widest window: the sweep reads the calls starting up to this far ahead. */
export const REMIND_AHEAD_MS = 24 * HOUR;

/**
 * The reminder due at `nowMs` for a call starting at `startMs` whose time was set at `setAtMs` (its
 * booking, or its last move), or undefined.
 */
export function dueReminder(startMs: number, setAtMs: number, nowMs: number): ReminderKind | undefined {
  if (startMs <= nowMs) return undefined;
  const reminder = REMINDERS.find(({ beforeMs }) => startMs - nowMs <= beforeMs);
  if (!reminder) return undefined;
  return setAtMs > startMs - reminder.beforeMs ? undefined : reminder.kind;
}

export const suffixOf = (kind: ReminderKind) => REMINDERS.find((r) => r.kind === kind)!.suffix;
