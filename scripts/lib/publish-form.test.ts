import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { VersionRecord } from '../../src/forms/core/versions';
import { historyFile } from './check-versions';
import { answersTypesFile } from './generate-types';
import { describeChanges, generatedOwner, publishForm, publishMessage, type ToolRun, unsavedFiles, withArchiving } from './publish-form';
import { validatorFile } from './validators-generator';

/*
 * Each case builds a small repository of its own with `git init` (a form folder, its generated
 * record, the shared rules, another form) and a stand-in for forms:generate and forms:check that
 * writes what the real generator would change.
 */
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** git with no identity from the machine: only what a test repository's own config says. */
const bareEnv = (): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };
  for (const key of ['GIT_AUTHOR_NAME', 'GIT_AUTHOR_EMAIL', 'GIT_COMMITTER_NAME', 'GIT_COMMITTER_EMAIL', 'EMAIL', 'GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE']) delete env[key];
  return env;
};

const record = (version: number, fields: VersionRecord['fields']): VersionRecord => ({ version, fingerprints: [`f${version}`], fields });
const v1 = record(1, {
  nome: { label: { pt: 'Nome' } },
  formato: { label: { pt: 'Formato' }, options: { solo: { pt: 'Solo' }, entrevista: { pt: 'Entrevista' } } },
});
const v2 = record(2, {
  nome: { label: { pt: 'Nome' } },
  formato: { label: { pt: 'Formato' }, options: { entrevista: { pt: 'Entrevista' } } },
  convidado: { label: { pt: 'Convidado' } },
});

function write(root: string, path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

function repository({ identity = true } = {}) {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'publish-form-')));
  made.push(root);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', env: bareEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
  git('init', '-q');
  git('config', 'user.name', 'Dev Eloper');
  git('config', 'user.email', 'dev@example.com');
  git('config', 'commit.gpgsign', 'false');
  write(root, 'schemas/podcast/form.json', '{ "version": 1 }\n');
  write(root, 'schemas/podcast/schema.json', '{ "title": "Podcast" }\n');
  write(root, 'schemas/podcast/example.json', '{}\n');
  write(root, 'schemas/outro/form.json', '{}\n');
  write(root, historyFile('podcast'), JSON.stringify([v1]));
  write(root, historyFile('outro'), '[]');
  write(root, 'firestore.rules', 'rules v1\n');
  write(root, 'README.md', 'readme\n');
  git('add', '.');
  git('commit', '-q', '-m', 'start');
  if (!identity) {
    git('config', '--unset', 'user.name');
    git('config', '--unset', 'user.email');
    // git guesses no name from the machine: a test repository with none has none.
    git('config', 'user.useConfigOnly', 'true');
  }
  return { root, git };
}

/** The editor's save of version 2: the folder changed, and what forms:generate makes of it. */
function editPodcast(root: string) {
  write(root, 'schemas/podcast/form.json', '{ "version": 2, "renames": { "2": { "options": { "formato": { "solo": "entrevista" } } } } }\n');
  write(root, 'schemas/podcast/schema.json', '{ "title": "Podcast", "properties": {} }\n');
}
const generateOk = (root: string) => async (): Promise<ToolRun> => {
  write(root, historyFile('podcast'), JSON.stringify([v1, v2]));
  write(root, answersTypesFile('podcast'), 'export interface PodcastAnswers {}\n');
  write(root, 'firestore.rules', 'rules v2\n');
  // Another form's generated record changed too (its folder was edited and not published): it stays out.
  write(root, historyFile('outro'), '[{"version":1}]');
  return { ok: true, output: 'Wrote ...' };
};
const checkOk = async (): Promise<ToolRun> => ({ ok: true, output: '0 problema(s)' });
/** A stand-in for the shared generated files: "rules" that list each form folder's form.json as given. */
const sharedOf = async (schemasDir: string): Promise<Record<string, string>> => ({
  'firestore.rules': readdirSync(schemasDir)
    .sort()
    .map((id) => `${id}: ${readFileSync(join(schemasDir, id, 'form.json'), 'utf8').trim()}\n`)
    .join(''),
});

describe('publishing a form from the visual editor', () => {
  it('commits only the form folder and its generated files; what the developer staged elsewhere stays staged', async () => {
    const { root, git } = repository();
    editPodcast(root);
    // A file the editor removed (an emptied example) is committed as removed.
    rmSync(join(root, 'schemas/podcast/example.json'));
    write(root, 'README.md', 'readme, being edited\n');
    git('add', 'README.md');
    write(root, 'notes.txt', 'not for this commit\n');

    const result = await publishForm(root, 'podcast', { generate: generateOk(root), check: checkOk, shared: sharedOf, env: bareEnv() });

    expect(result).toMatchObject({ ok: true, version: 2, message: 'Form podcast: version 2, published from the visual editor (1 question added, 1 question changed)' });
    const committed = git('show', '--name-only', '--format=', 'HEAD').trim().split('\n').sort();
    expect(committed).toEqual([answersTypesFile('podcast'), 'firestore.rules', 'schemas/podcast/example.json', 'schemas/podcast/form.json', 'schemas/podcast/schema.json', historyFile('podcast')].sort());
    expect(git('log', '-1', '--format=%s|%an <%ae>')).toBe('Form podcast: version 2, published from the visual editor (1 question added, 1 question changed)|Dev Eloper <dev@example.com>\n');
    expect(result.ok && result.hash).toBe(git('rev-parse', '--short', 'HEAD').trim());
    expect(git('diff', '--cached', '--name-only')).toBe('README.md\n');
    expect(git('ls-tree', '--name-only', 'HEAD', 'schemas/podcast/')).not.toContain('example.json');
    expect(git('status', '--porcelain', '--', historyFile('outro'), 'notes.txt')).toBe(` M ${historyFile('outro')}\n?? notes.txt\n`);
  });

  it('commits the shared files as they are for the published forms plus this one, never with another form’s unpublished edits', async () => {
    const { root, git } = repository();
    editPodcast(root);
    // Another form edited and saved, not published: forms:generate wrote the shared rules for both.
    write(root, 'schemas/outro/form.json', '{ "version": 9 }\n');

    const result = await publishForm(root, 'podcast', { generate: generateOk(root), check: checkOk, shared: sharedOf, env: bareEnv() });

    expect(result).toMatchObject({ ok: true, version: 2 });
    expect(git('show', 'HEAD:firestore.rules')).toBe(`outro: {}\npodcast: ${readFileSync(join(root, 'schemas/podcast/form.json'), 'utf8').trim()}\n`);
    // The working tree keeps serving every form being edited; the developer's index holds the commit's state.
    expect(readFileSync(join(root, 'firestore.rules'), 'utf8')).toBe('rules v2\n');
    expect(git('status', '--porcelain', '--', 'firestore.rules', 'schemas/outro', 'schemas/podcast')).toBe(' M firestore.rules\n M schemas/outro/form.json\n');
  });

  it('names an archiving in the commit message', async () => {
    const { root, git } = repository();
    write(root, 'schemas/podcast/form.json', '{ "archived": true, "version": 1 }\n');
    const result = await publishForm(root, 'podcast', { generate: async () => ({ ok: true, output: '' }), check: checkOk, shared: sharedOf, env: bareEnv() });
    expect(result).toMatchObject({ ok: true, message: 'Form podcast: version 1, published from the visual editor (archived: off the site)' });
    expect(git('log', '-1', '--format=%s')).toBe('Form podcast: version 1, published from the visual editor (archived: off the site)\n');
  });

  it('says there is nothing to publish when the folder and its generated files are as committed', async () => {
    const { root, git } = repository();
    const head = git('rev-parse', 'HEAD');
    const result = await publishForm(root, 'podcast', { generate: async () => ({ ok: true, output: '' }), check: checkOk, shared: sharedOf, env: bareEnv() });
    expect(result).toMatchObject({ ok: false, reason: 'nothing' });
    expect(git('rev-parse', 'HEAD')).toBe(head);
  });

  it('refuses when forms:check finds problems, and commits or stages nothing', async () => {
    const { root, git } = repository();
    editPodcast(root);
    const check = async (): Promise<ToolRun> => ({ ok: false, output: 'schemas/podcast/schema.json:3:5  /properties  Sentence.\n1 problema(s)' });
    const result = await publishForm(root, 'podcast', { generate: generateOk(root), check, shared: sharedOf, env: bareEnv() });
    expect(result).toMatchObject({ ok: false, reason: 'problems', checked: { ok: false } });
    expect(git('log', '--format=%s')).toBe('start\n');
    expect(git('diff', '--cached', '--name-only')).toBe('');
  });

  it('refuses outside a git checkout of its own, before running anything', async () => {
    const plain = realpathSync(mkdtempSync(join(tmpdir(), 'publish-plain-')));
    made.push(plain);
    const { root } = repository();
    const inside = join(root, 'copy');
    mkdirSync(inside);
    let ran = false;
    const tools = { generate: async () => ((ran = true), { ok: true, output: '' }), check: checkOk, shared: sharedOf, env: bareEnv() };
    expect(await publishForm(plain, 'podcast', tools)).toMatchObject({ ok: false, reason: 'notCheckout' });
    // A scratch copy inside another repository is no checkout of its own either.
    expect(await publishForm(inside, 'podcast', tools)).toMatchObject({ ok: false, reason: 'notCheckout' });
    expect(ran).toBe(false);
  });

  it('refuses when git has no name and e-mail, before staging anything', async () => {
    const { root, git } = repository({ identity: false });
    editPodcast(root);
    const result = await publishForm(root, 'podcast', { generate: generateOk(root), check: checkOk, shared: sharedOf, env: bareEnv() });
    expect(result).toMatchObject({ ok: false, reason: 'noIdentity' });
    expect(git('diff', '--cached', '--name-only')).toBe('');
    expect(git('log', '--format=%s')).toBe('start\n');
  });
});

describe('what a publication commit says', () => {
  it('names the form, its version and what changed', () => {
    expect(publishMessage('podcast', 2, '2 questions changed')).toBe('Form podcast: version 2, published from the visual editor (2 questions changed)');
    expect(describeChanges(undefined, v1)).toBe('first publication');
    expect(describeChanges(v1, v2)).toBe('1 question added, 1 question changed');
    expect(describeChanges(v1, { ...v1, version: 1 })).toBe('texts and settings changed');
    // A rename form.json declares is one question changed, not one added and one removed.
    const renamed = record(2, { nome: v1.fields.nome, estilo: v1.fields.formato });
    expect(describeChanges(v1, renamed, { formato: 'estilo' })).toBe('1 question changed');
    expect(describeChanges(v1, record(2, { nome: v1.fields.nome }), { formato: null })).toBe('1 question removed');
  });

  it('says when a publication archives or restores the form', () => {
    expect(withArchiving('texts and settings changed', false, true)).toBe('archived: off the site');
    expect(withArchiving('1 question added', true, false)).toBe('restored to the site; 1 question added');
    expect(withArchiving('1 question added', true, true)).toBe('1 question added');
  });

  it("knows each generator's per-form file by its owner, and the shared ones as nobody's", () => {
    expect(generatedOwner(answersTypesFile('evento_briefing'))).toBe('evento_briefing');
    expect(generatedOwner(validatorFile('evento_briefing', 'es'))).toBe('evento_briefing');
    expect(generatedOwner(historyFile('evento_briefing'))).toBe('evento_briefing');
    expect(generatedOwner('src/forms/generated/form-meta.ts')).toBeUndefined();
    expect(generatedOwner('src/forms/generated/validators/server.js')).toBeUndefined();
    expect(generatedOwner('firestore.rules')).toBeUndefined();
  });

  it("finds the tab's files that differ from the folder on disk", () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), 'publish-unsaved-')));
    made.push(dir);
    write(dir, 'form.json', '{}\n');
    expect(unsavedFiles(dir, { 'form.json': '{}\n', 'example.json': '' }, ['form.json', 'example.json'])).toEqual([]);
    expect(unsavedFiles(dir, { 'form.json': '{ "version": 2 }\n', 'example.json': '{}' }, ['form.json', 'example.json'])).toEqual(['form.json', 'example.json']);
  });
});
