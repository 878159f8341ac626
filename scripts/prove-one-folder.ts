import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EMULATORS, emulatorEnv, firebaseBin, preflight, PROJECT_ID, ROOT, UserFacingError } from './lib/local-stack';
import { scratchCopy } from './lib/scratch-copy';

/*
 * Issue 8's "one folder is enough", proved: a copy of the repository gets the form folders of
 * tests/fixtures/one-folder/ under schemas/, then forms:generate, forms:check, the emulator build of
 * the site and of the functions, and tests/e2e-one-folder/ on the emulators, all run in the copy.
 * The copy may differ from the repository only in what forms:generate writes: a hand-written file
 * that needed an edit for a new form would fail the proof. `npm run test:one-folder` runs it (it copies,
 * builds and starts the emulators of its own, so it stays out of the default `npm test`).
 */
const FIXTURES = resolve(ROOT, 'tests/fixtures/one-folder');
const SCRATCH = resolve(ROOT, '.data/one-folder');
const REPORT = '.data/test-results/one-folder.json';
/** What forms:generate writes; any other difference between the copy and the repository is code. */
const GENERATED = ['firestore.rules', 'firestore.indexes.json', 'src/forms/generated/'];
const bin = (name: string) => resolve(SCRATCH, 'node_modules/.bin', name);

function run(what: string, command: string, args: string[], env = process.env): void {
  console.log(`\n▶ one folder: ${what}`);
  const result = spawnSync(command, args, { cwd: SCRATCH, stdio: 'inherit', env });
  if (result.status !== 0) throw new UserFacingError(`One-folder proof: ${what} failed (the copy stays in ${SCRATCH}).`);
}

async function main(): Promise<void> {
  await preflight([{ port: 4173, what: 'the preview server of the end-to-end tests' }]);
  // A fresh copy every run; kept after a failure to look at.
  const files = scratchCopy(SCRATCH);
  const forms = readdirSync(FIXTURES);
  for (const id of forms) cpSync(resolve(FIXTURES, id), resolve(SCRATCH, 'schemas', id), { recursive: true });
  console.log(`One folder: copied ${files.length} files to ${SCRATCH} and added schemas/${forms.join(', schemas/')}`);

  run('forms:generate', bin('tsx'), ['scripts/forms-generate.ts']);
  run('forms:check', bin('tsx'), ['scripts/forms-check.ts']);
  const changed = files.filter((file) => !existsSync(resolve(SCRATCH, file)) || !readFileSync(resolve(ROOT, file)).equals(readFileSync(resolve(SCRATCH, file))));
  const code = changed.filter((file) => !GENERATED.some((path) => file === path || file.startsWith(path)));
  if (code.length) throw new UserFacingError(`One-folder proof: the new folder changed code, not only generated files: ${code.join(', ')}`);
  console.log(`One folder: forms:generate changed only generated files (${changed.join(', ')})`);

  run('build the site for the emulators', bin('vite'), ['build', '--mode', 'emulator', '--outDir', '.data/web-emulator', '--logLevel', 'warn']);
  // The copy's own helper, so its ROOT (and the folders it bundles) is the copy's.
  const copy: typeof import('./lib/local-stack') = await import(pathToFileURL(resolve(SCRATCH, 'scripts/lib/local-stack.ts')).href);
  console.log('\n▶ one folder: build the functions');
  await copy.prepareFunctions();

  try {
    run('the fixture form on the emulators', firebaseBin, [
      'emulators:exec', '--only', EMULATORS, '--project', PROJECT_ID, `${bin('tsx')} scripts/test-in-emulators.ts one-folder`,
    ], emulatorEnv());
  } finally {
    // Beside the other suites' reports, for whoever reads them.
    if (existsSync(resolve(SCRATCH, REPORT))) {
      mkdirSync(dirname(resolve(ROOT, REPORT)), { recursive: true });
      copyFileSync(resolve(SCRATCH, REPORT), resolve(ROOT, REPORT));
    }
  }
  rmSync(SCRATCH, { recursive: true, force: true });
  console.log('One folder: proved (the copy is removed).');
}

main().catch((error) => {
  console.error(error instanceof UserFacingError ? error.message : error);
  process.exit(1);
});
