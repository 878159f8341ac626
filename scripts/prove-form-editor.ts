import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, createWriteStream, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, resolve } from 'node:path';
import { endLeftovers, PORTS, PROJECT_ID, ROOT, stop, UserFacingError, waitForOutput } from './lib/local-stack';
import { scratchCopy } from './lib/scratch-copy';

/*
 * Issue 20's visual editor, proved end to end as a person would use it: a copy of the repository runs
 * `npm start` (scripts/start.ts: emulators, functions and their watcher over schemas/, the SMTP sink,
 * the Vite dev server), and tests/e2e-form-editor/ builds a form in the editor from menus, saves it,
 * submits it on its own page and reads its e-mail, all under that one start. The copy keeps the
 * repository's schemas/ untouched. `npm test` runs it as its part `editor`; alone: `npm test -- editor`.
 */
/*
 * Outside the repository's .data/: the Functions emulator ignores every path with a part that starts
 * with a dot, so under .data/ it would never see npm start's rebuilt functions.
 */
const SCRATCH = resolve(tmpdir(), 'movaly-form-editor');
const REPORT = '.data/test-results/form-editor.json';
const START_LOG = '.data/logs/start.log';
const bin = (name: string) => resolve(SCRATCH, 'node_modules/.bin', name);
const READY_TIMEOUT_MS = 300_000;

/**
 * The copy as a git checkout of its own, everything committed as the repository's last commit would
 * hold it: the editor's "Publicar" records its commits there, and the published versions are read
 * from it, as in a developer's clone. The installed packages are links, kept out of the commits.
 */
function commitCopy(): void {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: SCRATCH, stdio: 'pipe' });
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Movaly Editor Proof');
  git('config', 'user.email', 'editor-proof@movaly.local');
  writeFileSync(resolve(SCRATCH, '.git/info/exclude'), 'node_modules\nfunctions/node_modules\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'The repository as the proof starts');
}

async function main(): Promise<void> {
  const files = scratchCopy(SCRATCH);
  commitCopy();
  console.log(`Form editor: copied ${files.length} files to ${SCRATCH}; starting npm start there...`);
  mkdirSync(resolve(SCRATCH, '.data/logs'), { recursive: true });
  const log = createWriteStream(resolve(SCRATCH, START_LOG));
  const started = Date.now();
  // A dependency cache of the copy's own: its node_modules is a link to the repository's, whose
  // default cache (node_modules/.vite) the dev smoke's server may be filling at the same time.
  const env = { ...process.env, VITE_CACHE_DIR: '.data/vite' };
  const start = spawn(bin('tsx'), ['scripts/start.ts'], { cwd: SCRATCH, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let ok = false;
  try {
    // Bounded: a start that never says it is ready fails this part in minutes, not CI's whole budget.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, fail) => {
      timer = setTimeout(() => fail(new UserFacingError(`Form editor: npm start was not ready after ${READY_TIMEOUT_MS / 1000} s (its log: ${resolve(SCRATCH, START_LOG)}).`)), READY_TIMEOUT_MS);
    });
    await Promise.race([waitForOutput(start, 'Movaly is running', (line) => log.write(`${line}\n`)), late]).finally(() => clearTimeout(timer));
    console.log(`Form editor: npm start is ready in the copy (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    // Not spawnSync: npm start's output goes on reaching its log while the tests run (they read it).
    const tests = spawn(bin('playwright'), ['test', '-c', 'playwright.form-editor.config.ts'], {
      cwd: SCRATCH,
      stdio: 'inherit',
      // The test reads what the copy's emulators stored (firebase-admin), as the e2e suite does.
      env: { ...process.env, FORM_EDITOR_COPY: SCRATCH, FIRESTORE_EMULATOR_HOST: `127.0.0.1:${PORTS.firestore.port}`, GCLOUD_PROJECT: PROJECT_ID },
    });
    ok = (await new Promise<number | null>((done) => tests.once('exit', done))) === 0;
  } finally {
    await stop(start, 'SIGINT');
    // Its Firestore emulator may outlive it (it once held 670 MB and the ports after a slow stop).
    await endLeftovers(SCRATCH);
    log.end();
    // Beside the other suites' reports, for npm test's totals and whoever reads them.
    if (existsSync(resolve(SCRATCH, REPORT))) {
      mkdirSync(dirname(resolve(ROOT, REPORT)), { recursive: true });
      copyFileSync(resolve(SCRATCH, REPORT), resolve(ROOT, REPORT));
    }
  }
  if (!ok) throw new UserFacingError(`Form editor: the end-to-end test failed (the copy and its npm start log stay in ${SCRATCH}).`);
  rmSync(SCRATCH, { recursive: true, force: true });
  console.log('Form editor: proved (the copy is removed).');
}

main().catch((error) => {
  console.error(error instanceof UserFacingError ? error.message : error);
  process.exit(1);
});
