import { DRAFTS, type OpenDraftAnswer, type SaveDraftAnswer } from '../src/domain/form-drafts';
import { adminDb } from '../tests/support/admin';
import { anonymousToken, call } from '../tests/support/call-functions';
import { listMail } from '../tests/support/mailbox';
import { PORTS } from './lib/local-stack';
import { readRegistry } from './lib/read-forms';
import { startMailSink } from './mail-sink';
import { seed } from './seed';

/*
 * "Continuar depois" (issue 40) on the emulators, through the Functions emulator's callables over HTTP
 * as the page calls them: RUNS saves of half the strategic-content briefing, one after another, each
 * from a visitor account and to an address of its own (the e-mail with the link sent to the local SMTP
 * sink inside the call), then RUNS opens of those links. Prints the medians and the ranges, and the
 * e-mails that arrived. Runs inside `firebase emulators:exec` with the functions (npm run bench);
 * measures, never asserts.
 */
const RUNS = Number(process.env.DRAFT_RUNS ?? 20);
const run = Date.now().toString(36);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1] + sorted[sorted.length >> 1]) / 2;
};
const range = (values: number[]) => `${median(values).toFixed(0)} ms (${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)})`;

const sink = await startMailSink({ smtpPort: PORTS.smtp.port, httpPort: PORTS.mailHttp.port, dir: '.data/bench-mail' });
try {
  await seed();
  const def = readRegistry().forms.find((form) => form.id === 'conteudo_estrategico')!;
  const half = Object.fromEntries(Object.entries(def.example!).slice(0, 12));
  const input = (email: string) => ({ formId: def.id, answers: half, step: 'tipo-conteudo', email, consent: false, locale: 'pt', trap: { honeypot: '', fillMs: 60_000 } });
  // The first call of each function pays its cold start: one untimed save and open first.
  const warm = (await call('saveDraft', input(`bench.${run}.aquece@example.com`), await anonymousToken())).result as SaveDraftAnswer;
  if (warm.ok && warm.token) await call('openDraft', { token: warm.token, formId: def.id }, await anonymousToken());

  const saves: number[] = [];
  const tokens: string[] = [];
  for (let i = 0; i < RUNS; i++) {
    const visitor = await anonymousToken();
    const started = performance.now();
    const answer = (await call('saveDraft', input(`bench.${run}.${i}@example.com`), visitor)).result as SaveDraftAnswer;
    saves.push(performance.now() - started);
    if (answer.ok && answer.token) tokens.push(answer.token);
  }
  const opens: number[] = [];
  let refused = 0;
  for (const token of tokens) {
    const visitor = await anonymousToken();
    const started = performance.now();
    const answer = (await call('openDraft', { token, formId: def.id }, visitor)).result as OpenDraftAnswer;
    opens.push(performance.now() - started);
    if (!answer.ok) refused++;
  }
  const mailed = (await listMail()).filter((mail) => mail.to.some((to) => to.startsWith(`bench.${run}.`))).length;
  console.log(`Drafts: ${RUNS} saves of half the strategic-content briefing (12 answers), one after another`);
  console.log(`  saveDraft median ${range(saves)}, links e-mailed inside the call ${mailed} (warm-up included)`);
  console.log(`  openDraft median ${tokens.length ? range(opens) : 'n/a'}, refused ${refused}`);
  await adminDb().recursiveDelete(adminDb().collection(DRAFTS));
} finally {
  await sink.stop();
}
process.exit(0);
