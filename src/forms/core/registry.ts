import type { FieldSchema, RawFormFolder } from './definition';
import { fingerprint } from './hash';
import { collectProperties, toSnakeCase } from './schema-fields';

/** A form folder plus what every consumer derives from it once. */
export interface FormDefinition extends RawFormFolder {
  /** Fingerprint of the questions, stored with every answer. */
  version: string;
  /** Every answer the form can hold (Portuguese source), conditional ones included. */
  fields: Record<string, FieldSchema>;
  /** Answer name -> stored Firestore field name. */
  storedNames: Record<string, string>;
}

/**
 * The `$schema` line every form file starts with points editors at its meta-schema; it is no part of
 * the definition (a ui.json key would look like a question, an example key like an answer). schema.json
 * keeps its own: there it is the JSON Schema keyword (draft-07), and part of the fingerprint.
 */
export function withoutSchemaKey<T>(value: T): T {
  if (!value || typeof value !== 'object' || !('$schema' in value)) return value;
  const rest = { ...(value as Record<string, unknown>) };
  delete rest.$schema;
  return rest as T;
}

function stripEditorHints(folder: RawFormFolder): RawFormFolder {
  return {
    ...folder,
    form: withoutSchemaKey(folder.form),
    ui: withoutSchemaKey(folder.ui),
    translations: Object.fromEntries(Object.entries(folder.translations).map(([l, t]) => [l, withoutSchemaKey(t)])),
    example: withoutSchemaKey(folder.example),
  };
}

export function defineForm(raw: RawFormFolder): FormDefinition {
  const folder = stripEditorHints(raw);
  const fields = collectProperties(folder.schema);
  const convert = folder.form.storedNames === 'snake_case' ? toSnakeCase : (name: string) => name;
  const storedNames = Object.fromEntries(Object.keys(fields).map((name) => [name, convert(name)]));
  return { ...folder, version: fingerprint(folder.schema), fields, storedNames };
}

export interface FormRegistry {
  forms: FormDefinition[];
  byRoute(path: string): FormDefinition | undefined;
  byCollection(collection: string): FormDefinition | undefined;
}

export function buildRegistry(folders: RawFormFolder[]): FormRegistry {
  const forms = folders.map(defineForm).sort((a, b) => a.id.localeCompare(b.id));
  const routes = new Map(forms.filter((f) => f.form.route).map((f) => [f.form.route!, f]));
  const collections = new Map(forms.map((f) => [f.form.collection, f]));
  return {
    forms,
    byRoute: (path) => routes.get(path.replace(/\/+$/, '') || '/'),
    byCollection: (collection) => collections.get(collection),
  };
}
