import { chromium } from 'playwright';
import { vitePreview } from './lib/vite-preview';

/*
 * The browser's own rendering work while a prerendered page loads (style, layout, paint: main-thread
 * milliseconds from a trace), with JavaScript off so only the HTML and its CSS count, at 4x CPU on a
 * phone's screen. Builds are loaded in turn, run after run, and each prints its medians, so two
 * builds of one page compare on the same machine in the same minutes:
 *
 *   RENDER_DISTS=/tmp/before,/tmp/after npx tsx scripts/render-work.ts / /clone-digital
 *
 * Env: RENDER_DISTS (built sites, default .data/bench-dist), RUNS (default 7), CHROMIUM_PATH.
 */

const DISTS = (process.env.RENDER_DISTS ?? '.data/bench-dist').split(',');
const RUNS = Number(process.env.RUNS ?? 7);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const port = (i: number) => 4190 + i;

interface Work {
  style: number;
  layout: number;
  paint: number;
}

const servers = await Promise.all(DISTS.map((dist, i) => vitePreview(dist, port(i))));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });

async function measure(url: string): Promise<Work> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events: { name: string; ph: string; dur?: number }[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as typeof events)));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] } });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(500);
    await cdp.send('Tracing.end');
    await complete;
    const total = (...names: string[]) => events.filter((e) => e.ph === 'X' && names.includes(e.name)).reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
    return { style: total('UpdateLayoutTree'), layout: total('Layout'), paint: total('PrePaint', 'Paint') };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);
try {
  for (const route of routes) {
    const runs: Work[][] = DISTS.map(() => []);
    for (let run = 0; run < RUNS; run++) for (const [i] of DISTS.entries()) runs[i].push(await measure(`http://127.0.0.1:${port(i)}${route}`));
    for (const [i, dist] of DISTS.entries()) {
      const of = (key: keyof Work) => median(runs[i].map((w) => w[key]));
      console.log(`${route}  ${dist}: style ${of('style')} ms, layout ${of('layout')} ms, paint ${of('paint')} ms (medians of ${RUNS}, 4x CPU, JavaScript off)`);
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.kill();
}
