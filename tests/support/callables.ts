import { getAuth } from 'firebase-admin/auth';
import { adminDb } from './admin';

/*
 * Callables in the Functions emulator, called over HTTP as the web SDK does, with ID tokens from the
 * Auth emulator (a new account each time, with or without the staff claim).
 */
const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-movaly';
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}/identitytoolkit.googleapis.com/v1`;
const FUNCTIONS = `http://127.0.0.1:5001/${PROJECT}/us-central1`;

export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** Creates an account (staff when asked) and returns its ID token. */
export async function idToken(email: string, password: string, staff?: boolean): Promise<string> {
  adminDb(); // initializes the admin app
  const user = await getAuth().createUser({ email, password });
  if (staff !== undefined) await getAuth().setCustomUserClaims(user.uid, { staff });
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
  const body = (await response.json()) as { result?: unknown; error?: { status: string; message: string } };
  return { status: response.status, ...body };
}
