import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInAnonymously } from 'firebase/auth';
import { collection, connectFirestoreEmulator, doc, getFirestore, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import { adminDb } from '../tests/support/admin';
import { clearMail, listMail } from '../tests/support/mailbox';
import { submissionMeta, toStoredAnswers } from '../src/forms/core/record';
import { submitGatePath } from '../src/domain/submit-gate';
import { startLocalSweep } from './lib/local-sweep';
import { MAIL_URL, PORTS, PROJECT_ID } from './lib/local-stack';
import { readRegistry } from './lib/read-forms';
import { startMailSink } from './mail-sink';
import { seed } from './seed';

/*
 * Load: SUBMISSIONS valid submissions at once, spread over every form, written as visitors write
 * them (web SDK through the security rules, each visitor its own anonymous Auth account passing the
 * per-client rate limit) to the running emulators; the trigger and the local
 * sweep deliver them to the SMTP sink. Prints stored, e-mailed, duplicates, lost and the time to the
 * last e-mail. Runs inside `firebase emulators:exec` (npm run bench starts it); measures, never asserts.
 */
const SUBMISSIONS = Number(process.env.LOAD_SUBMISSIONS ?? 200);
const TIMEOUT_MS = 10 * 60_000;
const run = Date.now().toString(36);

const sink = await startMailSink({ smtpPort: PORTS.smtp.port, httpPort: PORTS.mailHttp.port, dir: '.data/bench-mail' });
const stopSweep = startLocalSweep('http://127.0.0.1:5173', 30_000);
try {
  await seed();
  await clearMail();
  const registry = readRegistry();
  /** One visitor: its own app, anonymous account and Firestore, as one browser tab would have. */
  const visit = async (i: number, collectionName: string, data: Record<string, unknown>) => {
    const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `load-${run}-${i}`);
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://127.0.0.1:${PORTS.auth.port}`, { disableWarnings: true });
    const { user } = await signInAnonymously(auth);
    const web = getFirestore(app);
    connectFirestoreEmulator(web, '127.0.0.1', PORTS.firestore.port);
    const batch = writeBatch(web);
    batch.set(doc(web, submitGatePath(user.uid, collectionName)), { last: serverTimestamp() });
    batch.set(doc(collection(web, collectionName)), data);
    await batch.commit();
  };

  const plan = Array.from({ length: SUBMISSIONS }, (_, i) => {
    const def = registry.forms[i % registry.forms.length];
    return { def, email: `load.${run}.${i}@example.com` };
  });
  const started = Date.now();
  const writes = await Promise.allSettled(
    plan.map(({ def, email }, i) =>
      visit(i, def.form.collection, {
        ...toStoredAnswers(def, { ...def.example, [def.form.lead.email!]: email }),
        ...submissionMeta(def, 'pt'),
        fill_ms: 60_000,
        createdAt: serverTimestamp(),
      }),
    ),
  );
  const stored = writes.filter((w) => w.status === 'fulfilled').length;
  const refused = writes.flatMap((w) => (w.status === 'rejected' ? [String(w.reason).slice(0, 160)] : []));
  console.log(`${stored} of ${SUBMISSIONS} stored in ${((Date.now() - started) / 1000).toFixed(1)} s; waiting for the e-mails (${MAIL_URL})...`);

  const wanted = new Set(plan.map((p) => p.email));
  let mail = await listMail();
  const ours = () => mail.filter((m) => m.replyTo && wanted.has(m.replyTo));
  let lastArrival = Date.now();
  let seen = 0;
  while (new Set(ours().map((m) => m.replyTo)).size < stored && Date.now() - started < TIMEOUT_MS) {
    await new Promise((r) => setTimeout(r, 1000));
    mail = await listMail();
    if (ours().length !== seen) [seen, lastArrival] = [ours().length, Date.now()];
  }
  const emailed = new Set(ours().map((m) => m.replyTo)).size;
  const duplicates = ours().length - emailed;
  const states = await Promise.all(
    plan.map(async ({ def, email }) => {
      const snap = await adminDb().collection(def.form.collection).where(def.storedNames[def.form.lead.email!], '==', email).get();
      return snap.docs[0]?.get('delivery.state') as string | undefined;
    }),
  );
  console.log(`\nLoad: ${SUBMISSIONS} concurrent valid submissions over ${registry.forms.length} forms (target ${SUBMISSIONS} / ${SUBMISSIONS} / 0 / 0)`);
  console.log(`  stored:     ${stored}`);
  console.log(`  e-mailed:   ${emailed}`);
  console.log(`  duplicates: ${duplicates}`);
  console.log(`  lost:       ${stored - emailed}`);
  console.log(`  last e-mail ${((lastArrival - started) / 1000).toFixed(1)} s after the first write`);
  console.log(`  delivery states: ${JSON.stringify(states.reduce<Record<string, number>>((acc, s) => ({ ...acc, [s ?? 'none']: (acc[s ?? 'none'] ?? 0) + 1 }), {}))}`);
  if (refused.length) console.log(`  refused writes (first): ${refused[0]}`);
} finally {
  stopSweep();
  await sink.stop();
}
process.exit(0);
