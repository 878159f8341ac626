/*
 * The team's hours in one document (issue 37): `booking_team/hours` holds, for each staff member who
 * saved hours, their e-mail and their stored availability (./stored-availability.ts), so that each
 * public `openSlots` call reads one document for the whole team instead of the `staff` and
 * `staff_availability` collections. It is a write-through copy of `staff_availability/{uid}`:
 * - the availability page writes both in one batch, naming the member it changes in `changed`; the
 *   rules refuse either write without the other, an entry that differs from the document written
 *   beside it, and an e-mail other than the member's own (scripts/lib/firestore-template.rules);
 * - the functions' team changes (functions/src/staff-membership.ts) drop a removed member's entry in
 *   the transaction that removes them, and make the document from the collections when it is missing
 *   (a project whose hours were saved before the copy existed);
 * - scripts and tests write both through functions/src/booking/team-hours-store.ts.
 * React- and Firebase-free: the page, the functions and the rules generator read these names.
 */
import type { StoredAvailability } from './stored-availability';

export const TEAM_HOURS_COLLECTION = 'booking_team';
export const TEAM_HOURS_ID = 'hours';
export const TEAM_HOURS_PATH = `${TEAM_HOURS_COLLECTION}/${TEAM_HOURS_ID}`;

/** One member's entry: the address their calls are booked under, and their hours as stored. */
export interface TeamHoursEntry {
  email: string;
  availability: StoredAvailability;
}

export interface TeamHoursDoc {
  /** By staff uid. */
  members: Record<string, TeamHoursEntry>;
  /** The uid whose entry the last write from a page changed (the rules check that entry alone). */
  changed?: string;
}

/** The document's keys, and an entry's (the rules allow these only). */
export const TEAM_HOURS_KEYS = ['members', 'changed'] as const;
export const TEAM_HOURS_ENTRY_KEYS = ['email', 'availability'] as const;
