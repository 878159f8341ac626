import { connectFirestoreEmulator, type Firestore, getFirestore } from 'firebase/firestore';
import { firebaseApp, withFirestoreEmulator } from './firebase';

let db: Firestore | undefined;

/**
 * The full Firestore SDK, for the admin area only: it needs live queries (new leads appear without a
 * reload), count aggregation and batched writes. Public pages keep Firestore Lite (./firebase.ts).
 */
export function staffDb(): Firestore {
  return (db ??= withFirestoreEmulator(getFirestore(firebaseApp()), connectFirestoreEmulator));
}
