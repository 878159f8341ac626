/**
 * Issue 30, part 8: each staff member's calendar feed secret (`calendar_feeds/{uid}`) in the generated
 * rules. Only the functions write it (functions/src/booking/calendar-feed-link.ts); its owner reads
 * their own to show the address; a colleague, a removed member, a signed-up account and a visitor read
 * nothing, and nobody writes one from a browser, not even its owner.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, Timestamp, updateDoc, where } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { CALENDAR_FEEDS } from '../../src/domain/booking/calendar-feed';
import { STAFF } from '../../src/domain/lead';
import { dbAs, memberDb, seed, setUpRulesEnv, STAFF_UID, staffDb, visitorDb } from './rules-env';

setUpRulesEnv();

const COLLEAGUE = 'staff-2';
const colleagueDb = () => dbAs(COLLEAGUE, { email: 'colega@example.com', staff: true });
const path = (uid: string) => `${CALENDAR_FEEDS}/${uid}`;
const TOKEN = 'a'.repeat(43);
const THEIR_TOKEN = 'b'.repeat(43);

beforeEach(async () => {
  await seed(`${STAFF}/${COLLEAGUE}`, { email: 'colega@example.com', since: Timestamp.now(), role: 'member' });
  await seed(path(STAFF_UID), { token: TOKEN, createdAt: 1 });
  await seed(path(COLLEAGUE), { token: THEIR_TOKEN, createdAt: 2 });
  // A member removed from the team: their feed document may outlive them, their claim too (for an hour).
  await seed(path('gone-1'), { token: 'g'.repeat(43), createdAt: 3 });
});

describe('who reads a calendar feed', () => {
  it('its owner reads their own secret', async () => {
    const snap = await assertSucceeds(getDoc(doc(staffDb(), path(STAFF_UID))));
    expect(snap.get('token')).toBe(TOKEN);
  });

  it("a colleague reads neither another's feed nor the list of feeds, not even by its token", async () => {
    await assertFails(getDoc(doc(colleagueDb(), path(STAFF_UID))));
    await assertFails(getDocs(collection(colleagueDb(), CALENDAR_FEEDS)));
    await assertFails(getDocs(query(collection(colleagueDb(), CALENDAR_FEEDS), where('token', '==', TOKEN))));
  });

  it('a visitor, a signed-up account and a removed member (claim without membership) read nothing', async () => {
    await assertFails(getDoc(doc(visitorDb(), path(STAFF_UID))));
    await assertFails(getDoc(doc(memberDb(), path(STAFF_UID))));
    await assertFails(getDoc(doc(dbAs('gone-1', { staff: true }), path('gone-1'))));
  });
});

describe('who writes a calendar feed', () => {
  it('nobody from a browser: not its owner (making, changing or deleting), not a colleague, not a visitor', async () => {
    await assertFails(setDoc(doc(staffDb(), path(STAFF_UID)), { token: 'c'.repeat(43), createdAt: 3 }));
    await assertFails(updateDoc(doc(staffDb(), path(STAFF_UID)), { token: 'c'.repeat(43) }));
    await assertFails(deleteDoc(doc(staffDb(), path(STAFF_UID))));
    await assertFails(setDoc(doc(colleagueDb(), path(STAFF_UID)), { token: THEIR_TOKEN, createdAt: 3 }));
    await assertFails(setDoc(doc(visitorDb(), path('anyone')), { token: TOKEN, createdAt: 3 }));
  });
});
