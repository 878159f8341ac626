import { createHash, randomBytes } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onCall } from 'firebase-functions/v2/https';
import {
  type AcceptInviteAnswer,
  INVITE_DAYS,
  INVITE_TOKEN_BYTES,
  inviteEmail,
  inviteUrlOf,
  isInviteToken,
  type PendingInvite,
  STAFF_INVITES,
} from '../../src/domain/staff-invite';
import { isStaffRole } from '../../src/domain/staff-role';
import { smtpPassword } from './config';
import { productionDeps } from './deps';
import { emailOf, requireOwner, roleIn, staffError } from './staff-access';
import { grantMembership, isMember, MembershipRefusal } from './staff-membership';

/*
 * Access by invitation (issue 37, part 6; src/domain/staff-invite.ts says why). One pending invitation
 * per address (`staff_invites/{SHA-256 of the address}`): inviting again replaces its token, so only the
 * last link works. The token is kept as its SHA-256 only. Accepting checks, in this order: the link is
 * known and unexpired, the caller is signed in with the invited address, and that address is confirmed;
 * then the membership is granted as the inviter (its transaction checks the inviter is still an owner),
 * and the invitation is deleted: a link serves once. Limits: owners only invite (one e-mail per call;
 * a studio's owners are trusted with the company's mail), and a link lives INVITE_DAYS.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const inviteDoc = (email: string) => getFirestore().collection(STAFF_INVITES).doc(sha256(email));

/** Owners only: e-mails `email` a link that grants `role` (a member unless told otherwise) once accepted. */
export const inviteStaff = onCall({ secrets: [smtpPassword] }, async (request): Promise<{ email: string; expiresAt: string }> => {
  const caller = await requireOwner(request);
  const role = roleIn(request, 'member');
  const email = emailOf(request);
  const existing = await getAuth()
    .getUserByEmail(email)
    .catch(() => undefined);
  if (existing && (await isMember(existing.uid))) throw staffError('failed-precondition', 'already-member', `${email} already has access.`);
  const token = randomBytes(INVITE_TOKEN_BYTES).toString('base64url');
  const expiresAt = Date.now() + INVITE_DAYS * DAY_MS;
  const ref = inviteDoc(email);
  await ref.set({ email, role, tokenHash: sha256(token), by: caller.uid, byEmail: caller.email, createdAt: Timestamp.now(), expiresAt: Timestamp.fromMillis(expiresAt) });
  const { mailer, siteUrl } = productionDeps(undefined);
  try {
    await mailer.send({ to: email, ...inviteEmail({ url: inviteUrlOf(siteUrl ?? '', token), role, by: caller.email, expiresAt }) });
  } catch (error) {
    // A link nobody received must not wait to be found: the owner is told and may invite again.
    await ref.delete();
    logger.warn('staff invitation not sent', { error: String(error) });
    throw staffError('unavailable', 'mail-failed', 'The invitation e-mail could not be sent.');
  }
  logger.info('staff invited', { by: caller.uid, role });
  return { email, expiresAt: new Date(expiresAt).toISOString() };
});

/** Owners only: the invitations not yet accepted, latest first; expired ones are left out. */
export const listStaffInvites = onCall(async (request): Promise<PendingInvite[]> => {
  await requireOwner(request);
  const { docs } = await getFirestore().collection(STAFF_INVITES).where('expiresAt', '>', Timestamp.now()).get();
  return docs
    .map((doc) => ({ email: String(doc.get('email')), role: isStaffRole(doc.get('role')) ? doc.get('role') : 'member', expiresAt: (doc.get('expiresAt') as Timestamp).toDate().toISOString() }))
    .sort((a, b) => b.expiresAt.localeCompare(a.expiresAt));
});

/** Owners only: the link of `email` stops working. */
export const cancelStaffInvite = onCall(async (request): Promise<{ email: string }> => {
  await requireOwner(request);
  const email = emailOf(request);
  await inviteDoc(email).delete();
  return { email };
});

/** The invited colleague, signed in: becomes staff with the invitation's role, or is told why not. */
export const acceptStaffInvite = onCall(async (request): Promise<AcceptInviteAnswer> => {
  const token = (request.data as { token?: unknown } | null)?.token;
  const auth = request.auth;
  if (!auth || auth.token.firebase?.sign_in_provider === 'anonymous') throw staffError('unauthenticated', 'not-staff', 'Sign in first.');
  if (!isInviteToken(token)) return { ok: false, reason: 'unknown' };
  const found = (await getFirestore().collection(STAFF_INVITES).where('tokenHash', '==', sha256(token)).limit(1).get()).docs[0];
  if (!found) return { ok: false, reason: 'unknown' };
  const invite = found.data() as { email: string; role: unknown; by: string; expiresAt: Timestamp };
  if (invite.expiresAt.toMillis() <= Date.now()) return { ok: false, reason: 'expired' };
  if ((auth.token.email ?? '').toLowerCase() !== invite.email) return { ok: false, reason: 'otherEmail', email: invite.email };
  // The token read now, not the ID token's claim, which may predate a confirmation made a minute ago.
  const user = await getAuth().getUser(auth.uid);
  if (!user.emailVerified) return { ok: false, reason: 'unverified', email: invite.email };
  const role = isStaffRole(invite.role) ? invite.role : 'member';
  try {
    await grantMembership(user, { by: invite.by, role });
  } catch (error) {
    // The owner who invited is no longer one: their invitation no longer stands.
    if (error instanceof MembershipRefusal) return { ok: false, reason: 'unknown' };
    throw error;
  }
  await found.ref.delete();
  logger.info('staff invitation accepted', { uid: user.uid, role });
  return { ok: true, role };
});
