import { chromium } from 'playwright';
import { vitePreview } from './lib/vite-preview';

/*
 * What blocks the main thread while a page starts, and why: loads a built page in headless Chromium
 * at 4x CPU (as Lighthouse's mobile run assumes), records a trace with CPU samples until the app is
 * ready (`html[data-app=ready]`) and a moment after, then prints every task of 50 ms or more (the
 * ones Total Blocking Time counts) with the browser's own work in it (evaluating a script, style,
 * layout) and the functions the samples inside it fall in, heaviest first.
 *
 *   npx tsx scripts/long-tasks.ts [route ...]      (default: /)
 *
 * Env: LONG_TASKS_DIST (a built site, default .data/bench-dist, which `npm run bench` builds; build
 * with `--minify false` for readable function names), RUNS (default 1), TOP (functions per task,
 * default 12), CHROMIUM_PATH. A diagnostic, not a benchmark: a shared machine moves each task by
 * ±30 %; `npm run bench` gives the figures. The home page asks Firestore for its services: run it
 * inside `firebase emulators:exec --only firestore` for a clean console (it works without).
 */

const DIST = process.env.LONG_TASKS_DIST ?? '.data/bench-dist';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = 4186;
const RUNS = Number(process.env.RUNS ?? 1);
const TOP = Number(process.env.TOP ?? 12);
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** The browser's own work worth naming inside a task. */
const BROWSER_WORK = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'RunMicrotasks', 'UpdateLayoutTree', 'Layout', 'Paint', 'ParseHTML', 'EventDispatch', 'FireAnimationFrame']);

const file = (url: unknown) => String(url ?? '').replace(/^.*\//, '');
const frameName = (node: ProfileNode) => `${node.callFrame.functionName || '(anonymous)'} ${file(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;

/** The CPU samples of the renderer's main thread, each with the node its stack ends in. */
function samplesOf(events: TraceEvent[], pid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let ts = Number((events.find((e) => e.pid === pid && e.name === 'Profile')?.args?.data as { startTime?: number })?.startTime ?? 0);
  for (const event of events.filter((e) => e.pid === pid && e.name === 'ProfileChunk')) {
    const data = event.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data.cpuProfile?.samples ?? []).forEach((node, i) => {
      ts += data.timeDeltas?.[i] ?? 0;
      samples.push({ ts, node });
    });
  }
  return { nodes, samples };
}

async function trace(route: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading'] },
    });
    await page.goto(`http://127.0.0.1:${PORT}${route}`);
    // Polled slowly: Playwright's own script in the page would otherwise show up among the tasks.
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, { timeout: 60_000, polling: 1000 });
    await page.waitForTimeout(2000);
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await browser.close();
  }
}

function report(route: string, events: TraceEvent[]): void {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'ProfileChunk'));
  if (!main) throw new Error('no renderer main thread in the trace');
  const own = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const start = events.find((e) => e.name === 'navigationStart' && (e.args?.data as { isLoadingMainFrame?: boolean })?.isLoadingMainFrame)?.ts ?? own[0].ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? start;
  const { nodes, samples } = samplesOf(events, main.pid);
  const ms = (micros: number) => Math.round(micros / 1000);
  console.log(`\n${route}: first contentful paint at ${ms(fcp - start)} ms (4x CPU)`);
  let blocking = 0;
  for (const task of own.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= 50_000)) {
    const end = task.ts + (task.dur ?? 0);
    if (task.ts > fcp) blocking += (task.dur ?? 0) - 50_000;
    const work = own
      .filter((e) => e.ts >= task.ts && e.ts < end && (e.dur ?? 0) >= 2000 && BROWSER_WORK.has(e.name))
      .map((e) => `${e.name}${e.args?.data?.url ? ` ${file(e.args.data.url)}` : ''} ${ms(e.dur ?? 0)}`);
    console.log(`  task at ${ms(task.ts - start)} ms: ${ms(task.dur ?? 0)} ms${task.ts < fcp ? ' (before the paint)' : ''}  [${work.join('; ')}]`);
    const inside = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
    const perSample = inside.length ? (task.dur ?? 0) / inside.length : 0;
    const inclusive = new Map<string, number>();
    for (const sample of inside) {
      const seen = new Set<string>();
      for (let node = nodes.get(sample.node); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
        const name = frameName(node);
        if (seen.has(name) || /^\((root|program|idle)\)/.test(name)) continue;
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
      }
    }
    for (const [name, count] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`      ${String(ms(count * perSample)).padStart(4)} ms  ${name}`);
  }
  console.log(`  sum over the paint of each task's excess over 50 ms: ${ms(blocking)} ms`);
}

const server = await vitePreview(DIST, PORT);
try {
  for (const route of routes) for (let run = 0; run < RUNS; run++) report(route, await trace(route));
} finally {
  server.kill();
}
