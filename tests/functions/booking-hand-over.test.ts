import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { expect, it } from 'vitest';
import { STAFF_AVAILABILITY } from '../../src/domain/booking/availability';
import { TEAM_HOURS_PATH } from '../../src/domain/booking/team-hours';
import { setTeamHours } from '../support/team-hours';
import { BOOKING_SLOTS, BOOKINGS, slotIdOf } from '../../src/domain/booking/booking';
import { CALENDAR_FEEDS } from '../../src/domain/booking/calendar-feed';
import { bookingUid } from '../../functions/src/booking/ics-invite';
import { retryChangeMails } from '../../functions/src/booking/change-mails';
import { adminDb, waitForDoc } from '../support/admin';
import { retryDepartures, STAFF_DEPARTURES } from '../../functions/src/booking/hand-over-calls';
import { brasilia, briefing, def, invitations, readInvite, registry, withBookingTeam } from '../support/booking-team';
import { call, idToken, removeStaff, unique } from '../support/function-host';
import { listMail, waitForMail } from '../support/mailbox';
import { storeBooking } from '../support/stored-booking';
import { historyOf, summaryDoc } from '../support/stored-lead';
import { testBookingMailDeps } from '../support/test-deps';

/*
 * Issue 37, part 3: an owner removes a colleague who holds three calls still to come. The one a
 * colleague is free for goes to them (same UID, next SEQUENCE, both sides told); the one that
 * colleague is busy for and the one on their day off are left "unassigned" for an owner; nothing more
 * is mailed to the removed person, now or by the sweep, and their calendar feed is gone. The taker is
 * tests/support/booking-team.ts's member (08:00-20:00 every day, a day off five days from now).
 */
const team = withBookingTeam();
const MINUTE = 60_000;

/** A contato briefing with its lead, and a call of `staffId` at `start` on it, stored as bookCall leaves it. */
async function heldCall(staffId: string, staffEmail: string, start: number) {
  const email = `passada.${unique()}@example.com`;
  const submissionId = await briefing(email, 'Lia Prado');
  await waitForDoc(summaryDoc(def.id, submissionId).path, () => true);
  const visitor = { name: 'Lia Prado', email, locale: 'en' as const, zone: 'Europe/Lisbon' };
  const { bookingId } = await storeBooking(submissionId, start, { staffId, staffEmail, visitor });
  await adminDb().collection(BOOKING_SLOTS).doc(slotIdOf(staffId, start)).set({ staffId, start, end: start + 30 * MINUTE, bookingId, createdAt: FieldValue.serverTimestamp() });
  return { submissionId, bookingId, email, start };
}

it("hands a removed colleague's calls to a free colleague, flags the rest for a move or a cancel, and never mails the person who left", async () => {
  const owner = await idToken(`dona.passa.${unique()}@example.com`, 'senha-dona-1', 'owner');
  const leavingEmail = `sai.${unique()}@example.com`;
  await idToken(leavingEmail, 'senha-sai-1', true);
  const leaving = (await getAuth().getUserByEmail(leavingEmail)).uid;
  // The person leaving had the same hours as the taker, and a calendar feed.
  await setTeamHours(adminDb(), [
    { uid: team.staffId, email: team.staffEmail, availability: team.hours },
    { uid: leaving, email: leavingEmail, availability: team.hours },
  ]);
  await adminDb().collection(CALENDAR_FEEDS).doc(leaving).set({ token: `feed-${unique()}`, createdAt: Timestamp.now() });

  const free = await heldCall(leaving, leavingEmail, brasilia(3, 10));
  const busy = await heldCall(leaving, leavingEmail, brasilia(4, 11));
  const dayOff = await heldCall(leaving, leavingEmail, team.dayOff);
  // The taker's own call at the second one's time.
  await heldCall(team.staffId, team.staffEmail, brasilia(4, 11));

  const before = (await call('listStaff', {}, owner)).result as { email: string; upcomingCalls: number }[];
  expect(before.find((m) => m.email === leavingEmail)?.upcomingCalls).toBe(3);

  expect((await call('revokeStaff', { email: leavingEmail }, owner)).result).toEqual({ email: leavingEmail, handedOver: 1, unassigned: 2 });

  // The free one: the taker's now, on the same time, with the next SEQUENCE.
  const moved = (await adminDb().collection(BOOKINGS).doc(free.bookingId).get()).data()!;
  expect(moved).toMatchObject({ staffId: team.staffId, staffEmail: team.staffEmail, start: free.start, sequence: 1, handedOverFrom: leaving });
  expect((await adminDb().collection(BOOKING_SLOTS).doc(slotIdOf(team.staffId, free.start)).get()).exists).toBe(true);
  expect((await adminDb().collection(BOOKING_SLOTS).doc(slotIdOf(leaving, free.start)).get()).exists).toBe(false);
  expect((await summaryDoc(def.id, free.submissionId).get()).get('call')).toEqual({ bookingId: free.bookingId, start: free.start, end: free.start + 30 * MINUTE, staffId: team.staffId, status: 'booked' });
  expect((await historyOf(def.id, free.submissionId)).map((e) => e.data())).toContainEqual(expect.objectContaining({ kind: 'booking', text: 'handedOver', staffId: team.staffId }));

  // Both sides get the updated invitation: same UID, SEQUENCE 1, the same time.
  const mail = invitations(await waitForMail((all) => invitations(all).length >= 2));
  const toTaker = mail.find((m) => m.to.includes(team.staffEmail))!;
  const toVisitor = mail.find((m) => m.to.includes(free.email))!;
  expect(toTaker.subject).toMatch(/^Conversa passada para você: Lia Prado, /);
  expect(toVisitor.subject).toMatch(/^Your call with Movaly is still on: /);
  for (const one of [toTaker, toVisitor]) {
    expect(readInvite(one)).toMatchObject({ method: 'REQUEST', sequence: 1, start: free.start });
    expect(one.attachments!.find((f) => f.filename === 'invite.ics')!.content).toContain(`UID:${bookingUid(free.bookingId)}`);
  }

  // Nobody free for the other two: flagged on the booking and the lead, kept at their time, their staff
  // side now the studio's address (tests/support/booking-team.ts sets it).
  for (const left of [busy, dayOff]) {
    expect((await adminDb().collection(BOOKINGS).doc(left.bookingId).get()).data()).toMatchObject({ staffId: leaving, staffEmail: 'contato@movaly.com.br', unassigned: true, sequence: 0 });
    expect((await summaryDoc(def.id, left.submissionId).get()).get('call')).toMatchObject({ status: 'booked', unassigned: true });
    expect((await historyOf(def.id, left.submissionId)).map((e) => e.data())).toContainEqual(expect.objectContaining({ kind: 'booking', text: 'unassigned' }));
  }
  expect((await adminDb().collection(CALENDAR_FEEDS).doc(leaving).get()).exists).toBe(false);
  // Their hours went with their access: no slot of theirs is offered any more.
  expect((await adminDb().doc(TEAM_HOURS_PATH).get()).get('members')).not.toHaveProperty(leaving);
  expect((await adminDb().collection(STAFF_AVAILABILITY).doc(leaving).get()).exists).toBe(false);

  // One is moved: the team's free starts are offered, and the colleague free at the one chosen takes it.
  // (So no lead of this file is left flagged: the browser suite's admin home starts from none.)
  const offered = (await call('staffBookingSlots', { bookingId: busy.bookingId }, owner)).result as { ok: true; slots: { start: number }[] };
  // The taker's free starts (the only colleague with hours), not the old one.
  expect(offered.slots.length).toBeGreaterThan(0);
  expect(offered.slots.map((slot) => slot.start)).not.toContain(busy.start);
  const later = offered.slots[1].start;
  expect((await call('staffRescheduleBooking', { bookingId: busy.bookingId, start: later }, owner)).result).toMatchObject({ ok: true });
  const retaken = (await adminDb().collection(BOOKINGS).doc(busy.bookingId).get()).data()!;
  expect(retaken).toMatchObject({ staffId: team.staffId, staffEmail: team.staffEmail, start: later, sequence: 1, handedOverFrom: leaving });
  expect(retaken).not.toHaveProperty('unassigned');
  expect((await adminDb().collection(BOOKING_SLOTS).doc(slotIdOf(team.staffId, later)).get()).exists).toBe(true);
  expect((await adminDb().collection(BOOKING_SLOTS).doc(slotIdOf(leaving, busy.start)).get()).exists).toBe(false);
  expect((await summaryDoc(def.id, busy.submissionId).get()).get('call')).toEqual({ bookingId: busy.bookingId, start: later, end: later + 30 * MINUTE, staffId: team.staffId, status: 'booked' });
  const requests = (all: Awaited<ReturnType<typeof listMail>>) => invitations(all).filter((m) => readInvite(m).method === 'REQUEST' && readInvite(m).start === later);
  const movedTo = requests(await waitForMail((all) => requests(all).length >= 2));
  expect(movedTo.flatMap((m) => m.to).sort()).toEqual([busy.email, team.staffEmail].sort());

  // The other is cancelled: the flag goes, the visitor and the studio are told, and the person who left is not.
  expect((await call('staffCancelBooking', { bookingId: dayOff.bookingId }, owner)).result).toMatchObject({ ok: true });
  expect((await summaryDoc(def.id, dayOff.submissionId).get()).get('call')).toEqual(expect.not.objectContaining({ unassigned: true }));
  const cancels = (all: Awaited<ReturnType<typeof listMail>>) => invitations(all).filter((m) => readInvite(m).method === 'CANCEL');
  const told = cancels(await waitForMail((all) => cancels(all).length >= 2));
  expect(told.flatMap((m) => m.to).sort()).toEqual([dayOff.email, 'contato@movaly.com.br'].sort());
  // The sweep, an hour on, finds nothing more to send to them either.
  await retryChangeMails(testBookingMailDeps(() => Date.now() + 60 * MINUTE));
  expect((await listMail()).filter((m) => m.to.includes(leavingEmail))).toEqual([]);
});

it('finishes a hand-over that a run left undone: the sweep hands the calls on and clears the note', async () => {
  const leavingEmail = `saiu.${unique()}@example.com`;
  await idToken(leavingEmail, 'senha-saiu-1', true);
  const leaving = (await getAuth().getUserByEmail(leavingEmail)).uid;
  const call1 = await heldCall(leaving, leavingEmail, brasilia(3, 15));
  // The removal happened, its note was written, and the run died before the calls.
  await removeStaff(leavingEmail);
  await adminDb().collection(STAFF_DEPARTURES).doc(leaving).set({ by: 'uid-dona', byEmail: 'dona@example.com', at: Timestamp.now() });

  expect(await retryDepartures(adminDb(), registry, testBookingMailDeps())).toBe(1);
  expect((await adminDb().collection(BOOKINGS).doc(call1.bookingId).get()).data()).toMatchObject({ staffId: team.staffId, sequence: 1 });
  expect((await adminDb().collection(STAFF_DEPARTURES).doc(leaving).get()).exists).toBe(false);
  await waitForMail((all) => invitations(all).some((m) => m.to.includes(team.staffEmail)));
  expect((await listMail()).filter((m) => m.to.includes(leavingEmail))).toEqual([]);
});
