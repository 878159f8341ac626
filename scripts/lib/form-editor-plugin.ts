import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type * as EditorBuild from './editor-build';
import type * as Archive from './form-archive';
import type { folderVersions } from './folder-versions';
import type * as Publish from './publish-form';
// With their extensions: the config loads this file (see vite.config.ts, prerender).
import { markEditorWriting } from './editor-writing.ts';
import { reloadHold } from './reload-hold.ts';

export type { FolderVersions } from './folder-versions';

/*
 * The visual form editor's back end (issue 20), in the Vite dev server only (`apply: 'serve'`): the
 * production build has no such endpoint, as a git-backed CMS's local mode. It lists and reads the
 * form folders under schemas/, and saves one folder's files, then runs forms:generate's and forms:check's work
 * and keeps what the check said for the page (a save often reloads the page: the site follows
 * schemas/ as it changes). It also publishes a folder: one git commit of the folder and its generated
 * files (publish-form.ts), never a push; archives or restores a form (form.json `archived`, then as a
 * save), and deletes a draft never published (form-archive.ts). It answers only the dev server's own
 * pages: a request whose Host is not the server's loopback address, or a write whose Origin is not the
 * server itself, is refused, so a web page elsewhere (or a DNS name rebound to 127.0.0.1) can neither read
 * nor write the folders.
 */
export const FORM_EDITOR_API = '/__form-editor';
const FOLDER_ID = /^[a-z][a-z0-9_]*$/;
const FILES = ['form.json', 'schema.json', 'ui.json', 'i18n/es.json', 'i18n/en.json', 'example.json', 'spec-messages.json'];
const MAX_BODY = 2_000_000;

/** One line of forms:check, as scripts/lib/problem.ts formats it: `file:line:column  /pointer  sentence`. */
export interface SavedProblem {
  file: string;
  line?: number;
  column?: number;
  pointer: string;
  pt: string;
}

export interface SaveResult {
  /** Running: the files are written and the generator or the check is still at work. */
  state: 'running' | 'done';
  ok?: boolean;
  problems: SavedProblem[];
  /** What the tools printed that is not a problem line (a crash, say), for the page to show as it is. */
  output?: string;
  /** Other forms with problems, and how many each: listed apart, they never block this form. */
  others?: { id: string; count: number }[];
  at: string;
}

export function parseCheckOutput(output: string): SavedProblem[] {
  const problems: SavedProblem[] = [];
  for (const line of output.split('\n')) {
    const match = /^(schemas\/\S+?|[\w./-]+?)(?::(\d+):(\d+))? {2}(\S+) {2}(.+)$/.exec(line);
    if (!match) continue;
    const [, file, row, column, pointer, pt] = match;
    problems.push({ file, ...(row ? { line: Number(row), column: Number(column) } : {}), pointer: pointer === '/' ? '' : pointer, pt });
  }
  return problems;
}

/** Loopback names the dev server answers as itself. */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The request comes from the dev server's own page: its Host is the server, and a write's Origin is too. */
export function ownRequest(headers: IncomingMessage['headers'], port: number, write: boolean): boolean {
  const host = headers.host ?? '';
  const [name, hostPort] = host.startsWith('[') ? [host.slice(0, host.indexOf(']') + 1), host.split(']:')[1]] : host.split(':');
  if (!LOCAL_HOSTS.has(name) || Number(hostPort) !== port) return false;
  if (!write) return true;
  return headers.origin === `http://${host}` && (headers['sec-fetch-site'] === undefined || headers['sec-fetch-site'] === 'same-origin');
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/** A write's JSON object, or undefined once the refusal is sent (415 for another type, 400 for a body that is not a JSON object). */
async function jsonBody<T>(req: IncomingMessage, res: ServerResponse): Promise<T | undefined> {
  if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) {
    send(res, 415, { error: 'JSON only.' });
    return undefined;
  }
  let body: unknown;
  try {
    body = JSON.parse(await readBody(req));
  } catch {
    send(res, 400, { error: 'The body is not JSON.' });
    return undefined;
  }
  // Every request names its form in an object: `null` or a list is no request.
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    send(res, 400, { error: 'The body is not JSON.' });
    return undefined;
  }
  return body as T;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        fail(new Error('too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
}

/** How long a save waits for the watcher to report its files, and then for the dev server to act on them. */
const WATCHER_WAIT_MS = 15_000;
const WATCHER_SETTLE_MS = 300;

/** Resolves once `done()` holds (polled) and a moment more, or after WATCHER_WAIT_MS whatever happens. */
async function settled(done: () => boolean): Promise<void> {
  const until = Date.now() + WATCHER_WAIT_MS;
  while (!done() && Date.now() < until) await new Promise((next) => setTimeout(next, 25));
  await new Promise((next) => setTimeout(next, WATCHER_SETTLE_MS));
}

const FOLDER_VERSIONS = '/scripts/lib/folder-versions.ts';
const PUBLISH_FORM = '/scripts/lib/publish-form.ts';
const EDITOR_BUILD = '/scripts/lib/editor-build.ts';
const FORM_ARCHIVE = '/scripts/lib/form-archive.ts';

/** What POST /publish answers: the commit, or why there is none (the page words each reason). */
export type PublishAnswer =
  | { ok: true; hash: string; message: string; version: number }
  | { ok: false; reason: Publish.PublishRefusal; error: string; check?: SaveResult };

/**
 * What POST /archive answers: the form archived (`archived: true`) or restored, and the verdict of the save
 * that wrote it (generate and check, as after "Salvar e verificar"); or why not (the page words each reason).
 */
export type ArchiveAnswer = { ok: true; archived: boolean; check: SaveResult } | Archive.Refused;

/** What POST /delete answers: the draft and its generated files gone (`output`: what forms:generate printed when it failed), or why not. */
export type DeleteAnswer = { ok: true; output?: string } | Archive.Refused;

export function formEditorPlugin(): Plugin {
  // A save's or a publish's writes reload the open pages once, after the answer (reload-hold.ts says why).
  const reloads = reloadHold();
  let devServer: ViteDevServer | undefined;
  const reloadIfOwed = () => reloads.release((payload) => devServer?.environments.client.hot.send(payload));
  return {
    name: 'movaly-form-editor',
    apply: 'serve',
    hotUpdate: reloads.hotUpdate,
    configureServer(server: ViteDevServer) {
      devServer = server;
      const root = server.config.root;
      const schemas = resolve(root, 'schemas');
      const results = new Map<string, SaveResult>();
      let queue: Promise<unknown> = Promise.resolve();
      // What writes files (a save, a publish): npm start's functions watcher and the open pages wait for all of it.
      const writing = <T>(work: () => Promise<T>) => markEditorWriting(root, () => reloads.during(work));
      // forms:generate and forms:check in this process, through the module runner (editor-build.ts says why).
      const build = async () => (await server.ssrLoadModule(EDITOR_BUILD)) as typeof EditorBuild;
      const runGenerate = async () => (await build()).generateText(root);
      const runCheck = async (id: string) => (await build()).checkText(root, id);
      let warmed = false;
      const port = () => (server.httpServer?.address() as AddressInfo | null)?.port ?? server.config.server.port;

      const folders = () =>
        readdirSync(schemas)
          .filter((id) => FOLDER_ID.test(id) && existsSync(join(schemas, id, 'form.json')))
          .map((id) => {
            let title = id;
            try {
              title = String((JSON.parse(readFileSync(join(schemas, id, 'form.json'), 'utf8')) as { texts?: { title?: string } }).texts?.title ?? id);
            } catch {
              // A form.json being fixed by hand still lists, under its folder's name.
            }
            return { id, title };
          });

      /**
       * Runs work that changes files, then waits until the dev server's watcher has named each file it lists
       * in `changed` (absolute paths): what follows (the answer) goes out once the dev server has taken in
       * every change, held (reload-hold.ts), so the one reload follows the answer.
       */
      const watched = async <T>(work: (changed: string[]) => Promise<T>): Promise<T> => {
        const changed: string[] = [];
        const seen = new Set<string>();
        const saw = (_event: string, path: string) => seen.add(resolve(path));
        server.watcher.on('all', saw);
        try {
          const result = await work(changed);
          await settled(() => changed.every((path) => seen.has(path)));
          return result;
        } finally {
          server.watcher.off('all', saw);
        }
      };

      const save = async (id: string, files: Record<string, string>) => {
        // Every file this save changes, as the dev server's watcher names them.
        const { generated, checked } = await watched(async (changed) => {
          const dir = join(schemas, id);
          for (const name of FILES) {
            const text = files[name];
            const path = join(dir, name);
            if (typeof text !== 'string') continue;
            if (!text.trim()) {
              if (existsSync(path) && statSync(path).isFile()) {
                rmSync(path);
                changed.push(path);
              }
              continue;
            }
            mkdirSync(dirname(path), { recursive: true });
            // Unchanged files are not touched: no rebuild or reload for them.
            if (!existsSync(path) || readFileSync(path, 'utf8') !== text) {
              writeFileSync(path, text);
              changed.push(path);
            }
          }
          const generated = await runGenerate();
          const checked = await runCheck(id);
          changed.push(...(generated.written ?? []).map((path) => resolve(root, path)));
          return { generated, checked };
        });
        // The verdict goes out once the dev server has taken in every change (watched): no change of this save
        // can reload a page after it.
        const problems = parseCheckOutput(checked.output);
        const unexplained = !generated.ok || (!checked.ok && !problems.length);
        results.set(id, {
          state: 'done',
          ok: generated.ok && checked.ok,
          problems,
          ...(unexplained ? { output: `${generated.output}\n${checked.output}`.trim() } : {}),
          others: checked.others,
          at: new Date().toISOString(),
        });
      };

      server.middlewares.use(FORM_EDITOR_API, (req, res) => {
        void (async () => {
          const url = new URL(req.url ?? '/', 'http://local');
          const write = req.method !== 'GET';
          if (!ownRequest(req.headers, port(), write)) return send(res, 403, { error: 'Only the dev server’s own pages may use the form editor.' });
          if (req.method === 'GET' && url.pathname === '/folders') {
            // The editor is open: compile every form now, in the save queue, so the first save redoes only its own.
            if (!warmed) queue = queue.then(async () => (await build()).warm(root)).catch(() => undefined);
            warmed = true;
            return send(res, 200, { folders: folders() });
          }
          if (req.method === 'GET' && url.pathname === '/folder') {
            const id = url.searchParams.get('id') ?? '';
            if (!FOLDER_ID.test(id) || !existsSync(join(schemas, id))) return send(res, 404, { error: `No form folder "${id}".` });
            const texts = Object.fromEntries(FILES.map((name) => [name, existsSync(join(schemas, id, name)) ? readFileSync(join(schemas, id, name), 'utf8') : '']));
            // Loaded through the dev server's module runner, not imported: the config bundle stays free of the
            // form checks (and of the native config loader's warnings about their imports).
            const versions = (await server.ssrLoadModule(FOLDER_VERSIONS)) as { folderVersions: typeof folderVersions };
            return send(res, 200, { id, texts, lastSave: results.get(id) ?? null, ...versions.folderVersions(root, id) });
          }
          if (req.method === 'POST' && url.pathname === '/save') {
            const body = await jsonBody<{ id?: unknown; files?: unknown; create?: unknown }>(req, res);
            if (!body) return;
            const { id, files, create } = body;
            if (typeof id !== 'string' || !FOLDER_ID.test(id)) return send(res, 400, { error: 'The form id must be lower-case letters, digits and _, starting with a letter.' });
            if (typeof files !== 'object' || files === null || Object.keys(files).some((name) => !FILES.includes(name))) {
              return send(res, 400, { error: `Only these files can be saved: ${FILES.join(', ')}.` });
            }
            if (create === true && existsSync(join(schemas, id))) return send(res, 409, { error: `A form folder "${id}" already exists.` });
            if (create !== true && !existsSync(join(schemas, id))) return send(res, 404, { error: `No form folder "${id}".` });
            results.set(id, { state: 'running', problems: [], at: new Date().toISOString() });
            // One save at a time: two generators writing the same files would race.
            const done = queue.then(() => writing(() => save(id, files as Record<string, string>)));
            queue = done.catch(() => undefined);
            try {
              await done;
            } catch (error) {
              results.set(id, { state: 'done', ok: false, problems: [], output: String(error), at: new Date().toISOString() });
            }
            send(res, 200, results.get(id));
            return reloadIfOwed();
          }
          if (req.method === 'POST' && url.pathname === '/publish') {
            const body = await jsonBody<{ id?: unknown; files?: unknown }>(req, res);
            if (!body) return;
            const { id, files } = body;
            if (typeof id !== 'string' || !FOLDER_ID.test(id) || !existsSync(join(schemas, id, 'form.json'))) return send(res, 404, { error: `No form folder "${String(id)}".` });
            const publish = (await server.ssrLoadModule(PUBLISH_FORM)) as typeof Publish;
            // Behind any save: what is committed is what that save wrote and checked.
            const done = queue.then(() => writing(async (): Promise<PublishAnswer> => {
              if (!publish.ownCheckout(root)) return { ok: false, reason: 'notCheckout', error: 'This folder is not a git checkout of its own.' };
              // The tab's files, when it sends them, must be those on disk: what is committed is what the editor shows.
              if (typeof files === 'object' && files !== null && publish.unsavedFiles(join(schemas, id), files as Record<string, unknown>, FILES).length) {
                return { ok: false, reason: 'unsaved', error: 'The form has edits not saved yet: save them first.' };
              }
              const result = await publish.publishForm(root, id, { generate: runGenerate, check: () => runCheck(id), shared: async (dir) => (await build()).sharedSources(root, dir) });
              if (result.ok) return { ok: true, hash: result.hash, message: result.message, version: result.version };
              if (result.reason !== 'problems' || !result.generated) return { ok: false, reason: result.reason, error: result.error };
              // The check ran again: the page shows its findings as after a save.
              const generated = result.generated;
              const checked = result.checked ?? { ok: false, output: '' };
              const problems = parseCheckOutput(checked.output);
              const check: SaveResult = {
                state: 'done',
                ok: false,
                problems,
                ...(!generated.ok || !problems.length ? { output: `${generated.output}\n${checked.output}`.trim() } : {}),
                at: new Date().toISOString(),
              };
              results.set(id, check);
              return { ok: false, reason: 'problems', error: result.error, check };
            }));
            queue = done.catch(() => undefined);
            const answer = await done;
            // A refusal is an answer the page words, not a failure (a 4xx would print an error in the browser's console).
            send(res, 200, answer);
            return reloadIfOwed();
          }
          if (req.method === 'POST' && url.pathname === '/archive') {
            const body = await jsonBody<{ id?: unknown; archived?: unknown }>(req, res);
            if (!body) return;
            const { id, archived } = body;
            if (typeof id !== 'string' || !FOLDER_ID.test(id) || !existsSync(join(schemas, id, 'form.json'))) return send(res, 404, { error: `No form folder "${String(id)}".` });
            if (typeof archived !== 'boolean') return send(res, 400, { error: '"archived" must be true (archive) or false (restore).' });
            const archive = (await server.ssrLoadModule(FORM_ARCHIVE)) as typeof Archive;
            // Behind any save, and then a save of form.json: generate and check run as "Salvar e verificar" runs them.
            const done = queue.then(() => writing(async (): Promise<ArchiveAnswer> => {
              const refused = archive.archiveRefusal(root, id, archived);
              if (refused) return refused;
              const form = archive.withArchived(readFileSync(join(schemas, id, 'form.json'), 'utf8'), archived);
              results.set(id, { state: 'running', problems: [], at: new Date().toISOString() });
              try {
                await save(id, { 'form.json': form });
              } catch (error) {
                results.set(id, { state: 'done', ok: false, problems: [], output: String(error), at: new Date().toISOString() });
              }
              return { ok: true, archived, check: results.get(id)! };
            }));
            queue = done.catch(() => undefined);
            const answer = await done;
            // A refusal is an answer the page words, not a failure (as /publish's).
            send(res, 200, answer);
            return reloadIfOwed();
          }
          if (req.method === 'POST' && url.pathname === '/delete') {
            const body = await jsonBody<{ id?: unknown }>(req, res);
            if (!body) return;
            const { id } = body;
            if (typeof id !== 'string' || !FOLDER_ID.test(id) || !existsSync(join(schemas, id))) return send(res, 404, { error: `No form folder "${String(id)}".` });
            const archive = (await server.ssrLoadModule(FORM_ARCHIVE)) as typeof Archive;
            const done = queue.then(() => writing(async (): Promise<DeleteAnswer> => {
              // Only a draft: a published form's leads and versions must stay readable (archive it instead).
              const refused = archive.deleteRefusal(root, id);
              if (refused) return refused;
              // forms:generate then removes the form's generated files (its types, validators and record) and its rules.
              const generated = await watched(async (changed) => {
                changed.push(...archive.deleteFolder(root, id));
                const run = await runGenerate();
                changed.push(...(run.written ?? []).map((path) => resolve(root, path)));
                return run;
              });
              results.delete(id);
              return generated.ok ? { ok: true } : { ok: true, output: generated.output };
            }));
            queue = done.catch(() => undefined);
            const answer = await done;
            send(res, 200, answer);
            return reloadIfOwed();
          }
          return send(res, 404, { error: 'Unknown form editor request.' });
        })().catch((error: unknown) => send(res, 500, { error: String(error) }));
      });
    },
  };
}
