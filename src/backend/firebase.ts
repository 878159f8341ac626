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
  return (db ??= withFirestoreEmulator(getFirestore(firebaseApp()), connectFirestoreEmulator));
}

/**
 * A new Firestore instance of either SDK, connected to the emulator when the build names one. Lite
 * and the full SDK each have their own connectFirestoreEmulator, so the caller passes its SDK's: this
 * module stays Lite-only, and the full SDK reaches no public page by way of it (./staff-firestore.ts).
 */
export function withFirestoreEmulator<Db>(db: Db, connect: (db: NoInfer<Db>, host: string, port: number) => void): Db {
  const emulator = env.emulators.firestore;
  if (emulator) connect(db, emulator.host, emulator.port);
  return db;
}
