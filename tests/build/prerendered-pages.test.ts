import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRegistry } from '../../scripts/lib/read-forms';
import { paths } from '../../src/config/paths';
import { DIST, prerendered } from './prerendered';
import { ENGINE_MODULE, ENGINE_TEXT, FIREBASE_MODULE, FIREBASE_TEXT, initialLoad, packagesIn, startLoad } from '../../scripts/lib/initial-load';

/*
 * Checks the build the end-to-end tests run against (scripts/test.ts builds it first; BUILD_DIR points
 * elsewhere): every prerendered page carries its content, and what the landing page loads before its
 * first paint holds neither Firebase nor the form engine and stays within its budget.
 */
/** kB gzip of JS the landing page may load before its first paint (docs/performance.md). */
const LANDING_JS_BUDGET_KB = 150;

describe(`the prerendered build in ${relative(process.cwd(), DIST)}`, () => {
  it('exists (run `npm run build:emulator` first)', () => {
    expect(existsSync(join(DIST, 'index.html'))).toBe(true);
  });

  it('prerenders the home page and every service page', () => {
    const routes = prerendered.map((p) => p.route);
    const expected = [paths.home, ...paths.serviceSlugs.map((s) => `/${s}`), paths.websiteService, paths.payments];
    expect(routes).toEqual(expect.arrayContaining(expected));
  });

  it.each(prerendered.map((p) => [p.route, p] as const))('%s arrives with its main heading, title, description and styles', (_route, page) => {
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page.html);
    expect(h1?.[1].replace(/<[^>]+>/g, '').trim(), `${page.file} has no <h1> with text`).toBeTruthy();
    expect(page.html).toMatch(/<title>[^<]+<\/title>/);
    expect(page.html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(page.html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/);
    expect(page.html).toMatch(/<style data-s="" data-emotion="mv-page [^"]+">/);
  });

  // A briefing arrives with its title and its first questions drawn, to be hydrated as is.
  const briefings = readRegistry().forms.flatMap((f) => (f.form.route ? [{ route: f.form.route, title: f.form.texts.title }] : []));
  it.each(briefings.map((b) => [b.route, b] as const))('%s arrives with its title and first questions, and without its form in the router data', (route, { title }) => {
    const page = prerendered.find((p) => p.route === route);
    expect(page, `${route} is not prerendered`).toBeDefined();
    expect(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page!.html)?.[1].replace(/<[^>]+>/g, '').trim()).toBe(title);
    expect(page!.html).toMatch(/<form[\s\S]*<(input|textarea|select)[^>]* id="root_[^"]+"/);
    // Styled from the first paint: the form theme's stylesheet is in the page, not only linked by the form's code later.
    expect(page!.html).toMatch(/<style data-from="\/assets\/[^"]+\.css">[^<]*\.mf-input/);
    // The form (schema, texts, a validator's functions) loads with the page's code, not inside the HTML.
    const data = /__staticRouterHydrationData = JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(page!.html)?.[1];
    expect(data, 'router data').toBeDefined();
    expect(Object.keys(JSON.parse(JSON.parse(data!) as string).loaderData as object)).toEqual([]);
  });

  it('lists the public pages in sitemap.xml and keeps robots.txt pointing at it', () => {
    const sitemap = readFileSync(join(DIST, 'sitemap.xml'), 'utf8');
    for (const { route } of prerendered.filter((p) => p.route !== paths.buttonTest)) expect(sitemap).toContain(`${route === '/' ? '/' : route}</loc>`);
    expect(readFileSync(join(DIST, 'robots.txt'), 'utf8')).toMatch(/^Sitemap: https:\/\/.+\/sitemap\.xml$/m);
  });

  it('loads neither Firebase nor the form engine before the landing page paints or to hydrate it, within the budget', () => {
    const load = initialLoad(DIST, 'index.html');
    expect(load.js.length).toBeGreaterThan(0);
    expect(load.jsGzip / 1024).toBeLessThanOrEqual(LANDING_JS_BUDGET_KB);
    const app = startLoad(DIST, load.js);
    expect(app.js.length).toBeGreaterThan(0);
    const all = [...load.js, ...app.js];
    expect(packagesIn(DIST, all, FIREBASE_MODULE, FIREBASE_TEXT)).toEqual([]);
    expect(packagesIn(DIST, all, ENGINE_MODULE, ENGINE_TEXT)).toEqual([]);
  });
});
