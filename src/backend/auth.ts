import {
  applyActionCode,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  onIdTokenChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  verifyPasswordResetCode,
} from 'firebase/auth';
import { appAuth } from './app-auth';
import { openStaffReads, settleStaffReads, stopStaffListeners } from './staff-listeners';

const staffAuth = appAuth;

/** Who is signed in, and whether their ID token carries the `staff` claim (what the rules check). */
export interface Session {
  uid: string;
  email: string;
  staff: boolean;
}

/** The session a watcher heard last (knownSession). */
let heard: Session | null | undefined;

/** Calls back with the session (or null) now and whenever it or its token changes. Returns the unsubscribe. */
export function watchSession(onChange: (session: Session | null) => void): () => void {
  const hear = (session: Session | null) => {
    heard = session;
    onChange(session);
  };
  return onIdTokenChanged(staffAuth(), (user) => {
    // A visitor's anonymous account (the rate limit's client id) is nobody to the staff area.
    if (!user || user.isAnonymous) return hear(null);
    user
      .getIdTokenResult()
      .then((token) => hear({ uid: user.uid, email: user.email ?? '', staff: token.claims.staff === true }))
      .catch(() => hear({ uid: user.uid, email: user.email ?? '', staff: false }));
  });
}

/**
 * The session as a watcher last heard it, while it is still the signed-in account's; undefined when
 * that is not known yet. A staff page's first render starts from it: a route's loader heard the
 * session before the page rendered, and waiting for the page's own watcher cost a render and about
 * 80 ms (issue 39). The page's watcher still follows every change.
 */
export function knownSession(): Session | null | undefined {
  if (heard === undefined) return undefined;
  const user = staffAuth().currentUser;
  if (heard === null) return user ? undefined : null;
  return heard && user?.uid === heard.uid ? heard : undefined;
}

/** Whether two sessions say the same (a token refresh that changed nothing needs no new render). */
export const sameSession = (a: Session | null | undefined, b: Session | null | undefined) =>
  a === b || (!!a && !!b && a.uid === b.uid && a.email === b.email && a.staff === b.staff);

/** Fetches a fresh ID token, so a claim granted since sign-in takes effect (watchSession sees it). */
export async function refreshSession(): Promise<void> {
  await staffAuth().currentUser?.getIdToken(true);
}

export async function signIn(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(staffAuth(), email, password);
  openStaffReads();
}

/**
 * Creates an account, asks Firebase to send its confirmation e-mail, and signs it out again: a new
 * account has no access until staff grant it, and it signs in from the login screen like anyone.
 */
export async function signUp(email: string, password: string, continueUrl: string): Promise<void> {
  const { user } = await createUserWithEmailAndPassword(staffAuth(), email, password);
  openStaffReads();
  await sendEmailVerification(user, { url: continueUrl }).catch((error) => console.warn('Confirmation e-mail not sent', error));
  await firebaseSignOut(staffAuth());
}

/** Confirms the account's address with the code of Firebase's confirmation link. */
export async function confirmEmail(code: string): Promise<void> {
  await applyActionCode(staffAuth(), code);
}

/** Sends the signed-in account's confirmation e-mail again (an invitation is accepted only by a confirmed address). */
export async function resendVerification(continueUrl: string): Promise<void> {
  const user = staffAuth().currentUser;
  if (user) await sendEmailVerification(user, { url: continueUrl });
}

export async function sendPasswordReset(email: string, continueUrl: string): Promise<void> {
  await sendPasswordResetEmail(staffAuth(), email, { url: continueUrl });
}

/** Resolves with the account's e-mail when the reset link's code is still valid; rejects otherwise. */
export async function checkResetCode(code: string): Promise<string> {
  return verifyPasswordResetCode(staffAuth(), code);
}

export async function resetPassword(code: string, password: string): Promise<void> {
  await confirmPasswordReset(staffAuth(), code, password);
}

export async function signOut(): Promise<void> {
  stopStaffListeners();
  await settleStaffReads();
  await firebaseSignOut(staffAuth());
}

/** Firebase's error code ('auth/invalid-credential', ...) or undefined for anything else. */
export function authErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('auth/') ? code : undefined;
}
