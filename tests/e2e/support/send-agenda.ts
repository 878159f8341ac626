import { getApps, initializeApp } from 'firebase-admin/app';
import { sendDailyAgendas } from '../../../functions/src/daily-agenda';
import { localAgendaDeps } from '../../../scripts/lib/local-agenda';
import { PROJECT_ID } from '../../../scripts/lib/local-stack';
import { readRegistry } from '../../../scripts/lib/read-forms';

/*
 * Sends today's "Agenda do dia" now to the staff members named, with the code `npm run agenda:send`
 * runs (scripts/lib/local-agenda.ts, functions/src/daily-agenda.ts: the emulators of the environment,
 * the local SMTP sink), its links on `siteUrl`. Only those members: the browser tests' other staff
 * accounts get none. Prints the run's report as JSON on its last line.
 *
 *   tsx tests/e2e/support/send-agenda.ts <siteUrl> <uid>...
 *
 * A process of its own: Playwright's loader cannot take named exports from functions/ (CommonJS), as
 * staff-auth.spec.ts runs scripts/grant-staff.ts.
 */
const [siteUrl, ...uids] = process.argv.slice(2);
if (!siteUrl || !uids.length || !process.env.FIRESTORE_EMULATOR_HOST) {
  console.error('Usage, inside the emulators: tsx tests/e2e/support/send-agenda.ts <siteUrl> <uid>...');
  process.exit(2);
}
const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? PROJECT_ID });
const report = await sendDailyAgendas(localAgendaDeps(app, readRegistry(), siteUrl), uids);
console.log(JSON.stringify(report));
process.exit(0);
