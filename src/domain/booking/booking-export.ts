/*
 * A person's booked call as their privacy export holds it (issue 30, part 9): everything the booking
 * stores of them and of the call, instants as ISO text, without the visitor's secret manage token.
 * The personBookings callable (functions/src/privacy-bookings.ts) writes it; the privacy page puts it
 * in the file. React- and Firebase-free.
 */
import type { CallPlace } from './availability';
import type { BookingStatus, StoredBooking } from './booking';

export interface ExportedBooking {
  id: string;
  formId: string;
  submissionId: string;
  start: string;
  end: string;
  status: BookingStatus;
  place: CallPlace;
  staffEmail: string;
  visitor: StoredBooking['visitor'];
  createdAt: string | null;
}

const iso = (ms: unknown) => (typeof ms === 'number' && Number.isFinite(ms) ? new Date(ms).toISOString() : null);

export function exportedBooking(id: string, stored: StoredBooking): ExportedBooking {
  return {
    id,
    formId: stored.formId,
    submissionId: stored.submissionId,
    start: iso(stored.start) ?? '',
    end: iso(stored.end) ?? '',
    status: stored.status,
    place: stored.place,
    staffEmail: stored.staffEmail,
    visitor: stored.visitor,
    createdAt: iso(stored.createdAt),
  };
}
