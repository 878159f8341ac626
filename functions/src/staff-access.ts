import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { type CallableRequest, HttpsError, onCall } from 'firebase-functions/v2/https';

/*
 * Staff grant and revoke staff from the admin area (/admin/team). The claim is what the Firestore
 * rules check, so only a caller whose ID token already carries it may change anyone's.
 */

/** Refuses anyone whose ID token lacks `staff: true` (signed out, or signed up and not granted). */
export function requireStaff(request: CallableRequest): void {
  if (request.auth?.token.staff !== true) throw new HttpsError('permission-denied', 'Only staff may do this.');
}

function emailOf(request: CallableRequest): string {
  const email = (request.data as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
    throw new HttpsError('invalid-argument', 'A valid e-mail is required.');
  }
  return email.trim().toLowerCase();
}

async function accountOf(email: string): Promise<UserRecord> {
  try {
    return await getAuth().getUserByEmail(email);
  } catch {
    throw new HttpsError('not-found', `No account with the e-mail ${email}: the person must sign up first.`);
  }
}

export interface StaffMember {
  uid: string;
  email: string;
  lastSignIn?: string;
}

/** Gives an existing account the staff claim; effective at its next token refresh (or sign-in). */
export const grantStaff = onCall(async (request) => {
  requireStaff(request);
  const user = await accountOf(emailOf(request));
  await getAuth().setCustomUserClaims(user.uid, { ...user.customClaims, staff: true });
  return { email: user.email };
});

/**
 * Removes the claim and the account's refresh tokens, so it gets no new token with the old claim.
 * Nobody removes their own access: the team could otherwise lock itself out.
 */
export const revokeStaff = onCall(async (request) => {
  requireStaff(request);
  const user = await accountOf(emailOf(request));
  if (user.uid === request.auth?.uid) throw new HttpsError('failed-precondition', 'You cannot remove your own access.');
  await getAuth().setCustomUserClaims(user.uid, { ...user.customClaims, staff: false });
  await getAuth().revokeRefreshTokens(user.uid);
  return { email: user.email };
});

/** Everyone who has access now, by e-mail. */
export const listStaff = onCall(async (request): Promise<StaffMember[]> => {
  requireStaff(request);
  const staff: StaffMember[] = [];
  let pageToken: string | undefined;
  do {
    const page = await getAuth().listUsers(1000, pageToken);
    for (const user of page.users) {
      if (user.customClaims?.staff === true) {
        staff.push({ uid: user.uid, email: user.email ?? '', lastSignIn: user.metadata.lastSignInTime || undefined });
      }
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return staff.sort((a, b) => a.email.localeCompare(b.email));
});
