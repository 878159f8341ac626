import { type Availability, DEFAULT_AVAILABILITY } from '../../src/domain/booking/availability';

/*
 * The booking tests' studio (src/domain/booking/*.test.ts): the week a studio in Brazil sets, and the
 * moment the tests ask from. Each test gives the call's place, which is all that differs between them.
 */
export const ms = (isoText: string) => Date.parse(isoText);

/** Weekdays 09:00-12:00 and 14:00-18:00 in Brazil, 30-minute calls, with the call held at `place`. */
export const brazilHours = (place: Availability['place']): Availability => ({
  ...DEFAULT_AVAILABILITY,
  weekly: [
    [],
    ...Array.from({ length: 5 }, () => [
      { start: '09:00', end: '12:00' },
      { start: '14:00', end: '18:00' },
    ]),
    [],
  ],
  place,
});

// Monday 1 December 2025, 08:00 in São Paulo (UTC-3, no daylight saving since 2019).
export const MONDAY_8AM = ms('2025-12-01T11:00:00Z');
