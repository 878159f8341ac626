import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import type { Plugin, ViteDevServer } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { historyFile } from './check-versions';
import { archiveRefusal, deleteRefusal, withArchived } from './form-archive';
import { formEditorPlugin } from './form-editor-plugin';

/*
 * "Arquivar formulário", "Restaurar formulário" and "Excluir rascunho" (issue 38): what form.json becomes,
 * when each is refused, and the dev server's two endpoints as the editor's page calls them, on a small
 * repository of its own (`git init`) with stand-ins for forms:generate and forms:check.
 */
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const FORM = `{
  "$schema": "../form.meta.schema.json",
  "route": "/podcast/briefing",
  "linkedFrom": "external",
  "lead": { "name": "nome", "email": "email" },
  "texts": {
    "title": "Podcast"
  }
}
`;

function write(root: string, path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** A repository whose last commit published `podcast` (its folder and record); `rascunho` is a draft saved since. */
function repository() {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'form-archive-')));
  made.push(root);
  const env: NodeJS.ProcessEnv = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'pipe'] });
  git('init', '-q');
  write(root, 'schemas/podcast/form.json', FORM);
  write(root, historyFile('podcast'), '[]\n');
  git('add', '.');
  git('-c', 'user.name=Dev', '-c', 'user.email=dev@example.com', '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'publish podcast');
  write(root, 'schemas/rascunho/form.json', FORM.replace('/podcast/', '/rascunho/'));
  write(root, 'schemas/rascunho/i18n/en.json', '{}\n');
  write(root, historyFile('rascunho'), '[]\n');
  return root;
}

describe('form.json archived and restored', () => {
  it('sets "archived": true just after "$schema", every other byte as it was, and takes it away again', () => {
    const archived = withArchived(FORM, true);
    expect(archived).toBe(FORM.replace('"$schema": "../form.meta.schema.json",\n', '"$schema": "../form.meta.schema.json",\n  "archived": true,\n'));
    expect(withArchived(archived, true)).toBe(archived);
    expect(withArchived(archived, false)).toBe(FORM);
    expect(withArchived(FORM, false)).toBe(FORM);
  });

  it('puts it first in a file without "$schema"', () => {
    expect(withArchived('{ "route": "/x", "texts": { "title": "X" } }\n', true)).toBe('{ "archived": true, "route": "/x", "texts": { "title": "X" } }\n');
  });
});

describe('what may leave the site', () => {
  const links = { services: ['podcast'], forms: ['convite'], embedded: ['contato'] };

  it('refuses to archive a form the site’s code opens, by its service’s button, a page’s link or inside a page', () => {
    const root = repository();
    write(root, 'schemas/com_servico/form.json', '{ "service": "podcast" }\n');
    write(root, 'schemas/convite/form.json', '{}\n');
    write(root, 'schemas/contato/form.json', '{}\n');
    expect(archiveRefusal(root, 'com_servico', true, links)).toMatchObject({ ok: false, reason: 'linked', links: [{ kind: 'service', service: 'podcast' }] });
    expect(archiveRefusal(root, 'convite', true, links)).toMatchObject({ reason: 'linked', links: [{ kind: 'link' }] });
    expect(archiveRefusal(root, 'contato', true, links)).toMatchObject({ reason: 'linked', links: [{ kind: 'embedded' }] });
    expect(archiveRefusal(root, 'podcast', true, links)).toBeUndefined();
    // Restoring puts a form back on the site: nothing refuses it.
    expect(archiveRefusal(root, 'com_servico', false, links)).toBeUndefined();
  });

  it('names a form.json that is not JSON instead of rewriting it, and still deletes such a draft', () => {
    const root = repository();
    write(root, 'schemas/quebrado/form.json', '{ "route": ');
    expect(archiveRefusal(root, 'quebrado', true, links)).toMatchObject({ reason: 'unreadable' });
    expect(archiveRefusal(root, 'quebrado', false, links)).toMatchObject({ reason: 'unreadable' });
    // A broken draft may still be deleted.
    expect(deleteRefusal(root, 'quebrado', links)).toBeUndefined();
  });

  it('deletes only a draft: never a form whose record or folder is in the last commit', () => {
    const root = repository();
    expect(deleteRefusal(root, 'rascunho', links)).toBeUndefined();
    expect(deleteRefusal(root, 'podcast', links)).toMatchObject({ ok: false, reason: 'published', error: expect.stringContaining('Archive it instead') });
    // A folder committed by hand, without a record, was published all the same.
    write(root, 'schemas/a_mao/form.json', '{}\n');
    execFileSync('git', ['add', 'schemas/a_mao'], { cwd: root });
    execFileSync('git', ['-c', 'user.name=Dev', '-c', 'user.email=dev@example.com', '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'by hand'], { cwd: root });
    expect(deleteRefusal(root, 'a_mao', links)).toMatchObject({ reason: 'published' });
    write(root, 'schemas/convite/form.json', '{}\n');
    expect(deleteRefusal(root, 'convite', links)).toMatchObject({ reason: 'linked' });
  });
});

/*
 * The endpoints, through the plugin's own middleware on a stand-in dev server: its watcher reports the
 * files the stand-in generator names, and forms:generate and forms:check answer as told.
 */
const PORT = 5173;

function devServer(root: string, check = { ok: true, output: '' }) {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const listeners = new Set<(event: string, path: string) => void>();
  const runs: string[] = [];
  const build = {
    generateText: async () => {
      runs.push('generate');
      // What the dev server's watcher would have seen: every change under the root, including the folder's files.
      for (const listener of listeners) {
        for (const path of [join(root, 'schemas/podcast/form.json'), join(root, 'schemas/rascunho/form.json'), join(root, 'schemas/rascunho/i18n/en.json')]) listener('change', path);
      }
      return { ok: true, output: '', written: [] };
    },
    checkText: async (_root: string, id: string) => {
      runs.push(`check ${id}`);
      return { ...check, others: [] };
    },
  };
  const server = {
    config: { root, server: { port: PORT } },
    httpServer: { address: () => ({ port: PORT }) },
    watcher: { on: (_: string, listener: (event: string, path: string) => void) => listeners.add(listener), off: (_: string, listener: (event: string, path: string) => void) => listeners.delete(listener) },
    middlewares: { use: (_path: string, fn: typeof handler) => (handler = fn) },
    environments: { client: { hot: { send: () => undefined } } },
    ssrLoadModule: async (path: string) => ({ '/scripts/lib/editor-build.ts': build, '/scripts/lib/form-archive.ts': await import('./form-archive') })[path],
  };
  ((formEditorPlugin() as Plugin).configureServer as (server: ViteDevServer) => void)(server as unknown as ViteDevServer);

  /** A request as the editor's page sends it (its own Origin, JSON), or as told. */
  const request = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: Record<string, unknown> }>((done) => {
      const req = Object.assign(Readable.from([Buffer.from(typeof body === 'string' ? body : JSON.stringify(body))]), {
        method: 'POST',
        url: path,
        headers: { host: `127.0.0.1:${PORT}`, origin: `http://127.0.0.1:${PORT}`, 'content-type': 'application/json', ...headers },
      });
      const res = {
        statusCode: 200,
        setHeader: () => undefined,
        end(text: string) {
          done({ status: this.statusCode, body: JSON.parse(text) as Record<string, unknown> });
        },
      };
      handler!(req as unknown as IncomingMessage, res as unknown as ServerResponse);
    });
  return { request, runs };
}

describe('POST /archive and POST /delete', () => {
  it('archives a form as a save does (form.json written, generate and check run), and restores it', async () => {
    const root = repository();
    const { request, runs } = devServer(root);
    const archived = await request('/archive', { id: 'podcast', archived: true });
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ ok: true, archived: true, check: { state: 'done', ok: true, problems: [] } });
    expect(readFileSync(join(root, 'schemas/podcast/form.json'), 'utf8')).toBe(withArchived(FORM, true));
    expect(runs).toEqual(['generate', 'check podcast']);

    const restored = await request('/archive', { id: 'podcast', archived: false });
    expect(restored.body).toMatchObject({ ok: true, archived: false, check: { ok: true } });
    expect(readFileSync(join(root, 'schemas/podcast/form.json'), 'utf8')).toBe(FORM);
  });

  it('answers with the check’s findings, as after a save', async () => {
    const root = repository();
    const { request } = devServer(root, { ok: false, output: 'schemas/podcast/form.json:3:3  /route  Frase.' });
    const answer = await request('/archive', { id: 'podcast', archived: true });
    expect(answer.body).toMatchObject({ ok: true, archived: true, check: { ok: false, problems: [{ file: 'schemas/podcast/form.json', line: 3, pointer: '/route', pt: 'Frase.' }] } });
  });

  it('refuses, with the reason, to archive a form the site’s code opens; the file stays as it was', async () => {
    const root = repository();
    write(root, 'schemas/contato/form.json', '{ "texts": { "title": "Contato" } }\n');
    const { request, runs } = devServer(root);
    const answer = await request('/archive', { id: 'contato', archived: true });
    expect(answer).toMatchObject({ status: 200, body: { ok: false, reason: 'linked', links: [{ kind: 'embedded' }] } });
    expect(readFileSync(join(root, 'schemas/contato/form.json'), 'utf8')).toBe('{ "texts": { "title": "Contato" } }\n');
    expect(runs).toEqual([]);
  });

  it('deletes a draft never published, and forms:generate runs after it', async () => {
    const root = repository();
    const { request, runs } = devServer(root);
    const answer = await request('/delete', { id: 'rascunho' });
    expect(answer).toEqual({ status: 200, body: { ok: true } });
    expect(existsSync(join(root, 'schemas/rascunho'))).toBe(false);
    expect(runs).toEqual(['generate']);
  });

  it('refuses to delete a published form: archive it instead', async () => {
    const root = repository();
    const { request, runs } = devServer(root);
    const answer = await request('/delete', { id: 'podcast' });
    expect(answer).toMatchObject({ status: 200, body: { ok: false, reason: 'published' } });
    expect(existsSync(join(root, 'schemas/podcast/form.json'))).toBe(true);
    expect(runs).toEqual([]);
  });

  it("refuses another site's request, a body that is not JSON, a folder that does not exist and a missing choice", async () => {
    const root = repository();
    const { request, runs } = devServer(root);
    expect((await request('/archive', { id: 'podcast', archived: true }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await request('/delete', { id: 'rascunho' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await request('/archive', { id: 'podcast', archived: true }, { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await request('/delete', '{ "id": ', {})).status).toBe(400);
    expect((await request('/archive', { id: 'nao_existe', archived: true })).status).toBe(404);
    expect((await request('/delete', { id: '../podcast' })).status).toBe(404);
    expect((await request('/archive', { id: 'podcast', archived: 'sim' })).status).toBe(400);
    expect(runs).toEqual([]);
    expect(existsSync(join(root, 'schemas/rascunho/form.json'))).toBe(true);
  });
});
