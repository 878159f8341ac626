import { DEFAULT_LOCALE, type FieldRecord, type FieldSchema, type FormHistory, type Locale, LOCALES, type LocaleTexts, type VersionRecord } from './definition';

export type { FieldRecord, FormHistory, LocaleTexts, VersionRecord } from './definition';
import { localizeSchema } from './localize';
import type { FormDefinition } from './registry';
import { collectProperties, optionsOf, toSnakeCase } from './schema-fields';

/*
 * Each published version of a form (form.json `version`) as its leads were sent under it: every
 * stored field and option with its labels in each language, and the fingerprints (`schema_version`)
 * its leads carry. forms:generate keeps it in src/forms/generated/versions/<id>.json; the function and
 * the staff pages read it so an old lead is shown, e-mailed and exported under its own version, with
 * the renames form.json declares (`renames`) applied. React- and Firebase-free.
 */

/** What form.json `renames` declares for one version: old name or value -> new one, or null when removed on purpose. */
export interface VersionRenames {
  fields?: Record<string, string | null>;
  options?: Record<string, Record<string, string | null>>;
}

export const formVersion = (def: FormDefinition) => def.form.version ?? 1;

/** The renames declared for the step from version `to - 1` to `to`. */
export const renamesInto = (def: FormDefinition, to: number): VersionRenames => def.form.renames?.[String(to)] ?? {};

/** The stored name of an answer name, also for a question the form no longer has. */
export const storedNameOf = (def: FormDefinition, name: string) =>
  def.storedNames[name] ?? (def.form.storedNames === 'snake_case' ? toSnakeCase(name) : name);

const sorted = <T>(record: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** The form as it is now, as a version record. */
export function versionRecordOf(def: FormDefinition): VersionRecord {
  const byLocale = LOCALES.flatMap((l): [Locale, Record<string, FieldSchema>][] => {
    if (l === DEFAULT_LOCALE) return [[l, def.fields]];
    const tr = def.translations[l];
    return tr ? [[l, collectProperties(localizeSchema(def.schema, tr))]] : [];
  });
  /** One text in every language that has it; the Portuguese (or the bare name) always. */
  const texts = (pick: (fields: Record<string, FieldSchema>) => string | undefined, bare: string): LocaleTexts => ({
    pt: bare,
    ...Object.fromEntries(byLocale.flatMap(([l, fields]) => {
      const text = pick(fields);
      return text ? [[l, text]] : [];
    })),
  });
  const fields: Record<string, FieldRecord> = {};
  for (const [name, field] of Object.entries(def.fields)) {
    const options = optionsOf(field)?.map((o) => [o.value, texts((f) => optionsOf(f[name] ?? {})?.find((x) => x.value === o.value)?.label, o.value)]);
    fields[def.storedNames[name]] = {
      label: texts((f) => f[name]?.title, name),
      ...(options ? { options: sorted(Object.fromEntries(options)) } : {}),
    };
  }
  return { version: formVersion(def), fingerprints: [def.version], fields: sorted(fields) };
}

/**
 * The history forms:generate writes: the published versions before the current one unchanged, and
 * the current version as it is now, still holding what its published record held (a field or option
 * removed without raising `version` stays on record, and forms:check goes on naming it). A version
 * never published is whatever the form is now.
 */
export function nextHistory(def: FormDefinition, published: FormHistory = []): FormHistory {
  const now = versionRecordOf(def);
  const before = published.filter((r) => r.version < now.version);
  const same = published.find((r) => r.version === now.version);
  if (!same) return [...before, now];
  const fields = { ...same.fields, ...now.fields };
  for (const [key, field] of Object.entries(now.fields)) {
    const kept = same.fields[key]?.options;
    if (kept && field.options) fields[key] = { ...field, options: sorted({ ...kept, ...field.options }) };
  }
  const fingerprints = [...new Set([...same.fingerprints, ...now.fingerprints])];
  return [...before, { version: now.version, fingerprints, fields: sorted(fields) }];
}

/**
 * The version a lead was sent under, from its `schema_version`: the current one for today's
 * fingerprint, the recorded one for an older fingerprint, and the oldest recorded version for a
 * fingerprint never recorded (a lead stored before versions were recorded).
 */
export function sentUnder(def: FormDefinition, fingerprint: unknown): number {
  const current = formVersion(def);
  if (fingerprint === def.version || !def.history?.length) return current;
  const found = def.history.find((r) => typeof fingerprint === 'string' && r.fingerprints.includes(fingerprint));
  return found?.version ?? Math.min(current, def.history[0].version);
}

/** An old lead's stored fields under today's names: each version step's declared field renames, in order. */
export function upgradeKeys(def: FormDefinition, from: number, stored: Record<string, unknown>): Record<string, unknown> {
  let doc = stored;
  for (let to = from + 1; to <= formVersion(def); to++) {
    const renames = Object.entries(renamesInto(def, to).fields ?? {});
    const moves = new Map(renames.flatMap(([a, b]) => (b ? [[storedNameOf(def, a), storedNameOf(def, b)]] : [])));
    if (moves.size) doc = Object.fromEntries(Object.entries(doc).map(([key, value]) => [moves.get(key) ?? key, value]));
  }
  return doc;
}

/**
 * An old lead's decoded answers with today's option values: each version step's declared option
 * renames, in order, for one choice or each item of a list. A value removed on purpose (null) stays as
 * it was, for the old version's label.
 */
export function upgradeAnswers<T extends Record<string, unknown>>(def: FormDefinition, from: number, answers: T): T {
  const next: Record<string, unknown> = { ...answers };
  for (let to = from + 1; to <= formVersion(def); to++) {
    for (const [name, map] of Object.entries(renamesInto(def, to).options ?? {})) {
      const rename = (v: unknown) => (typeof v === 'string' && map[v] ? map[v] : v);
      const value = next[name];
      if (Array.isArray(value)) next[name] = value.map(rename);
      else if (value !== undefined) next[name] = rename(value);
    }
  }
  return next as T;
}

/** The label an older version gave a stored field, or one of its option values, in `locale` (newest version first). */
export function recordedLabel(def: FormDefinition, key: string, locale: Locale, option?: string): string | undefined {
  for (const record of [...(def.history ?? [])].reverse()) {
    const field = record.fields[key];
    const texts = option === undefined ? field?.label : field?.options?.[option];
    if (texts) return texts[locale] ?? texts.pt;
  }
  return undefined;
}
