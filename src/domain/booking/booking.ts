/*
 * A call booked right after a briefing (issue 30): what the Cloud Function stores, what the visitor's
 * page and the staff pages read, and how a refusal is named. React- and Firebase-free.
 *
 * Possession: the visitor's browser is the only one that learned its submission's document id (it
 * created the document, and visitors can list or read no submission), so that id, sent back with the
 * form's id, is the proof that the person asking to book is the person who sent the briefing. A booking
 * is offered for BOOKING_WINDOW_HOURS after the send; later, the studio calls as before.
 *
 * Storage (closed to every browser by the rules' last match; only the function reads and writes):
 *   bookings/{bookingId}            one per submission (bookingId = bookingIdOf(formId, submissionId))
 *   booking_slots/{staffId}_{start} exists while that staff member's call at that instant is booked:
 *                                   created in the booking's transaction, so one start is one booking.
 *   booking_locks/{staffId}         read and written by every transaction that takes a slot of that staff
 *                                   member, so two that would overlap run one after the other
 *                                   (functions/src/booking/staff-lock.ts).
 *   booking_mail/{bookingId}_{who}_{sequence}  each e-mail of a booking, sent once (claimed-send.ts states).
 *   booking_addresses/{sha256 of the address}   the visitor address's last booking, so one address gets
 *                                   one invitation a day (functions/src/booking/address-limit.ts).
 *   booking_callers/{uid}_{hour}    how often one account called openSlots and bookCall in that hour
 *                                   (functions/src/booking/caller-limit.ts).
 */

import type { CallPlace } from './availability';

export const BOOKINGS = 'bookings';
export const BOOKING_SLOTS = 'booking_slots';
export const BOOKING_LOCKS = 'booking_locks';
export const BOOKING_MAIL = 'booking_mail';
export const BOOKING_ADDRESSES = 'booking_addresses';

/**
 * One booked call per visitor address in this many hours, whatever briefings name it: each booking
 * e-mails that address an invitation, and the address comes unverified from the briefing, so a script
 * could otherwise make the studio write to anyone as often as it sends briefings.
 */
export const ADDRESS_GAP_HOURS = 24;

/**
 * What one slot list holds at most: the free starts of the next OPEN_SLOT_DAYS days, the first
 * OPEN_SLOT_COUNT of them. A person picks among the next few days; an answer bounded in size costs the
 * same however far a colleague's horizon reaches (up to 90 days of 24 h).
 */
export const OPEN_SLOT_DAYS = 14;
export const OPEN_SLOT_COUNT = 60;

export const BOOKING_CALLERS = 'booking_callers';
/**
 * What one visitor account may call in an hour: a person lists the free starts a few times and books
 * once or twice (a taken start, a second briefing); a script that asks more is refused, 'tooMany'.
 */
export const CALLER_LIMITS_PER_HOUR = { openSlots: 60, bookCall: 10 } as const;
export type CallerLimited = keyof typeof CALLER_LIMITS_PER_HOUR;

/** How long after the send the confirmation screen may still book a call. */
export const BOOKING_WINDOW_HOURS = 24;

export const bookingIdOf = (formId: string, submissionId: string) => `${formId}__${submissionId}`;
/** What a booking id may look like (a request's, a stored claim's): anything else names no booking. */
export const BOOKING_ID = /^[A-Za-z0-9_-]{1,300}$/;
export const slotIdOf = (staffId: string, startMs: number) => `${staffId}_${startMs}`;

/** form.json's `booking`: present means the form offers a call right after the send. */
export interface FormBooking {
  /** Length of the call, in minutes; each staff member's own length when absent. */
  callMinutes?: number;
  /** Round-robin among these staff e-mails; every staff member who set hours when absent. */
  staff?: string[];
}

export type BookingStatus = 'booked' | 'cancelled';

/** `bookings/{bookingId}` as the function writes it (instants in epoch ms). */
export interface StoredBooking {
  formId: string;
  submissionId: string;
  leadId: string;
  staffId: string;
  staffEmail: string;
  start: number;
  end: number;
  place: CallPlace;
  visitor: { name: string; email: string; phone?: string; locale: 'pt' | 'es' | 'en'; zone: string };
  status: BookingStatus;
  /** RFC 5545 SEQUENCE of the last invitation sent (0 first, +1 for each reschedule or cancellation). */
  sequence: number;
  createdAt: number;
  /** Its colleague's access was removed and nobody was free to take it: an owner moves or cancels it (hand-over.ts). */
  unassigned?: boolean;
}

/** A free start the visitor may pick: no staff member is named. */
export interface OpenSlot {
  start: number;
  end: number;
}

/** Why a booking or a slot list is refused, worded by the visitor's page in its language. */
export const BOOKING_REFUSALS = [
  // the slot: see check-slot.ts
  'past',
  'notice',
  'horizon',
  'dayOff',
  'outsideHours',
  'misaligned',
  'taken',
  // the request
  'unknownSubmission',
  'expired',
  'notOffered',
  'alreadyBooked',
  'noStaff',
  // the visitor's address booked another call less than ADDRESS_GAP_HOURS ago
  'addressBusy',
  // the visitor's account called more than CALLER_LIMITS_PER_HOUR allows
  'tooMany',
] as const;
export type BookingRefusal = (typeof BOOKING_REFUSALS)[number];

/** openSlots({ formId, submissionId }) → */
export type OpenSlotsAnswer = { ok: true; slots: OpenSlot[]; booked?: { start: number; end: number } } | { ok: false; reason: BookingRefusal };

/** bookCall({ formId, submissionId, start, zone }) → */
export type BookCallAnswer = { ok: true; start: number; end: number; place: CallPlace['kind'] } | { ok: false; reason: BookingRefusal; slots?: OpenSlot[] };

/** On the lead summary (`leads/{leadId}.call`), for the inbox row, the lead page and the admin glance. */
export interface LeadCall {
  bookingId: string;
  start: number;
  end: number;
  staffId: string;
  status: BookingStatus;
  /** Booked, but its colleague left the team and nobody was free then: the admin home counts these. */
  unassigned?: boolean;
}
