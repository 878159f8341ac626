import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { type CallableRequest, HttpsError, onCall } from 'firebase-functions/v2/https';
import { grantMembership, isMember, listMembers, type Member, revokeMembership } from './staff-membership';

/*
 * Staff grant and revoke access from the admin area (/admin/team). Membership is the claim AND the
 * `staff/{uid}` document (./staff-membership.ts), so only a caller who has both may change anyone's.
 *
 * Every refusal carries `details: { reason }`, a code the browser turns into a text in the staff
 * member's language; the English message is for logs and the "Details" disclosure only.
 */

/** Why a staff callable refused; the browser has a translated text for each (admin.team.reason.*). */
export type StaffErrorReason = 'not-staff' | 'invalid-email' | 'no-account' | 'self';

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

function emailOf(request: CallableRequest): string {
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

/** Someone with access, as the team page lists them. */
export type StaffMember = Member;

/** Gives an existing account access; it takes effect at the account's next token refresh (or sign-in). */
export const grantStaff = onCall(async (request) => {
  await requireStaff(request);
  const user = await accountOf(emailOf(request));
  await grantMembership(user);
  return { email: user.email };
});

/**
 * Ends an account's access at once (its document) and for good (claim and refresh tokens).
 * Nobody removes their own access: the team could otherwise lock itself out.
 */
export const revokeStaff = onCall(async (request) => {
  const caller = await requireStaff(request);
  const user = await accountOf(emailOf(request));
  if (user.uid === caller.uid) throw staffError('failed-precondition', 'self', 'You cannot remove your own access.');
  await revokeMembership(user);
  return { email: user.email };
});

/** Everyone who has access now, by e-mail. */
export const listStaff = onCall(async (request): Promise<StaffMember[]> => {
  await requireStaff(request);
  return listMembers();
});
