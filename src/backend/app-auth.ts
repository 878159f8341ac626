import { type Auth, browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { env } from '../config/env';
import { firebaseApp } from './firebase';

let auth: Auth | undefined;

/**
 * The page's one Firebase Auth instance: staff sign-in and a visitor's anonymous account (the rate
 * limit's client id) share it. Only the staff chunks and a visitor's first send import this module,
 * so the public pages never download Auth.
 *
 * Initialised without a popup or redirect resolver (getAuth's default): nothing here signs in through
 * a popup or a redirect, and the resolver's code and its check of a pending redirect came before every
 * staff page's session (issue 39). The session is kept in IndexedDB, else localStorage, as getAuth keeps it.
 */
export function appAuth(): Auth {
  if (!auth) {
    auth = initializeAuth(firebaseApp(), { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
    const emulator = env.emulators.auth;
    // No banner: it would cover the page and the tests' axe checks; the demo- project is the warning.
    if (emulator) connectAuthEmulator(auth, `http://${emulator.host}:${emulator.port}`, { disableWarnings: true });
  }
  return auth;
}
