import { TZDate } from '@date-fns/tz';
import { Timestamp } from 'firebase-admin/firestore';
import ICAL from 'ical.js';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readRegistry } from '../../scripts/lib/read-forms';
import { type Availability, BOOKING_TIME_ZONE, STAFF_AVAILABILITY } from '../../src/domain/booking/availability';
import { BOOKING_MAIL, BOOKING_SLOTS, type BookCallAnswer, BOOKINGS, bookingIdOf, type FormBooking, type OpenSlotsAnswer, slotIdOf } from '../../src/domain/booking/booking';
import { freeSlots } from '../../src/domain/booking/slots';
import { toStoredAvailability } from '../../src/domain/booking/stored-availability';
import { STAFF } from '../../src/domain/lead';
import { adminDb, waitForDoc } from '../support/admin';
import { call, unique } from '../support/call-functions';
import { clearMail, listMail, type Mail, smtp, waitForMail } from '../support/mailbox';
import { historyOf, storedExample, summaryDoc } from '../support/stored-lead';

/*
 * The visitor's booking right after a briefing (issue 30), through the deployed callables in the
 * Functions emulator: forged requests and bad starts are refused with a reason, a booking stores the
 * booking, its slot, the lead's call, stage and history and sends one invitation to each side, and 20
 * visitors racing for one start get exactly one call and one pair of e-mails.
 *
 * The function embeds the real form folders: `contato` must offer a call (`booking` in
 * schemas/contato/form.json). The team is one staff member with hours every day 08:00-20:00 in
 * Brasília, seeded here after every other availability is removed, so the slots are known.
 */
const registry = readRegistry();
const def = registry.forms.find((f) => f.id === 'contato')!;
const booking = def.form.booking as FormBooking | undefined;
const withoutBooking = registry.forms.find((f) => !f.form.booking);

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

const openSlots = async (formId: string, submissionId: string) => (await call('openSlots', { formId, submissionId })).result as OpenSlotsAnswer;
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

describe('forged requests are refused', () => {
  it('an unknown submission, another form, an expired briefing, a form that offers no call', async () => {
    const start = slotsNow()[3].start;
    const ghost = `naoexiste${unique()}`;
    expect(await openSlots(def.id, ghost)).toEqual({ ok: false, reason: 'unknownSubmission' });
    expect(await bookCall(def.id, ghost, start)).toEqual({ ok: false, reason: 'unknownSubmission' });

    // A real contato briefing's id under another form's name proves nothing.
    const real = await briefing(`real.${unique()}@example.com`);
    const other = registry.forms.find((f) => f.id !== def.id)!;
    const elsewhere = await bookCall(other.id, real, start);
    expect(elsewhere.ok).toBe(false);
    expect(['unknownSubmission', 'notOffered']).toContain(!elsewhere.ok && elsewhere.reason);

    const old = await briefing(`antigo.${unique()}@example.com`, 'Antigo', Timestamp.fromMillis(Date.now() - 25 * HOUR));
    expect(await openSlots(def.id, old)).toEqual({ ok: false, reason: 'expired' });
    expect(await bookCall(def.id, old, start)).toEqual({ ok: false, reason: 'expired' });

    expect(withoutBooking, 'some form must offer no call').toBeDefined();
    const plain = await adminDb().collection(withoutBooking!.form.collection).add(storedExample(withoutBooking!));
    expect(await openSlots(withoutBooking!.id, plain.id)).toEqual({ ok: false, reason: 'notOffered' });
    expect(await bookCall(withoutBooking!.id, plain.id, start)).toEqual({ ok: false, reason: 'notOffered' });

    expect((await adminDb().collection(BOOKINGS).get()).size).toBe(0);
  });

  it('malformed input is an invalid-argument error', async () => {
    const id = await briefing(`tipos.${unique()}@example.com`);
    for (const data of [{ formId: def.id }, { formId: def.id, submissionId: 'a/b' }, { formId: def.id, submissionId: id, start: 'amanhã', zone: 'UTC', locale: 'pt' }]) {
      const answer = await call('start' in data ? 'bookCall' : 'openSlots', data);
      expect(answer.error?.status).toBe('INVALID_ARGUMENT');
    }
  });

  it('a start in the past, inside the notice, outside the hours, off the grid, on a day off or past the horizon', async () => {
    const id = await briefing(`horarios.${unique()}@example.com`);
    const cases: [number, string][] = [
      [Date.now() - HOUR, 'past'],
      [Date.now() + HOUR, 'notice'],
      [brasilia(3, 3), 'outsideHours'],
      [brasilia(3, 10, 7), 'misaligned'],
      [dayOff, 'dayOff'],
      [brasilia(20, 10), 'horizon'],
    ];
    for (const [start, reason] of cases) {
      const answer = await bookCall(def.id, id, start);
      expect(answer, reason).toMatchObject({ ok: false, reason });
    }
    expect((await adminDb().collection(BOOKINGS).get()).size).toBe(0);
    expect((await adminDb().collection(BOOKING_SLOTS).get()).size).toBe(0);
  });
});

describe('a booking', () => {
  it('lists the free starts, books one, and tells both sides with an invitation at that instant', async () => {
    const visitorEmail = `visitante.${unique()}@example.com`;
    const id = await briefing(visitorEmail, 'Zé Souza');
    const listed = await openSlots(def.id, id);
    expect(listed.ok).toBe(true);
    const slots = listed.ok ? listed.slots : [];
    expect(slots.length).toBeGreaterThan(0);
    expect(slots[0]).toEqual({ start: expect.any(Number), end: expect.any(Number) });
    const start = slots[3].start;
    expect(slotsNow().map((s) => s.start)).toContain(start);

    // The request names nobody: the booking takes the visitor from the stored briefing.
    const answer = await bookCall(def.id, id, start, 'Europe/Lisbon', 'es');
    expect(answer).toEqual({ ok: true, start, end: start + callMinutes * 60_000, place: 'video' });

    const bookingId = bookingIdOf(def.id, id);
    const stored = (await adminDb().collection(BOOKINGS).doc(bookingId).get()).data();
    expect(stored).toMatchObject({
      formId: def.id,
      submissionId: id,
      staffId,
      staffEmail,
      start,
      status: 'booked',
      sequence: 0,
      visitor: { name: 'Zé Souza', email: visitorEmail, locale: 'es', zone: 'Europe/Lisbon' },
    });
    expect((await adminDb().collection(BOOKING_SLOTS).doc(slotIdOf(staffId, start)).get()).exists).toBe(true);

    const lead = (await summaryDoc(def.id, id).get()).data()!;
    expect(lead.call).toEqual({ bookingId, start, end: start + callMinutes * 60_000, staffId, status: 'booked' });
    expect(lead.stage).toBe('em_contato');
    const entries = await historyOf(def.id, id);
    const entry = entries.find((e) => e.id === lead.lastEvent)!.data();
    expect(entry).toMatchObject({ kind: 'booking', by: 'system', from: 'novo', to: 'em_contato', start, staffId });

    const mail = invitations(await waitForMail((m) => invitations(m).length >= 2));
    await new Promise((r) => setTimeout(r, 1500));
    expect(invitations(await listMail())).toHaveLength(2);
    const toVisitor = mail.filter((m) => m.to.includes(visitorEmail));
    const toStaff = mail.filter((m) => m.to.includes(staffEmail));
    expect(toVisitor).toHaveLength(1);
    expect(toStaff).toHaveLength(1);
    expect(toVisitor[0].text).toContain('¡Hola, Zé Souza!');
    expect(toStaff[0].text).toContain(`/admin/leads/${def.id}/${id}`);
    for (const one of [toVisitor[0], toStaff[0]]) {
      expect(readInvite(one)).toEqual({ mimeType: 'text/calendar', method: 'REQUEST', sequence: 0, start, end: start + callMinutes * 60_000 });
    }

    // The submission's page now shows its call; another visitor no longer sees the start; no second call.
    expect(await openSlots(def.id, id)).toEqual({ ok: true, slots: [], booked: { start, end: start + callMinutes * 60_000 } });
    expect(await bookCall(def.id, id, slots[5].start)).toEqual({ ok: false, reason: 'alreadyBooked' });
    const next = await openSlots(def.id, await briefing(`outro.${unique()}@example.com`));
    expect(next.ok && next.slots.map((s) => s.start)).not.toContain(start);
    const late = await bookCall(def.id, await briefing(`atrasado.${unique()}@example.com`), start);
    expect(late).toMatchObject({ ok: false, reason: 'taken', slots: expect.any(Array) });
  });

  // 20, not the 50: 50 passed here in 50 s on a quiet machine but took over 300 s in a clean-clone CI
  // run, where the emulator serializes the functions and the contended transactions beside the other lanes.
  it('20 visitors on one start: one call, 19 told it was taken, one pair of e-mails', { timeout: 300_000 }, async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => briefing(`corrida${i}.${unique()}@example.com`, `Pessoa ${i}`)));
    // Each briefing judged first, as a visitor's is by the time they have read the slots: the race is
    // then between the bookings alone (the emulator runs one function at a time, and a booking of an
    // unjudged briefing would judge it and e-mail its lead first).
    await Promise.all(ids.map((id) => waitForDoc(`${def.form.collection}/${id}`, (d) => d.status === 'accepted', 240_000)));
    const start = slotsNow()[4].start;
    const answers = await Promise.all(ids.map((id) => bookCall(def.id, id, start)));
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    const refused = answers.filter((a) => !a.ok);
    expect(refused).toHaveLength(19);
    for (const answer of refused) expect(answer).toMatchObject({ ok: false, reason: 'taken' });

    expect((await adminDb().collection(BOOKINGS).where('start', '==', start).get()).size).toBe(1);
    expect((await adminDb().collection(BOOKING_SLOTS).get()).size).toBe(1);
    await waitForMail((m) => invitations(m).length >= 2, 60_000);
    await new Promise((r) => setTimeout(r, 3000));
    const mail = invitations(await listMail());
    expect(mail).toHaveLength(2);
    expect(mail.filter((m) => m.to.includes(staffEmail))).toHaveLength(1);
  });
});
