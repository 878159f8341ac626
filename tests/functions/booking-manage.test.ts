import { TZDate } from '@date-fns/tz';
import { Timestamp } from 'firebase-admin/firestore';
import ICAL from 'ical.js';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readRegistry } from '../../scripts/lib/read-forms';
import { type Availability, BOOKING_TIME_ZONE, STAFF_AVAILABILITY } from '../../src/domain/booking/availability';
import { BOOKING_MAIL, BOOKING_SLOTS, type BookCallAnswer, BOOKINGS, bookingIdOf, type FormBooking, slotIdOf } from '../../src/domain/booking/booking';
import { freeSlots } from '../../src/domain/booking/slots';
import { toStoredAvailability } from '../../src/domain/booking/stored-availability';
import { STAFF } from '../../src/domain/lead';
import { adminDb } from '../support/admin';
import { call, idToken, unique } from '../support/call-functions';
import { clearMail, listMail, type Mail, smtp, waitForMail } from '../support/mailbox';
import { historyOf, storedExample, summaryDoc } from '../support/stored-lead';

/*
 * SETUP COPIED FROM booking.test.ts. The visitor's booking right after a briefing (issue 30), through the deployed callables in the
 * Functions emulator: forged requests and bad starts are refused with a reason, a booking stores the
 * booking, its slot, the lead's call, stage and history and sends one invitation to each side, and 50
 * visitors racing for one start get exactly one call and one pair of e-mails.
 *
 * The function embeds the real form folders: `contato` must offer a call (`booking` in
 * schemas/contato/form.json). The team is one staff member with hours every day 08:00-20:00 in
 * Brasília, seeded here after every other availability is removed, so the slots are known.
 */
const registry = readRegistry();
const def = registry.forms.find((f) => f.id === 'contato')!;
const booking = def.form.booking as FormBooking | undefined;

const HOUR = 3_600_000;
const callMinutes = booking?.callMinutes ?? 30;

const availability: Availability = {
  weekly: Array.from({ length: 7 }, () => [{ start: '08:00', end: '20:00' }]),
  callMinutes: 30,
  bufferMinutes: 0,
  noticeHours: 2,
  horizonDays: 14,
  daysOff: [],
  place: { kind: 'video', link: 'https://meet.example.com/movaly-conversa' },
};

/** A wall-clock time `days` from today in Brasília, as an instant. */
function brasilia(days: number, hour: number, minute = 0): number {
  const today = new TZDate(Date.now(), BOOKING_TIME_ZONE);
  return new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + days, hour, minute, BOOKING_TIME_ZONE).getTime();
}
const dayKey = (instant: number) => new Intl.DateTimeFormat('en-CA', { timeZone: BOOKING_TIME_ZONE }).format(instant);

let staffId: string;
let staffEmail: string;
/** A day off five days from now (a whole Brasília day). */
let dayOff: number;

async function clear(collection: string) {
  await adminDb().recursiveDelete(adminDb().collection(collection));
}

/** A contato briefing as its browser stores it; its id is the visitor's proof. */
async function briefing(email: string, name = 'Zé Souza', createdAt?: Timestamp): Promise<string> {
  const data = storedExample(def, { nome: name, email });
  const ref = await adminDb().collection(def.form.collection).add(createdAt ? { ...data, createdAt } : data);
  return ref.id;
}

const bookCall = async (formId: string, submissionId: string, start: number, zone = 'America/Sao_Paulo', locale = 'pt') =>
  (await call('bookCall', { formId, submissionId, start, zone, locale })).result as BookCallAnswer;

/** The free starts the seeded member has now, at the form's call length. */
const slotsNow = () => freeSlots({ availability: { ...availability, callMinutes }, busy: [], now: Date.now() });

const invitations = (mail: Mail[]) => mail.filter((m) => m.attachments?.some((file) => file.filename === 'invite.ics'));

/** What a calendar reads from a mail's invite.ics. */
function readInvite(mail: Mail) {
  const file = mail.attachments!.find((f) => f.filename === 'invite.ics')!;
  const calendar = new ICAL.Component(ICAL.parse(file.content));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    mimeType: file.mimeType,
    method: calendar.getFirstPropertyValue('method'),
    sequence: event.sequence,
    start: event.startDate.toJSDate().getTime(),
    end: event.endDate.toJSDate().getTime(),
  };
}

beforeAll(async () => {
  if (!booking) throw new Error('schemas/contato/form.json must offer a call (`booking`) for these tests');
  await adminDb().doc('settings/company').set({ email: 'contato@movaly.com.br' });
});

beforeEach(async () => {
  await smtp('up');
  await clearMail();
  for (const collection of [STAFF_AVAILABILITY, BOOKINGS, BOOKING_SLOTS, BOOKING_MAIL]) await clear(collection);
  staffId = `agenda-${unique()}`;
  // A form that names its staff is taken by the first of them; otherwise by anyone with hours.
  staffEmail = booking?.staff?.[0] ?? `agenda.${unique()}@example.com`;
  dayOff = brasilia(5, 10);
  await adminDb().collection(STAFF).doc(staffId).set({ email: staffEmail, role: 'member', since: Timestamp.now() });
  await adminDb()
    .collection(STAFF_AVAILABILITY)
    .doc(staffId)
    .set(toStoredAvailability({ ...availability, daysOff: [{ from: dayKey(dayOff), to: dayKey(dayOff), label: 'Folga' }] }));
});


/*
 * Issue 30, part 6: a booked call cancelled or moved by the visitor's token (the link of their
 * e-mail) or by staff. Cancelling frees the slot and sends METHOD:CANCEL with a higher SEQUENCE to
 * both sides; moving takes the new slot, frees the old, and sends METHOD:REQUEST with the same UID.
 */
type Change = { ok: true; call: { start: number; status: string } } | { ok: false; reason: string; slots?: unknown[] };
const manage = async (token: string) => (await call('manageBooking', { token })).result as { ok: boolean; call?: { start: number; status: string }; slots?: { start: number }[]; reason?: string };
const cancelByToken = async (token: string) => (await call('cancelBooking', { token })).result as Change;
const moveByToken = async (token: string, start: number) => (await call('rescheduleBooking', { token, start, zone: 'Europe/Lisbon' })).result as Change;

/** Books slot `index` for a new briefing; its booking id and token. */
async function booked(index: number) {
  const email = `gerir.${unique()}@example.com`;
  const id = await briefing(email);
  const start = slotsNow()[index].start;
  expect(await bookCall(def.id, id, start)).toMatchObject({ ok: true, start });
  const bookingId = bookingIdOf(def.id, id);
  const token = (await adminDb().collection(BOOKINGS).doc(bookingId).get()).get('manageToken') as string;
  await waitForMail((m) => invitations(m).filter((x) => x.to.includes(email)).length >= 1);
  return { id, email, start, bookingId, token };
}

const uidOf = (mail: Mail) => {
  const file = mail.attachments!.find((f) => f.filename === 'invite.ics')!;
  return new ICAL.Component(ICAL.parse(file.content)).getFirstSubcomponent('vevent')!.getFirstPropertyValue('uid');
};

describe('the visitor cancels by the link of their e-mail', () => {
  it('frees the slot, tells both sides with METHOD:CANCEL and a higher SEQUENCE, and says so the second time', async () => {
    const { id, email, start, bookingId, token } = await booked(3);
    const first = invitations(await listMail()).find((m) => m.to.includes(email))!;
    expect(first.text).toContain(`/conversa/${token}`);
    await clearMail();

    expect(await manage(token)).toMatchObject({ ok: true, call: { start, status: 'booked' } });
    expect(await cancelByToken(token)).toMatchObject({ ok: true, call: { start, status: 'cancelled' } });
    expect((await adminDb().collection(BOOKING_SLOTS).doc(slotIdOf(staffId, start)).get()).exists).toBe(false);
    expect((await summaryDoc(def.id, id).get()).get('call')).toMatchObject({ bookingId, status: 'cancelled' });
    const lead = (await summaryDoc(def.id, id).get()).data()!;
    const entry = (await historyOf(def.id, id)).find((e) => e.id === lead.lastEvent)!.data();
    expect(entry).toMatchObject({ kind: 'booking', text: 'cancelled', by: 'system', start });

    const mail = invitations(await waitForMail((m) => invitations(m).length >= 2));
    const toVisitor = mail.find((m) => m.to.includes(email))!;
    const toStaff = mail.find((m) => m.to.includes(staffEmail))!;
    for (const one of [toVisitor, toStaff]) {
      expect(readInvite(one)).toMatchObject({ method: 'CANCEL', sequence: 1, start });
      expect(uidOf(one)).toBe(uidOf(first));
    }

    // Another briefing can now book that start.
    const next = await briefing(`seguinte.${unique()}@example.com`);
    expect(await bookCall(def.id, next, start)).toMatchObject({ ok: true, start });

    expect(await cancelByToken(token)).toEqual({ ok: false, reason: 'cancelled' });
    expect(await manage(token)).toMatchObject({ ok: true, call: { status: 'cancelled' }, slots: [] });
  });

  it('an unknown token is refused, never an error', async () => {
    expect(await manage(`x${unique()}abcdefghijklmnop`)).toEqual({ ok: false, reason: 'unknownToken' });
    expect(await cancelByToken('curto')).toEqual({ ok: false, reason: 'unknownToken' });
    expect(await moveByToken(`y${unique()}abcdefghijklmnop`, slotsNow()[2].start)).toEqual({ ok: false, reason: 'unknownToken' });
  });
});

describe('the visitor moves the call', () => {
  it('takes the new slot, frees the old, and sends an updated REQUEST with the same UID and a higher SEQUENCE', async () => {
    const { id, email, start, token } = await booked(3);
    const first = invitations(await listMail()).find((m) => m.to.includes(email))!;
    await clearMail();
    const listed = await manage(token);
    const to = listed.slots!.map((s) => s.start).find((s) => s !== start && s > start)!;
    expect(listed.slots!.map((s) => s.start)).not.toContain(start);

    expect(await moveByToken(token, to)).toMatchObject({ ok: true, call: { start: to, status: 'booked' } });
    expect((await adminDb().collection(BOOKING_SLOTS).doc(slotIdOf(staffId, start)).get()).exists).toBe(false);
    expect((await adminDb().collection(BOOKING_SLOTS).doc(slotIdOf(staffId, to)).get()).exists).toBe(true);
    expect((await summaryDoc(def.id, id).get()).get('call')).toMatchObject({ start: to, status: 'booked' });

    const mail = invitations(await waitForMail((m) => invitations(m).length >= 2));
    for (const one of [mail.find((m) => m.to.includes(email))!, mail.find((m) => m.to.includes(staffEmail))!]) {
      expect(readInvite(one)).toMatchObject({ method: 'REQUEST', sequence: 1, start: to });
      expect(uidOf(one)).toBe(uidOf(first));
    }
    // The token still works after a move; a start another call holds is refused with fresh slots.
    const other = await booked(6);
    expect(await moveByToken(token, other.start)).toMatchObject({ ok: false, reason: 'taken', slots: expect.any(Array) });
  });
});

describe('staff cancel and move from the lead page', () => {
  it('are refused to a caller who is not staff', async () => {
    const { bookingId, start } = await booked(3);
    const outsider = await idToken(`fora.${unique()}@example.com`, 'senha-123456');
    for (const [name, data] of [
      ['staffCancelBooking', { bookingId }],
      ['staffRescheduleBooking', { bookingId, start: start + HOUR }],
      ['staffBookingSlots', { bookingId }],
    ] as const) {
      expect((await call(name, data, outsider)).error?.status).toBe('PERMISSION_DENIED');
      expect((await call(name, data)).error?.status).toBe('PERMISSION_DENIED');
    }
    expect((await adminDb().collection(BOOKINGS).doc(bookingId).get()).get('status')).toBe('booked');
  });

  it('a staff member cancels: the history names them, both sides get METHOD:CANCEL', async () => {
    const { id, email, start, bookingId } = await booked(4);
    await clearMail();
    const staffToken = await idToken(`equipe.${unique()}@example.com`, 'senha-123456', true);
    expect((await call('staffCancelBooking', { bookingId }, staffToken)).result).toMatchObject({ ok: true, call: { status: 'cancelled', start } });
    const lead = (await summaryDoc(def.id, id).get()).data()!;
    const entry = (await historyOf(def.id, id)).find((e) => e.id === lead.lastEvent)!.data();
    expect(entry).toMatchObject({ kind: 'booking', text: 'cancelled' });
    expect(entry.by).not.toBe('system');
    const mail = invitations(await waitForMail((m) => invitations(m).length >= 2));
    expect(readInvite(mail.find((m) => m.to.includes(email))!)).toMatchObject({ method: 'CANCEL', sequence: 1 });
  });
});
