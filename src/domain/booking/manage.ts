/*
 * The visitor's page to cancel or move a booked call, and the staff's buttons for the same (issue 30,
 * part 6): what the functions answer and how a refusal is named. The visitor proves nothing but the
 * token from their e-mail (`manageToken` on the booking, random and single-purpose); staff are checked
 * by their claim. React- and Firebase-free.
 */
import type { CallPlace } from './availability';
import type { BookingStatus, OpenSlot } from './booking';
import type { SlotRefusal } from './check-slot';
import type { Locale } from '../../forms/core/definition';

/** The page's address without its token: `/conversa/{token}`. */
export const MANAGE_CALL_PATH = '/conversa';

/** The visitor's page of one booking; undefined without a site address (a mail's link must never be relative). */
export const manageUrlOf = (siteUrl: string, token: string): string | undefined =>
  siteUrl ? `${siteUrl.replace(/\/+$/, '')}${MANAGE_CALL_PATH}/${encodeURIComponent(token)}` : undefined;

/** A token as the booking function makes it (24 random bytes, base64url); anything else is unknown at once. */
export const MANAGE_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** The booking as its page shows it: no staff member, no other person's data. */
export interface ManagedCall {
  start: number;
  end: number;
  place: CallPlace['kind'];
  status: BookingStatus;
  /** The visitor's language and zone when they booked (or last moved) the call. */
  locale: Locale;
  zone: string;
}

/**
 * How often a visitor's link may move one call (issue 37): each move e-mails both sides an invitation,
 * so an unlimited link could flood a colleague's inbox and calendar. Staff moves are not counted.
 */
export const MAX_VISITOR_MOVES = 3;

/**
 * unknownToken: no booking has it. unknownBooking: staff named none. cancelled: the call was cancelled
 * already. over: it has started or ended. noStaff: its staff member no longer takes calls. tooManyMoves:
 * the visitor's link moved it MAX_VISITOR_MOVES times already. The rest: the new start, as
 * check-slot.ts names it.
 */
export type ManageRefusal = 'unknownToken' | 'unknownBooking' | 'cancelled' | 'over' | 'noStaff' | 'tooManyMoves' | SlotRefusal;

/** manageBooking({ token }) → the call, and the free starts it may move to (none once cancelled or over). */
export type ManageBookingAnswer = { ok: true; call: ManagedCall; slots: OpenSlot[] } | { ok: false; reason: 'unknownToken' };

/** cancelBooking, rescheduleBooking and the staff's two → the call as it is now, or why not (with fresh slots when the start was taken). */
export type ManageChangeAnswer = { ok: true; call: ManagedCall } | { ok: false; reason: ManageRefusal; slots?: OpenSlot[] };

/** staffBookingSlots({ bookingId }) → the free starts of the call's own staff member. */
export type StaffSlotsAnswer = { ok: true; slots: OpenSlot[] } | { ok: false; reason: ManageRefusal };
