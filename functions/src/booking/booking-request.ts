import { type DocumentSnapshot, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { BOOKING_WINDOW_HOURS, BOOKINGS, type BookingRefusal, bookingIdOf, type FormBooking } from '../../../src/domain/booking/booking';
import type { FormDefinition, FormRegistry } from '../../../src/forms/core/registry';

/*
 * What openSlots and bookCall both check before anything else (issue 30): the form offers a call, the
 * submission exists in that form's own collection (its id, known only to the browser that wrote it, is
 * the proof of possession: see src/domain/booking/booking.ts), it was sent less than
 * BOOKING_WINDOW_HOURS ago, and whether it has a booking already. Wrong types are the only thrown
 * error (invalid-argument); everything a visitor can meet is a refusal the page words in their language.
 */

/** Form and submission ids: registry ids and Firestore auto ids, nothing that could name another path. */
const ID = /^[A-Za-z0-9_-]{1,128}$/;
/** The function's verdicts that offer no call: the studio does not book a bot's or a refused briefing's call. */
const NOT_OFFERED_STATUSES = ['spam', 'rejected'];

export interface BookingContext {
  def: FormDefinition;
  booking: FormBooking;
  bookingId: string;
  submission: DocumentSnapshot;
  /** The booking already stored for this submission, if any. */
  existing: DocumentSnapshot;
}

export type RequestCheck = { ok: true; context: BookingContext } | { ok: false; reason: BookingRefusal };

/** The ids of a request; invalid-argument when they are not ids (the browser never sends such). */
export function requestIds(data: unknown): { formId: string; submissionId: string } {
  const { formId, submissionId } = (data ?? {}) as { formId?: unknown; submissionId?: unknown };
  if (typeof formId !== 'string' || typeof submissionId !== 'string' || !ID.test(formId) || !ID.test(submissionId)) {
    throw new HttpsError('invalid-argument', 'formId and submissionId must be ids.', { reason: 'invalid-request' });
  }
  return { formId, submissionId };
}

const createdMillis = (value: unknown): number | undefined => (value instanceof Timestamp ? value.toMillis() : undefined);

/** The request's form, submission and existing booking, or why no call is offered for it. */
export async function checkRequest(db: Firestore, registry: FormRegistry, formId: string, submissionId: string, now: number): Promise<RequestCheck> {
  const def = registry.forms.find((form) => form.id === formId);
  const booking = def?.form.booking as FormBooking | undefined;
  if (!def || !booking) return { ok: false, reason: 'notOffered' };
  const bookingId = bookingIdOf(def.id, submissionId);
  const [submission, existing] = await db.getAll(db.collection(def.form.collection).doc(submissionId), db.collection(BOOKINGS).doc(bookingId));
  if (!submission.exists) return { ok: false, reason: 'unknownSubmission' };
  const created = createdMillis(submission.get('createdAt'));
  // A submission without its stored time cannot prove it is recent.
  if (created === undefined || now - created > BOOKING_WINDOW_HOURS * 3_600_000) return { ok: false, reason: 'expired' };
  if (NOT_OFFERED_STATUSES.includes(submission.get('status') as string)) return { ok: false, reason: 'notOffered' };
  return { ok: true, context: { def, booking, bookingId, submission, existing } };
}
