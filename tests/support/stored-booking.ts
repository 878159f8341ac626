import { readRegistry } from '../../scripts/lib/read-forms';
import { BOOKINGS, bookingIdOf, type StoredBooking } from '../../src/domain/booking/booking';
import { adminDb } from './admin';
import { unique } from './call-functions';

const contato = readRegistry().forms.find((form) => form.id === 'contato')!;
const MINUTE = 60_000;

/**
 * A contact-form call stored as bookCall leaves it (30 minutes, booked three days before it, a video
 * link, Zé Souza in Lisbon writing in Spanish, a staff member of its own, a manage token), with `over`
 * on top. Returns its id, what was stored and its manage token (the visitor's secret).
 */
export async function storeBooking(submissionId: string, start: number, over: Partial<StoredBooking> = {}): Promise<{ bookingId: string; booking: StoredBooking; manageToken: string }> {
  const bookingId = bookingIdOf(contato.id, submissionId);
  const booking: StoredBooking = {
    formId: contato.id,
    submissionId,
    leadId: `${contato.id}__${submissionId}`,
    staffId: `uid-${unique()}`,
    staffEmail: `equipe.${unique()}@example.com`,
    start,
    end: start + 30 * MINUTE,
    place: { kind: 'video', link: 'https://meet.example.com/movaly-conversa' },
    visitor: { name: 'Zé Souza', email: `ze.${unique()}@example.com`, locale: 'es', zone: 'Europe/Lisbon' },
    status: 'booked',
    sequence: 0,
    createdAt: start - 3 * 24 * 60 * MINUTE,
    ...over,
  };
  const manageToken = `token-${unique()}`;
  await adminDb().collection(BOOKINGS).doc(bookingId).set({ ...booking, manageToken });
  return { bookingId, booking, manageToken };
}
