import { resolve } from 'node:path';
import { PORTS, ROOT } from './lib/local-stack';
import { bin, runTool, vitestArgs } from './lib/run-tool';
import { startMailSink } from './mail-sink';
import { seed } from './seed';

/*
 * Runs inside `firebase emulators:exec` (FIRESTORE_EMULATOR_HOST etc. are set): the SMTP sink the
 * function sends to, seed data, then the rules suite (in a Firestore project of its own, which the
 * function never serves), the function suite, the browser tests and the dev-server smoke.
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
 * Two lanes, so the two cores are kept busy: the function and browser suites share the SMTP sink and
 * demo-movaly's data (they clear the mailbox and collections), so they run one after the other; the
 * rules suite (a Firestore project of its own) and the dev-server smoke (reads and a staff sign-in,
 * sends nothing) run beside them, mostly while the function suite waits on its retries.
 */
async function sharedLane(): Promise<boolean> {
  let ok = true;
  // FUNCTIONS_FILES="tests/functions/a.test.ts" runs only those files (as E2E_FILES below).
  const functionFiles = (process.env.FUNCTIONS_FILES ?? '').split(/\s+/).filter(Boolean);
  if (run('functions')) ok = (await suite(bin('vitest'), [...vitestArgs('functions', 'emulators.json'), ...functionFiles])) && ok;
  if (run('e2e')) {
    // E2E_FILES="tests/e2e/a.spec.ts tests/e2e/b.spec.ts" runs only those specs.
    const files = (process.env.E2E_FILES ?? '').split(/\s+/).filter(Boolean);
    ok = (await suite(bin('playwright'), ['test', ...files])) && ok;
  }
  if (wanted.includes('one-folder')) ok = (await suite(bin('playwright'), ['test', '--config', 'playwright.one-folder.config.ts'])) && ok;
  return ok;
}

async function besideLane(quiet: boolean): Promise<boolean> {
  let ok = true;
  if (run('rules')) ok = (await suite(bin('vitest'), vitestArgs('rules', 'rules.json'), quiet)) && ok;
  if (run('dev')) ok = (await suite(bin('playwright'), ['test', '--config', 'playwright.dev.config.ts'], quiet)) && ok;
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
  const both = (run('functions') || run('e2e') || wanted.includes('one-folder')) && (run('rules') || run('dev'));
  const results = await Promise.all([sharedLane(), besideLane(both)]);
  failed = results.includes(false);
} finally {
  await sink.stop();
}
process.exit(failed ? 1 : 0);
