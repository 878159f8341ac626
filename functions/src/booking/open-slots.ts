import { getFirestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import type { OpenSlot, OpenSlotsAnswer } from '../../../src/domain/booking/booking';
import { teamSlots } from '../../../src/domain/booking/slots';
import { registry } from '../embedded-forms';
import { checkRequest, requestIds } from './booking-request';
import { type Member, teamOf } from './booking-team';

/*
 * The confirmation screen's list of free starts (issue 30, part 3): the team's slots from now to the
 * horizon, without who holds or takes any of them. A team without staff or hours answers an empty
 * list (the page says the studio will call), not an error.
 */

/** The free starts of `members` at `now`, no staff named. */
export const openSlotsOf = (members: readonly Member[], now: number): OpenSlot[] => teamSlots(members, now).map(({ start, end }) => ({ start, end }));

export const openSlots = onCall(async (request): Promise<OpenSlotsAnswer> => {
  const { formId, submissionId } = requestIds(request.data);
  const db = getFirestore();
  const now = Date.now();
  const check = await checkRequest(db, registry, formId, submissionId, now);
  if (!check.ok) return check;
  const { existing, booking } = check.context;
  if (existing.exists) {
    // A cancelled booking offers no new one here: booking again after a cancellation is the manage page's.
    const booked = existing.get('status') === 'booked' ? { start: existing.get('start') as number, end: existing.get('end') as number } : undefined;
    return { ok: true, slots: [], ...(booked ? { booked } : {}) };
  }
  return { ok: true, slots: openSlotsOf(await teamOf(db, booking, now), now) };
});
