/*
 * When a staff member takes calls booked right after a briefing (issue 30): weekly hours, call length,
 * buffer, notice, horizon, days off and where the call happens. One document per staff member in
 * `staff_availability/{uid}`, written by that person (or an admin) from the admin's availability page.
 *
 * Times of day and dates are wall-clock values in the studio's zone (BOOKING_TIME_ZONE); instants are
 * computed from them with @date-fns/tz only, never by adding an offset by hand (Brazil's offset has
 * changed before, and a visitor may be anywhere). React- and Firebase-free: the browser, the function
 * and the rules generator read the same names.
 */
import { STUDIO_TIME_ZONE } from '../../forms/core/locale-formats';

/** `staff_availability/{uid}`: one document per staff member who takes calls. */
export const STAFF_AVAILABILITY = 'staff_availability';

/** Every stored time of day and date is read in this zone: the studio's (./studio-time.ts). */
export const BOOKING_TIME_ZONE = STUDIO_TIME_ZONE;

/** 0 = Sunday ... 6 = Saturday, as `Date.getDay()` counts in the studio's zone. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A range of one day, "HH:MM" (24 h, zero-padded) in the studio's zone; `start` before `end`. */
export interface TimeRange {
  start: string;
  end: string;
}

/** A stretch of days off, both ends included, "YYYY-MM-DD" in the studio's zone. */
export interface DaysOff {
  from: string;
  to: string;
  /** For staff only ("Férias", "Feriado"); never shown to visitors. */
  label?: string;
}

/** Where the call happens: a fixed video-call link, or the studio calls the visitor's phone or WhatsApp. */
export type CallPlace = { kind: 'video'; link: string } | { kind: 'phone' } | { kind: 'whatsapp' };
export const CALL_PLACE_KINDS = ['video', 'phone', 'whatsapp'] as const;

export interface Availability {
  /** Several ranges a day, by weekday (index 0 = Sunday); an empty list is a day without calls. */
  weekly: TimeRange[][];
  /** Length of one call, in minutes. */
  callMinutes: number;
  /** Free minutes kept after each call before the next may start. */
  bufferMinutes: number;
  /** A call cannot start sooner than this many hours from now. */
  noticeHours: number;
  /** A call cannot start later than this many days from today. */
  horizonDays: number;
  daysOff: DaysOff[];
  place: CallPlace;
}

/** What a staff member who never opened the availability page has: no hours, so no slots. */
export const DEFAULT_AVAILABILITY: Availability = {
  weekly: [[], [], [], [], [], [], []],
  callMinutes: 30,
  bufferMinutes: 0,
  noticeHours: 12,
  horizonDays: 14,
  daysOff: [],
  place: { kind: 'video', link: '' },
};

/** Bounds the page, the rules and the function all enforce. */
export const AVAILABILITY_LIMITS = {
  callMinutes: { min: 10, max: 240 },
  bufferMinutes: { min: 0, max: 120 },
  noticeHours: { min: 0, max: 24 * 14 },
  horizonDays: { min: 1, max: 90 },
  rangesPerDay: 6,
  daysOff: 60,
  linkLength: 500,
  labelLength: 80,
} as const;
