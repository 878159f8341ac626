import type { FormDefinition } from '../../src/forms/core/registry';
import { optionsOf } from '../../src/forms/core/schema-fields';
import { pointerOf } from './json-source';
import type { Finding } from './problem';

/**
 * What stored answers of one form version may hold: each stored field name and, for a choice, its
 * option values. `schema_version` (a fingerprint) changes with any edit, even a title, so it cannot
 * tell a harmless edit from one that orphans answers; this record, kept per form in
 * src/forms/generated/stored-fields.json by forms:generate, can. While form.json's `version` stays the
 * same the record only grows (forms:generate adds, never drops), so a removed or renamed field or
 * option stays visible to forms:check until someone raises `version` on purpose.
 */
export interface StoredShape {
  version: number;
  fields: Record<string, string[] | null>;
}
export type StoredLedger = Record<string, StoredShape>;

export const formVersion = (def: FormDefinition) => def.form.version ?? 1;

export function storedShapeOf(def: FormDefinition): StoredShape {
  const fields: Record<string, string[] | null> = {};
  for (const [name, field] of Object.entries(def.fields)) {
    fields[def.storedNames[name]] = optionsOf(field)?.map((o) => o.value).sort() ?? null;
  }
  return { version: formVersion(def), fields: sortKeys(fields) };
}

/** The record forms:generate writes: today's shape, plus what the same version held before. */
export function nextStoredShape(def: FormDefinition, previous: StoredShape | undefined): StoredShape {
  const now = storedShapeOf(def);
  if (!previous || previous.version !== now.version) return now;
  const fields = { ...previous.fields };
  for (const [key, values] of Object.entries(now.fields)) {
    const before = fields[key];
    fields[key] = values && before ? [...new Set([...before, ...values])].sort() : values;
  }
  return { version: now.version, fields: sortKeys(fields) };
}

/** Fields and options the recorded version holds and the form no longer does (reported on form.json). */
export function orphanFindings(def: FormDefinition, previous: StoredShape | undefined): Finding[] {
  const now = storedShapeOf(def);
  if (!previous || previous.version !== now.version) return [];
  const pointer = def.form.version === undefined ? '' : pointerOf('version');
  const next = now.version + 1;
  const how = [
    `Se foi de propósito, ponha "version": ${next} em form.json e rode npm run forms:generate; se não, desfaça a mudança.`,
    `If it was on purpose, set "version": ${next} in form.json and run npm run forms:generate; if not, undo the change.`,
  ];
  const findings: Finding[] = [];
  for (const [key, values] of Object.entries(previous.fields)) {
    if (!(key in now.fields)) {
      findings.push({
        pointer,
        pt: `A pergunta guardada como "${key}" saiu de schema.json (apagada ou renomeada), mas respostas já guardadas usam esse nome. ${how[0]}`,
        en: `The question stored as "${key}" left schema.json (removed or renamed), but stored answers use that name. ${how[1]}`,
      });
      continue;
    }
    for (const value of values ?? []) {
      if (now.fields[key]?.includes(value)) continue;
      findings.push({
        pointer,
        pt: `A opção "${value}" de "${key}" saiu de schema.json (apagada ou renomeada), mas respostas já guardadas a usam. ${how[0]}`,
        en: `Option "${value}" of "${key}" left schema.json (removed or renamed), but stored answers use it. ${how[1]}`,
      });
    }
  }
  return findings;
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
