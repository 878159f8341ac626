import { type Auth, connectAuthEmulator, getAuth } from 'firebase/auth';
import { env } from '../config/env';
import { firebaseApp } from './firebase';

let auth: Auth | undefined;

/**
 * The page's one Firebase Auth instance: staff sign-in and a visitor's anonymous account (the rate
 * limit's client id) share it. Only the staff chunks and a visitor's first send import this module,
 * so the public pages never download Auth.
 */
export function appAuth(): Auth {
  if (!auth) {
    auth = getAuth(firebaseApp());
    const emulator = env.emulators.auth;
    // No banner: it would cover the page and the tests' axe checks; the demo- project is the warning.
    if (emulator) connectAuthEmulator(auth, `http://${emulator.host}:${emulator.port}`, { disableWarnings: true });
  }
  return auth;
}
