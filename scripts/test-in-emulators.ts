import { rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PORTS, ROOT } from './lib/local-stack';
import { bin, runTool, vitestArgs } from './lib/run-tool';
import { startMailSink } from './mail-sink';
import { seed } from './seed';
import { PAGES_DONE_MARKER } from '../tests/support/pages-apart';

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
 * The pages a visitor only reads (playwright.config.ts, READ_ONLY_PAGES) run apart, in the other lane
 * once the rules and dev-server suites are done: the function suite's last minutes leave a core
 * mostly idle, and the e2e run, which then leaves them out, is the busiest phase of all. Not when
 * E2E_FILES picks specs: those run as named, in the one e2e run.
 */
const e2eFiles = (process.env.E2E_FILES ?? '').split(/\s+/).filter(Boolean);
const pagesApart = run('e2e') && e2eFiles.length === 0;
if (pagesApart) process.env.PAGES_APART = '1';

/*
 * Two lanes, so the two cores are kept busy: the function and browser suites share the SMTP sink and
 * demo-movaly's data (they clear the mailbox and collections), so they run one after the other; the
 * rules suite (a Firestore project of its own) and the dev-server smoke (reads and a staff sign-in,
 * sends nothing), then the read-only pages, run beside them, mostly while the function suite waits on
 * its retries.
 */
async function sharedLane(): Promise<boolean> {
  let ok = true;
  // FUNCTIONS_FILES="tests/functions/a.test.ts" runs only those files (as E2E_FILES below).
  const functionFiles = (process.env.FUNCTIONS_FILES ?? '').split(/\s+/).filter(Boolean);
  if (run('functions')) ok = (await suite(bin('vitest'), [...vitestArgs('functions', 'emulators.json'), ...functionFiles])) && ok;
  if (run('e2e')) {
    // E2E_FILES="tests/e2e/a.spec.ts tests/e2e/b.spec.ts" runs only those specs.
    ok = (await suite(bin('playwright'), ['test', ...e2eFiles])) && ok;
  }
  if (wanted.includes('one-folder')) ok = (await suite(bin('playwright'), ['test', '--config', 'playwright.one-folder.config.ts'])) && ok;
  return ok;
}

async function besideLane(quiet: boolean): Promise<boolean> {
  let ok = true;
  if (run('rules')) ok = (await suite(bin('vitest'), vitestArgs('rules', 'rules.json'), quiet)) && ok;
  if (run('dev')) ok = (await suite(bin('playwright'), ['test', '--config', 'playwright.dev.config.ts'], quiet)) && ok;
  if (pagesApart) {
    try {
      // At a low priority: run at the same one, it took from the function suite beside it as much time as
      // it saved the e2e run (functions 333 -> 364 s); this way it takes only what the others leave.
      ok = (await suite('nice', ['-n', '10', bin('playwright'), 'test', '--config', 'playwright.pages.config.ts'], quiet)) && ok;
    } finally {
      writeFileSync(resolve(ROOT, PAGES_DONE_MARKER), '');
    }
  }
  return ok;
}

const sink = await startMailSink({
  smtpPort: PORTS.smtp.port,
  httpPort: PORTS.mailHttp.port,
  dir: resolve(ROOT, '.data/test-mail'),
});
let failed = false;
try {
  rmSync(resolve(ROOT, PAGES_DONE_MARKER), { force: true });
  await seed();
  const both = (run('functions') || run('e2e') || wanted.includes('one-folder')) && (run('rules') || run('dev') || pagesApart);
  const results = await Promise.all([sharedLane(), besideLane(both)]);
  failed = results.includes(false);
} finally {
  await sink.stop();
}
process.exit(failed ? 1 : 0);
