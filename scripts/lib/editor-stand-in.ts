import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import type { Plugin, ViteDevServer } from 'vite';
import { formEditorPlugin } from './form-editor-plugin';

/*
 * Test support for the form editor's endpoints (scripts/lib/form-editor-plugin.ts): a small git
 * repository of its own, and the plugin's own middleware on a stand-in dev server whose watcher reports
 * the files the stand-in generator names, and whose forms:generate and forms:check answer as told. The
 * endpoints' other modules (publish-form, folder-versions, form-archive) are the real ones.
 */

export const GIT_ENV: NodeJS.ProcessEnv = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };

export function write(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** A git command in `root`, with a committer and no global configuration. */
export function gitIn(root: string) {
  return (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Dev', '-c', 'user.email=dev@example.com', '-c', 'commit.gpgsign=false', ...args], {
      cwd: root,
      encoding: 'utf8',
      env: GIT_ENV,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
}

/** A fresh git repository under the system's temporary folder; `made` collects it for the test's clean-up. */
export function scratchRepository(prefix: string, made: string[]): string {
  const root = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  made.push(root);
  gitIn(root)('init', '-q');
  return root;
}

export const removeAll = (made: string[]) => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
};

const PORT = 5173;

interface StandIn {
  /** What forms:check answers. */
  check?: { ok: boolean; output: string };
  /** The files (relative to the root) the stand-in forms:generate reports to the dev server's watcher. */
  generated?: string[];
}

/** The plugin's middleware on a stand-in dev server over `root`; `runs` lists the tools it ran, in order. */
export function editorDevServer(root: string, { check = { ok: true, output: '' }, generated = [] }: StandIn = {}) {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const listeners = new Set<(event: string, path: string) => void>();
  const runs: string[] = [];
  const build = {
    generateText: async () => {
      runs.push('generate');
      // What the dev server's watcher would have seen: every change under the root, including the folder's files.
      for (const listener of listeners) for (const path of generated) listener('change', join(root, path));
      return { ok: true, output: '', written: [] };
    },
    checkText: async (_root: string, id: string) => {
      runs.push(`check ${id}`);
      return { ...check, others: [] };
    },
    // The shared generated files as this stand-in's generator makes them: none.
    sharedSources: async () => ({}),
    warm: async () => undefined,
  };
  const modules: Record<string, () => Promise<unknown>> = {
    '/scripts/lib/editor-build.ts': async () => build,
    '/scripts/lib/form-archive.ts': () => import('./form-archive'),
    '/scripts/lib/publish-form.ts': () => import('./publish-form'),
    '/scripts/lib/folder-versions.ts': () => import('./folder-versions'),
  };
  const server = {
    config: { root, server: { port: PORT } },
    httpServer: { address: () => ({ port: PORT }) },
    watcher: {
      on: (_: string, listener: (event: string, path: string) => void) => listeners.add(listener),
      off: (_: string, listener: (event: string, path: string) => void) => listeners.delete(listener),
    },
    middlewares: { use: (_path: string, fn: typeof handler) => (handler = fn) },
    environments: { client: { hot: { send: () => undefined } } },
    ssrLoadModule: (path: string) => modules[path](),
  };
  ((formEditorPlugin() as Plugin).configureServer as (server: ViteDevServer) => void)(server as unknown as ViteDevServer);

  /** A request as the editor's page sends it (its own Origin, JSON; a GET when `body` is undefined), or as told. */
  const request = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: Record<string, unknown> }>((done) => {
      const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
      const req = Object.assign(Readable.from([Buffer.from(text)]), {
        method: body === undefined ? 'GET' : 'POST',
        url: path,
        headers: { host: `127.0.0.1:${PORT}`, origin: `http://127.0.0.1:${PORT}`, 'content-type': 'application/json', ...headers },
      });
      const res = {
        statusCode: 200,
        setHeader: () => undefined,
        end(answer: string) {
          done({ status: this.statusCode, body: JSON.parse(answer) as Record<string, unknown> });
        },
      };
      handler!(req as unknown as IncomingMessage, res as unknown as ServerResponse);
    });
  return { request, runs };
}
