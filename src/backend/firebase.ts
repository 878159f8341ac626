import { type FirebaseApp, getApps, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, type Firestore, getFirestore } from 'firebase/firestore/lite';
import { env } from '../config/env';

let db: Firestore | undefined;

/** The one Firebase app of the page (Auth, Firestore Lite and full Firestore share it). */
export function firebaseApp(): FirebaseApp {
  return getApps()[0] ?? initializeApp(env.firebase);
}

/**
 * Firestore Lite: the site only writes single documents, so it takes the REST client (smaller, no
 * offline queue that would report a submission as pending forever) and fails fast when offline.
 */
export function firestore(): Firestore {
  if (!db) {
    db = getFirestore(firebaseApp());
    const emulator = env.emulators.firestore;
    if (emulator) connectFirestoreEmulator(db, emulator.host, emulator.port);
  }
  return db;
}
