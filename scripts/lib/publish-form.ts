import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FieldRecord, VersionRecord } from '../../src/forms/core/versions';
import { toSnakeCase } from '../../src/forms/core/schema-fields';
import { readHistoriesOnDisk, readPublishedHistories } from './published-versions';

/*
 * "Publicar" in the visual form editor (issue 28): a form reaches the site when its folder and what
 * forms:generate made of it are committed (and then deployed by whoever deploys the site). This
 * records exactly that as one commit, and nothing else: the developer's other work, staged or not,
 * stays as it was. It never pushes. The dev server's plugin (form-editor-plugin.ts) calls it behind
 * its save queue, so no generator runs while it reads the tree.
 */

/** Why a publish did not happen; the editor says each in the staff member's language. */
export type PublishRefusal = 'unsaved' | 'notCheckout' | 'noIdentity' | 'problems' | 'nothing' | 'gitFailed';

export interface ToolRun {
  ok: boolean;
  output: string;
}

export interface PublishTools {
  generate: () => Promise<ToolRun>;
  /** forms:check judged for this form: other forms' problems never refuse its publication. */
  check: () => Promise<ToolRun>;
  /**
   * The generated files every form shares, as they are for the form folders under the given directory
   * (form-build.ts sharedSources): committed for the published forms plus this one.
   */
  shared: (schemasDir: string) => Promise<Record<string, string>>;
  /** The environment git runs in (tests give a repository its own identity, or none). */
  env?: NodeJS.ProcessEnv;
}

export type PublishResult =
  | { ok: true; hash: string; message: string; version: number; paths: string[] }
  | { ok: false; reason: PublishRefusal; error: string; generated?: ToolRun; checked?: ToolRun };

/** What forms:generate writes (scripts/forms-generate.ts): its part of a form's publication. */
export const GENERATED_PATHS = ['src/forms/generated', 'firestore.rules', 'firestore.indexes.json'];

/*
 * A generated file of one form, by the names the generators give them (generate-types.ts `answersTypesFile`,
 * validators-generator.ts `validatorFile`, check-versions.ts `historyFile`): the owner's id, with its _
 * written as - in the first two. Any other generated file (form-meta.ts, the function's server.js, the
 * rules, the indexes) serves every form.
 */
const PER_FORM = [
  /^src\/forms\/generated\/answers\/([a-z0-9-]+)\.ts$/,
  /^src\/forms\/generated\/validators\/([a-z0-9-]+)\.(?:pt|es|en)\.js$/,
  /^src\/forms\/generated\/versions\/([a-z0-9_]+)\.json$/,
];

/** The form a generated file belongs to, or undefined for one every form shares. */
export function generatedOwner(path: string): string | undefined {
  for (const pattern of PER_FORM) {
    const match = pattern.exec(path);
    if (match) return match[1].replace(/-/g, '_');
  }
  return undefined;
}

const refuse = (reason: PublishRefusal, error: string, more: Partial<Extract<PublishResult, { ok: false }>> = {}): PublishResult => ({ ok: false, reason, error, ...more });

function gitIn(root: string, env: NodeJS.ProcessEnv | undefined) {
  return (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: env ?? process.env });
}

/**
 * The form folders as they would be once this one is published: the last commit's, with this form's
 * as it is on disk. Another form's unpublished edits stay out of what is committed for it.
 */
async function sharedAfterPublish(root: string, id: string, tools: PublishTools): Promise<Record<string, string>> {
  const dir = mkdtempSync(join(tmpdir(), 'movaly-publish-'));
  try {
    const archive = execFileSync('git', ['archive', '--format=tar', 'HEAD', '--', 'schemas'], { cwd: root, env: tools.env ?? process.env, stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 256 * 1024 * 1024 });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
  } catch {
    // The last commit has no schemas/ yet: this form is the first.
  }
  try {
    rmSync(join(dir, 'schemas', id), { recursive: true, force: true });
    cpSync(join(root, 'schemas', id), join(dir, 'schemas', id), { recursive: true });
    return await tools.shared(join(dir, 'schemas'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The same test as folder-versions.ts: a folder inside another checkout (a scratch copy) is no checkout of its own. */
export function ownCheckout(root: string, env?: NodeJS.ProcessEnv): boolean {
  try {
    return realpathSync(gitIn(root, env)('rev-parse', '--show-toplevel').trim()) === realpathSync(root);
  } catch {
    return false;
  }
}

/** Paths git sees changed under `pathspecs` (new files one by one; both sides of a staged rename). */
function changedPaths(git: ReturnType<typeof gitIn>, pathspecs: string[]): string[] {
  const fields = git('status', '--porcelain=v1', '-z', '--untracked-files=all', '--', ...pathspecs).split('\0');
  const paths: string[] = [];
  for (let i = 0; i < fields.length; i++) {
    const entry = fields[i];
    if (!entry) continue;
    paths.push(entry.slice(3));
    // A rename or copy is followed by the path it came from.
    if (/^[RC]|^.[RC]/.test(entry)) paths.push(fields[++i]);
  }
  return [...new Set(paths)];
}

type Json = Record<string, unknown>;
const readJson = (path: string): Json => {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Json;
  } catch {
    return {};
  }
};

/**
 * What changed between the published version and the one being published, as a commit message says
 * it: questions added, changed (label, options, or a rename form.json declares) and removed.
 */
export function describeChanges(before: VersionRecord | undefined, after: VersionRecord | undefined, renamed: Record<string, string | null> = {}): string {
  if (!before) return 'first publication';
  if (!after) return 'no questions';
  const same = (a: FieldRecord | undefined, b: FieldRecord | undefined) => JSON.stringify(a) === JSON.stringify(b);
  let added = 0;
  let changed = 0;
  let removed = 0;
  const targets = new Set(Object.values(renamed).filter((v): v is string => !!v));
  for (const [key, field] of Object.entries(before.fields)) {
    const to = renamed[key];
    if (to && after.fields[to]) changed++;
    else if (to === null || !after.fields[key]) removed++;
    else if (!same(field, after.fields[key])) changed++;
  }
  for (const key of Object.keys(after.fields)) if (!before.fields[key] && !targets.has(key)) added++;
  const count = (n: number, what: string) => `${n} question${n === 1 ? '' : 's'} ${what}`;
  const parts = [added && count(added, 'added'), changed && count(changed, 'changed'), removed && count(removed, 'removed')].filter(Boolean);
  return parts.length ? parts.join(', ') : 'texts and settings changed';
}

export const publishMessage = (id: string, version: number, changes: string) => `Form ${id}: version ${version}, published from the visual editor (${changes})`;

/** form.json as the last commit has it ({} when it has none). */
function publishedForm(git: ReturnType<typeof gitIn>, folder: string): Json {
  try {
    return JSON.parse(git('show', `HEAD:${folder}/form.json`)) as Json;
  } catch {
    return {};
  }
}

/** A publication that archives or restores the form says so first (the questions' changes, if any, after). */
export function withArchiving(changes: string, was: boolean, is: boolean): string {
  if (was === is) return changes;
  const what = is ? 'archived: off the site' : 'restored to the site';
  return changes === 'texts and settings changed' ? what : `${what}; ${changes}`;
}

/** The stored-name renames form.json declares into `version` (old stored key -> new stored key, or null). */
function declaredRenames(form: Json, version: number): Record<string, string | null> {
  const entry = (form.renames as Record<string, { fields?: Record<string, string | null> }> | undefined)?.[String(version)];
  const stored = form.storedNames === 'snake_case' ? toSnakeCase : (name: string) => name;
  return Object.fromEntries(Object.entries(entry?.fields ?? {}).map(([from, to]) => [stored(from), to === null ? null : stored(to)]));
}

/**
 * Publishes schemas/<id>/: regenerates every form and checks this one (its problems refuse; another
 * form's never do), then commits the folder's changes and its own generated files. A generated file
 * of another form stays out (that form is not being published); the shared ones (the rules, the
 * function's index...) go in as they are for the published forms plus this one, so the commit holds
 * nothing of another form's unpublished edits.
 */
export async function publishForm(root: string, id: string, tools: PublishTools): Promise<PublishResult> {
  const git = gitIn(root, tools.env);
  if (!ownCheckout(root, tools.env)) {
    return refuse('notCheckout', 'This folder is not a git checkout of its own: publishing records a git commit, so it needs one.');
  }
  try {
    // git's own test of an identity (user.name and user.email, or what it may guess), before anything is staged.
    git('var', 'GIT_AUTHOR_IDENT');
    git('var', 'GIT_COMMITTER_IDENT');
  } catch {
    return refuse('noIdentity', 'git has no name and e-mail to sign the commit with (git config user.name / user.email).');
  }
  // The published record as the last commit holds it, for the message: read before the commit moves it.
  const before = readPublishedHistories(root)[id]?.at(-1);
  const generated = await tools.generate();
  const checked = generated.ok ? await tools.check() : { ok: false, output: '' };
  if (!generated.ok || !checked.ok) {
    return refuse('problems', 'forms:generate or forms:check found problems: fix them, save, and publish again.', { generated, checked });
  }
  const folder = `schemas/${id}`;
  const changed = changedPaths(git, [folder, ...GENERATED_PATHS]);
  const own = changed.filter((path) => path.startsWith(`${folder}/`) || generatedOwner(path) === id);
  if (!own.length) return refuse('nothing', `schemas/${id} and its generated files are as the last commit has them: nothing to publish.`);
  const shared = await sharedAfterPublish(root, id, tools);

  const after = readHistoriesOnDisk(root)[id]?.at(-1);
  const form = readJson(join(root, folder, 'form.json'));
  const version = after?.version ?? (typeof form.version === 'number' ? form.version : 1);
  const changes = describeChanges(before, after, after && before && after.version > before.version ? declaredRenames(form, after.version) : {});
  const message = publishMessage(id, version, withArchiving(changes, publishedForm(git, folder).archived === true, form.archived === true));
  // The commit is made in an index of its own: this form's files as on disk, the shared ones as made
  // above (the working tree's serve every form being edited). The developer's index keeps what they
  // staged elsewhere, and takes the committed state of these paths.
  const scratch = mkdtempSync(join(tmpdir(), 'movaly-publish-index-'));
  const alone = gitIn(root, { ...(tools.env ?? process.env), GIT_INDEX_FILE: join(scratch, 'index') });
  const sharedPaths = Object.keys(shared);
  try {
    alone('read-tree', 'HEAD');
    alone('add', '--all', '--', ...own);
    for (const [path, text] of Object.entries(shared)) {
      const blob = execFileSync('git', ['hash-object', '-w', '--stdin'], { cwd: root, encoding: 'utf8', input: text, env: tools.env ?? process.env }).trim();
      alone('update-index', '--add', '--cacheinfo', `100644,${blob},${path}`);
    }
    // The developer's hooks run as for any commit of theirs; a hook that refuses is reported as git's failure.
    alone('commit', '-m', message);
    git('reset', '-q', '--', ...own, ...sharedPaths);
    const hash = git('rev-parse', '--short', 'HEAD').trim();
    const paths = git('show', '--name-only', '--format=', 'HEAD').trim().split('\n');
    return { ok: true, hash, message, version, paths };
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? error);
    if (/tell me who you are|auto-detect email|empty ident/i.test(stderr)) {
      return refuse('noIdentity', 'git has no name and e-mail to sign the commit with (git config user.name / user.email).');
    }
    return refuse('gitFailed', `git could not record the commit: ${stderr.trim()}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Whether the tab's files differ from the folder on disk (an empty text stands for a file that is not there). */
export function unsavedFiles(dir: string, files: Record<string, unknown>, names: string[]): string[] {
  return names.filter((name) => {
    const sent = files[name];
    if (typeof sent !== 'string') return false;
    const path = join(dir, name);
    const disk = existsSync(path) ? readFileSync(path, 'utf8') : '';
    return sent.trim() ? sent !== disk : disk !== '';
  });
}
