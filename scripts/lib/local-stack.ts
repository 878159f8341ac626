import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { buildFunctions } from '../build-functions';
import { firestoreEmulatorJar } from './firestore-jar';
import { LOCAL_SECRET_NAME, LOCAL_SMTP_PASSWORD, localFunctionParams, MAIL_FROM } from './local-function-params';

/** Everything the local stack runs on: one demo project, fixed loopback ports. */
export const ROOT = resolve(import.meta.dirname, '../..');
export const PROJECT_ID = 'demo-movaly';
export const PORTS = {
  firestore: { port: 8080, what: 'the Firestore emulator' },
  auth: { port: 9099, what: 'the Auth emulator' },
  functions: { port: 5001, what: 'the Functions emulator' },
  hub: { port: 4400, what: 'the emulator hub' },
  logging: { port: 4500, what: 'the emulator log stream' },
  smtp: { port: 2525, what: 'the local SMTP sink' },
  mailHttp: { port: 8025, what: 'the local mailbox page' },
} as const;
export const MAIL_URL = `http://127.0.0.1:${PORTS.mailHttp.port}`;
export { MAIL_FROM };

/** A problem a developer can fix, told in one sentence instead of a stack trace. */
export class UserFacingError extends Error {}

function portFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer()
      .once('error', () => done(false))
      .once('listening', () => server.close(() => done(true)))
      .listen(port, '127.0.0.1');
  });
}

/** Java for the emulators, free ports for every server we are about to start. */
export async function preflight(extra: { port: number; what: string }[] = []): Promise<void> {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
  } catch {
    throw new UserFacingError(
      'Java is missing: the Firebase emulators need Java 11 or newer (on Debian: apt-get install -y openjdk-17-jre-headless).',
    );
  }
  for (const { port, what } of [...Object.values(PORTS), ...extra]) {
    if (!(await portFree(port))) {
      throw new UserFacingError(`Port ${port} is already in use, and ${what} needs it: stop the program using it and try again.`);
    }
  }
}

/** Builds the functions and points them at the local SMTP sink (files ignored by git). */
export async function prepareFunctions(): Promise<void> {
  await buildFunctions();
  const lines = localFunctionParams(PORTS.smtp.port).flatMap(({ name, value, why }) => [...(why ? [`# ${why}`] : []), `${name}=${/[\s<>"]/.test(value) ? JSON.stringify(value) : value}`]);
  writeFileSync(resolve(ROOT, 'functions/.env.local'), ['# Written by scripts/lib/local-stack.ts for the emulators (scripts/lib/local-function-params.ts).', ...lines, ''].join('\n'));
  writeFileSync(resolve(ROOT, 'functions/.secret.local'), `${LOCAL_SECRET_NAME}=${LOCAL_SMTP_PASSWORD}\n`);
}

/**
 * Environment for firebase-tools: the Debian Firestore jar when present, so nothing is downloaded; and
 * the functions discovered through a manifest file. By default firebase-tools serves the manifest over
 * HTTP and then waits for that server to close, which holds its idle keep-alive socket about 4 s: every
 * emulator start and every reload of the functions (npm start's watcher) paid it (15.6 s -> 10.8 s to
 * "All emulators ready" on this two-core machine). The file mode is firebase-tools' own
 * (FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH=true: a temporary manifest the functions' process writes and exits).
 */
export function emulatorEnv(): NodeJS.ProcessEnv {
  const jar = firestoreEmulatorJar(ROOT);
  return {
    ...process.env,
    FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: 'true',
    // firebase-tools gives the functions' code 10 s to load before it gives up on a (re)load and keeps
    // the old functions; on a busy two-core machine a reload after a form's save took longer (the
    // editor proof beside the other suites failed so). 60 s: a bound on a stuck load, not a speed target.
    FUNCTIONS_DISCOVERY_TIMEOUT: '60',
    ...(jar ? { FIRESTORE_EMULATOR_BINARY_PATH: jar } : {}),
  };
}

export const firebaseBin = resolve(ROOT, 'node_modules/.bin/firebase');
export const EMULATORS = 'auth,firestore,functions';

/**
 * Resolves once the child prints `marker`; rejects if it exits first. Color codes are read past: with
 * `CI` set, Vite colors its output even into a pipe ("Local" + a code + ":"), and npm start waited for
 * a "Local:" that never came.
 */
export function waitForOutput(child: ChildProcess, marker: string, onLine?: (line: string) => void): Promise<void> {
  return new Promise((done, fail) => {
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines.map(stripVTControlCharacters)) {
        onLine?.(line);
        if (line.includes(marker)) done();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new UserFacingError(`The Firebase emulators stopped (exit ${code}) before they were ready.`)));
  });
}

/** Sends SIGINT and waits for the process to end (firebase-tools exports data on SIGINT). */
export function stop(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGINT'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill(signal);
  });
}

/**
 * Ends every process whose command line names `marker` (a scratch copy's path) and waits until they are
 * gone. A copy's npm start can leave its Firestore emulator (java) running after its own exit, holding
 * the fixed ports the next start needs; this finds such leftovers by what they run from. Linux /proc.
 */
export async function endLeftovers(marker: string, graceMs = 5_000): Promise<number[]> {
  const { readdirSync, readFileSync } = await import('node:fs');
  const find = () =>
    readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid)
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker);
        } catch {
          return false; // gone meanwhile, or not ours to read
        }
      })
      .map(Number);
  const found = find();
  const signal = (pids: number[], name: NodeJS.Signals) => {
    for (const pid of pids) {
      try {
        process.kill(pid, name);
      } catch {
        // already gone
      }
    }
  };
  signal(found, 'SIGTERM');
  const until = Date.now() + graceMs;
  while (find().length && Date.now() < until) await new Promise((next) => setTimeout(next, 100));
  signal(find(), 'SIGKILL');
  return found;
}

export { spawn };
