import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { BOOKING_SLOTS, BOOKINGS, bookingIdOf, slotIdOf } from '../../src/domain/booking/booking';
import { MAX_VISITOR_MOVES } from '../../src/domain/booking/manage';
import { adminDb } from '../support/admin';
import { bookCall, briefing, def, HOUR, invitations, readInvite, slotsNow, withBookingTeam } from '../support/booking-team';
import { call, idToken, unique } from '../support/function-host';
import { clearMail, listMail, type Mail, waitForMail } from '../support/mailbox';
import { historyOf, summaryDoc } from '../support/stored-lead';

/*
 * Issue 30, part 6: a booked call cancelled or moved by the visitor's token (the link of their
 * e-mail) or by staff. Cancelling frees the slot and sends METHOD:CANCEL with a higher SEQUENCE to
 * both sides; moving takes the new slot, frees the old, and sends METHOD:REQUEST with the same UID.
 * The team and its hours are tests/support/booking-team.ts's.
 */
const team = withBookingTeam();

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
    expect((await adminDb().collection(BOOKING_SLOTS).doc(slotIdOf(team.staffId, start)).get()).exists).toBe(false);
    expect((await summaryDoc(def.id, id).get()).get('call')).toMatchObject({ bookingId, status: 'cancelled' });
    const lead = (await summaryDoc(def.id, id).get()).data()!;
    const entry = (await historyOf(def.id, id)).find((e) => e.id === lead.lastEvent)!.data();
    expect(entry).toMatchObject({ kind: 'booking', text: 'cancelled', by: 'system', start });

    const mail = invitations(await waitForMail((m) => invitations(m).length >= 2));
    const toVisitor = mail.find((m) => m.to.includes(email))!;
    const toStaff = mail.find((m) => m.to.includes(team.staffEmail))!;
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
    expect((await adminDb().collection(BOOKING_SLOTS).doc(slotIdOf(team.staffId, start)).get()).exists).toBe(false);
    expect((await adminDb().collection(BOOKING_SLOTS).doc(slotIdOf(team.staffId, to)).get()).exists).toBe(true);
    expect((await summaryDoc(def.id, id).get()).get('call')).toMatchObject({ start: to, status: 'booked' });

    const mail = invitations(await waitForMail((m) => invitations(m).length >= 2));
    for (const one of [mail.find((m) => m.to.includes(email))!, mail.find((m) => m.to.includes(team.staffEmail))!]) {
      expect(readInvite(one)).toMatchObject({ method: 'REQUEST', sequence: 1, start: to });
      expect(uidOf(one)).toBe(uidOf(first));
    }
    // The token still works after a move; a start another call holds is refused with fresh slots.
    const other = await booked(6);
    expect(await moveByToken(token, other.start)).toMatchObject({ ok: false, reason: 'taken', slots: expect.any(Array) });
  });

  it(`moves a call at most ${MAX_VISITOR_MOVES} times; then the link says to talk to the studio, and no more e-mails go`, async () => {
    const { start, token } = await booked(2);
    await clearMail();
    // A script flooding the link: five moves asked, one after the other, each to a free start.
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const free = (await manage(token)).slots!.map((s) => s.start).filter((s) => s !== start);
      answers.push(await moveByToken(token, free[i]));
    }
    expect(answers.map((a) => (a.ok ? 'moved' : a.reason))).toEqual([...Array(MAX_VISITOR_MOVES).fill('moved'), 'tooManyMoves', 'tooManyMoves']);
    // Two e-mails a move (the visitor's and the colleague's), and none for the refused ones: each call
    // answered once its e-mails were sent, so the mailbox is final.
    expect(invitations(await listMail())).toHaveLength(2 * MAX_VISITOR_MOVES);
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
