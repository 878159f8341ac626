import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { measureBriefings, type Served } from './bench-stock';
import { ROOT } from './lib/local-stack';
import { scratchCopy } from './lib/scratch-copy';
import { vitePreview } from './lib/vite-preview';

/*
 * How far "what a page hydrates" can take the time to ready (issue 19): builds the site three ways
 * in scratch copies of the repository and measures each against the stock RJSF + Chakra page, as
 * `npm run bench` does (five first visits each at 4x CPU, alternating with the stock page):
 *
 *   as is      every part hydrated (what ships)
 *   no chrome  the header and the footer left as the prerendered HTML, never hydrated
 *   no parts   the header, the page and the footer left as HTML: only the providers, the router and
 *              the layout's frame hydrate (a page nobody could use: its form is dead)
 *
 * The last two are not products: they bound what any change to what hydrates could gain, since the
 * code each page loads and starts (React DOM, Chakra's system, the router, i18next, the form engine)
 * is the same in all three. Prints each variant's tables and ratios.
 *
 *   npx tsx scripts/bench-floor.ts        (BENCH_RUNS, default 5; CHROMIUM_PATH)
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LAYOUT = 'src/features/layout/site-layout.tsx';

/** A part kept as the prerendered HTML: the browser renders it again from that HTML, never from React. */
const FROZEN = `
function Frozen({ id, children }: { id: string; children: React.ReactNode }) {
  if (typeof document === 'undefined') return <div id={id} style={{ display: 'contents' }}>{children}</div>;
  const html = document.getElementById(id)?.innerHTML ?? '';
  return <div id={id} style={{ display: 'contents' }} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
`;

const PARTS = {
  header: ['<SiteHeader />', '<Frozen id="frozen-header"><SiteHeader /></Frozen>'],
  page: ['<Outlet />', '<Frozen id="frozen-page"><Outlet /></Frozen>'],
  footer: ['<SiteFooter />\n        {!staffPage && <WhatsAppBubble />}', '<Frozen id="frozen-footer"><SiteFooter />\n        {!staffPage && <WhatsAppBubble />}</Frozen>'],
} as const;

const VARIANTS: { name: string; frozen: (keyof typeof PARTS)[] }[] = [
  { name: 'as is', frozen: [] },
  { name: 'no chrome (header and footer never hydrated)', frozen: ['header', 'footer'] },
  { name: 'no parts (header, page and footer never hydrated)', frozen: ['header', 'page', 'footer'] },
];

function build(variant: (typeof VARIANTS)[number], index: number): string {
  const dir = resolve(ROOT, `.data/bench-floor-${index}`);
  scratchCopy(dir);
  const file = resolve(dir, LAYOUT);
  let source = readFileSync(file, 'utf8');
  for (const part of variant.frozen) {
    const [from, to] = PARTS[part];
    if (!source.includes(from)) throw new Error(`${LAYOUT} no longer holds ${from}: update scripts/bench-floor.ts`);
    source = source.replace(from, to);
  }
  if (variant.frozen.length) source = source.replace(/\nexport function SiteLayout/, `${FROZEN}\nexport function SiteLayout`);
  writeFileSync(file, source);
  const result = spawnSync(resolve(dir, 'node_modules/.bin/vite'), ['build', '--mode', 'emulator', '--outDir', 'dist', '--logLevel', 'warn'], { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the build of "${variant.name}" failed (the copy stays in ${dir})`);
  return dir;
}

let port = 4340;
const servers: { kill: () => void }[] = [];
async function serve(dir: string): Promise<Served> {
  const at = port++;
  const child = await vitePreview(dir, at);
  servers.push(child);
  return { origin: `http://127.0.0.1:${at}`, stop: async () => void child.kill() };
}

const copies: string[] = [];
try {
  for (const [index, variant] of VARIANTS.entries()) {
    const dir = build(variant, index);
    copies.push(dir);
    console.log(`\n=== ${variant.name} ===`);
    await measureBriefings({ dist: resolve(dir, 'dist'), serve, runs: RUNS, chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  }
} finally {
  for (const server of servers) server.kill();
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
}
