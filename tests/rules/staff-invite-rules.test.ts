/*
 * Issue 37, part 6: a staff invitation (`staff_invites`) holds the invited address, the role and the
 * hash of the link's token; only the functions read or write it (inviteStaff, acceptStaffInvite). No
 * browser does: not a visitor, an anonymous or signed-up account, a member, nor an owner (owners list
 * and cancel invitations through their callables). Otherwise anyone could accept by writing one.
 */
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, Timestamp, updateDoc, where } from 'firebase/firestore';
import { beforeEach, it } from 'vitest';
import { STAFF } from '../../src/domain/lead';
import { STAFF_INVITES } from '../../src/domain/staff-invite';
import { dbAs, memberDb, seed, setUpRulesEnv, STAFF_UID, staffDb, visitorDb } from './rules-env';

setUpRulesEnv();

const OWNER = 'owner-1';
const ID = 'c'.repeat(64);
const INVITE = { email: 'nova@example.com', role: 'owner', tokenHash: 'd'.repeat(64), by: OWNER, createdAt: Timestamp.now(), expiresAt: Timestamp.fromMillis(Date.now() + 86_400_000) };

beforeEach(async () => {
  await seed(`${STAFF}/${STAFF_UID}`, { email: 's@example.com', since: Timestamp.now(), role: 'member' });
  await seed(`${STAFF}/${OWNER}`, { email: 'dono@example.com', since: Timestamp.now(), role: 'owner' });
  await seed(`${STAFF_INVITES}/${ID}`, INVITE);
});

it.each([
  ['a visitor with no account', visitorDb],
  ['an anonymous account', () => dbAs('anon-1', { firebase: { sign_in_provider: 'anonymous' } })],
  ['a signed-up account', memberDb],
  ['a member', staffDb],
  ['an owner', () => dbAs(OWNER, { email: 'dono@example.com', staff: true })],
])('%s reads, writes and deletes no invitation', async (_who, db) => {
  await assertFails(getDoc(doc(db(), STAFF_INVITES, ID)));
  await assertFails(getDocs(collection(db(), STAFF_INVITES)));
  await assertFails(getDocs(query(collection(db(), STAFF_INVITES), where('email', '==', INVITE.email))));
  await assertFails(setDoc(doc(db(), STAFF_INVITES, 'e'.repeat(64)), INVITE));
  await assertFails(updateDoc(doc(db(), STAFF_INVITES, ID), { role: 'member' }));
  await assertFails(deleteDoc(doc(db(), STAFF_INVITES, ID)));
});
