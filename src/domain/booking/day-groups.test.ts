import { describe, expect, it } from 'vitest';
import { type Availability, DEFAULT_AVAILABILITY } from './availability';
import { groupByDay } from './day-groups';
import { freeSlots, type TeamSlot } from './slots';

const ms = (isoText: string) => Date.parse(isoText);
// Intl may separate a time from its zone name with a no-break space, depending on the ICU version.
const plain = (text: string) => text.replace(/\s/g, ' ');
const slot = (isoText: string, staffIds = ['ana']): TeamSlot => ({ start: ms(isoText), end: ms(isoText) + 30 * 60_000, staffIds });

// Thursday 4 December 2025 at 15:00 and 21:30 in Brazil (UTC-3); Friday 5 at 09:00.
const SLOTS = [slot('2025-12-05T12:00:00Z'), slot('2025-12-04T18:00:00Z'), slot('2025-12-05T00:30:00Z', ['bruno'])];

const view = (zone: string, locale: 'pt' | 'es' | 'en') => {
  const grouped = groupByDay(SLOTS, zone, locale);
  return { zoneName: grouped.zoneName, days: grouped.days.map((day) => [day.key, plain(day.label), day.slots.map((s) => plain(s.time))]) };
};

describe('groupByDay', () => {
  it('a visitor in Brazil sees the studio hours, named "horário de Brasília" in Portuguese', () => {
    expect(view('America/Sao_Paulo', 'pt')).toEqual({
      zoneName: 'horário de Brasília',
      days: [
        ['2025-12-04', 'quinta-feira, 4 de dezembro', ['15:00', '21:30']],
        ['2025-12-05', 'sexta-feira, 5 de dezembro', ['09:00']],
      ],
    });
  });

  it('says the days and the zone in Spanish and English', () => {
    const spanish = view('America/Sao_Paulo', 'es');
    expect(spanish.days[0]).toEqual(['2025-12-04', 'jueves, 4 de diciembre', ['15:00', '21:30']]);
    expect(spanish.zoneName).toBe('hora de Brasilia');
    const english = view('America/Sao_Paulo', 'en');
    expect(english.days[0]).toEqual(['2025-12-04', 'Thursday 4 December', ['15:00', '21:30']]);
    expect(english.zoneName).toBe('Brasília time');
  });

  it("a visitor in Lisbon sees Lisbon's times and days: 21:30 in Brazil is 00:30 on Friday", () => {
    const lisbon = view('Europe/Lisbon', 'pt');
    expect(lisbon.days).toEqual([
      ['2025-12-04', 'quinta-feira, 4 de dezembro', ['18:00']],
      ['2025-12-05', 'sexta-feira, 5 de dezembro', ['00:30', '12:00']],
    ]);
    expect(lisbon.zoneName).not.toBe('horário de Brasília');
    expect(lisbon.zoneName).toMatch(/Europa/);
  });

  it("keeps each slot's own fields (start, end, who is free) next to its time", () => {
    const friday = groupByDay(SLOTS, 'Europe/Lisbon', 'en').days[1];
    expect(friday.slots.map((s) => [s.start, s.end, s.staffIds])).toEqual([
      [ms('2025-12-05T00:30:00Z'), ms('2025-12-05T01:00:00Z'), ['bruno']],
      [ms('2025-12-05T12:00:00Z'), ms('2025-12-05T12:30:00Z'), ['ana']],
    ]);
  });

  it('names the offset on a day whose times repeat (New York falling back), so 01:30 is not said twice alike', () => {
    const repeated = [slot('2025-11-02T05:30:00Z'), slot('2025-11-02T06:30:00Z')];
    const [day] = groupByDay(repeated, 'America/New_York', 'en').days;
    expect(day.slots.map((s) => plain(s.time))).toEqual(['01:30 GMT-4', '01:30 GMT-5']);
    // An ordinary day of the same zone says the time alone.
    const [ordinary] = groupByDay([slot('2025-11-04T14:00:00Z')], 'America/New_York', 'en').days;
    expect(plain(ordinary.slots[0].time)).toBe('09:00');
  });

  it("shows the studio's zone when the browser reports a zone Intl does not know", () => {
    const grouped = groupByDay(SLOTS, 'Mars/Olympus_Mons', 'pt');
    expect(grouped.zone).toBe('America/Sao_Paulo');
    expect(grouped.zoneName).toBe('horário de Brasília');
    expect(grouped.days[0].slots.map((s) => s.time)).toEqual(['15:00', '21:30']);
  });

  it('has no day without slots', () => {
    expect(groupByDay([], 'Europe/Lisbon', 'pt').days).toEqual([]);
  });

  it("groups freeSlots' output end to end: Brazilian hours read from Lisbon", () => {
    const availability: Availability = { ...DEFAULT_AVAILABILITY, weekly: [[], [], [], [], [{ start: '09:00', end: '10:00' }], [], []], noticeHours: 0, horizonDays: 7 };
    const slots = freeSlots({ availability, busy: [], now: ms('2025-12-01T11:00:00Z') });
    const [thursday] = groupByDay(slots, 'Europe/Lisbon', 'pt').days;
    expect([thursday.key, thursday.slots.map((s) => s.time)]).toEqual(['2025-12-04', ['12:00', '12:30']]);
  });
});
