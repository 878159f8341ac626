import { describe, expect, it } from 'vitest';
import { conversion, lastMonths, lostByReason, monthDays } from './outcomes';
import { monthOf } from './studio-time';

describe('results by month', () => {
  it('names the last six months in Brazil, oldest first, across a year', () => {
    expect(lastMonths(new Date('2026-02-15T12:00:00Z'))).toEqual(['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02']);
    // 01:00 UTC on 1 March is still 28 February in São Paulo.
    expect(lastMonths(new Date('2026-03-01T01:00:00Z'), 2)).toEqual(['2026-01', '2026-02']);
    expect(monthOf(new Date('2026-03-01T01:00:00Z'))).toBe('2026-02');
  });

  it("gives a month's first and last days, leap years included", () => {
    expect(monthDays('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthDays('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('counts lost leads by reason, most frequent first, a lead without one under an empty reason', () => {
    expect(lostByReason(['Prazo', 'Preço', ' Preço ', null])).toEqual([
      { reason: 'Preço', count: 2 },
      { reason: '', count: 1 },
      { reason: 'Prazo', count: 1 },
    ]);
    expect(lostByReason([])).toEqual([]);
  });

  it('gives conversion as won over received, in percent with one decimal', () => {
    expect(conversion(2, 3)).toBe(66.7);
    expect(conversion(1, 4)).toBe(25);
    expect(conversion(0, 0)).toBeUndefined();
  });
});
