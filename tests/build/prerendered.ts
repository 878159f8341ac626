import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** The build the end-to-end tests run against (scripts/test.ts builds it first; BUILD_DIR points elsewhere). */
export const DIST = resolve(import.meta.dirname, '../..', process.env.BUILD_DIR ?? '.data/web-emulator');

function htmlFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'assets') htmlFiles(path, out);
    } else if (name.endsWith('.html')) out.push(path);
  }
  return out;
}

export interface PrerenderedPage {
  file: string;
  html: string;
  /** The route the page was prerendered for (its root's data-prerendered). */
  route: string;
}

/** Every prerendered page of the build. */
export const prerendered: PrerenderedPage[] = existsSync(DIST)
  ? htmlFiles(DIST)
      .map((file) => ({ file: relative(DIST, file), html: readFileSync(file, 'utf8') }))
      .map((page) => ({ ...page, route: /<div id="root" data-prerendered="([^"]+)"/.exec(page.html)?.[1] }))
      .filter((page): page is PrerenderedPage => !!page.route)
  : [];

/**
 * The prerendered page of a route as a document, as a visitor's browser has it before the app's code
 * runs (parsed, no script run). In a test file run under jsdom (`@vitest-environment jsdom`).
 */
export function prerenderedDocument(route: string): Document {
  const page = prerendered.find((p) => p.route === route);
  if (!page) throw new Error(`${route} is not prerendered in ${DIST}`);
  return new DOMParser().parseFromString(page.html, 'text/html');
}

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** An element's accessible name, as far as these pages give it: aria-label, else its text. */
export const nameOf = (el: Element) => el.getAttribute('aria-label')?.trim() || text(el);

/** The text of the page's headings of a level. */
export const headings = (root: ParentNode, level: number) => [...root.querySelectorAll(`h${level}`)].map(text);

/** The section whose level-2 heading has this text. */
export function section(doc: Document, heading: string): Element {
  const found = [...doc.querySelectorAll('section')].find((s) => [...s.querySelectorAll('h2')].some((h) => text(h) === heading));
  if (!found) throw new Error(`no section headed "${heading}"`);
  return found;
}

/** The texts of a section's list items. */
export const itemsUnder = (doc: Document, heading: string) => [...section(doc, heading).querySelectorAll('li')].map(text);

/** The links named so (exactly, or matching), in the order of the page. */
export const links = (root: ParentNode, name: string | RegExp) =>
  [...root.querySelectorAll('a[href]')].filter((a) => (typeof name === 'string' ? nameOf(a) === name : name.test(nameOf(a)))) as HTMLAnchorElement[];

/** Whether the page's text holds this sentence. */
export const says = (root: ParentNode, sentence: string) => text(root as Element).includes(sentence);
export { text as textOf };
