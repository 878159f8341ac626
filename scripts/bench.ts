import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CPU_SLOWDOWN, measureBriefings, type Served } from './bench-stock';

/*
 * `npm run bench`: measures and prints figures, never asserts. Slowness is information here, not a
 * failure; the script only exits non-zero when it cannot measure at all (e.g. the build breaks).
 * See docs/performance.md for what the figures mean and the last recorded values.
 *
 *   1. Production JS per route (gzip): what the landing page loads before first paint, and what the
 *      cinematic briefing loads on top of it; whether each set holds Firebase or the form engine.
 *   2. Mount time and keystroke latency of the cinematic and the strategic-content briefings in headless
 *      Chromium at 4x CPU slowdown, beside a stock RJSF + @rjsf/chakra-ui page of the largest one's schema
 *      built for the comparison (scripts/bench-stock.ts), with the ratios ours/stock from the same run.
 *   3. How long `npm start` takes until the site answers (only when its ports are all free).
 *   4. Load: 200 concurrent valid submissions through the rules, the trigger and the SMTP sink on the
 *      emulators (scripts/bench-load.ts): stored, e-mailed, duplicates, lost, time to the last e-mail.
 *   5. The lead viewer with 5,000 leads (scripts/bench-viewer.ts): first page, a search, the CSV export.
 *
 * Flags: --skip-start skips (3), --skip-load skips (4), --skip-viewer skips (5). Env: BENCH_RUNS (default 2), CHROMIUM_PATH (default /usr/bin/chromium).
 */

const ROOT = resolve(import.meta.dirname, '..');
const OUT_DIR = '.data/bench-dist';
const DIST = resolve(ROOT, OUT_DIR);
const VITE = resolve(ROOT, 'node_modules/.bin/vite');

const BRIEFING_ROUTE = '/videos-cinematograficos/briefing';
const BRIEFING_FORM_DIR = 'schemas/videos_cinematograficos/';
const BRIEFING_PAGE_SRC = 'src/features/briefings/briefing-page.tsx';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 2) || 2);

/** Ports `npm start` binds (scripts/lib/local-stack.ts PORTS plus the Vite dev server). */
const START_PORTS = [8080, 9099, 5001, 4400, 4500, 2525, 8025, 5173];
const START_URL = 'http://127.0.0.1:5173/';
const START_TIMEOUT_MS = 300_000;
const STOP_TIMEOUT_MS = 60_000;

/** Every process group we spawned and have not seen exit, so Ctrl-C on the bench cleans them up too. */
const groups = new Set<ChildProcess>();

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const kB = (bytes: number) => (bytes / 1024).toFixed(1);

function portFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer()
      .once('error', () => done(false))
      .once('listening', () => server.close(() => done(true)))
      .listen(port, '127.0.0.1');
  });
}

async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) if (await portFree(port)) return port;
  throw new Error(`No free port between ${from} and ${to}.`);
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      done(true);
    });
  });
}

/** True while any process of the group led by `pid` is alive (the leader may be gone already). */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Spawned detached so the child leads its own process group: we can then end it and its children together. */
function spawnGroup(command: string, args: string[]): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  groups.add(child);
  child.once('exit', () => {
    if (child.pid === undefined || !groupAlive(child.pid)) groups.delete(child);
  });
  return child;
}

interface ProcessId {
  pid: number;
  /** Start time in clock ticks since boot, so a recycled pid is never mistaken for ours. */
  started: string;
}

function processStart(pid: number): string | undefined {
  try {
    // Fields after the parenthesised command name; starttime is field 22 of /proc/<pid>/stat.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/**
 * Every live descendant of `root` (Linux /proc). Needed because some children leave our process group:
 * firebase-tools starts the Firestore emulator (java) detached, so killing the group alone orphans it.
 */
function descendants(root: number): ProcessId[] {
  if (!existsSync('/proc')) return [];
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // The process ended while we listed it.
    }
  }
  const found: ProcessId[] = [];
  const visit = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      const started = processStart(child);
      if (started) found.push({ pid: child, started });
      visit(child);
    }
  };
  visit(root);
  return found;
}

/** Signals the whole group we spawned, waits for its leader, then reaps the group and any escaped child. */
async function stopGroup(child: ChildProcess, signal: NodeJS.Signals, timeoutMs: number): Promise<void> {
  const tree = child.pid === undefined ? [] : descendants(child.pid);
  if (child.pid !== undefined && groupAlive(child.pid)) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone between the check and the signal.
    }
  }
  await waitExit(child, timeoutMs);
  await reapGroup(child, tree);
}

/** Gives what is left (group and `tree`) a few seconds to finish on its own, then SIGKILLs it. */
async function reapGroup(child: ChildProcess, tree: ProcessId[]): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  const ours = (p: ProcessId) => processStart(p.pid) === p.started;
  const deadline = Date.now() + 5_000;
  while ((groupAlive(pid) || tree.some(ours)) && Date.now() < deadline) await sleep(100);
  const stray = tree.filter(ours);
  if (stray.length) console.warn(`Killing ${stray.length} leftover process(es) the bench started: ${stray.map((p) => p.pid).join(', ')}`);
  for (const target of [-pid, ...stray.map((p) => p.pid)]) {
    try {
      process.kill(target, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  groups.delete(child);
}

/** Keeps the last lines of a child's output to explain a failure without flooding the report. */
function tail(child: ChildProcess, keep = 40): () => string {
  const lines: string[] = [];
  const onData = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - keep));
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  return () => lines.join('\n');
}

async function httpOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  return rows.map((row) => row.map((cell, col) => cell.padEnd(widths[col])).join('  ').trimEnd()).join('\n');
}

// ---------------------------------------------------------------------------------------------
// 1. Build size per route

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface RouteSize {
  route: string;
  initial: number;
  additional: number;
  initialFiles: string[];
  additionalFiles: string[];
  firebase: string[];
  engine: string[];
}

async function build(): Promise<number> {
  const started = Date.now();
  // --sourcemap guarantees the .map files the content check below reads, whatever vite.config.ts says.
  const child = spawn(VITE, ['build', '--mode', 'emulator', '--outDir', OUT_DIR, '--emptyOutDir', '--manifest', '--sourcemap'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = tail(child, 60);
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`vite build failed (exit ${code}):\n${output()}`);
  return (Date.now() - started) / 1000;
}

/** Manifest keys of `roots` plus every chunk they import statically (what the browser fetches with them). */
function withStaticImports(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

/*
 * Which packages a chunk holds comes from its source map: `sources` lists every module that put code in
 * the chunk, by path, so "node_modules/@firebase/firestore/..." is unambiguous. Grepping the minified
 * code for strings such as "FirebaseError" or "rjsf" is only the fallback when a .map is missing: it
 * can miss renamed code and match mere mentions (an error message, a comment).
 */
const FIREBASE_MODULE = /node_modules\/(firebase|@firebase\/[^/]+)\//;
const ENGINE_MODULE = /node_modules\/(@rjsf\/[^/]+|ajv[^/]*)\//;
const FIREBASE_TEXT = /@firebase\/(firestore|app)|FirebaseError/;
const ENGINE_TEXT = /@rjsf|rjsf-|ajv\.js\.org|\bajv\b/i;

function packagesIn(files: string[], modulePattern: RegExp, textPattern: RegExp): string[] {
  const found = new Set<string>();
  for (const file of files) {
    const map = resolve(DIST, `${file}.map`);
    if (existsSync(map)) {
      const { sources = [] } = JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] };
      for (const source of sources) {
        const match = modulePattern.exec(source);
        if (match) found.add(match[1]);
      }
    } else if (textPattern.test(readFileSync(resolve(DIST, file), 'utf8'))) {
      found.add(`${file} (text match, no source map)`);
    }
  }
  return [...found].sort();
}

const gzipSize = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(resolve(DIST, file))).length, 0);

function measureSizes(): RouteSize[] {
  const manifest = JSON.parse(readFileSync(resolve(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key === 'index.html');
  if (!entryKey) throw new Error('No index.html entry in the build manifest.');
  const jsFiles = (keys: Iterable<string>) => [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));

  // Before first paint index.html runs its entry script, and the browser fetches that script's static
  // imports with it; dynamic imports (routes, form folders) wait until the router asks for them.
  const initialKeys = withStaticImports(manifest, [entryKey]);
  const initialFiles = jsFiles(initialKeys);

  // The briefing route's lazy() loads the page chunk while its loader (loadForm) fetches every JSON of the
  // form folder: schema, ui and both translations, whatever the locale (registry.browser.ts).
  const briefingRoots = (manifest[entryKey].dynamicImports ?? []).filter(
    (key) => key === BRIEFING_PAGE_SRC || key.startsWith(BRIEFING_FORM_DIR),
  );
  const briefingKeys = [...withStaticImports(manifest, briefingRoots)].filter((key) => !initialKeys.has(key));
  const briefingFiles = jsFiles(briefingKeys);

  const initial = gzipSize(initialFiles);
  const additional = gzipSize(briefingFiles);
  return [
    {
      route: '/',
      initial,
      additional: 0,
      initialFiles,
      additionalFiles: [],
      firebase: packagesIn(initialFiles, FIREBASE_MODULE, FIREBASE_TEXT),
      engine: packagesIn(initialFiles, ENGINE_MODULE, ENGINE_TEXT),
    },
    {
      route: BRIEFING_ROUTE,
      initial,
      additional,
      initialFiles,
      additionalFiles: briefingFiles,
      // The route holds both sets: the landing chunks plus its own.
      firebase: packagesIn([...initialFiles, ...briefingFiles], FIREBASE_MODULE, FIREBASE_TEXT),
      engine: packagesIn([...initialFiles, ...briefingFiles], ENGINE_MODULE, ENGINE_TEXT),
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// 2. Mount time and keystroke latency

/** Serves a production build with `vite preview` on a free port, in a process group the bench stops. */
async function servePreview(dir: string): Promise<Served> {
  const port = await freePort(4310, 4399);
  const origin = `http://127.0.0.1:${port}`;
  const preview = spawnGroup(VITE, ['preview', '--outDir', dir, '--port', String(port), '--strictPort', '--host', '127.0.0.1']);
  const output = tail(preview);
  const deadline = Date.now() + 30_000;
  while (!(await httpOk(`${origin}/`))) {
    if (exited(preview)) throw new Error(`vite preview exited (${preview.exitCode}):\n${output()}`);
    if (Date.now() > deadline) {
      await stopGroup(preview, 'SIGTERM', 10_000);
      throw new Error(`vite preview did not answer on ${origin} within 30 s.`);
    }
    await sleep(200);
  }
  return { origin, stop: () => stopGroup(preview, 'SIGTERM', 10_000) };
}

// ---------------------------------------------------------------------------------------------
// 3. npm start

type StartResult = { status: 'skipped'; reason: string } | { status: 'ok'; seconds: number } | { status: 'failed'; reason: string };

async function measureStart(): Promise<StartResult> {
  const busy: number[] = [];
  for (const port of START_PORTS) if (!(await portFree(port))) busy.push(port);
  if (busy.length) return { status: 'skipped', reason: `ports busy (${busy.join(', ')})` };

  const started = Date.now();
  const child = spawnGroup('npx', ['tsx', 'scripts/start.ts']);
  const output = tail(child);
  try {
    while (!(await httpOk(START_URL))) {
      if (exited(child)) return { status: 'failed', reason: `npm start exited (${child.exitCode ?? child.signalCode}):\n${output()}` };
      if (Date.now() - started > START_TIMEOUT_MS) return { status: 'failed', reason: `no answer within ${START_TIMEOUT_MS / 1000} s` };
      await sleep(250);
    }
    return { status: 'ok', seconds: (Date.now() - started) / 1000 };
  } finally {
    // SIGINT to the whole process group, as Ctrl-C in a terminal does: npx does not forward SIGINT to its
    // child (checked with npm 10), so signalling the npx pid alone would leave start.ts running. start.ts
    // then stops its children itself and the emulators export their data (firebase-tools ignores the
    // second SIGINT that start.ts relays within 100 ms). SIGKILL for what is left only after 60 s.
    const tree = child.pid === undefined ? [] : descendants(child.pid);
    if (child.pid !== undefined && !exited(child)) {
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        // Already gone.
      }
    }
    const clean = await waitExit(child, STOP_TIMEOUT_MS);
    if (!clean) {
      console.warn('npm start did not stop within 60 s after SIGINT: killing its process group.');
      if (child.pid !== undefined) await stopGroup(child, 'SIGKILL', 5_000);
    }
    await reapGroup(child, tree);
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const skipStart = process.argv.includes('--skip-start');
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  console.log(`Movaly bench, ${date} UTC, ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}`);

  console.log('\n[1/5] Building (vite build --mode emulator)...');
  const buildSeconds = await build();
  const sizes = measureSizes();

  console.log(`\n[2/5] Briefings in headless Chromium, CPU ${CPU_SLOWDOWN}x slower, ${RUNS} runs (its figures follow)...`);
  console.log('(keystroke = max Event Timing duration per interaction; keys without an entry took < 16 ms and count as 16)');
  await measureBriefings({ dist: DIST, serve: servePreview, runs: RUNS, chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });

  let start: StartResult = { status: 'skipped', reason: '--skip-start' };
  if (!skipStart) {
    console.log('\n[3/5] Timing npm start...');
    start = await measureStart();
  }

  console.log('\n=== Report ===');
  console.log(`\nBuild: ${buildSeconds.toFixed(1)} s. JS gzip (zlib default level) per route:\n`);
  console.log(
    table([
      ['route', 'initial gzip', 'additional gzip', 'firebase?', 'form engine?'],
      ...sizes.map((s) => [
        s.route,
        `${kB(s.initial)} kB`,
        `${kB(s.additional)} kB`,
        s.firebase.length ? 'YES' : 'no',
        s.engine.length ? 'YES' : 'no',
      ]),
    ]),
  );
  console.log(`\n  initial chunks:    ${sizes[0].initialFiles.join(', ')}`);
  console.log(`  additional chunks: ${sizes[1].additionalFiles.join(', ')}`);
  for (const s of sizes) {
    if (s.firebase.length) console.log(`  ${s.route} Firebase modules: ${s.firebase.join(', ')}`);
    if (s.engine.length) console.log(`  ${s.route} form engine modules: ${s.engine.join(', ')}`);
  }

  console.log('');
  if (start.status === 'ok') console.log(`npm start until ${START_URL} answers 200: ${start.seconds.toFixed(1)} s`);
  else if (start.status === 'skipped') console.log(`npm start timing skipped: ${start.reason}`);
  else console.log(`npm start timing failed: ${start.reason}`);

  if (!process.argv.includes('--skip-load')) {
    console.log('\n[4/5] Load on the emulators (its figures follow)...');
    await measureLoad();
  }
  if (!process.argv.includes('--skip-viewer')) {
    console.log('\n[5/5] The lead viewer with 5,000 leads (its figures follow)...');
    await inEmulators('auth,firestore', 'scripts/bench-viewer.ts', /^(Viewer| {2})/, { VIEWER_DIST: OUT_DIR });
  }
}

/** Runs scripts/bench-load.ts inside the emulators; it prints its own figures. */
async function measureLoad(): Promise<void> {
  const { prepareFunctions, EMULATORS } = await import('./lib/local-stack');
  await prepareFunctions();
  await inEmulators(EMULATORS, 'scripts/bench-load.ts', /^(Load| {2}|\d+ of)/);
}

/** Runs a bench script inside `firebase emulators:exec`, printing only its own figure lines. */
async function inEmulators(only: string, script: string, figures: RegExp, extraEnv: NodeJS.ProcessEnv = {}): Promise<void> {
  const busy = [];
  for (const port of START_PORTS.filter((p) => p !== 5173)) if (!(await portFree(port))) busy.push(port);
  if (busy.length) {
    console.log(`Skipped: ports ${busy.join(', ')} are in use (stop npm start first).`);
    return;
  }
  const { emulatorEnv, firebaseBin, PROJECT_ID } = await import('./lib/local-stack');
  const child = spawn(firebaseBin, ['emulators:exec', '--only', only, '--project', PROJECT_ID, `${resolve(ROOT, 'node_modules/.bin/tsx')} ${script}`], {
    cwd: ROOT,
    env: { ...emulatorEnv(), ...extraEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  groups.add(child);
  // Only the script's own lines: the emulators' log would bury the figures.
  child.stdout?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (figures.test(line)) console.log(line);
  });
  await waitExit(child, 15 * 60_000);
  groups.delete(child);
}

async function cleanup() {
  await Promise.all([...groups].map((child) => stopGroup(child, 'SIGTERM', 5_000)));
}

process.once('SIGINT', () => {
  console.log('\nInterrupted: stopping what the bench started...');
  void cleanup().finally(() => process.exit(130));
});

main()
  .catch(async (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(cleanup);
