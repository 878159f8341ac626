import { describe, expect, it } from 'vitest';
import { conversion, lastMonths } from './outcomes';
import { monthOf } from './studio-time';

describe('results by month', () => {
  it('names the last six months in Brazil, oldest first, across a year', () => {
    expect(lastMonths(new Date('2026-02-15T12:00:00Z'))).toEqual(['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02']);
    // 01:00 UTC on 1 March is still 28 February in São Paulo.
    expect(lastMonths(new Date('2026-03-01T01:00:00Z'), 2)).toEqual(['2026-01', '2026-02']);
    expect(monthOf(new Date('2026-03-01T01:00:00Z'))).toBe('2026-02');
  });

  it('gives conversion as won over received, in percent with one decimal', () => {
    expect(conversion(2, 3)).toBe(66.7);
    expect(conversion(1, 4)).toBe(25);
    expect(conversion(0, 0)).toBeUndefined();
  });
});
