import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/*
 * The response headers firebase.json gives the site's files (`hosting.headers`): what `vite preview`
 * (npm run bench, the end-to-end tests) answers with too, so that a page there loads as it does from
 * Firebase Hosting. The files under /assets/ have their content's hash in their names, so a browser
 * may keep them for a year without asking again: the pages themselves are not cached that way, and a
 * new build names its changed files anew.
 */
export interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/** firebase.json's header rules. */
export function hostingHeaderRules(root: string): HeaderRule[] {
  const config = JSON.parse(readFileSync(resolve(root, 'firebase.json'), 'utf8')) as { hosting?: { headers?: HeaderRule[] } };
  return config.hosting?.headers ?? [];
}

/** A Hosting glob of `*` and `**` (`/assets/**`, `**\/*.js`) as a regular expression over a request's path. */
export function globToRegExp(glob: string): RegExp {
  const parts = (glob.startsWith('/') ? glob : `/${glob}`).split(/(\*\*\/|\*\*|\*)/);
  const pattern = parts.map((part) => (part === '**/' ? '(?:.*/)?' : part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))).join('');
  return new RegExp(`^${pattern}$`);
}

/** The headers the rules give `path` (a request's path, without its query), later rules winning. */
export function headersFor(rules: HeaderRule[], path: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const rule of rules) if (globToRegExp(rule.source).test(path)) for (const { key, value } of rule.headers) found.set(key.toLowerCase(), value);
  return found;
}

/**
 * Makes `res` answer with `headers` whatever the file server sets: Vite's preview server writes its
 * own `Cache-Control: no-cache` with the response head, which a header set before would not override.
 */
export function forceHeaders(res: ServerResponse, headers: Map<string, string>): void {
  if (headers.size === 0) return;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    for (const arg of args) {
      if (!arg || typeof arg !== 'object' || Array.isArray(arg)) continue;
      for (const name of Object.keys(arg)) if (headers.has(name.toLowerCase())) delete (arg as Record<string, unknown>)[name];
    }
    for (const [name, value] of headers) this.setHeader(name, value);
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}

/**
 * `vite preview` answers as Firebase Hosting does (firebase.json), so that the bench and the end-to-end
 * tests load pages as a visitor would: an address without a file of its own gets /app.html, the empty
 * shell (not index.html: that is the prerendered home page, which a deep link into the staff area
 * would show for a moment), and every file the headers firebase.json gives it.
 */
export function hostingPreview(): Plugin {
  return {
    name: 'movaly-hosting-preview',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const rules = hostingHeaderRules(server.config.root);
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split(/[?#]/)[0];
        forceHeaders(res, headersFor(rules, path));
        const own = path === '/' || /\.[a-z0-9]+$/i.test(path) || existsSync(resolve(outDir, `.${path.replace(/\/$/, '')}.html`));
        if (!own && existsSync(resolve(outDir, 'app.html'))) req.url = '/app.html';
        next();
      });
    },
  };
}
