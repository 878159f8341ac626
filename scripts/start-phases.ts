import { chromium } from 'playwright';
import { CHROMIUM, functionsBetween, pageThread, traceLoad } from './lib/cpu-trace';
import { vitePreview } from './lib/vite-preview';

/*
 * Where a prerendered page's time to ready goes: loads a built page at 4x CPU (a phone's viewport,
 * a fresh context each run) and prints, per phase of the app's start (the `app:*` User Timing marks
 * of src/app/start.tsx and hydrate-apart.tsx), the median time from navigation and the step from the
 * phase before, with the first contentful paint:
 *
 *   fcp -> app:start (the app's code fetched and evaluated after the paint) -> app:i18n -> app:system
 *   (Chakra's system) -> app:routes (the route's code) -> app:form -> app:hydrate -> app:ready (every
 *   part of the page hydrated: html[data-app=ready], the "ready" of npm run bench)
 *
 *   npx tsx scripts/start-phases.ts [route ...]      (default: the two briefings npm run bench measures)
 *
 * Env: START_PHASES_DIST (a built site, default .data/bench-dist, which `npm run bench` builds; with
 * `--minify false` the functions below have readable names), RUNS (default 5), BETWEEN ("app:hydrate
 * app:ready" lists the functions that window spends its time in, from one traced run), TOP (default 25),
 * CHROMIUM_PATH. A diagnostic, not a benchmark: `npm run bench` gives the figures against the stock page.
 */
const DIST = process.env.START_PHASES_DIST ?? '.data/bench-dist';
const PORT = 4187;
const RUNS = Number(process.env.RUNS ?? 5);
const TOP = Number(process.env.TOP ?? 25);
const BETWEEN = process.env.BETWEEN?.split(/\s+/).filter(Boolean);
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/videos-cinematograficos/briefing', '/conteudo-estrategico/briefing'];
const PHASES = ['fcp', 'app:start', 'app:i18n', 'app:system', 'app:routes', 'app:form', 'app:hydrate', 'app:ready'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One first visit's phases, in ms from navigation. */
async function phasesOf(url: string): Promise<Record<string, number>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, { timeout: 60_000, polling: 1000 });
    return await page.evaluate(() => {
      const at: Record<string, number> = {};
      for (const entry of performance.getEntriesByType('mark')) at[entry.name] = entry.startTime;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      if (fcp) at.fcp = fcp.startTime;
      return at;
    });
  } finally {
    await browser.close();
  }
}

const server = await vitePreview(DIST, PORT);
try {
  for (const route of routes) {
    const url = `http://127.0.0.1:${PORT}${route}`;
    const runs: Record<string, number>[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await phasesOf(url));
    console.log(`\n${route}: ${RUNS} first visits at 4x CPU, ms from navigation (medians; step = from the phase before)\n`);
    console.log(`  ${'phase'.padEnd(12)} ${'at'.padStart(6)} ${'step'.padStart(6)}   runs`);
    let before = 0;
    for (const phase of PHASES) {
      const values = runs.map((r) => r[phase]).filter((v): v is number => v !== undefined);
      if (!values.length) continue;
      const at = median(values);
      console.log(`  ${phase.padEnd(12)} ${String(Math.round(at)).padStart(6)} ${String(Math.round(at - before)).padStart(6)}   ${values.map(Math.round).join(' ')}`);
      before = at;
    }
    if (BETWEEN?.length === 2) {
      const events = await traceLoad(url);
      const { pid, fcp } = pageThread(events);
      const at = (name: string) => (name === 'fcp' ? fcp : events.find((e) => e.pid === pid && e.cat?.includes('blink.user_timing') && e.name === name)?.ts);
      const [from, to] = BETWEEN.map(at);
      if (from === undefined || to === undefined) throw new Error(`no mark ${BETWEEN.join(' or ')} in the trace`);
      console.log(`\n  ${BETWEEN[0]} -> ${BETWEEN[1]}: ${Math.round((to - from) / 1000)} ms in one traced run; the functions on the stack (inclusive ms):`);
      for (const [name, ms] of functionsBetween(events, pid, from, to).slice(0, TOP)) console.log(`    ${String(Math.round(ms)).padStart(5)}  ${name}`);
    }
  }
} finally {
  server.kill();
}
