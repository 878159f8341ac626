import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SITE_PAGES } from '../../src/config/site-pages';
import { EMBEDDED_FORMS, LINKED_FORMS, LINKED_SERVICES } from '../../src/forms/briefing-links';
import type { FormDefinition, FormRegistry } from '../../src/forms/core/registry';
import { nextHistory } from '../../src/forms/core/versions';
import { checkFolder, checkForms, type FolderCheck, type Problem } from './check-forms';
import { compareGenerated, readGeneratedTypes } from './check-generated';
import { historyFile, historyText, versionFindings, VERSIONS_DIR } from './check-versions';
import { readFormFiles } from './form-files';
import { answersTypes, answersTypesFile, formMetaTypes, FORM_META_TYPES } from './generate-types';
import { generateIndexes, INDEXES_FILE } from './indexes-generator';
import { readHistoriesOnDisk, readPublishedHistories } from './published-versions';
import { readRegistry } from './read-forms';
import { generateRules, rulesCost } from './rules-generator';
import { formValidators, serverValidatorIndex, validatorFile } from './validators-generator';

/*
 * forms:generate and forms:check as functions of a repository root, so that the commands and the visual
 * editor's save run the same code. The slow part is per form (json-schema-to-typescript and Ajv's
 * standalone compile, about 0.2 s a form): a `Memo` keeps each form's files under the form's whole
 * definition, so a caller that lives on (the editor's dev server) redoes only the forms that changed,
 * and the check compares against what generate just made instead of compiling everything again.
 */

/**
 * Each form's generated files, under the JSON of the definition they were made from; and what the check
 * said of each folder, under the folder's texts and its own version records.
 */
export interface Memo {
  /** `unjudged`: why the form has no validators (Ajv could not compile its schema). */
  files: Map<string, { key: string; files: Record<string, string>; unjudged?: string }>;
  checks: Map<string, { key: string; result: FolderCheck }>;
}
export const newMemo = (): Memo => ({ files: new Map(), checks: new Map() });

/** checkFolder, redone only for a folder whose texts or version records changed since the last call. */
function memoCheck(memo: Memo): typeof checkFolder {
  return (folder, versions) => {
    const key = JSON.stringify([folder.files, versions?.published[folder.id] ?? null, versions?.onDisk[folder.id] ?? null, versions ? 1 : 0]);
    const kept = memo.checks.get(folder.id);
    if (kept?.key === key) return kept.result;
    const result = checkFolder(folder, versions);
    memo.checks.set(folder.id, { key, result });
    return result;
  };
}

const META = '\0form-meta';

/**
 * A form's types and validators. A schema Ajv cannot compile (a `pattern` that is no regular expression:
 * forms:check names it at its line) gets no validators, and the other forms are generated all the same.
 */
async function formFiles(def: FormDefinition, memo: Memo): Promise<{ files: Record<string, string>; unjudged?: string }> {
  const key = JSON.stringify(def);
  const kept = memo.files.get(def.id);
  if (kept?.key === key) return kept;
  let validators: Record<string, string> = {};
  let unjudged: string | undefined;
  try {
    validators = formValidators(def);
  } catch (error) {
    unjudged = error instanceof Error ? error.message : String(error);
  }
  const made = { key, files: { [answersTypesFile(def.id)]: await answersTypes(def), ...validators }, ...(unjudged ? { unjudged } : {}) };
  memo.files.set(def.id, made);
  return made;
}

/**
 * The TypeScript types and precompiled validators forms:generate writes under src/forms/generated/, by
 * path; `unjudged` collects the forms left without validators, and why.
 */
export async function generatedSources(registry: FormRegistry, memo: Memo, unjudged = new Map<string, string>()): Promise<Record<string, string>> {
  let meta = memo.files.get(META)?.files;
  if (!meta) memo.files.set(META, { key: '', files: (meta = { [FORM_META_TYPES]: await formMetaTypes() }) });
  const files: Record<string, string> = { ...meta };
  for (const def of registry.forms) {
    const made = await formFiles(def, memo);
    Object.assign(files, made.files);
    if (made.unjudged) unjudged.set(def.id, made.unjudged);
  }
  return Object.assign(files, serverValidatorIndex(registry, (def) => !unjudged.has(def.id)));
}

/**
 * The generated files every form shares (the rules, the indexes, the function's validator index, the
 * form.json types) as they would be for the form folders under `schemasDir`: what "Publicar" commits
 * for the published forms plus the one being published (publish-form.ts). A form has a validator when
 * its module is on disk under root.
 */
export async function sharedSources(root: string, schemasDir: string): Promise<Record<string, string>> {
  const registry = readRegistry(schemasDir);
  return {
    'firestore.rules': generateRules(registry),
    [INDEXES_FILE]: generateIndexes(),
    [FORM_META_TYPES]: await formMetaTypes(),
    ...serverValidatorIndex(registry, (def) => existsSync(join(root, validatorFile(def.id, 'pt')))),
  };
}

/** A form without validators: its leads arrive unchecked until its schema compiles again. */
const unjudgedText = (id: string, reason: string) => ({
  pt: `schemas/${id}: o Ajv não compila este schema (${reason}); sem validador, as respostas chegam sem conferência até corrigi-lo.`,
  en: `schemas/${id}: Ajv cannot compile this schema (${reason}); without a validator, answers arrive unchecked until it is fixed.`,
});

/** Writes a file only when its text differs: an unchanged file keeps its time, and the dev server does not reload for it. */
function writeIfChanged(path: string, text: string): boolean {
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return false;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return true;
}

export interface Generated {
  registry: FormRegistry;
  rulesLines: number;
  /** What a published version lost and is not declared yet: forms:check keeps naming it. */
  warnings: string[];
  /** Files written because their text changed, relative to the root. */
  written: string[];
}

/**
 * Writes every derived file (firestore.rules, the indexes, each form's version record, the types and
 * validators) and removes those of forms that are gone. Throws BrokenFormFile for a form file that is not JSON.
 */
export async function generateForms(root: string, memo: Memo = newMemo()): Promise<Generated> {
  const registry = readRegistry(join(root, 'schemas'));
  const written: string[] = [];
  const write = (path: string, text: string) => writeIfChanged(join(root, path), text) && written.push(path);
  const rules = generateRules(registry);
  write('firestore.rules', rules);
  write(INDEXES_FILE, generateIndexes());

  // Each form's versions: the published ones as committed, the current one as the form is now.
  const published = readPublishedHistories(root);
  const warnings: string[] = [];
  const records = new Set<string>();
  for (const def of registry.forms) {
    write(historyFile(def.id), historyText(nextHistory(def, published[def.id])));
    records.add(`${def.id}.json`);
    const owed = versionFindings(def, published[def.id]);
    for (const finding of [...owed.schema, ...owed.form]) warnings.push(`schemas/${def.id}: ${finding.pt}`);
  }
  const versionsDir = join(root, VERSIONS_DIR);
  for (const file of existsSync(versionsDir) ? readdirSync(versionsDir) : []) if (!records.has(file)) rmSync(join(versionsDir, file), { recursive: true, force: true });

  const unjudged = new Map<string, string>();
  const sources = await generatedSources(registry, memo, unjudged);
  for (const [id, reason] of unjudged) warnings.push(unjudgedText(id, reason).pt);
  for (const path of Object.keys(readGeneratedTypes(root))) if (!(path in sources)) rmSync(join(root, path));
  for (const [path, text] of Object.entries(sources)) write(path, text);
  return { registry, rulesLines: rules.split('\n').length - 1, warnings, written };
}

export interface Checked {
  problems: Problem[];
  forms: number;
  /** Each form's estimated rules cost, when the folders are sound. */
  costs: string;
}

/** Every check of forms:check on the folders under root/schemas and what is generated from them. */
export async function checkAllForms(root: string, memo: Memo = newMemo()): Promise<Checked> {
  const readIfThere = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : null);
  const folders = readFormFiles(join(root, 'schemas'));
  const problems = checkForms({
    folders,
    rulesOnDisk: readIfThere(join(root, 'firestore.rules')),
    versions: { published: readPublishedHistories(root), onDisk: readHistoriesOnDisk(root) },
    links: { services: LINKED_SERVICES, forms: LINKED_FORMS, embedded: EMBEDDED_FORMS },
    pages: SITE_PAGES,
    checkOne: memoCheck(memo),
  });
  // Types are generated from sound folders only: with a folder problem, comparing them would only mislead.
  if (problems.some((p) => p.file.startsWith('schemas/'))) return { problems, forms: folders.length, costs: '' };
  const registry = readRegistry(join(root, 'schemas'));
  // The types and the precompiled validators (one module per form and language) live side by side.
  const unjudged = new Map<string, string>();
  problems.push(...compareGenerated(await generatedSources(registry, memo, unjudged), readGeneratedTypes(root)));
  for (const [id, reason] of unjudged) problems.push({ file: `schemas/${id}/schema.json`, pointer: '', ...unjudgedText(id, reason) });
  // The production indexes come from the folders too (firestore.indexes.json, deployed with the rules).
  problems.push(...compareGenerated({ [INDEXES_FILE]: generateIndexes() }, { [INDEXES_FILE]: readIfThere(join(root, INDEXES_FILE)) ?? '' }));
  const costs = registry.forms.map((def) => `${def.id} ${rulesCost(def)}`).join(', ');
  return { problems, forms: folders.length, costs };
}
