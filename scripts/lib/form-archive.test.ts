import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { historyFile } from './check-versions';
import { editorDevServer, gitIn, removeAll, scratchRepository, write } from './editor-stand-in';
import { archiveRefusal, deleteRefusal, withArchived } from './form-archive';

/*
 * "Arquivar formulário", "Restaurar formulário" and "Excluir rascunho" (issue 38): what form.json becomes,
 * when each is refused, and the dev server's two endpoints as the editor's page calls them, on a small
 * repository of its own (`git init`) with stand-ins for forms:generate and forms:check.
 */
const made: string[] = [];
afterEach(() => removeAll(made));

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

/** A repository whose last commit published `podcast` (its folder and record); `rascunho` is a draft saved since. */
function repository() {
  const root = scratchRepository('form-archive-', made);
  write(root, 'schemas/podcast/form.json', FORM);
  write(root, historyFile('podcast'), '[]\n');
  gitIn(root)('add', '.');
  gitIn(root)('commit', '-q', '-m', 'publish podcast');
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
    gitIn(root)('add', 'schemas/a_mao');
    gitIn(root)('commit', '-q', '-m', 'by hand');
    expect(deleteRefusal(root, 'a_mao', links)).toMatchObject({ reason: 'published' });
    write(root, 'schemas/convite/form.json', '{}\n');
    expect(deleteRefusal(root, 'convite', links)).toMatchObject({ reason: 'linked' });
  });
});

/** The endpoints through the plugin's middleware (editor-stand-in.ts); the stand-in generator reports the two forms' files. */
const devServer = (root: string, check?: { ok: boolean; output: string }) =>
  editorDevServer(root, { check, generated: ['schemas/podcast/form.json', 'schemas/rascunho/form.json', 'schemas/rascunho/i18n/en.json'] });

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
