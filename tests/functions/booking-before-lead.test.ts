import { describe, expect, it } from 'vitest';
import { BOOKINGS, bookingIdOf, type StoredBooking } from '../../src/domain/booking/booking';
import { leadId } from '../../src/domain/lead';
import { readRegistry } from '../../scripts/lib/read-forms';
import { adminDb, waitForDoc } from '../support/admin';
import { unique } from '../support/call-functions';
import { historyOf, storedExample, summaryDoc } from '../support/stored-lead';

/*
 * A visitor may book the call before the submission trigger has judged the briefing (a fast click on a
 * loaded server): bookCall then finds no lead to put the call on. The trigger, when it writes the
 * lead, puts the call there itself: the lead page, the inbox row and the history show it, and a
 * `novo` lead starts in `em_contato`, as if the booking had come after. Here the booking is stored
 * before the briefing exists, so the order is certain.
 */
const def = readRegistry().forms.find((form) => form.id === 'contato')!;

describe('a call booked before the lead was written', () => {
  it('is on the lead the trigger writes, with its history entry, and moves it to em contato', async () => {
    const submission = adminDb().collection(def.form.collection).doc();
    const bookingId = bookingIdOf(def.id, submission.id);
    const email = `antes.${unique()}@example.com`;
    const start = Date.now() + 3 * 86_400_000;
    const booking: StoredBooking = {
      formId: def.id,
      submissionId: submission.id,
      leadId: leadId(def.id, submission.id),
      staffId: `staff-${unique()}`,
      staffEmail: 'equipe@example.com',
      start,
      end: start + 30 * 60_000,
      place: { kind: 'phone' },
      visitor: { name: 'Rápida', email, locale: 'pt', zone: 'America/Sao_Paulo' },
      status: 'booked',
      sequence: 0,
      createdAt: Date.now(),
    };
    await adminDb().collection(BOOKINGS).doc(bookingId).set(booking);
    await submission.set(storedExample(def, { nome: 'Rápida', email }));

    const summary = await waitForDoc(summaryDoc(def.id, submission.id).path, (lead) => !!lead.call);
    expect(summary.call).toEqual({ bookingId, start, end: booking.end, staffId: booking.staffId, status: 'booked' });
    expect(summary.stage).toBe('em_contato');
    const kinds = (await historyOf(def.id, submission.id)).map((entry) => entry.data());
    expect(kinds.map((entry) => entry.kind).sort()).toEqual(['booking', 'received']);
    expect(kinds.find((entry) => entry.kind === 'booking')).toMatchObject({ bookingId, from: 'novo', to: 'em_contato', start, by: 'system' });
  });

  it('leaves a briefing with no booking as it always was: novo, no call', async () => {
    const submission = await adminDb().collection(def.form.collection).add(storedExample(def, { email: `semconversa.${unique()}@example.com` }));
    const summary = await waitForDoc(summaryDoc(def.id, submission.id).path, () => true);
    expect(summary.stage).toBe('novo');
    expect(summary.call).toBeUndefined();
  });
});
