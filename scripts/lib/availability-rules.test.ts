import { describe, expect, it } from 'vitest';
import { DEFAULT_AVAILABILITY } from '../../src/domain/booking/availability';
import { toStoredAvailability } from '../../src/domain/booking/stored-availability';
import { availabilityValues } from './availability-rules';

/** The rules' matches() holds when the whole text matches: the same test in JavaScript. */
const whole = (quoted: string | number) => new RegExp(`^(?:${String(quoted).slice(1, -1)})$`);

describe('the availability rules’ list patterns', () => {
  const values = availabilityValues();
  it('take what the page stores, joined as the rules join it', () => {
    const stored = toStoredAvailability({
      ...DEFAULT_AVAILABILITY,
      weekly: [[], [{ start: '00:00', end: '12:00' }, { start: '13:30', end: '24:00' }], [], [], [], [], []],
      daysOff: [{ from: '2026-12-24', to: '2026-12-26', label: 'Natal' }, { from: '2027-01-01', to: '2027-01-01' }],
    });
    expect(whole(values.availabilityRangesPattern).test(stored.weekly.mon.join(','))).toBe(true);
    expect(whole(values.availabilitySpansPattern).test(stored.daysOff.join(','))).toBe(true);
    expect(stored.weekly.mon.join('').length).toBe(stored.weekly.mon.length * Number(values.RANGE_WIDTH));
  });
  it('refuse times and dates that are not of the stored form', () => {
    for (const bad of ['9:00-12:00', '24:00-24:00', '12:00-24:01', '09:00-12:00,'])
      expect(whole(values.availabilityRangesPattern).test(bad), bad).toBe(false);
    for (const bad of ['2026-13-01/2026-13-02', '2026-12-24', '2026-12-24/2026-12-32'])
      expect(whole(values.availabilitySpansPattern).test(bad), bad).toBe(false);
  });
  it('name every bound of AVAILABILITY_LIMITS', () => {
    expect(values['AVAILABILITY_LIMITS.callMinutes.min']).toBe(10);
    expect(values['AVAILABILITY_LIMITS.rangesPerDay']).toBe(6);
  });
});
