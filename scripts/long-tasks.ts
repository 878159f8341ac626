import { file, functionsBetween, pageThread, traceLoad, type TraceEvent } from './lib/cpu-trace';
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
const PORT = 4186;
const RUNS = Number(process.env.RUNS ?? 1);
const TOP = Number(process.env.TOP ?? 12);
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];

/** The browser's own work worth naming inside a task. */
const BROWSER_WORK = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'RunMicrotasks', 'UpdateLayoutTree', 'Layout', 'Paint', 'ParseHTML', 'EventDispatch', 'FireAnimationFrame']);

function report(route: string, events: TraceEvent[]): void {
  const { pid, own, start, fcp } = pageThread(events);
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
    for (const [name, spent] of functionsBetween(events, pid, task.ts, end).slice(0, TOP)) console.log(`      ${String(Math.round(spent)).padStart(4)} ms  ${name}`);
  }
  console.log(`  sum over the paint of each task's excess over 50 ms: ${ms(blocking)} ms`);
}

const server = await vitePreview(DIST, PORT);
try {
  for (const route of routes) for (let run = 0; run < RUNS; run++) report(route, await traceLoad(`http://127.0.0.1:${PORT}${route}`));
} finally {
  server.kill();
}
