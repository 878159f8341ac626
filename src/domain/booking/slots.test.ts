import { describe, expect, it } from 'vitest';
import { brazilHours, MONDAY_8AM, ms } from '../../../tests/support/brazil-hours';
import { type Availability, DEFAULT_AVAILABILITY } from './availability';
import { freeSlots, pickStaff, type Slot, teamSlots } from './slots';

const iso = (ms: number) => new Date(ms).toISOString();
const isoOf = (slots: Slot[]) => slots.map((slot) => iso(slot.start));

const BRAZIL_HOURS = brazilHours({ kind: 'video', link: 'https://meet.example.com/studio' });

describe('freeSlots in Brazil', () => {
  it('starts after the 12 h notice, on the grid of each range, in São Paulo time', () => {
    const slots = freeSlots({ availability: BRAZIL_HOURS, busy: [], now: MONDAY_8AM });
    // 08:00 + 12 h is Monday 20:00: the first slot is Tuesday 09:00 in Brazil, 12:00 UTC.
    const tuesday = slots.filter((slot) => iso(slot.start).startsWith('2025-12-02'));
    expect(isoOf(tuesday)).toEqual([
      ...['12:00', '12:30', '13:00', '13:30', '14:00', '14:30'].map((time) => `2025-12-02T${time}:00.000Z`),
      ...['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30'].map((time) => `2025-12-02T${time}:00.000Z`),
    ]);
    expect(tuesday.every((slot) => slot.end - slot.start === 30 * 60_000)).toBe(true);
    expect(iso(slots[0].start)).toBe('2025-12-02T12:00:00.000Z');
  });

  it('ends with the last day of the horizon (today + horizonDays) and has nothing on weekends', () => {
    const slots = freeSlots({ availability: BRAZIL_HOURS, busy: [], now: MONDAY_8AM });
    // Tuesday 2 to Monday 15 December: ten weekdays of 14 slots.
    expect(slots).toHaveLength(140);
    expect(iso(slots[slots.length - 1].start)).toBe('2025-12-15T20:30:00.000Z');
    const days = new Set(slots.map((slot) => iso(slot.start).slice(0, 10)));
    expect(days.has('2025-12-06')).toBe(false);
    expect(days.has('2025-12-07')).toBe(false);
    expect(days.has('2025-12-16')).toBe(false);

    const shortHorizon = freeSlots({ availability: { ...BRAZIL_HOURS, horizonDays: 2 }, busy: [], now: MONDAY_8AM });
    expect([...new Set(shortHorizon.map((slot) => iso(slot.start).slice(0, 10)))]).toEqual(['2025-12-02', '2025-12-03']);
  });

  it('keeps the buffer between the calls of the grid', () => {
    const availability = { ...BRAZIL_HOURS, bufferMinutes: 15 };
    const slots = freeSlots({ availability, busy: [], now: MONDAY_8AM });
    const tuesdayMorning = isoOf(slots).filter((start) => start.startsWith('2025-12-02T1') && start < '2025-12-02T15');
    // 09:00, 09:45, 10:30, 11:15 (ends 11:45); 12:00 would end past the range.
    expect(tuesdayMorning).toEqual(['2025-12-02T12:00:00.000Z', '2025-12-02T12:45:00.000Z', '2025-12-02T13:30:00.000Z', '2025-12-02T14:15:00.000Z']);
  });

  it('counts the notice from now, and never offers a start already past', () => {
    // Tuesday 07:00 in Brazil with 3 h of notice: 10:00 is the first start.
    const withNotice = freeSlots({ availability: { ...BRAZIL_HOURS, noticeHours: 3 }, busy: [], now: ms('2025-12-02T10:00:00Z') });
    expect(iso(withNotice[0].start)).toBe('2025-12-02T13:00:00.000Z');
    // Tuesday 09:10 without notice: 09:00 has started, 09:30 is next.
    const noNotice = freeSlots({ availability: { ...BRAZIL_HOURS, noticeHours: 0 }, busy: [], now: ms('2025-12-02T12:10:00Z') });
    expect(iso(noNotice[0].start)).toBe('2025-12-02T12:30:00.000Z');
  });

  it('offers nothing on days off, both ends included', () => {
    const availability = { ...BRAZIL_HOURS, daysOff: [{ from: '2025-12-03', to: '2025-12-04', label: 'Feriado' }] };
    const days = new Set(freeSlots({ availability, busy: [], now: MONDAY_8AM }).map((slot) => iso(slot.start).slice(0, 10)));
    expect(days.has('2025-12-02')).toBe(true);
    expect(days.has('2025-12-03')).toBe(false);
    expect(days.has('2025-12-04')).toBe(false);
    expect(days.has('2025-12-05')).toBe(true);
  });

  it('hides the slots a booked call overlaps, widened by the buffer on both sides', () => {
    // Tuesday 10:00-10:30 booked, no buffer: 09:30 and 10:30 touch it and stay free.
    const plain = isoOf(freeSlots({ availability: BRAZIL_HOURS, busy: [{ start: ms('2025-12-02T13:00:00Z'), end: ms('2025-12-02T13:30:00Z') }], now: MONDAY_8AM }));
    expect(plain).toContain('2025-12-02T12:30:00.000Z');
    expect(plain).not.toContain('2025-12-02T13:00:00.000Z');
    expect(plain).toContain('2025-12-02T13:30:00.000Z');

    // 15 min of buffer (grid 09:00, 09:45, 10:30, 11:15) and a call booked 10:15-10:45 off that grid:
    // blocked from 10:00 to 11:00, so 09:45 and 10:30 go, 09:00 and 11:15 stay.
    const buffered = isoOf(
      freeSlots({ availability: { ...BRAZIL_HOURS, bufferMinutes: 15 }, busy: [{ start: ms('2025-12-02T13:15:00Z'), end: ms('2025-12-02T13:45:00Z') }], now: MONDAY_8AM }),
    ).filter((start) => start.startsWith('2025-12-02T1') && start < '2025-12-02T15');
    expect(buffered).toEqual(['2025-12-02T12:00:00.000Z', '2025-12-02T14:15:00.000Z']);
  });

  it('gives no slot for a document whose numbers make no grid (instead of looping forever)', () => {
    expect(freeSlots({ availability: { ...BRAZIL_HOURS, callMinutes: 0 }, busy: [], now: MONDAY_8AM })).toEqual([]);
    expect(freeSlots({ availability: { ...BRAZIL_HOURS, callMinutes: Number.NaN }, busy: [], now: MONDAY_8AM })).toEqual([]);
    expect(freeSlots({ availability: { ...BRAZIL_HOURS, noticeHours: Number.NaN }, busy: [], now: MONDAY_8AM })).toEqual([]);
  });

  it('a staff member without hours (the default document) has no slot', () => {
    expect(freeSlots({ availability: DEFAULT_AVAILABILITY, busy: [], now: MONDAY_8AM })).toEqual([]);
  });
});

describe('freeSlots on days the clocks change (America/New_York)', () => {
  const NEW_YORK = 'America/New_York';
  const everyDay = (start: string, end: string): Availability['weekly'] => Array.from({ length: 7 }, () => [{ start, end }]);
  const hourly = (weekly: Availability['weekly'], horizonDays: number): Availability => ({
    ...DEFAULT_AVAILABILITY,
    weekly,
    callMinutes: 60,
    noticeHours: 0,
    horizonDays,
  });

  it('keeps 09:00 local across the spring change: 14:00 UTC before, 13:00 UTC after', () => {
    const slots = freeSlots({ availability: hourly(everyDay('09:00', '10:00'), 3), busy: [], now: ms('2025-03-07T05:00:00Z'), zone: NEW_YORK });
    expect(isoOf(slots)).toEqual(['2025-03-07T14:00:00.000Z', '2025-03-08T14:00:00.000Z', '2025-03-09T13:00:00.000Z', '2025-03-10T13:00:00.000Z']);
  });

  it('a range across the missing hour is an hour shorter in real time (00:00-05:00 gives four 1 h calls)', () => {
    const slots = freeSlots({ availability: hourly(everyDay('00:00', '05:00'), 1), busy: [], now: ms('2025-03-08T17:00:00Z'), zone: NEW_YORK });
    const sunday = slots.filter((slot) => iso(slot.start).startsWith('2025-03-09'));
    // 00:00 EST, 01:00 EST, then 03:00 EDT, 04:00 EDT; each call 60 real minutes.
    expect(isoOf(sunday)).toEqual(['2025-03-09T05:00:00.000Z', '2025-03-09T06:00:00.000Z', '2025-03-09T07:00:00.000Z', '2025-03-09T08:00:00.000Z']);
    expect(sunday.every((slot) => slot.end - slot.start === 3_600_000)).toBe(true);
  });

  it('a range across the repeated hour is an hour longer in real time (00:00-04:00 gives five 1 h calls)', () => {
    const slots = freeSlots({ availability: hourly(everyDay('00:00', '04:00'), 1), busy: [], now: ms('2025-11-01T16:00:00Z'), zone: NEW_YORK });
    const sunday = slots.filter((slot) => slot.start >= ms('2025-11-02T04:00:00Z'));
    // 00:00 EDT, 01:00 EDT, 01:00 EST, 02:00 EST, 03:00 EST.
    expect(isoOf(sunday)).toEqual([
      '2025-11-02T04:00:00.000Z',
      '2025-11-02T05:00:00.000Z',
      '2025-11-02T06:00:00.000Z',
      '2025-11-02T07:00:00.000Z',
      '2025-11-02T08:00:00.000Z',
    ]);
  });
});

describe('teamSlots', () => {
  const tuesdayOnly = (start: string, end: string): Availability => ({
    ...BRAZIL_HOURS,
    weekly: [[], [], [{ start, end }], [], [], [], []],
    horizonDays: 3,
  });

  it('lists each start once with the members free for it, in time order', () => {
    const slots = teamSlots(
      [
        { staffId: 'ana', availability: tuesdayOnly('09:00', '10:00'), busy: [] },
        { staffId: 'bruno', availability: tuesdayOnly('09:30', '10:30'), busy: [] },
      ],
      MONDAY_8AM,
    );
    expect(slots.map((slot) => [iso(slot.start), slot.staffIds])).toEqual([
      ['2025-12-02T12:00:00.000Z', ['ana']],
      ['2025-12-02T12:30:00.000Z', ['ana', 'bruno']],
      ['2025-12-02T13:00:00.000Z', ['bruno']],
    ]);
  });

  it('leaves out the member whose own call takes the slot', () => {
    const slots = teamSlots(
      [
        { staffId: 'ana', availability: tuesdayOnly('09:00', '10:00'), busy: [{ start: ms('2025-12-02T12:30:00Z'), end: ms('2025-12-02T13:00:00Z') }] },
        { staffId: 'bruno', availability: tuesdayOnly('09:30', '10:30'), busy: [] },
      ],
      MONDAY_8AM,
    );
    expect(slots.find((slot) => iso(slot.start) === '2025-12-02T12:30:00.000Z')?.staffIds).toEqual(['bruno']);
  });

  it('has no slot when nobody takes calls', () => {
    expect(teamSlots([], MONDAY_8AM)).toEqual([]);
  });
});

describe('pickStaff (round-robin)', () => {
  it('picks the member with the fewest upcoming calls', () => {
    expect(pickStaff(['ana', 'bruno', 'carla'], { ana: 3, bruno: 1, carla: 2 })).toBe('bruno');
  });

  it('counts a member missing from the load as 0 calls', () => {
    expect(pickStaff(['ana', 'bruno'], { ana: 1 })).toBe('bruno');
  });

  it('breaks a tie by the smallest id, whatever order the candidates came in', () => {
    expect(pickStaff(['carla', 'bruno', 'ana'], { ana: 2, bruno: 1, carla: 1 })).toBe('bruno');
    expect(pickStaff(['bruno', 'carla'], { bruno: 1, carla: 1 })).toBe('bruno');
    expect(pickStaff(['carla', 'bruno'], { bruno: 1, carla: 1 })).toBe('bruno');
  });

  it('takes turns as calls are booked', () => {
    const load: Record<string, number> = {};
    const picks = Array.from({ length: 6 }, () => {
      const staffId = pickStaff(['carla', 'ana', 'bruno'], load) as string;
      load[staffId] = (load[staffId] ?? 0) + 1;
      return staffId;
    });
    expect(picks).toEqual(['ana', 'bruno', 'carla', 'ana', 'bruno', 'carla']);
  });

  it('reads only the load of the member asked about (an id like "constructor" counts 0)', () => {
    expect(pickStaff(['constructor', 'toString'], { toString: 1 })).toBe('constructor');
  });

  it('has nobody to pick without candidates', () => {
    expect(pickStaff([], { ana: 0 })).toBeUndefined();
  });
});
