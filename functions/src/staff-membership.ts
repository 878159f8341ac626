import type { App } from 'firebase-admin/app';
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { STAFF } from '../../src/domain/lead';

/*
 * Staff membership, the one place that makes or unmakes a staff member (admin SDK): the callables of
 * /admin/team, `npm run grant-staff`, the seed's local account and the tests' staff all come here, so
 * every staff member has both halves the rules check.
 *
 * An account is staff while its ID token carries the custom claim `staff: true` AND the document
 * `staff/{uid}` exists. The claim alone cannot end access quickly: an ID token keeps its claims until
 * it expires (up to an hour). The document can: the rules look it up on every request, so deleting it
 * shuts a removed colleague out within seconds, over REST too. The claim stays as the cheap first test
 * (a signed-up account without it costs the rules no document read).
 *
 * Scripts and tests pass their own admin app; the deployed function uses the default one.
 */

/** What `staff/{uid}` holds: the e-mail (the assignee picker lists it) and when access was given. */
export interface MembershipDoc {
  email: string;
  since: FieldValue;
}

const staffDoc = (uid: string, app?: App) => (app ? getFirestore(app) : getFirestore()).collection(STAFF).doc(uid);
const authOf = (app?: App) => (app ? getAuth(app) : getAuth());

/**
 * Gives an existing account access: the claim (effective at its next token refresh or sign-in) and the
 * document. Granting a member again keeps the day they first got access.
 */
export async function grantMembership(user: UserRecord, app?: App): Promise<void> {
  const email = (user.email ?? '').toLowerCase();
  await authOf(app).setCustomUserClaims(user.uid, { ...user.customClaims, staff: true });
  const ref = staffDoc(user.uid, app);
  await ref.firestore.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (current.exists) tx.update(ref, { email });
    else tx.set(ref, { email, since: FieldValue.serverTimestamp() } satisfies MembershipDoc);
  });
}

/**
 * Ends an account's access. The document goes first: from that moment the rules refuse the account,
 * whatever token it holds. Then the claim is cleared and the refresh tokens revoked, so the account
 * gets no new token with the old claim, and its open tab is signed out at its next refresh.
 */
export async function revokeMembership(user: UserRecord, app?: App): Promise<void> {
  await staffDoc(user.uid, app).delete();
  await authOf(app).setCustomUserClaims(user.uid, { ...user.customClaims, staff: false });
  await authOf(app).revokeRefreshTokens(user.uid);
}

/** Whether `staff/{uid}` exists (the half of membership a still-valid ID token cannot vouch for). */
export async function isMember(uid: string, app?: App): Promise<boolean> {
  return (await staffDoc(uid, app).get()).exists;
}

export interface Member {
  uid: string;
  email: string;
  /** When access was given, ISO 8601. */
  since?: string;
  /** The account's last sign-in, ISO 8601, when Auth knows it. */
  lastSignIn?: string;
}

/** Everyone with access now (the `staff` collection), by e-mail, with their last sign-in from Auth. */
export async function listMembers(app?: App): Promise<Member[]> {
  const snap = await (app ? getFirestore(app) : getFirestore()).collection(STAFF).get();
  const members = snap.docs.map((doc): Member => {
    const since = doc.get('since') as { toDate?: () => Date } | undefined;
    return { uid: doc.id, email: String(doc.get('email') ?? ''), since: since?.toDate?.().toISOString() };
  });
  const signIns = new Map<string, string>();
  // getUsers takes at most 100 identifiers per call.
  for (let at = 0; at < members.length; at += 100) {
    const { users } = await authOf(app).getUsers(members.slice(at, at + 100).map(({ uid }) => ({ uid })));
    for (const user of users) {
      const time = user.metadata.lastSignInTime;
      if (time) signIns.set(user.uid, new Date(time).toISOString());
    }
  }
  return members
    .map((member) => ({ ...member, lastSignIn: signIns.get(member.uid) }))
    .sort((a, b) => a.email.localeCompare(b.email));
}
