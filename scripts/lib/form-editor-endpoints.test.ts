import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { historyFile } from './check-versions';
import { editorDevServer, gitIn, removeAll, scratchRepository, write } from './editor-stand-in';

/*
 * The editor's reading and publishing endpoints as its page calls them (GET /folder, POST /publish),
 * on a repository of its own: a label changed by hand in a file is what the editor opens, marked as
 * not yet published; "Publicar" records one commit of the saved folder and answers with its hash.
 * These steps were the last third of the browser's editor proof (tests/e2e-form-editor), one dev-server
 * page load each; the page's wording of the answers is form-editor-publish.test.tsx's.
 */
const made: string[] = [];
afterEach(() => removeAll(made));

const FORM = '{\n  "route": "/briefing/podcast",\n  "texts": { "title": "Podcast" }\n}\n';
const SCHEMA = '{\n  "type": "object",\n  "properties": {\n    "episodios": { "type": "integer", "title": "Quantos episódios?" }\n  }\n}\n';
const RECORD = `${JSON.stringify([{ version: 1, fields: { episodios: { label: 'Quantos episódios?', type: 'integer' } } }], null, 2)}\n`;

/** A checkout whose last commit published podcast's version 1, with a committer of its own. */
function published(): string {
  const root = scratchRepository('form-editor-endpoints-', made);
  const git = gitIn(root);
  git('config', 'user.name', 'Editor Proof');
  git('config', 'user.email', 'editor-proof@example.com');
  write(root, 'schemas/podcast/form.json', FORM);
  write(root, 'schemas/podcast/schema.json', SCHEMA);
  write(root, historyFile('podcast'), RECORD);
  git('add', '.');
  git('commit', '-q', '-m', 'podcast, version 1');
  return root;
}

describe('GET /folder', () => {
  it('opens a file as it is on disk after a change by hand, as changed since the published version, with no verdict of a save', async () => {
    const root = published();
    const { request } = editorDevServer(root);
    const before = await request('/folder?id=podcast');
    expect(before.body).toMatchObject({ id: 'podcast', changed: false, lastSave: null });

    write(root, 'schemas/podcast/schema.json', SCHEMA.replace('Quantos episódios?', 'Quantos episódios por temporada?'));
    const after = await request('/folder?id=podcast');
    expect(after.status).toBe(200);
    expect((after.body.texts as Record<string, string>)['schema.json']).toContain('"Quantos episódios por temporada?"');
    expect(after.body).toMatchObject({ changed: true, lastSave: null });
    expect((after.body.published as unknown[]).length).toBe(1);
  });

  it('answers 404 for a folder that does not exist or a name that is not a folder id', async () => {
    const { request } = editorDevServer(published());
    expect((await request('/folder?id=nao_existe')).status).toBe(404);
    expect((await request('/folder?id=../schemas')).status).toBe(404);
  });
});

describe('POST /publish', () => {
  it('commits the saved folder as one commit, after forms:generate and this form’s check, and answers with its hash', async () => {
    const root = published();
    const { request, runs } = editorDevServer(root, { generated: ['schemas/podcast/schema.json'] });
    write(root, 'schemas/podcast/schema.json', SCHEMA.replace('Quantos episódios?', 'Quantos episódios por temporada?'));
    const files = { 'form.json': FORM, 'schema.json': readFileSync(join(root, 'schemas/podcast/schema.json'), 'utf8') };

    const answer = await request('/publish', { id: 'podcast', files });
    expect(answer.status).toBe(200);
    const git = gitIn(root);
    expect(answer.body).toMatchObject({ ok: true, hash: git('rev-parse', '--short', 'HEAD').trim() });
    expect(runs).toEqual(['generate', 'check podcast']);
    expect(git('log', '--format=%s')).toMatch(/^Form podcast: version \d+, published from the visual editor/);
    expect(git('show', '--name-only', '--format=', 'HEAD').trim()).toBe('schemas/podcast/schema.json');
    expect(git('status', '--porcelain', '--', 'schemas/podcast')).toBe('');
  });

  it('refuses a tab whose files are not those saved, and commits nothing', async () => {
    const root = published();
    const { request, runs } = editorDevServer(root);
    const head = gitIn(root)('rev-parse', 'HEAD');
    const answer = await request('/publish', { id: 'podcast', files: { 'form.json': FORM, 'schema.json': '{}\n' } });
    expect(answer).toMatchObject({ status: 200, body: { ok: false, reason: 'unsaved' } });
    expect(gitIn(root)('rev-parse', 'HEAD')).toBe(head);
    expect(runs).toEqual([]);
  });

  it('refuses with the check’s findings when forms:check finds a problem', async () => {
    const root = published();
    write(root, 'schemas/podcast/schema.json', SCHEMA.replace('Quantos episódios?', 'Outra pergunta'));
    const { request } = editorDevServer(root, { check: { ok: false, output: 'schemas/podcast/schema.json:4:5  /properties/episodios  Frase.' } });
    const answer = await request('/publish', { id: 'podcast' });
    expect(answer.body).toMatchObject({ ok: false, reason: 'problems', check: { ok: false, problems: [{ file: 'schemas/podcast/schema.json', line: 4, pt: 'Frase.' }] } });
    expect(gitIn(root)('log', '--format=%s').trim()).toBe('podcast, version 1');
  });
});
