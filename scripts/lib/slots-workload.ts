import { TZDate } from '@date-fns/tz';
import { type Availability, BOOKING_TIME_ZONE, DEFAULT_AVAILABILITY } from '../../src/domain/booking/availability';
import { type TeamMember, teamSlots } from '../../src/domain/booking/slots';

/*
 * The workload of scripts/bench-slots.ts: what the confirmation screen computes after a briefing is sent,
 * the free slots of a team of STAFF members over a 14-day horizon (src/domain/booking/slots.ts
 * teamSlots), each member with two ranges a weekday, a day off and two booked calls a day. Plain
 * TypeScript with no Node API, so the bench runs it in Node and, bundled, in Chromium.
 */
export const STAFF = 5;
export const HORIZON_DAYS = 14;
export const RUNS = 50;
const DAY_MS = 24 * 60 * 60_000;
// A fixed Monday, 08:00 in São Paulo, so every run and every machine computes the same slots.
const NOW = Date.parse('2025-12-01T11:00:00Z');

const weekdays = (ranges: Availability['weekly'][number]): Availability['weekly'] => [[], ranges, ranges, ranges, ranges, ranges, []];

function member(index: number): TeamMember {
  const availability: Availability = {
    ...DEFAULT_AVAILABILITY,
    weekly: weekdays([
      { start: index % 2 ? '08:00' : '09:00', end: '12:00' },
      { start: '13:30', end: index % 3 ? '18:00' : '19:30' },
    ]),
    callMinutes: index % 2 ? 30 : 45,
    bufferMinutes: index * 5,
    noticeHours: 12,
    horizonDays: HORIZON_DAYS,
    daysOff: [{ from: `2025-12-${String(3 + index).padStart(2, '0')}`, to: `2025-12-${String(3 + index).padStart(2, '0')}` }],
    place: { kind: 'video', link: 'https://meet.example.com/studio' },
  };
  // Two booked calls a day, at 10:00 and 15:00 São Paulo time (13:00 and 18:00 UTC), shifted per member.
  const busy = Array.from({ length: HORIZON_DAYS * 2 }, (_, call) => {
    const start = NOW + Math.floor(call / 2) * DAY_MS + (call % 2 ? 7 : 2) * 3_600_000 + index * 15 * 60_000;
    return { start, end: start + 30 * 60_000 };
  });
  return { staffId: `staff-${index + 1}`, availability, busy };
}

const members = Array.from({ length: STAFF }, (_, index) => member(index));
const timed = () => {
  const started = performance.now();
  const slots = teamSlots(members, NOW);
  return { ms: performance.now() - started, slots };
};

export interface SlotFigures {
  slots: number;
  memberSlots: number;
  zoneLoadMs: number;
  firstMs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
}

/** The workload, timed where it runs (Node, or a page that loads this module bundled). */
export function measureSlots(): SlotFigures {
  const zoneLoad = performance.now();
  new TZDate(NOW, BOOKING_TIME_ZONE).getTime();
  const zoneLoadMs = performance.now() - zoneLoad;
  const first = timed();
  const times = Array.from({ length: RUNS }, () => timed().ms).sort((a, b) => a - b);
  return {
    slots: first.slots.length,
    memberSlots: first.slots.reduce((n, s) => n + s.staffIds.length, 0),
    zoneLoadMs,
    firstMs: first.ms,
    medianMs: (times[(RUNS - 1) >> 1] + times[RUNS >> 1]) / 2,
    minMs: times[0],
    maxMs: times[RUNS - 1],
  };
}

