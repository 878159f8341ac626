import { randomBytes } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { BookCallAnswer, BookingRefusal, StoredBooking } from '../../../src/domain/booking/booking';
import { checkSlot } from '../../../src/domain/booking/check-slot';
import { identityOf, leadId } from '../../../src/domain/lead';
import { fromStoredRecord, NEW_STATUS } from '../../../src/forms/core/record';
import type { FormDefinition } from '../../../src/forms/core/registry';
import { smtpPassword } from '../config';
import { formTitles } from '../daily-agenda';
import { productionDeps } from '../deps';
import { registry } from '../embedded-forms';
import { processSubmission } from '../process-submission';
import type { CallInput } from './book-call-input';
import { callInput } from './book-call-input';
import { sendInvitations } from './booking-mails';
import { type BookingContext, checkRequest, requestIds } from './booking-request';
import { callerOf, withinCallerLimit } from './caller-limit';
import { type Member, teamOf } from './booking-team';
import { openSlotsOf } from './open-slots';
import { mostTellingRefusal, roundRobinOrder } from './pick-order';
import { reserveCall } from './reserve-call';
import { requireAppCheck } from './app-check';

/*
 * The visitor books the call (issue 30, parts 4 and 5). The request is checked as openSlots checks it;
 * the start must be a free slot of at least one candidate (checkSlot, with each member's booked calls);
 * among those, the least loaded takes it (pickStaff), and the next one when that member's slot was
 * taken meanwhile. One transaction (./reserve-call.ts) stores it; then the two invitations go
 * (./booking-mails.ts). The visitor's name, e-mail and phone are read here from the stored submission
 * through the form's `lead` questions: nothing the request says about them is used. The answer never
 * names the staff member.
 */

type Refusal = Extract<BookCallAnswer, { ok: false }>;
const refuse = (reason: BookingRefusal, slots?: Refusal['slots']): Refusal => (slots ? { ok: false, reason, slots } : { ok: false, reason });

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The visitor as the briefing named them, and how their e-mail is worded. */
function visitorOf(def: FormDefinition, data: Record<string, unknown>, input: CallInput): StoredBooking['visitor'] {
  const identity = identityOf(def, fromStoredRecord(def, data).answers);
  const phone = text(identity.phone);
  return { name: text(identity.name), email: text(identity.email), ...(phone ? { phone } : {}), locale: input.locale, zone: input.zone };
}

/**
 * The submission as judged: one the trigger has not reached yet (the visitor is quick) is judged here
 * by the trigger's own code, which is safe to run twice, so its lead exists to carry the call.
 */
async function judged(context: BookingContext): Promise<Record<string, unknown> | undefined> {
  let data = context.submission.data();
  if (data?.status === NEW_STATUS) {
    await processSubmission(context.def, context.submission.ref, productionDeps(context.def));
    data = (await context.submission.ref.get()).data();
  }
  return data;
}

async function book(context: BookingContext, input: CallInput): Promise<BookCallAnswer> {
  const db = getFirestore();
  const { def, booking, bookingId } = context;
  const data = await judged(context);
  if (!data) return refuse('unknownSubmission');
  if (data.status === NEW_STATUS) throw new HttpsError('unavailable', 'The briefing is still being received; try again.', { reason: 'retry' });
  if (data.status !== 'accepted') return refuse('notOffered');

  const now = Date.now();
  const members = await teamOf(db, booking, now);
  if (members.length === 0) return refuse('noStaff');
  const verdicts = members.map((member) => ({ member, check: checkSlot({ availability: member.availability, busy: member.busy, now, start: input.start }) }));
  const free = new Map<string, { member: Member; end: number }>();
  for (const { member, check } of verdicts) if (check.ok) free.set(member.staffId, { member, end: check.end });
  if (free.size === 0) {
    const reasons = verdicts.flatMap(({ check }) => (check.ok ? [] : [check.reason]));
    return refuse(mostTellingRefusal(reasons), openSlotsOf(members, now));
  }

  const visitor = visitorOf(def, data, input);
  const manageToken = randomBytes(24).toString('base64url');
  const load = Object.fromEntries(members.map((member) => [member.staffId, member.load]));
  for (const staffId of roundRobinOrder([...free.keys()], load)) {
    const { member, end } = free.get(staffId)!;
    const stored: StoredBooking = {
      formId: def.id,
      submissionId: context.submission.id,
      leadId: leadId(def.id, context.submission.id),
      staffId,
      staffEmail: member.email,
      start: input.start,
      end,
      place: member.availability.place,
      visitor,
      status: 'booked',
      sequence: 0,
      createdAt: Date.now(),
    };
    const bufferMs = member.availability.bufferMinutes * 60_000;
    const outcome = await reserveCall(db, { bookingId, booking: stored, bufferMs, manageToken });
    if (outcome === 'alreadyBooked' || outcome === 'addressBusy') return refuse(outcome);
    if (outcome === 'taken') continue;
    const { mailer, siteUrl, mailCapPerHour } = productionDeps(def);
    const mails = await sendInvitations({ db, mailer, siteUrl: siteUrl ?? '', formTitle: formTitles(registry), mailCapPerHour }, bookingId);
    logger.info('call booked', { bookingId, staffId, mails });
    return { ok: true, start: input.start, end, place: member.availability.place.kind };
  }
  // Every colleague free at that start was booked by someone else meanwhile.
  const later = Date.now();
  return refuse('taken', openSlotsOf(await teamOf(db, booking, later), later));
}

export const bookCall = onCall({ secrets: [smtpPassword] }, async (request): Promise<BookCallAnswer> => {
  requireAppCheck(request);
  const { formId, submissionId } = requestIds(request.data);
  const input = callInput(request.data);
  if (!(await withinCallerLimit(getFirestore(), callerOf(request.auth), 'bookCall', Date.now()))) return refuse('tooMany');
  const check = await checkRequest(getFirestore(), registry, formId, submissionId, Date.now());
  if (!check.ok) return check;
  if (check.context.existing.exists) return refuse('alreadyBooked');
  try {
    return await book(check.context, input);
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    // Never a raw error to the browser: the page offers to try again.
    logger.error('booking failed', { formId, submissionId, error: String(error) });
    throw new HttpsError('unavailable', 'The call could not be booked now; try again.', { reason: 'retry' });
  }
});
