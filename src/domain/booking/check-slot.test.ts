import { describe, expect, it } from 'vitest';
import { brazilHours, MONDAY_8AM, ms } from '../../../tests/support/brazil-hours';
import { type Availability, DEFAULT_AVAILABILITY } from './availability';
import { checkSlot } from './check-slot';
import { freeSlots, type Interval } from './slots';

const MINUTE = 60_000;

const BRAZIL_HOURS = brazilHours({ kind: 'phone' });

describe('checkSlot refuses with the reason a visitor can be told', () => {
  const check = (start: string | number, changes: Partial<Availability> = {}, busy: Interval[] = []) =>
    checkSlot({ availability: { ...BRAZIL_HOURS, ...changes }, busy, now: MONDAY_8AM, start: typeof start === 'number' ? start : ms(start) });

  it('accepts a free start on the grid and gives its end', () => {
    expect(check('2025-12-02T12:00:00Z')).toEqual({ ok: true, end: ms('2025-12-02T12:30:00Z') });
  });

  it('past: before now', () => {
    expect(check('2025-11-28T12:00:00Z')).toEqual({ ok: false, reason: 'past' });
  });

  it('notice: sooner than now + notice (Monday 14:00 is 6 h away, 12 h asked)', () => {
    expect(check('2025-12-01T17:00:00Z')).toEqual({ ok: false, reason: 'notice' });
    expect(check('2025-12-01T17:00:00Z', { noticeHours: 2 })).toEqual({ ok: true, end: ms('2025-12-01T17:30:00Z') });
  });

  it('horizon: after the last bookable day (Monday 15 is in, Tuesday 16 is out)', () => {
    expect(check('2025-12-15T20:30:00Z').ok).toBe(true);
    expect(check('2025-12-16T12:00:00Z')).toEqual({ ok: false, reason: 'horizon' });
  });

  it('dayOff: on a day off', () => {
    expect(check('2025-12-03T12:00:00Z', { daysOff: [{ from: '2025-12-03', to: '2025-12-03' }] })).toEqual({ ok: false, reason: 'dayOff' });
  });

  it('outsideHours: a day without hours, the lunch break, or a call running past the range', () => {
    expect(check('2025-12-06T12:00:00Z')).toEqual({ ok: false, reason: 'outsideHours' });
    expect(check('2025-12-02T15:00:00Z')).toEqual({ ok: false, reason: 'outsideHours' });
    // 17:45 on a 30-minute call ends 18:15, past 18:00.
    expect(check('2025-12-02T20:45:00Z')).toEqual({ ok: false, reason: 'outsideHours' });
    // A document whose numbers make no grid has no hours: freeSlots lists nothing, so nothing passes.
    expect(check('2025-12-02T12:00:00Z', { horizonDays: Number.NaN })).toEqual({ ok: false, reason: 'outsideHours' });
    expect(check('2025-12-02T12:00:00Z', { callMinutes: 0 })).toEqual({ ok: false, reason: 'outsideHours' });
  });

  it('misaligned: inside the hours but off the grid, or not a whole millisecond', () => {
    expect(check('2025-12-02T12:10:00Z')).toEqual({ ok: false, reason: 'misaligned' });
    expect(check(ms('2025-12-02T12:00:00Z') + 1)).toEqual({ ok: false, reason: 'misaligned' });
    // With a 15-minute buffer the grid is 09:00, 09:45...: 09:30 is off it.
    expect(check('2025-12-02T12:30:00Z', { bufferMinutes: 15 })).toEqual({ ok: false, reason: 'misaligned' });
    expect(check(Number.NaN)).toEqual({ ok: false, reason: 'misaligned' });
    expect(check(ms('2025-12-02T12:00:00Z') + 0.5)).toEqual({ ok: false, reason: 'misaligned' });
  });

  it('taken: a booked call, widened by the buffer, overlaps it', () => {
    const booked = { start: ms('2025-12-02T12:00:00Z'), end: ms('2025-12-02T12:30:00Z') };
    expect(check('2025-12-02T12:00:00Z', {}, [booked])).toEqual({ ok: false, reason: 'taken' });
    expect(check('2025-12-02T12:30:00Z', {}, [booked]).ok).toBe(true);
    // With 15 min of buffer (grid 09:00, 09:45, 10:30, 11:15), a call booked 10:15-10:25 takes the 09:45
    // that ends as it starts and the 10:30 that starts 5 minutes after it ends, not 09:00 nor 11:15.
    const short = { start: ms('2025-12-02T13:15:00Z'), end: ms('2025-12-02T13:25:00Z') };
    const buffered = (start: string) => check(start, { bufferMinutes: 15 }, [short]);
    expect(buffered('2025-12-02T12:45:00Z')).toEqual({ ok: false, reason: 'taken' });
    expect(buffered('2025-12-02T13:30:00Z')).toEqual({ ok: false, reason: 'taken' });
    expect(buffered('2025-12-02T12:00:00Z').ok).toBe(true);
    expect(buffered('2025-12-02T14:15:00Z').ok).toBe(true);
  });

  it('answers with the first reason that applies (a past start on a day off is "past")', () => {
    expect(check('2025-11-28T12:00:00Z', { daysOff: [{ from: '2025-11-28', to: '2025-11-28' }] })).toEqual({ ok: false, reason: 'past' });
  });
});

describe('checkSlot agrees exactly with freeSlots', () => {
  /** Every start from `from` to `to` each `stepMs`, plus a few off by a millisecond: ok exactly when listed, with the listed end. */
  function expectAgreement(input: { availability: Availability; busy: Interval[]; now: number; zone?: string }, from: number, to: number, stepMs: number) {
    const listed = new Map(freeSlots(input).map((slot) => [slot.start, slot.end]));
    expect(listed.size).toBeGreaterThan(0);
    for (const [start, end] of listed) expect(checkSlot({ ...input, start })).toEqual({ ok: true, end });
    let checked = 0;
    const disagreements: string[] = [];
    for (let start = from; start <= to; start += stepMs) {
      for (const candidate of [start, start + 1]) {
        const verdict = checkSlot({ ...input, start: candidate });
        checked += 1;
        if (verdict.ok !== listed.has(candidate)) disagreements.push(`${new Date(candidate).toISOString()}: ${JSON.stringify(verdict)}`);
      }
    }
    expect(disagreements).toEqual([]);
    // The sweep met every listed start, so both directions were tried.
    expect([...listed.keys()].every((start) => (start - from) % stepMs === 0)).toBe(true);
    expect(checked).toBeGreaterThan(listed.size);
  }

  it('in Brazil, with buffer, notice, days off and booked calls, every 5 minutes over the horizon', () => {
    const availability: Availability = {
      ...BRAZIL_HOURS,
      bufferMinutes: 10,
      daysOff: [{ from: '2025-12-08', to: '2025-12-09' }],
      weekly: BRAZIL_HOURS.weekly.map((ranges, weekday) => (weekday === 3 ? [...ranges, { start: '19:00', end: '24:00' }] : ranges)),
    };
    const busy = [
      // Between the grid's 09:00-09:30 and 09:40-10:10: free of both, but not by the 10-minute buffer.
      { start: ms('2025-12-02T12:30:00Z'), end: ms('2025-12-02T12:35:00Z') },
      { start: ms('2025-12-04T18:00:00Z'), end: ms('2025-12-04T19:00:00Z') },
    ];
    const now = MONDAY_8AM + 7 * MINUTE;
    // The sweep starts on the hour, so it passes every start of the grid (now is 7 minutes past).
    const from = ms('2025-12-01T10:00:00Z');
    expectAgreement({ availability, busy, now }, from, from + 16 * 24 * 60 * MINUTE, 5 * MINUTE);
  });

  it('in New York on both days the clocks change, every minute', () => {
    const weekly = Array.from({ length: 7 }, () => [
      { start: '00:00', end: '04:30' },
      { start: '09:00', end: '10:00' },
    ]);
    const availability: Availability = { ...DEFAULT_AVAILABILITY, weekly, callMinutes: 45, bufferMinutes: 5, noticeHours: 0, horizonDays: 1 };
    for (const now of [ms('2025-03-08T17:00:00Z'), ms('2025-11-01T16:00:00Z')]) {
      const busy = [{ start: now + 24 * 60 * MINUTE, end: now + 24 * 60 * MINUTE + 20 * MINUTE }];
      expectAgreement({ availability, busy, now, zone: 'America/New_York' }, now - 60 * MINUTE, now + 2 * 24 * 60 * MINUTE, MINUTE);
    }
  });
});
