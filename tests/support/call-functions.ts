import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { grantMembership, revokeMembership } from '../../functions/src/staff-membership';
import { adminDb } from './admin';

/*
 * Callables in the Functions emulator, called over HTTP as the web SDK does, with ID tokens from the
 * Auth emulator (a new account each time, staff or not).
 */
const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-movaly';
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}/identitytoolkit.googleapis.com/v1`;
const FUNCTIONS = `http://127.0.0.1:5001/${PROJECT}/us-central1`;

/**
 * Digits no other call returns: the time, a counter and a random number, each of fixed width (calls in
 * the same millisecond, as a race's requests are made, once shared an address by the time and a
 * random number alone).
 */
let made = 0;
export const unique = () => `${Date.now()}${String(++made).padStart(5, '0')}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

/**
 * Creates an account. `true` makes it staff as /admin/team does (claim and `staff/{uid}` document, a
 * member); 'owner' the same as an owner; `false` gives it the claim `staff: false` (a removed
 * colleague's account); 'claim-only' gives it the claim without the document, which must not be enough.
 */
export async function createAccount(email: string, password: string, staff?: boolean | 'owner' | 'claim-only'): Promise<UserRecord> {
  adminDb(); // initializes the admin app
  const user = await getAuth().createUser({ email, password });
  if (staff === true) await grantMembership(user);
  else if (staff === 'owner') await grantMembership(user, { role: 'owner' });
  else if (staff === false) await getAuth().setCustomUserClaims(user.uid, { staff: false });
  else if (staff === 'claim-only') await getAuth().setCustomUserClaims(user.uid, { staff: true });
  return user;
}

/** Creates an account (see createAccount) and returns its ID token from the Auth emulator. */
export async function idToken(email: string, password: string, staff?: boolean | 'owner' | 'claim-only'): Promise<string> {
  await createAccount(email, password, staff);
  return signIn(email, password);
}

/** A new anonymous account's ID token, as a visitor's browser signs in to send a briefing. */
export async function anonymousToken(): Promise<string> {
  const response = await fetch(`${AUTH}/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ returnSecureToken: true }),
  });
  return ((await response.json()) as { idToken: string }).idToken;
}

/**
 * Each submission's visitor account, as the browser that sent it signs in (anonymously) and then lists
 * and books with it: the function counts calls per account (functions/src/booking/caller-limit.ts).
 */
const visitors = new Map<string, Promise<string>>();
export function visitorToken(submissionId: string): Promise<string> {
  if (!visitors.has(submissionId)) visitors.set(submissionId, anonymousToken());
  return visitors.get(submissionId)!;
}

/** Removes an account's access as /admin/team does; its ID tokens from before still carry the claim. */
export async function removeStaff(email: string): Promise<void> {
  adminDb();
  await revokeMembership(await getAuth().getUserByEmail(email));
}

/** Signs in with the Auth emulator's REST API and returns the ID token. */
export async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${AUTH}/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return ((await response.json()) as { idToken: string }).idToken;
}

/** The callable's HTTP status and its `result` or `error`. */
export async function call(name: string, data: unknown, token?: string) {
  const response = await fetch(`${FUNCTIONS}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { status: string; message: string; details?: { reason?: string } } };
  return { status: response.status, ...body };
}
