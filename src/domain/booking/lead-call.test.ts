import { describe, expect, it } from 'vitest';
import { callMoment, callMomentWithZone, callTime, isLeadCall, studioToday } from './lead-call';

// Thursday 4 December 2025, 15:00 in São Paulo (UTC-3, no daylight saving since 2019).
const START = Date.UTC(2025, 11, 4, 18, 0);

describe('a booked call as staff read it', () => {
  it('is written compactly in Brasília time, in each language', () => {
    expect(callMoment(START, 'pt')).toBe('qui, 4 dez, 15:00');
    expect(callMoment(START, 'es')).toBe('jue, 4 dic, 15:00');
    expect(callMoment(START, 'en')).toBe('Thu, 4 Dec, 15:00');
  });

  it('names the zone once on the lead page', () => {
    expect(callMomentWithZone(START, 'pt')).toBe('qui, 4 dez, 15:00 (horário de Brasília)');
    expect(callMomentWithZone(START, 'es')).toBe('jue, 4 dic, 15:00 (hora de Brasilia)');
    expect(callMomentWithZone(START, 'en')).toBe('Thu, 4 Dec, 15:00 (Brasília time)');
  });

  it('says the hour of a late call on its own Brasília day, not the UTC one', () => {
    // 23:30 in São Paulo is 02:30 of the next day in UTC.
    const late = Date.UTC(2025, 11, 5, 2, 30);
    expect(callMoment(late, 'pt')).toBe('qui, 4 dez, 23:30');
    expect(callTime(late, 'en')).toBe('23:30');
  });

  it('refuses a half-written field', () => {
    expect(isLeadCall({ bookingId: 'b', start: START, end: START + 1_800_000, staffId: 's', status: 'booked' })).toBe(true);
    expect(isLeadCall({ start: START, status: 'booked' })).toBe(false);
    expect(isLeadCall({ start: String(START), end: START, status: 'cancelled' })).toBe(false);
    expect(isLeadCall(null)).toBe(false);
  });
});

describe("today's bounds in the studio's zone", () => {
  it('run from São Paulo midnight to the next, whatever the UTC day', () => {
    // 01:00 UTC on 5 December is still 4 December, 22:00, in São Paulo.
    const { from, to } = studioToday(Date.UTC(2025, 11, 5, 1, 0));
    expect(new Date(from).toISOString()).toBe('2025-12-04T03:00:00.000Z');
    expect(new Date(to).toISOString()).toBe('2025-12-05T03:00:00.000Z');
  });
});
