import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { vitePreview } from './lib/vite-preview';

/*
 * `npm run bench` step 7 (run by scripts/bench.ts inside the Auth and Firestore emulators, so the pages' service
 * queries answer and the console stays clean): Lighthouse's default mobile run (simulated slow 4G and
 * 4x CPU) with Debian's chromium against `vite preview` of the bench's emulator build, on the landing
 * page, one service page, the cinematic briefing and the largest briefing (strategic content). Prints the four category scores and FCP, LCP, TBT,
 * CLS per page. Goals (issue 10): performance >= 95, LCP <= 2.0 s, TBT <= 150 ms, CLS <= 0.05, the
 * other categories >= 95. Env: LIGHTHOUSE_DIST (default .data/web-emulator), CHROMIUM_PATH.
 */

const DIST = process.env.LIGHTHOUSE_DIST ?? '.data/web-emulator';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = 4178;
const BASE = `http://127.0.0.1:${PORT}`;
// The three pages of issue 10's table, and the largest briefing (strategic content, 54 questions).
const ROUTES = ['/', '/clone-digital', '/videos-cinematograficos/briefing', '/conteudo-estrategico/briefing'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const score = (value: number | null | undefined) => (value === null || value === undefined ? 'n/a' : String(Math.round(value * 100)));
const seconds = (value: number | undefined) => (value === undefined ? 'n/a' : `${(value / 1000).toFixed(2)} s`);
const millis = (value: number | undefined) => (value === undefined ? 'n/a' : `${Math.round(value)} ms`);

const server = await vitePreview(DIST, PORT);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  console.log('Lighthouse mobile (default throttling):');
  console.log(`  ${['page', 'perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'TBT', 'CLS'].join('\t')}`);
  for (const route of ROUTES) {
    const result = await lighthouse(`${BASE}${route}`, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) console.log(`  ${route}: ${runtimeError.code} ${runtimeError.message}`);
    const metric = (id: string) => audits[id]?.numericValue;
    console.log(
      `  ${[
        route,
        ...CATEGORIES.map((c) => score(categories[c]?.score)),
        seconds(metric('first-contentful-paint')),
        seconds(metric('largest-contentful-paint')),
        millis(metric('total-blocking-time')),
        metric('cumulative-layout-shift')?.toFixed(3) ?? 'n/a',
      ].join('\t')}`,
    );
    const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary');
    if (failing.length) console.log(`    failing audits: ${failing.map((a) => a.id).join(', ')}`);
  }
} finally {
  chrome.kill();
  server.kill();
}
