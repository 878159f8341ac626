import { Timestamp } from 'firebase-admin/firestore';
import type { Availability } from '../src/domain/booking/availability';
import { reserveCall } from '../functions/src/booking/reserve-call';
import { teamOf } from '../functions/src/booking/booking-team';
import { countReads } from './lib/firestore-read-counter';
import { BOOKING_MAIL, BOOKING_SLOTS, BOOKINGS, type BookCallAnswer, type OpenSlotsAnswer, type StoredBooking } from '../src/domain/booking/booking';
import { STAFF } from '../src/domain/lead';
import { adminDb, waitForDoc } from '../tests/support/admin';
import { call, visitorToken } from '../tests/support/call-functions';
import { type MemberHours, setTeamHours } from '../tests/support/team-hours';
import { clearMail, listMail, type Mail } from '../tests/support/mailbox';
import { storedExample } from '../tests/support/stored-lead';
import { PORTS } from './lib/local-stack';
import { readRegistry } from './lib/read-forms';
import { startMailSink } from './mail-sink';
import { seed } from './seed';

/*
 * The booking call's latency (issue 30) on the emulators: one staff member with hours all day, RUNS
 * contact-form briefings stored as their browsers store them, then, one after another, openSlots and
 * bookCall for each on a different free start, timed from the request to the answer (the transaction
 * and both invitations sent to the local SMTP sink are inside it). Prints the medians and the
 * e-mails that arrived. Then the race: RACERS visitors book one start at once (one booking, the rest
 * refused, one pair of invitations), with their briefings judged first and then not yet judged; and issue 37's overlaps: OVERLAP_ROUNDS members each asked at once
 * for three overlapping calls of different lengths (one booked each, none overlapping); and the documents one
 * openSlots reads for the team. Runs inside `firebase emulators:exec` with the functions (npm run bench);
 * measures, never asserts.
 */
const RUNS = Number(process.env.BOOKING_RUNS ?? 20);
/** The issue's race: this many visitors on one start at once. */
const RACERS = Number(process.env.BOOKING_RACERS ?? 50);
/** Issue 37's overlap race: this many members, three overlapping calls each at once. */
const OVERLAP_ROUNDS = Number(process.env.BOOKING_OVERLAP_ROUNDS ?? 20);
/** The team read's figure: this many more members with hours beside the bench's own. */
const TEAM_READS_STAFF = 9;
const run = Date.now().toString(36);

const ALL_DAY: Availability = {
  weekly: Array.from({ length: 7 }, () => [{ start: '00:00', end: '24:00' }]),
  callMinutes: 30,
  bufferMinutes: 0,
  noticeHours: 1,
  horizonDays: 14,
  daysOff: [],
  place: { kind: 'video', link: 'https://meet.example.com/bench' },
};

const isInvitation = (mail: Mail) => !!mail.attachments?.some((file) => file.filename === 'invite.ics');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1] + sorted[sorted.length >> 1]) / 2;
};

const sink = await startMailSink({ smtpPort: PORTS.smtp.port, httpPort: PORTS.mailHttp.port, dir: '.data/bench-mail' });
try {
  await seed();
  await clearMail();
  const def = readRegistry().forms.find((form) => form.id === 'contato')!;
  for (const name of [BOOKINGS, BOOKING_SLOTS, BOOKING_MAIL]) await adminDb().recursiveDelete(adminDb().collection(name));
  const staffId = `bench-${run}`;
  await adminDb().collection(STAFF).doc(staffId).set({ email: `bench.${run}@example.com`, role: 'member', since: Timestamp.now() });
  const hours: MemberHours[] = [{ uid: staffId, email: `bench.${run}@example.com`, availability: ALL_DAY }];
  await setTeamHours(adminDb(), hours);
  const briefings = [];
  for (let i = 0; i < RUNS; i++) {
    briefings.push((await adminDb().collection(def.form.collection).add(storedExample(def, { nome: `Bench ${i}`, email: `bench.${run}.${i}@example.com` }))).id);
  }
  // The first call of each function pays its cold start: one untimed openSlots first.
  await call('openSlots', { formId: def.id, submissionId: briefings[0] }, await visitorToken(briefings[0]));
  const listed: number[] = [];
  const booked: number[] = [];
  let refused = 0;
  for (const [i, submissionId] of briefings.entries()) {
    // Each visitor with the anonymous account their browser sent the briefing with (made before the clock starts).
    const token = await visitorToken(submissionId);
    let started = performance.now();
    const open = (await call('openSlots', { formId: def.id, submissionId }, token)).result as OpenSlotsAnswer;
    listed.push(performance.now() - started);
    if (!open.ok || !open.slots.length) {
      refused++;
      continue;
    }
    started = performance.now();
    const answer = (await call('bookCall', { formId: def.id, submissionId, start: open.slots[i].start, zone: 'America/Sao_Paulo', locale: 'pt' }, token)).result as BookCallAnswer;
    booked.push(performance.now() - started);
    if (!answer.ok) refused++;
  }
  const invitations = (await listMail()).filter(isInvitation).length;
  console.log(`Booking: ${RUNS} contact briefings, one staff member, one after another`);
  console.log(`  openSlots median ${median(listed).toFixed(0)} ms (${Math.min(...listed).toFixed(0)}-${Math.max(...listed).toFixed(0)})`);
  console.log(`  bookCall median ${median(booked).toFixed(0)} ms (${Math.min(...booked).toFixed(0)}-${Math.max(...booked).toFixed(0)}), refused ${refused}, invitations in the sink ${invitations}`);

  /**
   * The race of the issue: RACERS visitors, each with a briefing of their own, book one start at once.
   * `judged`: each briefing judged (and its lead e-mailed) first, as a visitor's briefing is by the time
   * they have read the slots, so the race is between the bookings alone; otherwise (issue 37) the
   * bookings race their briefings' own judgements too, as a script that sends and books at once would.
   */
  const race = async (judged: boolean, slot: number) => {
    const racers = [];
    for (let i = 0; i < RACERS; i++) {
      racers.push((await adminDb().collection(def.form.collection).add(storedExample(def, { nome: `Corrida ${i}`, email: `corrida.${run}.${slot}.${i}@example.com` }))).id);
    }
    if (judged) await Promise.all(racers.map((id) => waitForDoc(`${def.form.collection}/${id}`, (doc) => doc.status === 'accepted', 300_000)));
    const tokens = await Promise.all(racers.map((id) => visitorToken(id)));
    const open = (await call('openSlots', { formId: def.id, submissionId: racers[0] }, tokens[0])).result as OpenSlotsAnswer;
    if (!open.ok || open.slots.length <= slot) throw new Error('No free start left for the race');
    const start = open.slots[slot].start;
    await clearMail();
    const raceStarted = performance.now();
    const answers = await Promise.all(racers.map((submissionId, i) => call('bookCall', { formId: def.id, submissionId, start, zone: 'America/Sao_Paulo', locale: 'pt' }, tokens[i])));
    const raceMs = performance.now() - raceStarted;
    // A refusal by its reason; an error (no answer) by its status, which a visitor would read as "try again".
    const reasons = new Map<string, number>();
    for (const { result, error } of answers) {
      const answer = result as BookCallAnswer | undefined;
      const key = answer ? (answer.ok ? undefined : answer.reason) : `error ${error?.status ?? '?'}`;
      if (key) reasons.set(key, (reasons.get(key) ?? 0) + 1);
    }
    const atStart = await adminDb().collection(BOOKINGS).where('start', '==', start).where('status', '==', 'booked').get();
    const raceInvitations = (await listMail()).filter(isInvitation).length;
    console.log(`Race: ${RACERS} visitors book one start at once, their briefings ${judged ? 'judged first' : 'not yet judged'}`);
    console.log(
      `  booked ${answers.filter(({ result }) => (result as BookCallAnswer | undefined)?.ok).length} (stored ${atStart.size}), refused ${[...reasons].map(([reason, n]) => `${n} "${reason}"`).join(', ') || 0}, invitations in the sink ${raceInvitations}, all answered in ${(raceMs / 1000).toFixed(1)} s`,
    );
  };
  await race(true, 0);
  await race(false, 1);

  // Overlaps (issue 37): OVERLAP_ROUNDS members, each asked at once for a 60-minute call at 10:00, a
  // 30-minute one at 10:30 and a 45-minute one at 10:15, through the function's own transaction (in
  // this process: the Functions emulator runs one call at a time, so callables never race there).
  const hour = Date.now() + 3 * 24 * 3_600_000;
  const overlapStarted = performance.now();
  const rounds = await Promise.all(
    Array.from({ length: OVERLAP_ROUNDS }, (_, round) => {
      const staff = `bench-${run}-sobreposta-${round}`;
      return Promise.all(
        [
          [0, 60],
          [30, 30],
          [15, 45],
        ].map(([offset, minutes], i) => {
          const start = hour + offset * 60_000;
          const submissionId = `bench-${run}-${round}-${i}`;
          const booking: StoredBooking = {
            formId: def.id,
            submissionId,
            leadId: `${def.id}__${submissionId}`,
            staffId: staff,
            staffEmail: `${staff}@example.com`,
            start,
            end: start + minutes * 60_000,
            place: ALL_DAY.place,
            visitor: { name: 'Bench', email: `${submissionId}@example.com`, locale: 'pt', zone: 'America/Sao_Paulo' },
            status: 'booked',
            sequence: 0,
            createdAt: Date.now(),
          };
          return reserveCall(adminDb(), { bookingId: `${def.id}__${submissionId}`, booking, bufferMs: 0, manageToken: `bench-token-${submissionId}` });
        }),
      );
    }),
  );
  const overlapMs = performance.now() - overlapStarted;
  const slots = (await adminDb().collection(BOOKING_SLOTS).get()).docs.map((d) => d.data() as { staffId: string; start: number; end: number });
  const overlapping = slots.filter((a, i) => slots.slice(i + 1).some((b) => a.staffId === b.staffId && a.start < b.end && b.start < a.end)).length;
  console.log(`Overlaps: ${OVERLAP_ROUNDS} members, each asked at once for three overlapping calls of 60, 30 and 45 minutes`);
  console.log(
    `  rounds with exactly one booked ${rounds.filter((r) => r.filter((o) => o === 'booked').length === 1).length} of ${OVERLAP_ROUNDS}, overlapping calls stored ${overlapping}, all answered in ${(overlapMs / 1000).toFixed(1)} s`,
  );

  // What one openSlots or bookCall reads for the team (issue 37: no whole collection per public call):
  // TEAM_READS_STAFF more members with hours, then the team read as the function makes it, counted.
  for (let i = 0; i < TEAM_READS_STAFF; i++) {
    const id = `bench-${run}-equipe-${i}`;
    await adminDb().collection(STAFF).doc(id).set({ email: `${id}@example.com`, role: 'member', since: Timestamp.now() });
    hours.push({ uid: id, email: `${id}@example.com`, availability: ALL_DAY });
  }
  await setTeamHours(adminDb(), hours);
  const { result: team, reads } = await countReads(adminDb(), () => teamOf(adminDb(), {}, Date.now()));
  const staffCount = (await adminDb().collection(STAFF).count().get()).data().count;
  const toCome = (await adminDb().collection(BOOKING_SLOTS).where('end', '>', Date.now()).count().get()).data().count;
  console.log(`Team reads: ${team.length} members with hours of ${staffCount} staff, ${toCome} calls to come`);
  console.log(`  per openSlots or bookCall: ${reads.documents} documents in ${reads.queries} queries and ${reads.gets} document gets (billed ${reads.billed})`);
} finally {
  await sink.stop();
}
