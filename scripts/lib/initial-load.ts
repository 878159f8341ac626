import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/*
 * What a built page makes the browser fetch before its first paint: the entry script, every
 * <link rel="modulepreload"> and every stylesheet its HTML names. Counted from the HTML itself, so the
 * figure follows whatever the build (and the prerender step) put there. Shared by `npm run bench`
 * and the build test (tests/build/initial-load.test.ts).
 */

export interface InitialLoad {
  js: string[];
  css: string[];
  jsGzip: number;
  cssGzip: number;
  /** Inline <style> in the HTML (critical CSS of a prerendered page), gzip. */
  inlineCssGzip: number;
  htmlGzip: number;
}

const gzip = (text: string | Buffer) => gzipSync(text).length;

export function initialLoad(dist: string, htmlFile: string): InitialLoad {
  const html = readFileSync(resolve(dist, htmlFile), 'utf8');
  const urls = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1].replace(/^\//, ''));
  const js = [
    ...new Set([
      ...urls(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
      ...urls(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ]),
  ];
  const css = [...new Set(urls(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g))];
  const size = (files: string[]) => files.reduce((sum, f) => sum + gzip(readFileSync(resolve(dist, f))), 0);
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  return { js, css, jsGzip: size(js), cssGzip: size(css), inlineCssGzip: inline ? gzip(inline) : 0, htmlGzip: gzip(html) };
}

/**
 * Which of `patterns`' packages the given built files hold, read from their source maps (the module
 * paths that put code in each chunk); a file without a map is searched as text instead.
 */
export function packagesIn(dist: string, files: string[], modulePattern: RegExp, textPattern: RegExp): string[] {
  const found = new Set<string>();
  for (const file of files) {
    const map = resolve(dist, `${file}.map`);
    if (existsSync(map)) {
      const { sources = [] } = JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] };
      for (const source of sources) {
        const match = modulePattern.exec(source);
        if (match) found.add(match[1]);
      }
    } else if (textPattern.test(readFileSync(resolve(dist, file), 'utf8'))) {
      found.add(`${file} (text match, no source map)`);
    }
  }
  return [...found].sort();
}

export const FIREBASE_MODULE = /node_modules\/(firebase|@firebase\/[^/]+)\//;
export const ENGINE_MODULE = /node_modules\/(@rjsf\/[^/]+|ajv[^/]*)\//;
export const FIREBASE_TEXT = /@firebase\/(firestore|app)|FirebaseError/;
export const ENGINE_TEXT = /@rjsf|rjsf-|ajv\.js\.org|\bajv\b/i;

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The JS the entry fetches right after the first paint to start the app and hydrate the page: the
 * chunk of src/app/start.tsx and everything it imports statically (from the build manifest), less
 * what the HTML already loaded. Routes' and strings' lazy chunks are not in it.
 */
export function startLoad(dist: string, before: string[]): { js: string[]; jsGzip: number } {
  const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit('src/app/start.tsx');
  const js = [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js') && !before.includes(file));
  return { js, jsGzip: js.reduce((sum, f) => sum + gzip(readFileSync(resolve(dist, f))), 0) };
}
