/**
 * Issue 37: the booking collections are the functions' alone. A booked call (`bookings`) holds the
 * visitor's contact and their manage token; its slot (`booking_slots`), the per-colleague lock
 * (`booking_locks`), the e-mail claims (`booking_mail`) and each address's last booking
 * (`booking_addresses`) decide who gets a call and what is sent.
 * Staff see calls through callables (staffBookingSlots, personBookings), visitors through bookCall and
 * manageBooking, so no browser reads or writes any of them: not a visitor, not an anonymous account (the
 * one a briefing signs in with), not a signed-up account, not a member, not an owner.
 */
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, type Firestore, getDoc, getDocs, query, setDoc, Timestamp, updateDoc, where } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { BOOKING_ADDRESSES, BOOKING_LOCKS, BOOKING_MAIL, BOOKING_SLOTS, BOOKINGS } from '../../src/domain/booking/booking';
import { STAFF } from '../../src/domain/lead';
import { dbAs, memberDb, seed, setUpRulesEnv, STAFF_UID, staffDb, visitorDb } from './rules-env';

setUpRulesEnv();

const OWNER = 'owner-1';
const BOOKING_ID = 'contato__sub1';
const START = Date.UTC(2026, 11, 1, 13);

/** One stored document per collection, as the functions write them. */
const STORED: Record<string, { id: string; data: Record<string, unknown> }> = {
  [BOOKINGS]: {
    id: BOOKING_ID,
    data: {
      formId: 'contato',
      submissionId: 'sub1',
      leadId: 'contato__sub1',
      staffId: STAFF_UID,
      staffEmail: 's@example.com',
      start: START,
      end: START + 30 * 60_000,
      place: { kind: 'phone' },
      visitor: { name: 'Ana', email: 'ana@example.com', locale: 'pt', zone: 'America/Sao_Paulo' },
      status: 'booked',
      sequence: 0,
      createdAt: 1,
      manageToken: 'm'.repeat(32),
    },
  },
  [BOOKING_SLOTS]: { id: `${STAFF_UID}_${START}`, data: { bookingId: BOOKING_ID, staffId: STAFF_UID, start: START, end: START + 30 * 60_000 } },
  [BOOKING_LOCKS]: { id: STAFF_UID, data: { changes: 1, at: Timestamp.fromMillis(1) } },
  [BOOKING_MAIL]: { id: `${BOOKING_ID}_visitor_0`, data: { bookingId: BOOKING_ID, who: 'visitor', sequence: 0, kind: 'invitation', state: 'queued', attempts: 0 } },
  [BOOKING_ADDRESSES]: { id: 'a'.repeat(64), data: { bookingId: BOOKING_ID, lastBookedAt: 1 } },
};

const callers: [string, () => Firestore][] = [
  ['a visitor with no account', visitorDb],
  ['an anonymous account', () => dbAs('anon-1', { firebase: { sign_in_provider: 'anonymous' } })],
  ['a signed-up account', memberDb],
  ['a member', staffDb],
  ['an owner', () => dbAs(OWNER, { email: 'dono@example.com', staff: true })],
];

beforeEach(async () => {
  await seed(`${STAFF}/${STAFF_UID}`, { email: 's@example.com', since: Timestamp.now(), role: 'member' });
  await seed(`${STAFF}/${OWNER}`, { email: 'dono@example.com', since: Timestamp.now(), role: 'owner' });
  for (const [name, { id, data }] of Object.entries(STORED)) await seed(`${name}/${id}`, data);
});

describe.each(Object.keys(STORED))('%s', (name) => {
  const { id, data } = STORED[name];

  it.each(callers)('%s reads no document, no list and no query of it', async (_who, db) => {
    await assertFails(getDoc(doc(db(), name, id)));
    await assertFails(getDocs(collection(db(), name)));
    await assertFails(getDocs(query(collection(db(), name), where('staffId', '==', STAFF_UID))));
  });

  it.each(callers)('%s creates, changes and deletes nothing in it', async (_who, db) => {
    await assertFails(setDoc(doc(db(), name, `${id}-new`), data));
    await assertFails(updateDoc(doc(db(), name, id), { start: START + 60_000 }));
    await assertFails(setDoc(doc(db(), name, id), { ...data, status: 'cancelled' }));
    await assertFails(deleteDoc(doc(db(), name, id)));
  });
});
