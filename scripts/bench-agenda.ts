import { cpus } from 'node:os';
import { getApps } from 'firebase-admin/app';
import { type AgendaReport, sendDailyAgendas } from '../functions/src/daily-agenda';
import { AGENDA_SENDS, agendaSendId } from '../src/domain/daily-agenda';
import { todayInBrazil } from '../src/domain/studio-time';
import { adminDb } from '../tests/support/admin';
import { clearMail, listMail, waitForMail } from '../tests/support/mailbox';
import { BENCH_STAFF, seedBenchLeads, seedBenchStaff } from './lib/bench-leads';
import { countReads, type ReadTally } from './lib/firestore-read-counter';
import { localAgendaDeps } from './lib/local-agenda';
import { PORTS } from './lib/local-stack';
import { readRegistry } from './lib/read-forms';
import { startMailSink } from './mail-sink';

/*
 * The "Agenda do dia" at scale: the 10 staff documents of ./lib/bench-leads.ts and LEADS lead summaries
 * assigned to them (most of them; some follow-ups overdue, some today, many new leads nobody took),
 * then sendDailyAgendas (functions/src/daily-agenda.ts) run in this process as `npm run agenda:send`
 * runs it (scripts/lib/local-agenda.ts: the emulator, the local SMTP sink on 127.0.0.1, started here).
 * Printed: its time (median of RUNS, each after the day's claims are deleted, so every run sends the
 * ten agendas again), the e-mails the sink got, and what it read, counted on the admin SDK's read calls
 * (./lib/firestore-read-counter.ts says how). Figures printed, nothing asserted. Runs inside
 * `firebase emulators:exec --only auth,firestore` (npm run bench starts it); no other staff member exists.
 */
const LEADS_COUNT = Number(process.env.AGENDA_LEADS ?? 20_000);
const RUNS = Math.max(1, Number(process.env.AGENDA_RUNS ?? 3) || 3);
const SITE_URL = 'http://127.0.0.1:5173';
const ms = (value: number) => `${Math.round(value)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const readsText = (r: ReadTally) =>
  `${r.documents} documents (${r.queries} queries, ${r.gets} document gets) + ${r.counts} count()s (${r.countReads} reads); billed as ${r.billed} reads`;
const reportText = (r: AgendaReport) => `${r.sent} sent, ${r.empty} empty, ${r.off} off, ${r.done} already sent, ${r.failed} failed`;

const sink = await startMailSink({ smtpPort: PORTS.smtp.port, httpPort: PORTS.mailHttp.port, dir: '.data/bench-agenda-mail' });
try {
  const db = adminDb();
  await seedBenchStaff();
  const seeding = Date.now();
  await seedBenchLeads(LEADS_COUNT);
  const day = todayInBrazil();
  console.log(`Agenda: ${BENCH_STAFF.length} staff, ${LEADS_COUNT} lead summaries seeded in ${((Date.now() - seeding) / 1000).toFixed(1)} s (today ${day})`);

  const deps = localAgendaDeps(getApps()[0], readRegistry(), SITE_URL);
  const times: number[] = [];
  const reads: ReadTally[] = [];
  let report: AgendaReport | undefined;
  let mailCount = 0;
  let subjects: string[] = [];
  for (let i = 0; i < RUNS; i++) {
    // Each run sends the day's agendas anew: the claims of the run before would make it send nothing.
    await Promise.all(BENCH_STAFF.map(({ uid }) => db.collection(AGENDA_SENDS).doc(agendaSendId(uid, day)).delete()));
    await clearMail();
    const started = performance.now();
    const run = await countReads(db, () => sendDailyAgendas(deps));
    times.push(performance.now() - started);
    reads.push(run.reads);
    report = run.result;
    // Each send resolved once the sink accepted it; the wait only lets the sink's files be listed.
    const mail = await waitForMail((m) => m.length >= run.result.sent, 10_000).catch(() => listMail());
    mailCount = mail.length;
    subjects = mail.map((m) => m.subject).sort();
  }

  const list = (values: number[]) => `[${values.map(ms).join(', ')}]`;
  const sameReads = reads.every((r) => readsText(r) === readsText(reads[0]));
  console.log(`  machine: ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, emulators and SMTP sink on this machine`);
  console.log(`  sendDailyAgendas for ${BENCH_STAFF.length} staff over ${LEADS_COUNT} leads, in process, median of ${RUNS}: ${ms(median(times))} ${list(times)}`);
  console.log(`  last run: ${report ? reportText(report) : 'none'}; ${mailCount} e-mails in the sink; e.g. '${subjects[0] ?? ''}'`);
  console.log(`  read per run: ${readsText(reads[0])}${sameReads ? ' (the same each run)' : `; runs: ${reads.map((r) => r.billed).join(', ')} billed`}`);
} finally {
  await sink.stop();
}
process.exit(0);
