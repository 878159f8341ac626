import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CPU_SLOWDOWN, measureBriefings, type Served } from './bench-stock';
import { ENGINE_MODULE, ENGINE_TEXT, FIREBASE_MODULE, FIREBASE_TEXT, initialLoad, packagesIn, startLoad } from './lib/initial-load';

/*
 * `npm run bench`: measures and prints figures, never asserts. Slowness is information here, not a
 * failure; the script only exits non-zero when it cannot measure at all (e.g. the build breaks).
 * See docs/performance.md for what the figures mean and the last recorded values.
 *
 *   1. Per prerendered route (and the cinematic briefing): the JS its built HTML loads before first
 *      paint (entry + modulepreloads), its inlined critical CSS, the document, what the briefing's own
 *      code adds; whether each holds Firebase or the form engine (scripts/lib/initial-load.ts).
 *   2. Mount time and keystroke latency of the cinematic and the strategic-content briefings in headless
 *      Chromium at 4x CPU slowdown, beside a stock RJSF + @rjsf/chakra-ui page of the largest one's schema
 *      built for the comparison (scripts/bench-stock.ts), with the ratios ours/stock from the same run.
 *   3. How long `npm start` takes until the site answers (only when its ports are all free).
 *   4. Load: 200 concurrent valid submissions through the rules, the trigger and the SMTP sink on the
 *      emulators (scripts/bench-load.ts): stored, e-mailed, duplicates, lost, time to the last e-mail.
 *   5. The lead viewer with 5,000 leads (scripts/bench-viewer.ts): first page, a search, the CSV export.
 *   6. The inbox with 20,000 lead summaries over the 13 forms (scripts/bench-inbox.ts): /admin until its
 *      first page and its total, /admin sorted by last activity until its first row, a search for a
 *      piece of the middle of a name, the documents read, and the emulator's own time for a query
 *      of the leads from Node (the floor under the page's first read).
 *   7. Lighthouse mobile on /, /clone-digital, the cinematic and the strategic-content briefings (scripts/bench-lighthouse.ts).
 *   8. The "Agenda do dia" for 10 staff over 20,000 lead summaries (scripts/bench-agenda.ts): the time of
 *      sendDailyAgendas run in process against the emulator and the local SMTP sink, the documents read.
 *
 *   9. The visual editor's save, median of 10 (scripts/bench-editor-save.ts: npm start in a scratch copy).
 *  10. Free call slots of 5 staff members over 14 days, median of 50 (scripts/bench-slots.ts, in Node and Chromium).
 *  11. The booking call's latency, median of 20, 50 visitors racing for one start (their briefings judged first, then not yet judged), 20 three-way races of overlapping calls, and the documents one openSlots reads for the team (scripts/bench-booking.ts, emulators with the functions).
 *  12. "Continuar depois": the save (its e-mail inside) and the open of a briefing's draft, median of 20 (scripts/bench-drafts.ts, emulators with the functions).
 *
 * Flags: --skip-start skips (3), --skip-load skips (4), --skip-viewer skips (5), --skip-inbox skips (6), --skip-lighthouse skips (7), --skip-agenda skips (8), --skip-editor skips (9), --skip-slots skips (10), --skip-booking skips (11), --skip-drafts skips (12). Env: BENCH_RUNS (default 5: with 2, one slow first visit moved the ratio of ready by 0.2 between runs), CHROMIUM_PATH (default /usr/bin/chromium).
 */

const ROOT = resolve(import.meta.dirname, '..');
const OUT_DIR = '.data/bench-dist';
const DIST = resolve(ROOT, OUT_DIR);
const VITE = resolve(ROOT, 'node_modules/.bin/vite');

const BRIEFING_ROUTE = '/videos-cinematograficos/briefing';
const BRIEFING_FORM_DIR = 'schemas/videos_cinematograficos/';
const BRIEFING_PAGE_SRC = 'src/features/briefings/briefing-page.tsx';
const BRIEFING_VALIDATOR_PT = 'src/forms/generated/validators/videos-cinematograficos.pt.js';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5) || 5);

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
  /** How the route's HTML comes: prerendered with its content, or the empty shell the JS fills. */
  html: 'prerendered' | 'shell';
  /** JS the HTML loads before first paint: its module script and every modulepreload. */
  initial: number;
  /** Critical CSS inlined in the HTML (gzip). */
  css: number;
  /** The HTML document itself (gzip, CSS included). */
  document: number;
  /** JS the entry fetches after the first paint to start the app and hydrate (src/app/start.tsx's static graph). */
  app: number;
  /** JS the route's own code and data add once the entry runs (the briefing's page and form). */
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
 * Which packages a chunk holds comes from its source map (scripts/lib/initial-load.ts): `sources` lists
 * every module that put code in the chunk, by path, so "node_modules/@firebase/firestore/..." is
 * unambiguous; grepping the minified code is only the fallback when a .map is missing.
 */
const gzipSize = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(resolve(DIST, file))).length, 0);

/** The built HTML of every route worth a figure: each prerendered page, then the briefing (its first paint). */
function routeFiles(): { route: string; file: string }[] {
  const pages: { route: string; file: string }[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(resolve(DIST, dir), { withFileTypes: true })) {
      const file = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory() && entry.name !== 'assets' && !entry.name.startsWith('.')) visit(file);
      else if (entry.name.endsWith('.html')) {
        const route = /<div id="root" data-prerendered="([^"]+)"/.exec(readFileSync(resolve(DIST, file), 'utf8'))?.[1];
        if (route) pages.push({ route, file });
      }
    }
  };
  visit('');
  pages.sort((a, b) => (a.route === '/' ? -1 : b.route === '/' ? 1 : a.route.localeCompare(b.route)));
  const briefing = `${BRIEFING_ROUTE.slice(1)}.html`;
  return [...pages, { route: BRIEFING_ROUTE, file: existsSync(resolve(DIST, briefing)) ? briefing : 'index.html' }];
}

/** prerendered: hydrated as is; shell: empty, rendered by the app. */
const htmlKind = (html: string) => (/data-prerendered/.test(html) ? 'prerendered' : 'shell');

function measureSizes(): RouteSize[] {
  const manifest = JSON.parse(readFileSync(resolve(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key === 'index.html');
  if (!entryKey) throw new Error('No index.html entry in the build manifest.');
  const jsFiles = (keys: Iterable<string>) => [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));

  return routeFiles().map(({ route, file }) => {
    // Before first paint the HTML runs its entry script and fetches what it preloads; dynamic imports
    // (routes, strings, form folders) wait until the app asks for them.
    const load = initialLoad(DIST, file);
    let additionalFiles: string[] = [];
    if (route === BRIEFING_ROUTE) {
      // The briefing route's lazy() loads the page chunk while its loader (loadForm) fetches the form
      // folder's modules (registry.browser.ts): schema, ui and the visitor's language (Portuguese here:
      // its strings ride in the schema, its precompiled validator is its own module; the `?raw` texts are the staff preview's). The lazy imports
      // hang off the app's start chunk, not the entry.
      const dynamic = Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []);
      const roots = [...new Set(dynamic)].filter(
        (key) => key === BRIEFING_PAGE_SRC || key === BRIEFING_VALIDATOR_PT || (key.startsWith(BRIEFING_FORM_DIR) && !/\/i18n\/|\?raw$/.test(key)),
      );
      additionalFiles = jsFiles(withStaticImports(manifest, roots)).filter((f) => !load.js.includes(f));
    }
    const app = startLoad(DIST, load.js);
    additionalFiles = additionalFiles.filter((f) => !app.js.includes(f));
    const all = [...load.js, ...app.js, ...additionalFiles];
    return {
      route,
      html: htmlKind(readFileSync(resolve(DIST, file), 'utf8')),
      initial: load.jsGzip,
      css: load.inlineCssGzip + load.cssGzip,
      document: load.htmlGzip,
      app: app.jsGzip,
      additional: gzipSize(additionalFiles),
      initialFiles: load.js,
      additionalFiles,
      firebase: packagesIn(DIST, all, FIREBASE_MODULE, FIREBASE_TEXT),
      engine: packagesIn(DIST, all, ENGINE_MODULE, ENGINE_TEXT),
    };
  });
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

type StartResult = { status: 'skipped'; reason: string } | { status: 'ok'; seconds: number; phases?: string } | { status: 'failed'; reason: string };

async function measureStart(): Promise<StartResult> {
  const busy: number[] = [];
  for (const port of START_PORTS) if (!(await portFree(port))) busy.push(port);
  if (busy.length) return { status: 'skipped', reason: `ports busy (${busy.join(', ')})` };

  const started = Date.now();
  const child = spawnGroup('npx', ['tsx', 'scripts/start.ts']);
  const output = tail(child);
  try {
    // Ready is what npm start says (emulators, seed and web all up), and the site answering: the dev
    // server alone answers while the emulators still start beside it.
    while (!output().includes('Movaly is running') || !(await httpOk(START_URL))) {
      if (exited(child)) return { status: 'failed', reason: `npm start exited (${child.exitCode ?? child.signalCode}):\n${output()}` };
      if (Date.now() - started > START_TIMEOUT_MS) return { status: 'failed', reason: `no answer within ${START_TIMEOUT_MS / 1000} s` };
      await sleep(250);
    }
    return { status: 'ok', seconds: (Date.now() - started) / 1000, phases: /ready in [^:]+: ([^)]*)\)/.exec(output())?.[1] };
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

  console.log('\n[1/12] Building (vite build --mode emulator)...');
  const buildSeconds = await build();
  const sizes = measureSizes();

  console.log(`\n[2/12] Briefings in headless Chromium, CPU ${CPU_SLOWDOWN}x slower, ${RUNS} runs (its figures follow)...`);
  console.log('(keystroke = max Event Timing duration per interaction; keys without an entry took < 16 ms and count as 16;');
  console.log(' blocking = each long task\'s excess over 50 ms from navigation to ready: the TBT of that window)');
  await measureBriefings({ dist: DIST, serve: servePreview, runs: RUNS, chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });

  let start: StartResult = { status: 'skipped', reason: '--skip-start' };
  if (!skipStart) {
    console.log('\n[3/12] Timing npm start...');
    start = await measureStart();
  }

  console.log('\n=== Report ===');
  console.log(`\nBuild: ${buildSeconds.toFixed(1)} s. Before first paint, per route (gzip, zlib default level; budget: initial JS <= 150 kB):\n`);
  console.log(
    table([
      ['route', 'html', 'initial JS', 'critical CSS', 'document', 'app JS', 'route JS', 'firebase?', 'form engine?'],
      ...sizes.map((s) => [
        s.route,
        s.html,
        `${kB(s.initial)} kB`,
        `${kB(s.css)} kB`,
        `${kB(s.document)} kB`,
        `${kB(s.app)} kB`,
        `${kB(s.additional)} kB`,
        s.firebase.length ? 'YES' : 'no',
        s.engine.length ? 'YES' : 'no',
      ]),
    ]),
  );
  console.log('\n  (initial JS = entry + modulepreloads, before first paint; document = the HTML with its critical CSS inlined;');
  console.log('   app JS = what the entry fetches after the first paint to hydrate; route JS = the briefing\'s page and form)');
  console.log(`  initial chunks of /: ${sizes[0].initialFiles.join(', ')}`);
  const briefing = sizes.find((s) => s.route === BRIEFING_ROUTE);
  if (briefing) console.log(`  ${BRIEFING_ROUTE} then: ${briefing.additionalFiles.join(', ')}`);
  for (const s of sizes) {
    if (s.firebase.length) console.log(`  ${s.route} Firebase modules: ${s.firebase.join(', ')}`);
    if (s.engine.length) console.log(`  ${s.route} form engine modules: ${s.engine.join(', ')}`);
  }

  console.log('');
  if (start.status === 'ok') console.log(`npm start until it is running and ${START_URL} answers 200: ${start.seconds.toFixed(1)} s (${start.phases ?? 'phases not printed'})`);
  else if (start.status === 'skipped') console.log(`npm start timing skipped: ${start.reason}`);
  else console.log(`npm start timing failed: ${start.reason}`);

  if (!process.argv.includes('--skip-load')) {
    console.log('\n[4/12] Load on the emulators (its figures follow)...');
    await measureLoad();
  }
  if (!process.argv.includes('--skip-viewer')) {
    console.log('\n[5/12] The lead viewer with 5,000 leads (its figures follow)...');
    await inEmulators('auth,firestore', 'scripts/bench-viewer.ts', /^(Viewer| {2})/, { VIEWER_DIST: OUT_DIR });
  }
  if (!process.argv.includes('--skip-inbox')) {
    console.log(`\n[6/12] The inbox with ${Number(process.env.INBOX_LEADS ?? 20_000).toLocaleString('en')} lead summaries over 13 forms (its figures follow)...`);
    await inEmulators('auth,firestore', 'scripts/bench-inbox.ts', /^(Inbox| {2})/, { INBOX_DIST: OUT_DIR });
  }
  if (!process.argv.includes('--skip-lighthouse')) {
    // Inside the Firestore emulator, so the pages' service queries answer and the console stays clean.
    console.log('\n[7/12] Lighthouse mobile on /, /clone-digital, the cinematic and the strategic-content briefings (its figures follow)...');
    await inEmulators('auth,firestore', 'scripts/bench-lighthouse.ts', /^(Lighthouse| {2})/, { LIGHTHOUSE_DIST: OUT_DIR });
  }
  if (!process.argv.includes('--skip-agenda')) {
    console.log('\n[8/12] The Agenda do dia for 10 staff over 20,000 lead summaries (its figures follow)...');
    await inEmulators('auth,firestore', 'scripts/bench-agenda.ts', /^(Agenda| {2})/);
  }
  if (!process.argv.includes('--skip-editor')) {
    console.log('\n[9/12] The visual editor\'s save under npm start in a scratch copy, 10 saves (its figures follow)...');
    await ownFigures('scripts/bench-editor-save.ts');
  }
  if (!process.argv.includes('--skip-slots')) {
    console.log('\n[10/12] Free call slots of 5 staff members over 14 days (its figures follow)...');
    await ownFigures('scripts/bench-slots.ts');
  }
  if (!process.argv.includes('--skip-booking')) {
    console.log('\n[11/12] The booking call on the emulators, 20 contact briefings (its figures follow)...');
    const { prepareFunctions, EMULATORS } = await import('./lib/local-stack');
    await prepareFunctions();
    await inEmulators(EMULATORS, 'scripts/bench-booking.ts', /^(Booking|Race|Overlaps|Team reads| {2})/);
  }
  if (!process.argv.includes('--skip-drafts')) {
    console.log('\n[12/12] "Continuar depois" on the emulators, 20 saves and opens (its figures follow)...');
    const { prepareFunctions, EMULATORS } = await import('./lib/local-stack');
    await prepareFunctions();
    await inEmulators(EMULATORS, 'scripts/bench-drafts.ts', /^(Drafts| {2})/);
  }
}

/** Runs a bench script that needs no emulator; it prints its own figures. */
async function ownFigures(script: string): Promise<void> {
  const child = spawn(resolve(ROOT, 'node_modules/.bin/tsx'), [script], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  groups.add(child);
  await waitExit(child, 15 * 60_000);
  groups.delete(child);
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
  // 30 min: the inbox's and the agenda's 20,000 leads are seeded and scanned by the emulator (it has no indexes).
  await waitExit(child, 30 * 60_000);
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
