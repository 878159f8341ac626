import { type DocumentReference, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { readRegistry } from '../../scripts/lib/read-forms';
import { BOOKING_MAIL, BOOKING_SLOTS, BOOKINGS, slotIdOf, type StoredBooking } from '../../src/domain/booking/booking';
import type { ExportedBooking } from '../../src/domain/booking/booking-export';
import { retryPrivacyCancels } from '../../functions/src/booking/privacy-cancel';
import { bookingUid } from '../../functions/src/booking/ics-invite';
import { adminDb, waitForDoc } from '../support/admin';
import { readInvite } from '../support/booking-team';
import { listMail, type Mail, smtp, waitForMail } from '../support/mailbox';
import { storeBooking } from '../support/stored-booking';
import { call, idToken, unique } from '../support/function-host';
import { storedExample, summaryDoc } from '../support/stored-lead';
import { testBookingMailDeps } from '../support/test-deps';

/*
 * A person's booked calls in a privacy request (issue 30, part 9), through the deployed callables:
 * personBookings gives staff the calls for the export (never the visitor's manage token), and
 * forgetPerson deletes them with their slot and their e-mails' claims, also a call whose lead is
 * already gone; another person's call, and a slot someone else holds now, stay. A call still to come
 * leaves the colleague's calendar: one METHOD:CANCEL that names nothing of the person (issue 37).
 *
 * The bookings are stored as the booking function stores them (tests/functions/booking.test.ts books
 * through the callable), in 2031, each with its own staff member, so no other suite's slot is touched.
 */
const registry = readRegistry();
const contato = registry.forms.find((f) => f.id === 'contato')!;
const MINUTE = 60_000;
const START = Date.UTC(2031, 4, 6, 17, 0);

let staff: string;
let outsider: string;

beforeAll(async () => {
  await adminDb().doc('settings/company').set({ email: 'contato@movaly.com.br' });
  staff = await idToken(`privacidade.agenda.${unique()}@example.com`, 'senha-equipe-1', 'owner');
  outsider = await idToken(`curioso.agenda.${unique()}@example.com`, 'senha-fora-1');
});

/** A contato briefing of the person, judged (its lead exists); returns its id. */
async function contact(email: string, phone: string): Promise<string> {
  const ref = await adminDb().collection(contato.form.collection).add(storedExample(contato, { nome: 'Pessoa Agendada', email, telefone: phone }));
  await waitForDoc(summaryDoc(contato.id, ref.id).path, () => true);
  return ref.id;
}

/**
 * A call as the booking function leaves it: the booking, its slot (while booked), its invitations'
 * claims and, as the sweep leaves them, its reminders' claims.
 */
async function storeCall(submissionId: string, visitor: StoredBooking['visitor'], start: number, status: StoredBooking['status'] = 'booked') {
  const db = adminDb();
  const { bookingId, booking, manageToken } = await storeBooking(submissionId, start, { place: { kind: 'whatsapp' }, visitor, status, sequence: status === 'booked' ? 0 : 1 });
  const { staffId } = booking;
  const slot = db.collection(BOOKING_SLOTS).doc(slotIdOf(staffId, start));
  if (status === 'booked') await slot.set({ staffId, start, end: booking.end, bookingId, createdAt: FieldValue.serverTimestamp() });
  const mails = [`${bookingId}_visitor_0`, `${bookingId}_staff_0`, `${bookingId}_visitor_0_r24`, `${bookingId}_staff_0_r24`];
  for (const id of mails) await db.collection(BOOKING_MAIL).doc(id).set({ bookingId, state: 'sent', sentAt: Timestamp.now() });
  return { bookingId, slot, mails: mails.map((id) => db.collection(BOOKING_MAIL).doc(id)), staffId, staffEmail: booking.staffEmail, manageToken };
}

const exists = async (ref: DocumentReference) => (await ref.get()).exists;
const sentTo = (email: string) => async () => (await listMail()).filter((m) => m.to.includes(email));

/** The cancellation a colleague got: the call's UID and next SEQUENCE, and not a word of the person. */
function expectPrivacyCancel(mail: Mail, bookingId: string, start: number, person: string[]) {
  expect(mail.subject).toMatch(/^Conversa cancelada \(pedido de privacidade\): /);
  expect(readInvite(mail)).toMatchObject({ method: 'CANCEL', sequence: 1, start, end: start + 30 * MINUTE });
  const ics = mail.attachments!.find((f) => f.filename === 'invite.ics')!.content;
  expect(ics).toContain(`UID:${bookingUid(bookingId)}`);
  for (const word of person) expect(`${mail.subject}${mail.text}${mail.html}${ics}`.toLowerCase()).not.toContain(word.toLowerCase());
}

describe("a person's booked calls", () => {
  it('are exported to staff only, without the manage token, by e-mail and by phone', async () => {
    const email = `agendou.${unique()}@example.com`;
    const phone = `(21) 9${String(Date.now()).slice(-8, -4)}-${String(Date.now()).slice(-4)}`;
    const submissionId = await contact(email, phone);
    const visitor = { name: 'Pessoa Agendada', email, phone, locale: 'en' as const, zone: 'Europe/Lisbon' };
    const mine = await storeCall(submissionId, visitor, START);
    await storeCall(await contact(`outra.${unique()}@example.com`, '(21) 98888-1111'), { ...visitor, name: 'Outra', email: `outra.${unique()}@example.com`, phone: '(21) 98888-1111' }, START + 60 * MINUTE);

    for (const token of [undefined, outsider]) {
      expect((await call('personBookings', { email }, token)).error?.status).toBe('PERMISSION_DENIED');
    }

    const byEmail = (await call('personBookings', { email: email.toUpperCase() }, staff)).result as ExportedBooking[];
    expect(byEmail).toEqual([
      {
        id: mine.bookingId,
        formId: contato.id,
        submissionId,
        start: new Date(START).toISOString(),
        end: new Date(START + 30 * MINUTE).toISOString(),
        status: 'booked',
        place: { kind: 'whatsapp' },
        staffEmail: expect.stringContaining('@example.com'),
        visitor,
        createdAt: new Date(START - 3 * 24 * 60 * MINUTE).toISOString(),
      },
    ]);
    expect(JSON.stringify(byEmail)).not.toContain(mine.manageToken);
    const byPhone = (await call('personBookings', { phone: `+55 ${phone}` }, staff)).result as ExportedBooking[];
    expect(byPhone.map((b) => b.id)).toEqual([mine.bookingId]);
  });

  it("are deleted with their slot and e-mails, also one whose lead is gone; another person's and a slot now someone else's stay", async () => {
    const email = `esquecer.agenda.${unique()}@example.com`;
    const phone = '(31) 97777-2222';
    const submissionId = await contact(email, phone);
    const visitor = { name: 'Pessoa Agendada', email, phone, locale: 'pt' as const, zone: 'America/Sao_Paulo' };
    const mine = await storeCall(submissionId, visitor, START + 2 * 60 * MINUTE);
    // An older call of theirs, cancelled; its start has been booked by someone else since.
    const cancelled = await storeCall(`semlead${unique()}`, { ...visitor, email: email.toUpperCase() }, START + 3 * 60 * MINUTE, 'cancelled');
    const takenSince = adminDb().collection(BOOKING_SLOTS).doc(slotIdOf(cancelled.staffId, START + 3 * 60 * MINUTE));
    await takenSince.set({ staffId: cancelled.staffId, start: START + 3 * 60 * MINUTE, bookingId: 'contato__outra', createdAt: FieldValue.serverTimestamp() });
    const otherEmail = `fica.${unique()}@example.com`;
    const other = await storeCall(await contact(otherEmail, '(31) 96666-3333'), { ...visitor, email: otherEmail, phone: '(31) 96666-3333' }, START + 4 * 60 * MINUTE);

    const answer = await call('forgetPerson', { email }, staff);
    expect(answer.error).toBeUndefined();
    // The call still to come leaves its colleague's calendar; the one cancelled before gets nothing more.
    expect(answer.result).toMatchObject({ calls: 1 });
    const [cancel] = (await waitForMail((m) => m.some((x) => x.to.includes(mine.staffEmail)))).filter((x) => x.to.includes(mine.staffEmail));
    expectPrivacyCancel(cancel, mine.bookingId, START + 2 * 60 * MINUTE, [email, '97777-2222', 'Pessoa Agendada']);
    for (const bookingId of [mine.bookingId, cancelled.bookingId]) expect(await exists(adminDb().collection(BOOKINGS).doc(bookingId)), bookingId).toBe(false);
    expect(await exists(mine.slot)).toBe(false);
    for (const ref of [...mine.mails, ...cancelled.mails]) expect(await exists(ref), ref.path).toBe(false);
    expect(await exists(takenSince)).toBe(true);

    expect(await exists(adminDb().collection(BOOKINGS).doc(other.bookingId))).toBe(true);
    expect(await exists(other.slot)).toBe(true);
    for (const ref of other.mails) expect(await exists(ref), ref.path).toBe(true);
    expect((await call('personBookings', { email }, staff)).result).toEqual([]);
    expect(await sentTo(cancelled.staffEmail)()).toEqual([]);
    expect(await sentTo(other.staffEmail)()).toEqual([]);
  });

  it('a cancellation the mail server refused is sent by the sweep, once; a call already over gets none', async () => {
    const email = `cancelar.depois.${unique()}@example.com`;
    const phone = '(41) 95555-4444';
    const visitor = { name: 'Pessoa Sem Rastro', email, phone, locale: 'pt' as const, zone: 'America/Sao_Paulo' };
    const ahead = await storeCall(await contact(email, phone), visitor, START + 5 * 60 * MINUTE);
    const over = await storeCall(`passada${unique()}`, visitor, Date.now() - 3 * 60 * MINUTE);
    await smtp('down');
    try {
      const answer = await call('forgetPerson', { email }, staff);
      expect(answer.result).toMatchObject({ calls: 1 });
      expect(await exists(ahead.slot)).toBe(false);
    } finally {
      await smtp('up');
    }
    expect(await sentTo(ahead.staffEmail)()).toEqual([]);

    const deps = testBookingMailDeps();
    expect(await retryPrivacyCancels(deps)).toBe(1);
    const [cancel] = await sentTo(ahead.staffEmail)();
    expectPrivacyCancel(cancel, ahead.bookingId, START + 5 * 60 * MINUTE, [email, '95555-4444', 'Pessoa Sem Rastro']);
    expect(await retryPrivacyCancels(deps)).toBe(0);
    expect(await sentTo(ahead.staffEmail)()).toHaveLength(1);
    expect(await sentTo(over.staffEmail)()).toEqual([]);
  });
});
