import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { EMOTION_KEY, PRERENDERED_KEY } from '../src/app/emotion-cache.ts';
import { absoluteUrl, sitemapXml } from './lib/sitemap.ts';

/*
 * Prerenders every public route into the client build that just finished (called by the
 * `movaly-prerender` plugin of vite.config.ts, so `npm run build`, `npm run build:emulator`, the tests
 * and the bench all get it): builds src/app/prerender.tsx for Node, renders each route in Portuguese
 * and writes `<route>.html` (the home page is index.html) with the page's markup, its critical CSS,
 * title, description and canonical link, plus sitemap.xml. `app.html` keeps the empty shell for hosts
 * that can send the client-only routes (the staff area) to it.
 */

const ROOT = resolve(import.meta.dirname, '..');

interface RenderedPage {
  route: string;
  status: number;
  html: string;
  styles: string;
  hydrationScript: string;
  missingKeys: string[];
  stringFiles: string[];
}
interface PrerenderModule {
  PUBLIC_ROUTES: string[];
  CLIENT_ONLY_PUBLIC_ROUTES: string[];
  SHELL_ROUTES: string[];
  LAYOUT_STRING_FILES: string[];
  UNLISTED_ROUTES: string[];
  renderRoute(route: string): Promise<RenderedPage>;
}

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' })[e]!);
const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const textOf = (html: string) => decode(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();

/** The page's main heading and the first paragraph after it: what a search result shows. */
export function pageSummary(html: string): { heading?: string; description?: string } {
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  if (!h1) return {};
  const after = html.slice(h1.index + h1[0].length);
  const paragraph = /<p[^>]*>([\s\S]*?)<\/p>/.exec(after);
  let description = paragraph ? textOf(paragraph[1]) : undefined;
  if (description && description.length > 160) description = `${description.slice(0, 157).replace(/\s+\S*$/, '')}…`;
  return { heading: textOf(h1[1]), description };
}

const fileFor = (route: string) => (route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`);

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/**
 * The empty shell of the client-only routes, with modulepreload links for the app's start
 * (src/app/start.tsx and its static imports): it has nothing to paint before the app, so the app
 * should arrive as early as possible.
 */
function shellHtml(template: string, manifest: Manifest, stringFiles: string[]): string {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    (manifest[key].imports ?? []).forEach(visit);
  };
  visit('src/app/start.tsx');
  // Plus the Portuguese strings every page shows (header, footer): the default language's.
  stringFiles.forEach(visit);
  const links = [...seen]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js') && !template.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return template.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
}

/** modulepreload links for the page's string chunks: hydration waits for them, so fetch them with the entry. */
function stringPreloads(manifest: Manifest, page: RenderedPage): string {
  return page.stringFiles
    .map((source) => manifest[source]?.file)
    .filter((file): file is string => !!file)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
}

/**
 * The app's own stylesheets (the form theme's form.css: everything else is Emotion's), for the pages
 * that draw a form: Vite links them only when the form's code loads, after the first paint, which
 * would paint the questions unstyled and then move them. Inlined, they cost no request; the link
 * Vite adds later brings the same rules.
 */
function appStylesheets(outDir: string, manifest: Manifest): string {
  const files = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))];
  return files.map((file) => `<style data-from="/${file}">${readFileSync(join(outDir, file), 'utf8').trim()}</style>`).join('');
}
const drawsForm = (page: RenderedPage) => page.html.includes('class="mf-');

/** A prerendered page, which the app hydrates as is (`data-prerendered`). */
function pageHtml(template: string, page: RenderedPage, manifest: Manifest, formCss: string): string {
  const { heading, description } = pageSummary(page.html);
  let out = template;
  // The home page keeps the site's own title and description (index.html); the others name themselves.
  if (page.route !== '/' && heading) out = out.replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(heading)} | Movaly</title>`);
  if (page.route !== '/' && description) {
    out = out.replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeAttr(description)}" />`);
  }
  const canonical = `    <link rel="canonical" href="${absoluteUrl(page.route)}" />\n`;
  const head = `${canonical}    ${stringPreloads(manifest, page)}\n    ${page.hydrationScript}\n`;
  // Before the module script: the router's data must be on window when the entry runs.
  out = out.replace(/(\s*)<script type="module"/, `\n${head}$1<script type="module"`);
  // The styles close <head>, and stay there: the browser's Emotion cache takes them over in place
  // (src/app/emotion-cache.ts), which is why the page's own element is renamed, and `data-s` (what
  // Emotion marks the elements it has taken over with) keeps Emotion's default cache, created when
  // @emotion/react loads, from moving every prerendered style element to the end of <head>.
  const styles = page.styles.replace(`data-emotion="${EMOTION_KEY} `, `data-emotion="${PRERENDERED_KEY} `).replace(/<style /g, '<style data-s="" ');
  out = out.replace('</head>', `    ${formCss}${styles}\n  </head>`);
  return out.replace('<div id="root"></div>', `<div id="root" data-prerendered="${escapeAttr(page.route)}">${page.html}</div>`);
}

export async function prerender({ outDir, mode }: { outDir: string; mode: string }): Promise<void> {
  const started = Date.now();
  // Inside the project, so the built module finds the packages in node_modules.
  mkdirSync(resolve(ROOT, '.data'), { recursive: true });
  const serverDir = mkdtempSync(resolve(ROOT, '.data/prerender-'));
  try {
    await build({
      configFile: resolve(ROOT, 'vite.config.ts'),
      root: ROOT,
      mode,
      logLevel: 'warn',
      build: { ssr: 'src/app/prerender.tsx', outDir: serverDir, emptyOutDir: true, sourcemap: false, manifest: false, copyPublicDir: false },
    });
    const app = (await import(pathToFileURL(join(serverDir, 'prerender.js')).href)) as PrerenderModule;
    const template = readFileSync(join(outDir, 'index.html'), 'utf8');
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const problems: string[] = [];
    const shell = shellHtml(template, manifest, app.LAYOUT_STRING_FILES);
    const formCss = appStylesheets(outDir, manifest);
    for (const route of app.PUBLIC_ROUTES) {
      const page = await app.renderRoute(route);
      if (page.status !== 200) problems.push(`${route}: status ${page.status}`);
      if (page.missingKeys.length) problems.push(`${route}: no Portuguese string for ${page.missingKeys.join(', ')}`);
      const file = join(outDir, fileFor(route));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, pageHtml(template, page, manifest, drawsForm(page) ? formCss : ''));
    }
    writeFileSync(join(outDir, 'app.html'), shell);
    if (problems.length) throw new Error(`Prerender failed:\n  ${problems.join('\n  ')}`);
    // Without a file of their own, these would get the host's fallback: the home page's HTML.
    for (const route of app.SHELL_ROUTES) {
      const file = join(outDir, fileFor(route));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, shell);
    }

    const listed = [...app.PUBLIC_ROUTES, ...app.CLIENT_ONLY_PUBLIC_ROUTES].filter((route) => !app.UNLISTED_ROUTES.includes(route));
    writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(listed));
    console.log(`Prerendered ${app.PUBLIC_ROUTES.length} public routes and sitemap.xml in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    rmSync(serverDir, { recursive: true, force: true });
  }
}
