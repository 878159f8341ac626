import { connectFirestoreEmulator, type Firestore, getFirestore, onSnapshot as listen, type Unsubscribe } from 'firebase/firestore';
import { firebaseApp, withFirestoreEmulator } from './firebase';
import { remembered } from './staff-listeners';

let db: Firestore | undefined;

/**
 * The full Firestore SDK, for the admin area only: it needs live queries (new leads appear without a
 * reload), count aggregation and batched writes. Public pages keep Firestore Lite (./firebase.ts).
 */
export function staffDb(): Firestore {
  return (db ??= withFirestoreEmulator(getFirestore(firebaseApp()), connectFirestoreEmulator));
}

/** Firestore's `onSnapshot` for the staff pages: closed by a sign-out (./staff-listeners.ts). */
export const onSnapshot = ((...args: unknown[]) => remembered((listen as (...a: unknown[]) => Unsubscribe)(...args))) as typeof listen;
