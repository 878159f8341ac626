import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getAuth } from 'firebase-admin/auth';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import express from 'express';
import { HttpsError } from 'firebase-functions/v2/https';
import * as deployed from '../../functions/src/index';
import { adminDb } from './admin';
import { createAccount } from './call-functions';

export { removeStaff, unique } from './call-functions';

/*
 * The function suite's host: the deployed function's own exports (functions/src/index.ts), run in the
 * test process against the Firestore and Auth emulators and the suite's SMTP sink, in a project of
 * their own (vitest.config.ts), so the Functions emulator, which serves the site's project to the
 * browser suite, never sees these documents.
 *
 * - A document created (or, for a trigger on writes, created, changed or deleted) in a collection a
 *   trigger watches runs that trigger, as the platform would: a listener per trigger, its events one at
 *   a time in the order they came (the Functions emulator does the same; `settledMail` relies on it).
 * - A callable is called with its request as the platform hands it on after checking the caller's ID
 *   token: `auth` holds the token's claims as they were when it was issued (a removed colleague's old
 *   token still says staff). The token check itself is the platform's, not ours to test.
 * - The HTTP function is served on a local port by Express, as Cloud Functions serves it.
 * Why not the Functions emulator: it ran these triggers one at a time in workers it started for each
 * function (about a second of CPU each), and it would have served the browser suite's project too, so
 * the two suites could not run side by side (docs/testing.md, thirteenth round).
 */

type Callable = { run: (request: unknown) => unknown };
type Trigger = {
  run: (event: unknown) => Promise<unknown>;
  __endpoint: { eventTrigger?: { eventType: string; eventFilterPathPatterns?: { document?: string } } };
};

const exported = deployed as unknown as Record<string, unknown>;
/** Every event trigger the function exports, those grouped under a name (`submission.<form>`) too. */
const triggers: Trigger[] = Object.values(exported)
  .flatMap((value) => (typeof value === 'function' ? [value] : Object.values(value as Record<string, unknown>)))
  .filter((fn): fn is Trigger => Boolean((fn as Partial<Trigger>).__endpoint?.eventTrigger));
/** The kinds of document event this host delivers, and which listener changes each one is. */
const KINDS = { '.document.v1.created': ['added'], '.document.v1.written': ['added', 'modified', 'removed'] } as const;
const kindOf = (trigger: Trigger) => {
  const type = trigger.__endpoint.eventTrigger!.eventType;
  const kind = Object.entries(KINDS).find(([suffix]) => type.endsWith(suffix));
  // Another kind of event would need its own delivery here.
  if (!kind) throw new Error(`function-host.ts runs no ${type} trigger`);
  return kind[1] as readonly string[];
};
triggers.forEach(kindOf);

/** The claims of an ID token, as the platform hands them on once it has checked the token. */
interface Claims {
  uid: string;
  user_id: string;
  sub: string;
  email?: string;
  staff?: boolean;
  firebase: { sign_in_provider: string };
  [claim: string]: unknown;
}
/** An unsigned token in the Auth emulator's own shape (header.payload.): its payload is what `call` hands on. */
const encode = (claims: Claims) => `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Claims;

async function tokenOf(uid: string, provider: string): Promise<string> {
  const user = await getAuth().getUser(uid);
  return encode({ uid, user_id: uid, sub: uid, ...(user.email ? { email: user.email } : {}), ...user.customClaims, firebase: { sign_in_provider: provider } });
}

/** Creates an account as call-functions.ts's createAccount does and returns its token. */
export async function idToken(email: string, password: string, staff?: boolean | 'owner' | 'claim-only'): Promise<string> {
  return tokenOf((await createAccount(email, password, staff)).uid, 'password');
}

/** A signed-in account's token, with its claims as they are now. */
export async function signIn(email: string): Promise<string> {
  adminDb();
  return tokenOf((await getAuth().getUserByEmail(email)).uid, 'password');
}

/** A new anonymous account's token, as a visitor's browser signs in to send a briefing. */
export async function anonymousToken(): Promise<string> {
  adminDb();
  return tokenOf((await getAuth().createUser({})).uid, 'anonymous');
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

/** What came over the wire is JSON: the callable gets and answers only what JSON carries. */
const overTheWire = <T>(value: T): T => (value === undefined ? value : JSON.parse(JSON.stringify(value)));

/** The callable's answer as its HTTP response would give it: the status, and its `result` or `error`. */
export async function call(name: string, data: unknown, token?: string) {
  const callable = exported[name] as Callable | undefined;
  if (typeof callable?.run !== 'function') throw new Error(`functions/src/index.ts exports no callable ${name}`);
  const claims = token ? decode(token) : undefined;
  try {
    const result = await callable.run({ data: overTheWire(data), auth: claims && { uid: claims.uid, token: claims }, rawRequest: {} });
    return { status: 200, result: overTheWire(result) as unknown };
  } catch (error) {
    // As the platform answers: an HttpsError as it was thrown, anything else as INTERNAL with no detail.
    const refusal = error instanceof HttpsError ? error : new HttpsError('internal', 'INTERNAL');
    const { status, message, details } = refusal.toJSON() as { status: string; message: string; details?: { reason?: string } };
    return { status: refusal.httpErrorCode.status, error: { status, message, ...(details === undefined ? {} : { details }) } };
  }
}

/** The trigger's document pattern as a test on a path: `leads/{leadId}/history/{eventId}` -> params or null. */
function matcher(pattern: string): (path: string) => Record<string, string> | null {
  const parts = pattern.split('/');
  return (path) => {
    const segments = path.split('/');
    if (segments.length !== parts.length) return null;
    const params: Record<string, string> = {};
    for (const [i, part] of parts.entries()) {
      const wildcard = /^\{(\w+)\}$/.exec(part);
      if (wildcard) params[wildcard[1]] = segments[i];
      else if (part !== segments[i]) return null;
    }
    return params;
  };
}

/**
 * Listens for created (or written) documents and runs the trigger that watches them, each trigger's
 * events one at a time. Documents there before the listener started are not events. A trigger on
 * writes gets the change, as the platform hands it: the document before (as this listener last saw
 * it) and after. Returns the stop.
 */
export async function startTriggers(): Promise<() => Promise<void>> {
  const db = adminDb();
  const stops: (() => void)[] = [];
  const queues: Promise<unknown>[] = [];
  await Promise.all(
    triggers.map((trigger, index) => {
      const pattern = trigger.__endpoint.eventTrigger!.eventFilterPathPatterns?.document;
      if (!pattern) throw new Error('a trigger without a document pattern');
      const match = matcher(pattern);
      const segments = pattern.split('/');
      const query = segments.length === 2 ? db.collection(segments[0]) : db.collectionGroup(segments.at(-2)!);
      queues[index] = Promise.resolve();
      const kinds = kindOf(trigger);
      const onWrites = kinds.length > 1;
      /** The documents as this listener last saw them: a change's `before`. */
      const seen = new Map<string, DocumentSnapshot>();
      const run = (path: string, data: unknown, params: Record<string, string>) => {
        queues[index] = queues[index]
          .then(() => trigger.run({ data, params }))
          // A throw asks the platform for a redelivery; the emulator and this host make none (the sweep
          // takes over), so it is only logged, as the emulator logs it.
          .catch((error: unknown) => console.warn(`trigger on ${path} threw: ${String(error)}`));
      };
      return new Promise<void>((ready, fail) => {
        let first = true;
        const stop = query.onSnapshot((snapshot) => {
          if (first) {
            first = false;
            if (onWrites) for (const doc of snapshot.docs) seen.set(doc.ref.path, doc);
            ready();
            return;
          }
          for (const change of snapshot.docChanges()) {
            const { path } = change.doc.ref;
            const params = kinds.includes(change.type) ? match(path) : null;
            if (!params) continue;
            if (!onWrites) {
              run(path, change.doc, params);
              continue;
            }
            const before = seen.get(path);
            const after = change.type === 'removed' ? undefined : change.doc;
            if (after) seen.set(path, after);
            else seen.delete(path);
            run(path, { before, after }, params);
          }
        }, fail);
        stops.push(stop);
      });
    }),
  );
  return async () => {
    for (const stop of stops) stop();
    await Promise.all(queues);
  };
}

/** Serves an HTTP function on a free local port, as Cloud Functions serves it (Express); returns its address and the stop. */
export async function serveHttp(name: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const handler = exported[name] as express.RequestHandler | undefined;
  if (typeof handler !== 'function') throw new Error(`functions/src/index.ts exports no HTTP function ${name}`);
  const app = express();
  app.all('/', handler);
  const server: Server = createServer(app);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, stop: () => new Promise((closed) => server.close(() => closed())) };
}
