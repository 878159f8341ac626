import { resolve } from 'node:path';
import { PORTS, ROOT } from './lib/local-stack';
import { bin, runTool, vitestArgs } from './lib/run-tool';
import { startMailSink } from './mail-sink';
import { seed } from './seed';

/*
 * Runs inside `firebase emulators:exec` (FIRESTORE_EMULATOR_HOST etc. are set): the SMTP sink the
 * Functions emulator sends to, seed data, the rules suite (in a Firestore project of its own, which the
 * function never serves) and the function suite (its own project and sink) one after the other,
 * beside the browser tests and the dev-server smoke (one of their projects).
 * Usage: tsx scripts/test-in-emulators.ts [rules|functions|e2e|dev ...]; `one-folder` (never part of the
 * default) runs the one-folder proof's spec, in the scratch copy scripts/prove-one-folder.ts prepares.
 */
const wanted = process.argv.slice(2);
const run = (suite: string) => wanted.length === 0 || wanted.includes(suite);

/** A suite; one run beside another (`quiet`) prints its output in one block when it ends. */
async function suite(command: string, args: string[], quiet = false): Promise<boolean> {
  const { ok, output } = await runTool(command, args, quiet);
  if (quiet) process.stdout.write(`\n── ${[command, ...args].map((a) => a.replace(`${ROOT}/`, '')).join(' ')}\n${output}`);
  return ok;
}

/*
 * Two lanes, so the two cores are kept busy. The browser suite has the site's project, the SMTP sink
 * and the Functions emulator to itself, and is the longer lane: it starts at once. In the other lane,
 * the function suite (the function's code in its own process, in a project and with an SMTP sink of its
 * own: tests/support/function-host.ts), then the rules suite (a Firestore project of its own), which
 * then meets the browser suite's one-at-a-time specs rather than its three visitors at once. Run
 * before the browser suite, it held it back by its whole time (80 s of a 572 s phase); beside the
 * browser suite's busiest part, in an earlier layout, the two slowed each other down on the one
 * Firestore emulator (rules 90 s -> 608 s).
 */
async function browserLane(): Promise<boolean> {
  let ok = true;
  // E2E_FILES="tests/e2e/a.spec.ts tests/e2e/b.spec.ts" runs only those specs. The dev smoke is the
  // browser suite's project `dev-smoke` (playwright.config.ts), on its dev server.
  const files = (process.env.E2E_FILES ?? '').split(/\s+/).filter(Boolean);
  if (run('e2e')) ok = (await suite(bin('playwright'), ['test', ...files])) && ok;
  else if (run('dev')) ok = (await suite(bin('playwright'), ['test', '--project=dev-smoke', ...files])) && ok;
  if (wanted.includes('one-folder')) ok = (await suite(bin('playwright'), ['test', '--config', 'playwright.one-folder.config.ts'])) && ok;
  return ok;
}

async function besideLane(quiet: boolean): Promise<boolean> {
  let ok = true;
  // FUNCTIONS_FILES="tests/functions/a.test.ts" runs only those files (as E2E_FILES above).
  const functionFiles = (process.env.FUNCTIONS_FILES ?? '').split(/\s+/).filter(Boolean);
  if (run('functions')) ok = (await suite(bin('vitest'), [...vitestArgs('functions', 'emulators.json'), ...functionFiles], quiet)) && ok;
  if (run('rules')) ok = (await suite(bin('vitest'), vitestArgs('rules', 'rules.json'), quiet)) && ok;
  return ok;
}

const sink = await startMailSink({
  smtpPort: PORTS.smtp.port,
  httpPort: PORTS.mailHttp.port,
  dir: resolve(ROOT, '.data/test-mail'),
});
let failed = false;
try {
  await seed();
  // The browser suite prints as it goes; the lane beside it, in one block per suite when it ends.
  const results = await Promise.all([browserLane(), besideLane(run('e2e') || run('dev') || wanted.includes('one-folder'))]);
  failed = results.includes(false);
} finally {
  await sink.stop();
}
process.exit(failed ? 1 : 0);
