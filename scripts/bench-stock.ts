import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from '@playwright/test';

/*
 * `npm run bench` step 2: mount time and keystroke latency of the briefings in headless Chromium at
 * 4x CPU slowdown, ours and, side by side in the same run and the same browser, a stock RJSF +
 * @rjsf/chakra-ui page of the largest briefing's schema (its schema.json and ui.json as they are, RJSF's
 * default validator, the Chakra theme), built here into .data/bench-stock and never shipped. Runs
 * alternate between the pages, so a busy machine slows both alike: the ratios ours/stock are what
 * count (figures move ±20 % between runs on a shared machine). Prints, never asserts.
 */

const ROOT = resolve(import.meta.dirname, '..');
const VITE = resolve(ROOT, 'node_modules/.bin/vite');
const STOCK_DIR = resolve(ROOT, '.data/bench-stock');

export const CPU_SLOWDOWN = 4;
const TYPE_DELAY_MS = 60;
// ASCII only: Playwright types characters missing from the US layout (accents) via insertText, which
// fires no keydown/keyup and so would produce no interaction to measure.
const NAME_TEXT = 'Ana Beatriz Souza de Oliveira Santos Lim'; // 40 characters
const SECOND_TEXT = 'Os cinquenta anos de casamento dos avos.'; // 40 characters
// Event Timing never reports entries shorter than 16 ms (the minimum durationThreshold).
const EVENT_THRESHOLD_MS = 16;
const KEY_EVENTS = new Set(['keydown', 'keypress', 'input', 'keyup']);

/** A briefing to measure: its route, and the two answers typed into (a one-line text, then another field). */
export interface BriefingPage {
  label: string;
  route: string;
  formId: string;
  secondField: string;
}

export const BRIEFINGS: BriefingPage[] = [
  { label: 'cinematic (23 questions)', route: '/videos-cinematograficos/briefing', formId: 'videos_cinematograficos', secondField: 'empresa' },
  { label: 'strategic content (54 questions)', route: '/conteudo-estrategico/briefing', formId: 'conteudo_estrategico', secondField: 'redesSociais' },
];
/** The largest briefing, the one the stock page renders. */
const LARGEST = BRIEFINGS[1];

export interface RunResult {
  mountMs?: number;
  /** When the page answers input: our app has hydrated (html[data-app=ready]); the stock page's inputs come with its handlers. */
  readyMs?: number;
  /**
   * Blocking time until ready: each long task's excess over 50 ms, from navigation to ready. Lighthouse's
   * Total Blocking Time starts at the first paint, but the stock page paints only when its one long
   * render task ends: counted from its paint it blocks for 0 ms, from navigation for most of its load.
   */
  tbtMs?: number;
  typedKeys: number;
  reported: number;
  p50?: number;
  p95?: number;
  max?: number;
  error?: string;
}

interface BenchState {
  mountMs?: number;
  readyMs?: number;
  longTasks: [start: number, duration: number][];
  events: { name: string; duration: number; interactionId: number }[];
}

/*
 * Runs in the page before any of its scripts: records mount time (when the first answer's input enters
 * the DOM, from navigation start: with a prerendered briefing, when its HTML is parsed), ready time
 * (when our app has hydrated the page: html[data-app=ready]), long tasks and Event Timing entries. Plain JavaScript text on purpose: tsx
 * compiles with keepNames, whose `__name()` helper would not exist in the page.
 */
const PAGE_PROBE = `(() => {
  const state = { mountMs: undefined, readyMs: undefined, longTasks: [], events: [] };
  window.__bench = state;
  const observer = new MutationObserver(() => {
    if (state.mountMs === undefined && document.getElementById('root_nomeCompleto')) state.mountMs = performance.now();
    if (state.readyMs === undefined && document.documentElement.dataset.app === 'ready') state.readyMs = performance.now();
    if (state.mountMs !== undefined && state.readyMs !== undefined) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-app'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      state.events.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId || 0 });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: ${EVENT_THRESHOLD_MS} });
})();`;

/** Nearest-rank percentile of an ascending list. */
function percentile(sorted: number[], p: number): number | undefined {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function median(values: (number | undefined)[]): number | undefined {
  const known = values.filter((v): v is number => v !== undefined).sort((a, b) => a - b);
  if (known.length === 0) return undefined;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 ? known[mid] : (known[mid - 1] + known[mid]) / 2;
}

/**
 * One first visit: fresh context (no cache, no draft), 4x CPU, mount, then, once the page answers
 * input (`hydrates`: our app's ready mark; the stock page renders in the browser, so at mount),
 * 80 keys typed into two answers.
 */
async function measurePage(browser: Browser, url: string, secondField: string, hydrates: boolean): Promise<RunResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const pageErrors: string[] = [];
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(PAGE_PROBE);
    await page.goto(url);
    await page.waitForFunction(
      (hydrated) => {
        const { mountMs, readyMs } = (window as unknown as { __bench: BenchState }).__bench;
        return mountMs !== undefined && (!hydrated || readyMs !== undefined);
      },
      hydrates,
      { timeout: 60_000, polling: 100 },
    );
    // Long tasks are reported after they end: the one that made the page ready arrives a moment later.
    await page.waitForTimeout(300);
    const atReady = await page.evaluate(() => (window as unknown as { __bench: BenchState }).__bench);
    const readyAt = hydrates ? atReady.readyMs! : atReady.mountMs!;
    const tbtMs = atReady.longTasks
      .filter(([at]) => at < readyAt)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    await page.click('#root_nomeCompleto');
    await page.keyboard.type(NAME_TEXT, { delay: TYPE_DELAY_MS });
    await page.click(`#root_${secondField}`);
    await page.keyboard.type(SECOND_TEXT, { delay: TYPE_DELAY_MS });
    // Event Timing entries are delivered after the next frames; give the throttled page time to report.
    await page.waitForTimeout(500);
    const state = await page.evaluate(() => (window as unknown as { __bench: BenchState }).__bench);
    // One keystroke = one interaction (its keydown, keypress, input and keyup share an interactionId);
    // the slowest of its events is its latency.
    const perInteraction = new Map<number, number>();
    for (const event of state.events) {
      if (!KEY_EVENTS.has(event.name) || event.interactionId === 0) continue;
      perInteraction.set(event.interactionId, Math.max(perInteraction.get(event.interactionId) ?? 0, event.duration));
    }
    const typedKeys = NAME_TEXT.length + SECOND_TEXT.length;
    // Keys faster than 16 ms produce no entry at all: they count as 16 ms (an upper bound).
    const durations = [...perInteraction.values()];
    const padded = [...durations, ...Array<number>(Math.max(0, typedKeys - durations.length)).fill(EVENT_THRESHOLD_MS)].sort(
      (a, b) => a - b,
    );
    return {
      mountMs: state.mountMs,
      readyMs: hydrates ? state.readyMs : state.mountMs,
      tbtMs,
      typedKeys,
      reported: durations.length,
      p50: percentile(padded, 50),
      p95: percentile(padded, 95),
      max: padded.at(-1),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { typedKeys: 0, reported: 0, error: [message, ...pageErrors.slice(0, 1)].join(' / page error: ') };
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** The stock page: RJSF's Chakra theme as its README shows it, on the largest briefing's own files. */
function writeStockSources(formId: string): string {
  const src = resolve(STOCK_DIR, 'src');
  rmSync(STOCK_DIR, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  writeFileSync(
    resolve(STOCK_DIR, 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" />' +
      '<title>Stock RJSF</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
  );
  writeFileSync(
    resolve(src, 'main.tsx'),
    [
      "import { ChakraProvider, Container, defaultSystem } from '@chakra-ui/react';",
      "import Form from '@rjsf/chakra-ui';",
      "import validator from '@rjsf/validator-ajv8';",
      "import { createRoot } from 'react-dom/client';",
      `import schema from '${resolve(ROOT, 'schemas', formId, 'schema.json')}';`,
      `import uiSchema from '${resolve(ROOT, 'schemas', formId, 'ui.json')}';`,
      '',
      "createRoot(document.getElementById('root')!).render(",
      '  <ChakraProvider value={defaultSystem}>',
      '    <Container maxW="3xl" py="10">',
      '      <Form schema={schema as never} uiSchema={uiSchema as never} validator={validator} noHtml5Validate />',
      '    </Container>',
      '  </ChakraProvider>,',
      ');',
      '',
    ].join('\n'),
  );
  return STOCK_DIR;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr?.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-4000)));
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} failed (${code}):\n${err}`))));
  });
}

export interface Served {
  origin: string;
  stop: () => Promise<void>;
}
export type Serve = (dir: string) => Promise<Served>;

const ROW_HEAD = ['run', 'mount', 'ready', 'blocking', 'keys >=16ms', 'p50', 'p95', 'max'];
const ms = (value: number | undefined) => (value === undefined ? 'n/a' : `${Math.round(value)} ms`);
const ratio = (a: number | undefined, b: number | undefined) => (a === undefined || !b ? 'n/a' : (a / b).toFixed(2));

function table(rows: string[][]): string {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  return rows.map((row) => row.map((cell, col) => cell.padEnd(widths[col])).join('  ').trimEnd()).join('\n');
}

function rowsOf(results: RunResult[]): string[][] {
  return [
    ROW_HEAD,
    ...results.map((r, i) =>
      r.error
        ? [String(i + 1), `error: ${r.error}`, '', '', '', '', '', '']
        : [String(i + 1), ms(r.mountMs), ms(r.readyMs), ms(r.tbtMs), `${r.reported}/${r.typedKeys}`, ms(r.p50), ms(r.p95), ms(r.max)],
    ),
    ['median', ms(median(results.map((r) => r.mountMs))), ms(median(results.map((r) => r.readyMs))), ms(median(results.map((r) => r.tbtMs))), '', ms(median(results.map((r) => r.p50))), ms(median(results.map((r) => r.p95))), ms(median(results.map((r) => r.max)))],
  ];
}

/**
 * Measures our briefings (served from the bench's production build by `serve`) and the stock page,
 * `runs` times each, alternating, and prints one table per page and the ratios ours/stock.
 */
export async function measureBriefings(opts: { dist: string; serve: Serve; runs: number; chromiumPath: string }): Promise<void> {
  const { chromium } = await import('@playwright/test');
  const stockDist = await buildStock(LARGEST.formId);
  const ours = await opts.serve(opts.dist);
  const stock = await opts.serve(stockDist);
  const browser = await chromium.launch({
    executablePath: opts.chromiumPath,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const results = new Map<string, RunResult[]>();
    const add = (key: string, result: RunResult) => results.set(key, [...(results.get(key) ?? []), result]);
    for (let i = 0; i < opts.runs; i++) {
      for (const briefing of BRIEFINGS) add(briefing.route, await measurePage(browser, `${ours.origin}${briefing.route}`, briefing.secondField, true));
      add('stock', await measurePage(browser, `${stock.origin}/`, LARGEST.secondField, false));
    }
    for (const briefing of BRIEFINGS) {
      console.log(`\nOurs, ${briefing.label}: ${briefing.route}\n`);
      console.log(table(rowsOf(results.get(briefing.route)!)));
    }
    console.log(`\nStock RJSF + @rjsf/chakra-ui, ${LARGEST.label} (schemas/${LARGEST.formId}, RJSF's default validator)\n`);
    console.log(table(rowsOf(results.get('stock')!)));
    const mine = results.get(LARGEST.route)!;
    const theirs = results.get('stock')!;
    const pick = (list: RunResult[], key: 'mountMs' | 'readyMs' | 'tbtMs' | 'p50' | 'p95' | 'max') => median(list.map((r) => r[key]));
    console.log(`\nOurs / stock, ${LARGEST.label}, medians of this run (below 1.00: ours is faster):\n`);
    console.log(
      table([
        ['mount', 'ready', 'blocking', 'keystroke p50', 'p95', 'max'],
        (['mountMs', 'readyMs', 'tbtMs', 'p50', 'p95', 'max'] as const).map((key) => ratio(pick(mine, key), pick(theirs, key))),
      ]),
    );
  } finally {
    await browser.close().catch(() => undefined);
    await ours.stop();
    await stock.stop();
  }
}

/** Builds the stock page with its own Vite config (React's plugin only: none of our aliases or plugins). */
async function buildStock(formId: string): Promise<string> {
  const root = writeStockSources(formId);
  writeFileSync(
    resolve(root, 'vite.config.mjs'),
    `import react from '${resolve(ROOT, 'node_modules/@vitejs/plugin-react/dist/index.js')}';\nexport default { plugins: [react()], logLevel: 'error' };\n`,
  );
  await run(VITE, ['build', root, '--config', resolve(root, 'vite.config.mjs'), '--outDir', resolve(root, 'dist'), '--emptyOutDir']);
  return resolve(root, 'dist');
}
