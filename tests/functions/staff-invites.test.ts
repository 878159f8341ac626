import { createHash } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { STAFF_INVITES } from '../../src/domain/staff-invite';
import { adminDb } from '../support/admin';
import { call, idToken, signIn, unique } from '../support/function-host';
import { clearMail, listMail, smtp } from '../support/mailbox';
import { confirmedAccount, invitationToken } from '../support/staff-invite';

/*
 * Issue 37, part 6: access goes by an e-mailed link to a confirmed account of the invited address,
 * never to whoever registered that address first. Over HTTP as the web SDK calls the functions.
 */
let owner: string;
const isStaff = async (email: string) => (await getAuth().getUserByEmail(email)).customClaims?.staff === true;
const accept = async (token: string, idTokenOf: string) => (await call('acceptStaffInvite', { token }, idTokenOf)).result;
const invite = (email: string, role?: string) => call('inviteStaff', { email, ...(role ? { role } : {}) }, owner);

beforeAll(async () => {
  owner = await idToken(`dona.convida.${unique()}@example.com`, 'senha-dona-1', 'owner');
});
beforeEach(async () => {
  await smtp('up');
  await clearMail();
});
afterAll(() => smtp('up'));

it('mails a link that a confirmed account of that address accepts once, with the role asked; the token is kept only hashed', async () => {
  const email = `convidada.${unique()}@example.com`;
  expect((await invite(email, 'owner')).result).toMatchObject({ email, expiresAt: expect.any(String) });
  const token = await invitationToken(email);
  const [mail] = (await listMail()).filter((m) => m.to.includes(email));
  expect(mail.subject).toBe('Convite para a equipe da Movaly');
  expect(mail.text).toContain('como proprietário(a)');
  const stored = (await adminDb().collection(STAFF_INVITES).where('email', '==', email).get()).docs[0].data();
  expect(JSON.stringify(stored)).not.toContain(token);
  expect(stored.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));

  expect(await accept(token, await confirmedAccount(email, 'senha-convidada-1'))).toEqual({ ok: true, role: 'owner' });
  expect(await isStaff(email)).toBe(true);
  expect((await adminDb().doc(`staff/${(await getAuth().getUserByEmail(email)).uid}`).get()).get('role')).toBe('owner');
  // A link serves once.
  expect(await accept(token, await signIn(email))).toEqual({ ok: false, reason: 'unknown' });
});

it('never grants an address someone registered first: unconfirmed, another account, a made-up or replaced link, expired', async () => {
  const email = `alvo.${unique()}@example.com`;
  // Someone registered the address before the studio invited it, and cannot confirm it.
  const squatter = await idToken(email, 'senha-intrusa-1');
  await invite(email);
  const first = await invitationToken(email);
  expect(await accept(first, squatter)).toEqual({ ok: false, reason: 'unverified', email });
  expect(await accept('b'.repeat(43), squatter)).toEqual({ ok: false, reason: 'unknown' });
  // The link in another account's hands.
  const other = await confirmedAccount(`outra.${unique()}@example.com`, 'senha-outra-1');
  expect(await accept(first, other)).toEqual({ ok: false, reason: 'otherEmail', email });
  // Signed out, or as a visitor's anonymous account: refused before anything is read.
  expect((await call('acceptStaffInvite', { token: first })).error?.status).toBe('UNAUTHENTICATED');
  expect(await isStaff(email)).toBe(false);

  // Inviting again replaces the link: the first no longer works, the second does, until it expires.
  await clearMail();
  await invite(email);
  const second = await invitationToken(email);
  const confirmed = await confirmedAccount(email, 'senha-dona-do-email-1');
  expect(await accept(first, confirmed)).toEqual({ ok: false, reason: 'unknown' });
  const ref = adminDb().collection(STAFF_INVITES).where('email', '==', email);
  await (await ref.get()).docs[0].ref.update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
  expect(await accept(second, confirmed)).toEqual({ ok: false, reason: 'expired' });
  expect(await isStaff(email)).toBe(false);
});

it('lists the pending invitations to owners, cancels one for good, and keeps none whose e-mail did not go', async () => {
  const email = `pendente.${unique()}@example.com`;
  await invite(email);
  const token = await invitationToken(email);
  expect((await call('listStaffInvites', {}, owner)).result).toContainEqual({ email, role: 'member', expiresAt: expect.any(String) });
  expect((await call('cancelStaffInvite', { email }, owner)).result).toEqual({ email });
  expect((await call('listStaffInvites', {}, owner)).result).not.toContainEqual(expect.objectContaining({ email }));
  expect(await accept(token, await confirmedAccount(email, 'senha-pendente-1'))).toEqual({ ok: false, reason: 'unknown' });

  await smtp('down');
  const lost = `sem.correio.${unique()}@example.com`;
  const refused = await invite(lost);
  expect([refused.error?.status, refused.error?.details?.reason]).toEqual(['UNAVAILABLE', 'mail-failed']);
  expect((await adminDb().collection(STAFF_INVITES).where('email', '==', lost).get()).empty).toBe(true);
});
