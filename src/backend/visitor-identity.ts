import { signInAnonymously } from 'firebase/auth';
import { appAuth } from './app-auth';

/*
 * The visitor's anonymous Firebase Auth account: what the per-client rate limit counts. Loaded only
 * when a visitor sends something, so the public pages carry no Auth. Auth keeps the account in
 * IndexedDB, so a reload is the same client; a script that wipes it to start afresh runs into Auth's own
 * limit on new accounts per IP address.
 */
let ready: Promise<string> | undefined;

export function visitorUid(): Promise<string> {
  ready ??= (async () => {
    const auth = appAuth();
    await auth.authStateReady();
    // A signed-in staff member sending a form is counted as themself.
    return auth.currentUser?.uid ?? (await signInAnonymously(auth)).user.uid;
  })().catch((error: unknown) => {
    ready = undefined; // offline or refused: the next attempt tries again
    throw error;
  });
  return ready;
}
