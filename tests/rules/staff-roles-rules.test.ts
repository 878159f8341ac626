/**
 * Owners and members in the rules: membership documents are written by the admin SDK only
 * (functions/src/staff-membership.ts, behind the owner-only callables), so no browser, a member's or
 * an owner's, can make itself an owner, demote or remove the last owner, or add a colleague. Staff
 * still read the team with its roles (the assignee picker, the team page).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { STAFF } from '../../src/domain/lead';
import { dbAs, seed, setUpRulesEnv, STAFF_EMAIL, STAFF_UID, staffDb } from './rules-env';

setUpRulesEnv();

/** The one owner; STAFF_UID (rules-env's staff member) is made a member below. */
const OWNER = 'owner-1';
const OWNER_EMAIL = 'dona@example.com';
const ownerDb = () => dbAs(OWNER, { email: OWNER_EMAIL, staff: true });

beforeEach(async () => {
  await seed(`${STAFF}/${OWNER}`, { email: OWNER_EMAIL, since: Timestamp.fromMillis(1000), role: 'owner' });
  await seed(`${STAFF}/${STAFF_UID}`, { email: STAFF_EMAIL, since: Timestamp.now(), role: 'member' });
});

describe('a staff member who is not an owner', () => {
  it('cannot make themselves an owner, in any form of write', async () => {
    const db = staffDb();
    const own = doc(db, `${STAFF}/${STAFF_UID}`);
    await assertFails(updateDoc(own, { role: 'owner' }));
    await assertFails(setDoc(own, { role: 'owner' }, { merge: true }));
    await assertFails(setDoc(own, { email: STAFF_EMAIL, since: serverTimestamp(), role: 'owner' }));
    // Nor by leaving and coming back as a new document.
    await assertFails(deleteDoc(own));
  });

  it("cannot demote or remove the owner, nor add a colleague as an owner", async () => {
    const db = staffDb();
    await assertFails(updateDoc(doc(db, `${STAFF}/${OWNER}`), { role: 'member' }));
    await assertFails(deleteDoc(doc(db, `${STAFF}/${OWNER}`)));
    await assertFails(setDoc(doc(db, `${STAFF}/colega-novo`), { email: 'novo@example.com', since: serverTimestamp(), role: 'owner' }));
  });
});

describe('an owner in the browser', () => {
  it('changes membership only through the callables: no direct write, the last owner included', async () => {
    const db = ownerDb();
    await assertFails(updateDoc(doc(db, `${STAFF}/${STAFF_UID}`), { role: 'owner' }));
    await assertFails(updateDoc(doc(db, `${STAFF}/${OWNER}`), { role: 'member' }));
    await assertFails(deleteDoc(doc(db, `${STAFF}/${OWNER}`)));
    await assertFails(deleteDoc(doc(db, `${STAFF}/${STAFF_UID}`)));
  });
});

it('staff read every role', async () => {
  const owner = await assertSucceeds(getDoc(doc(staffDb(), `${STAFF}/${OWNER}`)));
  expect(owner.get('role')).toBe('owner');
  expect((await assertSucceeds(getDoc(doc(ownerDb(), `${STAFF}/${STAFF_UID}`)))).get('role')).toBe('member');
});
