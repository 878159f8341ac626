import { connectFirestoreEmulator, type Firestore, getFirestore } from 'firebase/firestore';
import { env } from '../config/env';
import { firebaseApp } from './firebase';

let db: Firestore | undefined;

/**
 * The full Firestore SDK, for the admin area only: it needs live queries (new leads appear without a
 * reload), count aggregation and batched writes. Public pages keep Firestore Lite (./firebase.ts).
 */
export function staffDb(): Firestore {
  if (!db) {
    db = getFirestore(firebaseApp());
    const emulator = env.emulators.firestore;
    if (emulator) connectFirestoreEmulator(db, emulator.host, emulator.port);
  }
  return db;
}
