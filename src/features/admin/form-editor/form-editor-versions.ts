import type { FieldSchema } from '../../../forms/core/definition';
import { collectProperties, optionsOf, toSnakeCase } from '../../../forms/core/schema-fields';
import type { FormHistory, VersionRecord, VersionRenames } from '../../../forms/core/versions';
import type { Json } from './form-editor-json';
import { type EditorFolder, editFile, setKey } from './form-editor-ops';

/*
 * What the editor owes the leads already sent (schemas/LEIA-ME.md section 9), read from the form's
 * published record (src/forms/generated/versions/<id>.json as the last commit holds it). A form never
 * published changes freely. Once published, a question or option its last version stored may only go
 * away in the next version (one above the last) with form.json `renames` saying what it became: the
 * editor asks, then writes both, so forms:check (scripts/lib/check-versions.ts, which these
 * functions mirror on the raw files) accepts the edit.
 */

/** A question or an option the last published version stored that the folder neither has nor accounts for. */
export type Loss =
  | {
      kind: 'question';
      /** Its stored name in the published version: the key `renames.fields` takes. */
      key: string;
      /** Its Portuguese label in the published version. */
      label: string;
    }
  | {
      kind: 'option';
      /** Today's name of the question it belonged to: the key `renames.options` takes. */
      question: string;
      questionLabel: string;
      value: string;
      label: string;
    };

export const lossId = (loss: Loss) => (loss.kind === 'question' ? `q:${loss.key}` : `o:${loss.question}:${loss.value}`);

/** What a lost question or option became: today's name or value, or null for removed on purpose. */
export type Fates = Record<string, string | null>;

type Obj = { [key: string]: Json };
const isObj = (v: Json | undefined): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const formOf = (folder: EditorFolder): Obj => (isObj(folder.docs['form.json']?.value) ? (folder.docs['form.json']!.value as Obj) : {});
const fieldsOf = (folder: EditorFolder): Record<string, FieldSchema> => {
  const schema = folder.docs['schema.json']?.value;
  return isObj(schema) ? collectProperties(schema as FieldSchema) : {};
};
const storedOf = (folder: EditorFolder) => (formOf(folder).storedNames === 'snake_case' ? toSnakeCase : (name: string) => name);

/** form.json `version`, 1 when it says none (as src/forms/core/versions.ts reads it). */
export const folderVersion = (folder: EditorFolder): number => {
  const version = formOf(folder).version;
  return typeof version === 'number' ? version : 1;
};

/** The last published version's record, if the form was ever published. */
export const lastPublished = (history: FormHistory | undefined): VersionRecord | undefined => history?.at(-1);

/** The renames the folder declares for the version after the published one (none while it keeps that version). */
function pendingRenames(folder: EditorFolder, last: VersionRecord): VersionRenames {
  const next = last.version + 1;
  if (folderVersion(folder) !== next) return {};
  const renames = formOf(folder).renames;
  const entry = isObj(renames) ? renames[String(next)] : undefined;
  return isObj(entry) ? (entry as VersionRenames) : {};
}

/**
 * What the published version stored that the folder lost without saying what it became: exactly what
 * forms:check would refuse. Nothing for a form never published, nor for a version number the check
 * itself must correct (neither the published one nor the next).
 */
export function publishedLosses(folder: EditorFolder, history: FormHistory | undefined): Loss[] {
  const last = lastPublished(history);
  if (!last) return [];
  const version = folderVersion(folder);
  if (version !== last.version && version !== last.version + 1) return [];
  return lossesAgainst(folder, last, pendingRenames(folder, last));
}

/**
 * What the folder lost against a record without regard to renames: for a form never published, what
 * its leads sent since the last save (the record forms:generate wrote) keep under names the form no
 * longer has, so the lead page shows them apart, under their stored names.
 */
export function savedLosses(folder: EditorFolder, saved: FormHistory | undefined): Loss[] {
  const last = saved?.at(-1);
  return last ? lossesAgainst(folder, last, {}) : [];
}

function lossesAgainst(folder: EditorFolder, last: VersionRecord, renames: VersionRenames): Loss[] {
  const fields = fieldsOf(folder);
  const stored = storedOf(folder);
  const nameOfKey = new Map(Object.keys(fields).map((name) => [stored(name), name]));
  const losses: Loss[] = [];
  for (const [key, record] of Object.entries(last.fields)) {
    const declared = Object.entries(renames.fields ?? {}).find(([old]) => stored(old) === key);
    const name = nameOfKey.get(key) ?? (declared?.[1] && fields[declared[1]] ? declared[1] : undefined);
    if (!name) {
      if (declared?.[1] !== null) losses.push({ kind: 'question', key, label: record.label.pt });
      continue;
    }
    const now = new Set(optionsOf(fields[name])?.map((o) => o.value) ?? []);
    for (const [value, texts] of Object.entries(record.options ?? {})) {
      if (now.has(value)) continue;
      const target = renames.options?.[name]?.[value];
      if (target === null || (target !== undefined && now.has(target))) continue;
      losses.push({ kind: 'option', question: name, questionLabel: fields[name].title ?? name, value, label: texts.pt });
    }
  }
  return losses;
}

/** The losses an edit caused: those of `after` that `before` did not already have. */
export function newLosses(before: EditorFolder, after: EditorFolder, history: FormHistory | undefined): Loss[] {
  const had = new Set(publishedLosses(before, history).map(lossId));
  return publishedLosses(after, history).filter((loss) => !had.has(lossId(loss)));
}

/** Whether an option's stored value is frozen: a version of the form was published with it. */
export function optionPublished(folder: EditorFolder, history: FormHistory | undefined, question: string, value: string): boolean {
  const last = lastPublished(history);
  if (!last) return false;
  const renames = pendingRenames(folder, last);
  const stored = storedOf(folder);
  // The question's name in the published version: its own, or the one `renames` moved to it.
  const old = Object.entries(renames.fields ?? {}).find(([, to]) => to === question)?.[0] ?? question;
  return !!last.fields[stored(old)]?.options?.[value];
}

/** The questions a lost question may have become: those the published version did not store (a new name). */
export function questionTargets(folder: EditorFolder, history: FormHistory | undefined): { name: string; label: string }[] {
  const last = lastPublished(history);
  const stored = storedOf(folder);
  const renames = last ? pendingRenames(folder, last) : {};
  const taken = new Set(Object.values(renames.fields ?? {}));
  return Object.entries(fieldsOf(folder))
    .filter(([name]) => !last?.fields[stored(name)] && !taken.has(name))
    .map(([name, field]) => ({ name, label: field.title ?? name }));
}

/** The options a lost option may have become: today's options of its question. */
export function optionTargets(folder: EditorFolder, question: string): { value: string; label: string }[] {
  const field = fieldsOf(folder)[question];
  return field ? (optionsOf(field) ?? []) : [];
}

/**
 * Writes what each lost question or option became into form.json: `version` one above the published
 * one, and its `renames` entry (merged with what it already says). A fate missing for a loss leaves it
 * lost (forms:check then names it).
 */
export function declareFates(folder: EditorFolder, history: FormHistory | undefined, losses: Loss[], fates: Fates): EditorFolder {
  const last = lastPublished(history);
  if (!last || !losses.length) return folder;
  const next = last.version + 1;
  return editFile(folder, 'form.json', (form) => {
    setKey(form, 'version', next, FORM_ORDER);
    if (!isObj(form.renames)) setKey(form, 'renames', {}, FORM_ORDER);
    const renames = form.renames as Obj;
    if (!isObj(renames[String(next)])) renames[String(next)] = {};
    const entry = renames[String(next)] as Obj;
    for (const loss of losses) {
      const fate = fates[lossId(loss)];
      if (fate === undefined) continue;
      if (loss.kind === 'question') {
        if (!isObj(entry.fields)) entry.fields = {};
        (entry.fields as Obj)[loss.key] = fate;
      } else {
        if (!isObj(entry.options)) entry.options = {};
        const options = entry.options as Obj;
        if (!isObj(options[loss.question])) options[loss.question] = {};
        (options[loss.question] as Obj)[loss.value] = fate;
      }
    }
  });
}

/** form.json's keys in the order of schemas/form.meta.schema.json: `version` and `renames` come first. */
const FORM_ORDER = ['$schema', 'version', 'renames', 'route', 'service', 'linkedFrom', 'steps', 'backLink', 'collection', 'storedNames', 'joinedLists', 'lead', 'email', 'success', 'failure', 'texts'];

/** How the editor shows a form: published as it is, or with changes not yet published (and which version is). */
export type PublicationStatus = { published: number; changed: boolean } | { published: undefined; changed: true };

export function publicationStatus(history: FormHistory | undefined, changed: boolean): PublicationStatus {
  const last = lastPublished(history);
  return last ? { published: last.version, changed } : { published: undefined, changed: true };
}
