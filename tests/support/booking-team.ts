import { TZDate } from '@date-fns/tz';
import { Timestamp } from 'firebase-admin/firestore';
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { readRegistry } from '../../scripts/lib/read-forms';
import { type Availability, BOOKING_TIME_ZONE } from '../../src/domain/booking/availability';
import { BOOKING_MAIL, BOOKING_SLOTS, type BookCallAnswer, BOOKINGS, type FormBooking, type OpenSlotsAnswer } from '../../src/domain/booking/booking';
import { freeSlots } from '../../src/domain/booking/slots';
import { STAFF } from '../../src/domain/lead';
import { adminDb } from './admin';
import { call, unique, visitorToken } from './function-host';
import type { Mail } from './mailbox';
import { withClearMailbox } from './mail-per-test';
import { storedExample } from './stored-lead';
import { setTeamHours } from './team-hours';

/*
 * The booking suites' team (tests/functions/booking*.test.ts), booking through the deployed callables.
 * The function embeds the real form folders: `contato` must offer a call (`booking` in
 * schemas/contato/form.json). The team is one staff member with hours every day 08:00-20:00 in
 * Brasília and a day off five days from now, seeded before each test after every other availability,
 * booking, slot and booking e-mail is removed, so the slots are known.
 */
export const registry = readRegistry();
export const def = registry.forms.find((f) => f.id === 'contato')!;
const booking = def.form.booking as FormBooking | undefined;

export const HOUR = 3_600_000;
/** The form's call length, in minutes. */
export const callMinutes = booking?.callMinutes ?? 30;

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
export function brasilia(days: number, hour: number, minute = 0): number {
  const today = new TZDate(Date.now(), BOOKING_TIME_ZONE);
  return new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + days, hour, minute, BOOKING_TIME_ZONE).getTime();
}
const dayKey = (instant: number) => new Intl.DateTimeFormat('en-CA', { timeZone: BOOKING_TIME_ZONE }).format(instant);

/** The team member of the running test. */
export interface BookingTeam {
  staffId: string;
  staffEmail: string;
  /** A day off five days from now (a whole Brasília day). */
  dayOff: number;
  /** Their hours, as saved. */
  hours: Availability;
}

async function clear(collection: string) {
  await adminDb().recursiveDelete(adminDb().collection(collection));
}

/**
 * Registers the suite's hooks: the company's address once; before each test, the mailbox emptied, the
 * bookings cleared and a new member seeded; after the file, its bookings cleared again (a booking made
 * in-process leaves its e-mails' claims queued, and a later file's sweep on a clock minutes ahead would
 * send them into that file's mailbox). Returns the member, refreshed before each test.
 */
export function withBookingTeam(): BookingTeam {
  const team: BookingTeam = { staffId: '', staffEmail: '', dayOff: 0, hours: availability };
  beforeAll(async () => {
    if (!booking) throw new Error('schemas/contato/form.json must offer a call (`booking`) for these tests');
    await adminDb().doc('settings/company').set({ email: 'contato@movaly.com.br' });
  });
  withClearMailbox();
  const clearAll = async () => {
    await setTeamHours(adminDb(), []);
    for (const collection of [BOOKINGS, BOOKING_SLOTS, BOOKING_MAIL]) await clear(collection);
  };
  afterAll(clearAll);
  beforeEach(async () => {
    await clearAll();
    team.staffId = `agenda-${unique()}`;
    // A form that names its staff is taken by the first of them; otherwise by anyone with hours.
    team.staffEmail = booking?.staff?.[0] ?? `agenda.${unique()}@example.com`;
    team.dayOff = brasilia(5, 10);
    await adminDb().collection(STAFF).doc(team.staffId).set({ email: team.staffEmail, role: 'member', since: Timestamp.now() });
    team.hours = { ...availability, daysOff: [{ from: dayKey(team.dayOff), to: dayKey(team.dayOff), label: 'Folga' }] };
    await setTeamHours(adminDb(), [{ uid: team.staffId, email: team.staffEmail, availability: team.hours }]);
  });
  return team;
}

/** A contato briefing as its browser stores it; its id is the visitor's proof. */
export async function briefing(email: string, name = 'Zé Souza', createdAt?: Timestamp): Promise<string> {
  const data = storedExample(def, { nome: name, email });
  const ref = await adminDb().collection(def.form.collection).add(createdAt ? { ...data, createdAt } : data);
  return ref.id;
}

export const openSlots = async (formId: string, submissionId: string) =>
  (await call('openSlots', { formId, submissionId }, await visitorToken(submissionId))).result as OpenSlotsAnswer;
export const bookCall = async (formId: string, submissionId: string, start: number, zone = 'America/Sao_Paulo', locale = 'pt') =>
  (await call('bookCall', { formId, submissionId, start, zone, locale }, await visitorToken(submissionId))).result as BookCallAnswer;

/** The free starts the seeded member has now, at the form's call length. */
export const slotsNow = () => freeSlots({ availability: { ...availability, callMinutes }, busy: [], now: Date.now() });

/** The mails among `mail` that carry an invitation (`invite.ics`). */
export const invitations = (mail: Mail[]) => mail.filter((m) => m.attachments?.some((file) => file.filename === 'invite.ics'));

/** What a calendar reads from a mail's invite.ics. */
export function readInvite(mail: Mail) {
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
