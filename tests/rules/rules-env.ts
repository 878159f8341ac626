/**
 * The emulator set-up every rules test file shares: the generated firestore.rules loaded into a
 * project of its own, cleared before each test, with one staff member (claim and membership document,
 * as functions/src/staff-membership.ts grants) and helpers to act as each kind of caller.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, type Firestore, setDoc, setLogLevel, Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { STAFF } from '../../src/domain/lead';

const RULES = readFileSync(resolve(import.meta.dirname, '../../firestore.rules'), 'utf8');

let env: RulesTestEnvironment;

/** The staff member every file can act as: `staff/staff-1` exists and the token says `staff: true`. */
export const STAFF_UID = 'staff-1';
export const STAFF_EMAIL = 's@example.com';

/**
 * Registers the hooks of a rules test file (call once, at its top level). `rules`: rules generated for a
 * registry of the file's own (an archived form, say) instead of the firestore.rules on disk.
 */
export function setUpRulesEnv(rules = RULES): void {
  beforeAll(async () => {
    // Every denied write is expected here; the SDK would log each one as a warning and bury real failures.
    setLogLevel('error');
    const [host, port] = splitHost(process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080');
    env = await initializeTestEnvironment({
      // A project of its own on the shared emulators: the function (which serves demo-movaly) never sees
      // these writes, and clearing this project's data leaves the function and browser suites' data alone.
      projectId: 'demo-movaly-rules',
      firestore: { rules, host, port },
    });
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    await env.clearFirestore();
    await seed(`${STAFF}/${STAFF_UID}`, { email: STAFF_EMAIL, since: Timestamp.now() });
  });
}

export const rulesEnv = () => env;

// The test context hands out the compat Firestore, which the modular functions accept at run time.
/** Someone with no Auth account at all. */
export const visitorDb = () => env.unauthenticatedContext().firestore() as unknown as Firestore;
/** A signed-in account with the given token claims. */
export const dbAs = (uid: string, claims: Record<string, unknown> = {}) => env.authenticatedContext(uid, claims).firestore() as unknown as Firestore;
/** A signed-up account without the staff claim. */
export const memberDb = () => dbAs('member-1', { email: 'm@example.com' });
/** The staff member (claim and membership document). */
export const staffDb = () => dbAs(STAFF_UID, { email: STAFF_EMAIL, staff: true });

/** Writes a document past the rules (as the function or a script would). */
export async function seed(path: string, data: Record<string, unknown>) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore() as unknown as Firestore, path), data);
  });
}

function splitHost(hostPort: string): [string, number] {
  const at = hostPort.lastIndexOf(':');
  return [hostPort.slice(0, at).replace(/^\[|\]$/g, ''), Number(hostPort.slice(at + 1))];
}
