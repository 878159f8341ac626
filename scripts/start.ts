import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  EMULATORS,
  emulatorEnv,
  firebaseBin,
  MAIL_URL,
  PORTS,
  preflight,
  prepareFunctions,
  PROJECT_ID,
  ROOT,
  stop,
  UserFacingError,
  waitForOutput,
} from './lib/local-stack';
import { type MailSink, startMailSink } from './mail-sink';
import { startLocalSweep } from './lib/local-sweep';
import { watchForms } from './lib/watch-forms';
import { LOCAL_COMPANY_EMAIL, LOCAL_HOURS_TEXT, LOCAL_STAFF, seed } from './seed';

/*
 * `npm start`: the whole product on this machine. Emulators (Auth, Firestore, Functions) with data
 * kept in .data/emulators, the SMTP sink with its mailbox page, seed data, and the Vite dev server.
 * Ctrl-C stops everything it started and saves the emulator data.
 */
const WEB_PORT = 5173;
const WEB_URL = `http://127.0.0.1:${WEB_PORT}`;
const DATA_DIR = resolve(ROOT, '.data/emulators');
const LOG_FILE = resolve(ROOT, '.data/logs/emulators.log');

let emulators: ChildProcess | undefined;
let web: ChildProcess | undefined;
let sink: MailSink | undefined;
let stopping = false;
let stopSweep: (() => void) | undefined;
let stopWatching: (() => void) | undefined;

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log('\nStopping (saving emulator data)...');
    stopSweep?.();
    stopWatching?.();
    await Promise.all([stop(web, 'SIGTERM'), stop(emulators, 'SIGINT')]);
    await sink?.stop();
  }
  process.exit(code);
}

async function main() {
  const started = Date.now();
  // Each phase's time, printed with "ready": which one grows is the one to look at.
  const phases: string[] = [];
  let phaseStart = started;
  const done = (phase: string) => {
    phases.push(`${phase} ${((Date.now() - phaseStart) / 1000).toFixed(1)} s`);
    phaseStart = Date.now();
  };
  await preflight([{ port: WEB_PORT, what: 'the web app' }]);
  console.log('Building the functions...');
  await prepareFunctions();
  done('functions build');

  sink = await startMailSink({
    smtpPort: PORTS.smtp.port,
    httpPort: PORTS.mailHttp.port,
    dir: resolve(ROOT, '.data/mail'),
  });

  mkdirSync(resolve(ROOT, '.data/logs'), { recursive: true });
  const log = createWriteStream(LOG_FILE, { flags: 'a' });
  const imports = existsSync(resolve(DATA_DIR, 'firebase-export-metadata.json')) ? ['--import', DATA_DIR] : [];
  console.log(`Starting the Firebase emulators (log: ${LOG_FILE})...`);
  emulators = spawn(
    firebaseBin,
    ['emulators:start', '--only', EMULATORS, '--project', PROJECT_ID, ...imports, '--export-on-exit', DATA_DIR],
    { cwd: ROOT, env: emulatorEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await waitForOutput(emulators, 'All emulators ready', (line) => {
    log.write(`${line}\n`);
    if (/\b(error|failed)\b/i.test(line) && !/^\s*i\s/.test(line)) console.log(`[emulators] ${line}`);
  });
  done('emulators');

  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${PORTS.firestore.port}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${PORTS.auth.port}`;
  await seed(PROJECT_ID, { hours: true });
  done('seed');
  stopSweep = startLocalSweep(WEB_URL);
  stopWatching = watchForms();

  // After the emulators, not beside them: on two cores the dev server's start slowed theirs more than
  // it saved (npm start ready in 19.6-21.4 s beside them, 17.8-18.4 s after).
  web = spawn(resolve(ROOT, 'node_modules/.bin/vite'), ['--mode', 'emulator', '--port', String(WEB_PORT), '--strictPort'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await waitForOutput(web, 'Local:');
  done('web');

  console.log(`
Movaly is running (ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${phases.join(', ')}).

  Site:            ${WEB_URL}
  E-mails sent:    ${MAIL_URL}
  Staff account:   ${LOCAL_STAFF.email} / ${LOCAL_STAFF.password}
  Leads go to:     ${LOCAL_COMPANY_EMAIL} (settings/company)
  Calls:           the staff account takes them ${LOCAL_HOURS_TEXT}, unless changed at ${WEB_URL}/admin/disponibilidade

Press Ctrl-C to stop everything.`);

  emulators.once('exit', (code) => {
    if (!stopping) {
      console.error(`The Firebase emulators stopped unexpectedly (exit ${code}); see ${LOG_FILE}.`);
      void shutdown(1);
    }
  });
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

main().catch(async (error) => {
  console.error(error instanceof UserFacingError ? error.message : error);
  await shutdown(1);
});
