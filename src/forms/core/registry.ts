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

export function defineForm(folder: RawFormFolder): FormDefinition {
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
