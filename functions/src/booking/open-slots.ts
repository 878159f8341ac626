import { getFirestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { OPEN_SLOT_COUNT, OPEN_SLOT_DAYS, type OpenSlot, type OpenSlotsAnswer } from '../../../src/domain/booking/booking';
import { teamSlots } from '../../../src/domain/booking/slots';
import { registry } from '../embedded-forms';
import { checkRequest, requestIds } from './booking-request';
import { callerOf, withinCallerLimit } from './caller-limit';
import { type Member, teamOf } from './booking-team';
import { requireAppCheck } from './app-check';

/*
 * The confirmation screen's list of free starts (issue 30, part 3): the team's slots from now to the
 * horizon, without who holds or takes any of them. A team without staff or hours answers an empty
 * list (the page says the studio will call), not an error.
 */

/** The free starts of `members` at `now`, no staff named: the next OPEN_SLOT_DAYS days, at most OPEN_SLOT_COUNT. */
export const openSlotsOf = (members: readonly Member[], now: number): OpenSlot[] =>
  teamSlots(members, now)
    .filter(({ start }) => start < now + OPEN_SLOT_DAYS * 24 * 3_600_000)
    .slice(0, OPEN_SLOT_COUNT)
    .map(({ start, end }) => ({ start, end }));

export const openSlots = onCall(async (request): Promise<OpenSlotsAnswer> => {
  requireAppCheck(request);
  const { formId, submissionId } = requestIds(request.data);
  const db = getFirestore();
  const now = Date.now();
  if (!(await withinCallerLimit(db, callerOf(request.auth), 'openSlots', now))) return { ok: false, reason: 'tooMany' };
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
