import { getFirestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { BOOKINGS, bookingIdOf, type StoredBooking } from '../../src/domain/booking/booking';
import { type ExportedBooking, exportedBooking } from '../../src/domain/booking/booking-export';
import { LEADS } from '../../src/domain/lead';
import { bookingsOfVisitor } from './booking/person-bookings';
import { personKey } from './privacy';
import { requireStaff } from './staff-access';

/*
 * Staff only: the booked calls of one person (issue 30, part 9), for the privacy page's export. No
 * browser may read `bookings` (the rules close them), so the page asks here, naming the person as it
 * names them to forgetPerson: the calls of their leads, and every call whose visitor is them; exactly
 * what forgetPerson deletes. Oldest first; the visitor's manage token is never part of it.
 */
export const personBookings = onCall(async (request): Promise<ExportedBooking[]> => {
  await requireStaff(request);
  const key = personKey(request.data);
  const db = getFirestore();
  const leads = db.collection(LEADS);
  const summaries = await (key.values.length === 1 ? leads.where(key.field, '==', key.values[0]) : leads.where(key.field, 'in', key.values))
    .select('formId', 'docId')
    .get();
  const ids = new Set<string>(await bookingsOfVisitor(db, key));
  for (const summary of summaries.docs) {
    const { formId, docId } = summary.data() as { formId?: unknown; docId?: unknown };
    if (typeof formId === 'string' && typeof docId === 'string' && formId && docId) ids.add(bookingIdOf(formId, docId));
  }
  if (ids.size === 0) return [];
  const snaps = await db.getAll(...[...ids].map((id) => db.collection(BOOKINGS).doc(id)));
  return snaps
    .filter((snap) => snap.exists)
    .map((snap) => exportedBooking(snap.id, snap.data() as StoredBooking))
    .sort((a, b) => a.start.localeCompare(b.start));
});
