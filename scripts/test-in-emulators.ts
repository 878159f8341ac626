import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { PORTS, ROOT } from './lib/local-stack';
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
const bin = (name: string) => resolve(ROOT, 'node_modules/.bin', name);

/** Async on purpose: the SMTP sink lives in this process and must keep answering meanwhile. */
function runTool(command: string, args: string[]): Promise<number | null> {
  return new Promise((done) => spawn(command, args, { cwd: ROOT, stdio: 'inherit' }).once('exit', done));
}

const sink = await startMailSink({
  smtpPort: PORTS.smtp.port,
  httpPort: PORTS.mailHttp.port,
  dir: resolve(ROOT, '.data/test-mail'),
});
let failed = false;
try {
  await seed();
  if (run('rules')) {
    const status = await runTool(bin('vitest'), ['run', '--project', 'rules', '--reporter=default', '--reporter=json', '--outputFile=.data/test-results/rules.json']);
    failed ||= status !== 0;
  }
  if (run('functions')) {
    const status = await runTool(bin('vitest'), [
      'run',
      '--project',
      'functions',
      '--reporter=default',
      '--reporter=json',
      '--outputFile=.data/test-results/emulators.json',
    ]);
    failed ||= status !== 0;
  }
  if (run('e2e')) {
    // E2E_FILES="tests/e2e/a.spec.ts tests/e2e/b.spec.ts" runs only those specs.
    const files = (process.env.E2E_FILES ?? '').split(/\s+/).filter(Boolean);
    failed ||= (await runTool(bin('playwright'), ['test', ...files])) !== 0;
  }
  if (run('dev')) {
    failed ||= (await runTool(bin('playwright'), ['test', '--config', 'playwright.dev.config.ts'])) !== 0;
  }
  if (wanted.includes('one-folder')) {
    failed ||= (await runTool(bin('playwright'), ['test', '--config', 'playwright.one-folder.config.ts'])) !== 0;
  }
} finally {
  await sink.stop();
}
process.exit(failed ? 1 : 0);
