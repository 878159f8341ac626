import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { logger } from 'firebase-functions';
import { type CallableRequest, HttpsError, onCall } from 'firebase-functions/v2/https';
import { getFirestore } from 'firebase-admin/firestore';
import { BOOKING_SLOTS } from '../../src/domain/booking/booking';
import { isStaffRole, type StaffRole } from '../../src/domain/staff-role';
import { handOverDeparted, type HandOverResult } from './booking/hand-over-calls';
import { mailDeps } from './booking/mail-deps';
import { smtpPassword } from './config';
import { registry } from './embedded-forms';
import {
  isMember,
  listMembers,
  type Member,
  MembershipRefusal,
  type MembershipRefusalReason,
  revokeMembership,
  roleOf,
  setMemberRole,
} from './staff-membership';

/*
 * Staff remove access and change roles from the admin area (/admin/team); access is given by invitation
 * (./staff-invites.ts). Membership is the claim AND the `staff/{uid}` document (./staff-membership.ts),
 * so only a caller who has both may call
 * these; and only an owner may change anyone's access or role (checked again in the change's own
 * transaction, with the rule that the team keeps an owner).
 *
 * Every refusal carries `details: { reason }`, a code the browser turns into a text in the staff
 * member's language; the English message is for logs and the "Details" disclosure only.
 */

/** Why a staff callable refused; the browser has a translated text for each (admin.team.reason.*). */
export type StaffErrorReason = 'not-staff' | 'invalid-email' | 'no-account' | 'self' | 'invalid-role' | 'already-member' | 'mail-failed' | MembershipRefusalReason;

export function staffError(code: ConstructorParameters<typeof HttpsError>[0], reason: StaffErrorReason, message: string): HttpsError {
  return new HttpsError(code, message, { reason });
}

export interface StaffCaller {
  uid: string;
  email: string | null;
}

/**
 * Refuses anyone who is not staff now: signed out, signed up and never granted, or removed (their
 * ID token may still carry the claim for up to an hour; the document is gone at once). Always
 * `await` it: a check that is not awaited refuses nobody (ESLint flags a bare call in functions/).
 */
export async function requireStaff(request: CallableRequest): Promise<StaffCaller> {
  const auth = request.auth;
  if (auth?.token.staff !== true || !(await isMember(auth.uid))) {
    throw staffError('permission-denied', 'not-staff', 'Only staff may do this.');
  }
  return { uid: auth.uid, email: auth.token.email ?? null };
}

/**
 * Refuses anyone who is not an owner now (a member, or anyone requireStaff refuses). The change's
 * transaction checks it again, so an owner demoted a moment ago changes nothing.
 */
export async function requireOwner(request: CallableRequest): Promise<StaffCaller> {
  const caller = await requireStaff(request);
  if ((await roleOf(caller.uid)) !== 'owner') throw staffError('permission-denied', 'not-owner', 'Only owners may change the team.');
  return caller;
}

/** A refusal of the membership module as the callable's error; anything else as it was. */
async function refusalsAsErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof MembershipRefusal)) throw error;
    const code = error.reason === 'not-owner' ? 'permission-denied' : 'failed-precondition';
    throw staffError(code, error.reason, error.message);
  }
}

export function roleIn(request: CallableRequest, fallback?: StaffRole): StaffRole {
  const role = (request.data as { role?: unknown } | undefined)?.role ?? fallback;
  if (!isStaffRole(role)) throw staffError('invalid-argument', 'invalid-role', "The role must be 'owner' or 'member'.");
  return role;
}

export function emailOf(request: CallableRequest): string {
  const email = (request.data as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
    throw staffError('invalid-argument', 'invalid-email', 'A valid e-mail is required.');
  }
  return email.trim().toLowerCase();
}

async function accountOf(email: string): Promise<UserRecord> {
  try {
    return await getAuth().getUserByEmail(email);
  } catch {
    throw staffError('not-found', 'no-account', `No account with the e-mail ${email}: the person must sign up first.`);
  }
}

/** Someone with access, as the team page lists them, with their booked calls still to come (the removal dialog says how many). */
export type StaffMember = Member & { upcomingCalls: number };

/**
 * Ends an account's access at once (its document) and for good (claim and refresh tokens), and hands
 * their calls still to come on; owners only, and never the last owner's. Nobody removes their own access: the team could otherwise lock
 * itself out.
 */
export const revokeStaff = onCall({ secrets: [smtpPassword] }, async (request): Promise<{ email: string | undefined } & HandOverResult> => {
  const caller = await requireOwner(request);
  const user = await accountOf(emailOf(request));
  if (user.uid === caller.uid) throw staffError('failed-precondition', 'self', 'You cannot remove your own access.');
  await refusalsAsErrors(() => revokeMembership(user, { by: caller.uid }));
  // Their calls to come go to free colleagues, or are flagged for an owner (./booking/hand-over-calls.ts);
  // should this run die on the way, the sweep finishes it, and the access is removed either way.
  try {
    return { email: user.email, ...(await handOverDeparted(getFirestore(), user.uid, { kind: 'staff', ...caller }, registry, mailDeps())) };
  } catch (error) {
    logger.error('hand-over left to the sweep', { uid: user.uid, error: String(error) });
    return { email: user.email, handedOver: 0, unassigned: 0 };
  }
});

/**
 * Makes a member an owner or an owner a member (owners only). Owners may step down themselves, unless
 * they are the last one: the team must keep an owner.
 */
export const setStaffRole = onCall(async (request) => {
  const caller = await requireOwner(request);
  const role = roleIn(request);
  const user = await accountOf(emailOf(request));
  await refusalsAsErrors(() => setMemberRole(user, role, { by: caller.uid }));
  return { email: user.email, role };
});

/** Everyone who has access now, by e-mail, with their role (every staff member may see who the owners are). */
export const listStaff = onCall(async (request): Promise<StaffMember[]> => {
  await requireStaff(request);
  const now = Date.now();
  // One range query over the studio's calls still to come (the index openSlots reads), counted per person.
  const [members, slots] = await Promise.all([listMembers(), getFirestore().collection(BOOKING_SLOTS).where('end', '>', now).get()]);
  const upcoming = new Map<string, number>();
  for (const slot of slots.docs) {
    const staffId = slot.get('staffId');
    if (typeof staffId === 'string' && Number(slot.get('start')) > now) upcoming.set(staffId, (upcoming.get(staffId) ?? 0) + 1);
  }
  return members.map((member) => ({ ...member, upcomingCalls: upcoming.get(member.uid) ?? 0 }));
});
