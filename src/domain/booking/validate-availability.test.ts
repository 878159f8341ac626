import { describe, expect, it } from 'vitest';
import { type Availability, AVAILABILITY_LIMITS, DEFAULT_AVAILABILITY } from './availability';
import { availabilityProblems } from './validate-availability';

const GOOD: Availability = {
  weekly: [
    [],
    [
      { start: '09:00', end: '12:00' },
      { start: '14:00', end: '18:00' },
    ],
    [{ start: '19:00', end: '24:00' }],
    [],
    [],
    [],
    [],
  ],
  callMinutes: 30,
  bufferMinutes: 10,
  noticeHours: 12,
  horizonDays: 14,
  daysOff: [{ from: '2025-12-24', to: '2026-01-01', label: 'Festas' }],
  place: { kind: 'video', link: 'https://meet.example.com/abc-defg-hij' },
};

/** GOOD with some fields replaced: a way to write a broken document the type system would refuse. */
const withFields = (fields: Record<string, unknown>): unknown => ({ ...GOOD, ...fields });
const dayWith = (weekday: number, ranges: unknown): unknown => withFields({ weekly: GOOD.weekly.map((day, index) => (index === weekday ? ranges : day)) });

describe('availabilityProblems', () => {
  it('finds nothing wrong in a good document, nor in one with phone or WhatsApp as the place', () => {
    expect(availabilityProblems(GOOD)).toEqual([]);
    expect(availabilityProblems(withFields({ place: { kind: 'phone' } }))).toEqual([]);
    expect(availabilityProblems(withFields({ place: { kind: 'whatsapp' } }))).toEqual([]);
    expect(availabilityProblems({ ...DEFAULT_AVAILABILITY, place: { kind: 'whatsapp' } })).toEqual([]);
  });

  it('refuses what is not a document', () => {
    expect(availabilityProblems(null)).toEqual([{ path: '', code: 'type' }]);
    expect(availabilityProblems([GOOD])).toEqual([{ path: '', code: 'type' }]);
  });

  it('names missing and unknown fields', () => {
    const withoutHorizon: Record<string, unknown> = { ...GOOD, color: 'red' };
    delete withoutHorizon.horizonDays;
    expect(availabilityProblems(withoutHorizon)).toEqual([
      { path: 'color', code: 'unknown' },
      { path: 'horizonDays', code: 'required' },
    ]);
  });

  it('wants one list of ranges per weekday', () => {
    expect(availabilityProblems(withFields({ weekly: GOOD.weekly.slice(0, 6) }))).toEqual([{ path: 'weekly', code: 'weekdays' }]);
    expect(availabilityProblems(withFields({ weekly: {} }))).toEqual([{ path: 'weekly', code: 'type' }]);
    expect(availabilityProblems(dayWith(4, 'all day'))).toEqual([{ path: 'weekly.4', code: 'type' }]);
  });

  it('wants "HH:MM" times; "24:00" only ends a day', () => {
    expect(availabilityProblems(dayWith(1, [{ start: '9:00', end: '12:00' }]))).toEqual([{ path: 'weekly.1.0.start', code: 'timeFormat' }]);
    expect(availabilityProblems(dayWith(1, [{ start: '09:00', end: '12:60' }]))).toEqual([{ path: 'weekly.1.0.end', code: 'timeFormat' }]);
    expect(availabilityProblems(dayWith(1, [{ start: '24:00', end: '24:00' }]))).toEqual([{ path: 'weekly.1.0.start', code: 'timeFormat' }]);
    expect(availabilityProblems(dayWith(1, [{ start: 900, end: '12:00' }]))).toEqual([{ path: 'weekly.1.0.start', code: 'type' }]);
    expect(availabilityProblems(dayWith(1, [{ start: '09:00' }]))).toEqual([{ path: 'weekly.1.0.end', code: 'required' }]);
  });

  it('wants each range to start before it ends', () => {
    expect(availabilityProblems(dayWith(1, [{ start: '12:00', end: '12:00' }]))).toEqual([{ path: 'weekly.1.0.end', code: 'order' }]);
    expect(availabilityProblems(dayWith(1, [{ start: '18:00', end: '09:00' }]))).toEqual([{ path: 'weekly.1.0.end', code: 'order' }]);
  });

  it('refuses ranges of one day that overlap, naming the later one; ranges that touch are fine', () => {
    const overlapping = [
      { start: '14:00', end: '18:00' },
      { start: '09:00', end: '14:30' },
      { start: '18:00', end: '19:00' },
    ];
    expect(availabilityProblems(dayWith(2, overlapping))).toEqual([{ path: 'weekly.2.0', code: 'overlap' }]);
    expect(
      availabilityProblems(
        dayWith(2, [
          { start: '09:00', end: '12:00' },
          { start: '12:00', end: '13:00' },
        ]),
      ),
    ).toEqual([]);
  });

  it('holds the limits of AVAILABILITY_LIMITS', () => {
    const tooManyRanges = Array.from({ length: AVAILABILITY_LIMITS.rangesPerDay + 1 }, (_, hour) => ({ start: `0${hour}:00`, end: `0${hour}:30` }));
    expect(availabilityProblems(dayWith(1, tooManyRanges))).toEqual([{ path: 'weekly.1', code: 'tooMany' }]);
    expect(availabilityProblems(withFields({ callMinutes: 5, bufferMinutes: 121, noticeHours: -1, horizonDays: 91 }))).toEqual([
      { path: 'callMinutes', code: 'outOfRange' },
      { path: 'bufferMinutes', code: 'outOfRange' },
      { path: 'noticeHours', code: 'outOfRange' },
      { path: 'horizonDays', code: 'outOfRange' },
    ]);
    expect(availabilityProblems(withFields({ callMinutes: 30.5, horizonDays: '14' }))).toEqual([
      { path: 'callMinutes', code: 'notInteger' },
      { path: 'horizonDays', code: 'type' },
    ]);
    const manyDaysOff = Array.from({ length: AVAILABILITY_LIMITS.daysOff + 1 }, () => ({ from: '2026-02-16', to: '2026-02-17' }));
    expect(availabilityProblems(withFields({ daysOff: manyDaysOff }))).toEqual([{ path: 'daysOff', code: 'tooMany' }]);
  });

  it('wants real "YYYY-MM-DD" dates with from on or before to, and a short label', () => {
    expect(
      availabilityProblems(
        withFields({
          daysOff: [
            { from: '2026-02-30', to: '2026-03-01' },
            { from: '2026-03-10', to: '2026-03-09' },
            { from: '10/03/2026', to: '2026-03-10', label: 'x'.repeat(AVAILABILITY_LIMITS.labelLength + 1) },
            { from: '2026-04-03', to: '2026-04-03', note: 'Sexta-feira Santa' },
          ],
        }),
      ),
    ).toEqual([
      { path: 'daysOff.0.from', code: 'dateFormat' },
      { path: 'daysOff.1.to', code: 'order' },
      { path: 'daysOff.2.from', code: 'dateFormat' },
      { path: 'daysOff.2.label', code: 'tooLong' },
      { path: 'daysOff.3.note', code: 'unknown' },
    ]);
  });

  it('wants a known place, and an https link for a video call', () => {
    const place = (value: unknown) => availabilityProblems(withFields({ place: value }));
    expect(place({ kind: 'zoom' })).toEqual([{ path: 'place.kind', code: 'placeKind' }]);
    expect(place({ link: 'https://meet.example.com' })).toEqual([{ path: 'place.kind', code: 'required' }]);
    expect(place({ kind: 'video', link: 'http://meet.example.com/abc' })).toEqual([{ path: 'place.link', code: 'httpsLink' }]);
    expect(place({ kind: 'video', link: '' })).toEqual([{ path: 'place.link', code: 'httpsLink' }]);
    expect(place({ kind: 'video', link: 'javascript:alert(1)' })).toEqual([{ path: 'place.link', code: 'httpsLink' }]);
    expect(place({ kind: 'video' })).toEqual([{ path: 'place.link', code: 'required' }]);
    expect(place({ kind: 'video', link: `https://meet.example.com/${'a'.repeat(AVAILABILITY_LIMITS.linkLength)}` })).toEqual([{ path: 'place.link', code: 'tooLong' }]);
    expect(place({ kind: 'phone', link: 'https://meet.example.com' })).toEqual([{ path: 'place.link', code: 'unknown' }]);
  });

  it('does not report below a field already wrong, but reports every wrong field', () => {
    expect(availabilityProblems(withFields({ weekly: 'mon-fri', daysOff: [42], place: 'office' }))).toEqual([
      { path: 'weekly', code: 'type' },
      { path: 'daysOff.0', code: 'type' },
      { path: 'place', code: 'type' },
    ]);
  });
});
