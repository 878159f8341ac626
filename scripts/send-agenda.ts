import { connect } from 'node:net';
import { initializeApp } from 'firebase-admin/app';
import { retryAssigneeNotices } from '../functions/src/assignee-notice';
import { sendDailyAgendas } from '../functions/src/daily-agenda';
import { localAgendaDeps } from './lib/local-agenda';
import { MAIL_URL, PORTS, PROJECT_ID } from './lib/local-stack';
import { readRegistry } from './lib/read-forms';

/*
 * `npm run agenda:send`: sends today's "Agenda do dia" now, whatever the hour, to every staff member of
 * the running local stack (`npm start` in another terminal), with the functions' own code
 * (functions/src/daily-agenda.ts) against the emulators and into the local mailbox. A member whose
 * agenda of today went already (from the sweep after 08:00, or an earlier run) gets none again: that is
 * the claim the deployed schedule relies on.
 */
const SITE_URL = 'http://127.0.0.1:5173';

function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1')
      .once('connect', () => {
        socket.end();
        done(true);
      })
      .once('error', () => done(false));
  });
}

for (const { port, what } of [PORTS.firestore, PORTS.auth, PORTS.smtp]) {
  if (!(await listening(port))) {
    console.error(`Nothing answers on port ${port} (${what}): start the local stack first with npm start, then run this again.`);
    process.exit(1);
  }
}
process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${PORTS.firestore.port}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${PORTS.auth.port}`;

const deps = localAgendaDeps(initializeApp({ projectId: PROJECT_ID }), readRegistry(), SITE_URL);
const report = await sendDailyAgendas(deps);
const notices = await retryAssigneeNotices(deps);
console.log(
  [
    `Agenda do dia ${report.day}: ${report.sent} sent, ${report.empty} with nothing today, ${report.off} turned off, ${report.done} already sent today, ${report.failed} failed.`,
    ...(notices ? [`${notices} assignee notice(s) that had failed were sent.`] : []),
    `Read them at ${MAIL_URL}`,
  ].join('\n'),
);
process.exit(report.failed ? 1 : 0);
