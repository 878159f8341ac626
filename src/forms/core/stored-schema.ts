import type { FormSchema, Locale } from './definition';
import type { EngineMessages } from './engine-messages';
import { joinedListSchema, StoredSchemaError } from './joined-list-schema';
import type { FormDefinition } from './registry';
import { validationSchema, validationSchemaId } from './validation-schema';

export { StoredSchemaError } from './joined-list-schema';

/** The id of a form's stored schema: a precompiled stored validator is found by it, and only fits it. */
export const storedSchemaId = (def: Pick<FormDefinition, 'id' | 'version'>, locale: Locale) => `${validationSchemaId(def, locale)}@stored`;

/** Object keywords keyed by a field name whose values are field names or object-level schemas. */
const BY_FIELD = ['dependencies', 'dependentRequired', 'dependentSchemas'] as const;
/** ajv-errors message groups keyed by a field name (`errorMessage.required.nome`). */
const MESSAGES_BY_FIELD = ['required', 'properties', 'dependencies'] as const;

/**
 * The form's validation schema (validation-schema.ts) as it applies to the stored document: every field
 * under its stored name (form.json storedNames), wherever a name appears, and each joinedLists answer as
 * the one text it is stored as (joined-list-schema.ts). The function judges what Firestore holds with it,
 * so no answer is rebuilt (split, renamed) before it is checked. Throws StoredSchemaError for a keyword on
 * a joined list that cannot be checked on its text (forms:check reports it on form.json).
 */
export function storedSchema(def: FormDefinition, locale: Locale, messages: EngineMessages): FormSchema {
  const joined = new Set(def.form.joinedLists ?? []);
  const rename = (name: string) => def.storedNames[name] ?? name;
  const renamesAny = Object.entries(def.storedNames).some(([name, key]) => name !== key);
  const renameKeys = <T>(record: Record<string, T>, value: (name: string, v: T) => unknown) =>
    Object.fromEntries(Object.entries(record).map(([name, v]) => [rename(name), value(name, v)]));

  // An object-level node: the root, and every condition or branch (as forEachProperty walks them).
  const object = (node: unknown): unknown => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
    const s = node as FormSchema;
    const out: Record<string, unknown> = { ...s };
    if (s.properties) out.properties = renameKeys(s.properties, (name, prop) => (joined.has(name) ? joinedListSchema(prop, def.id, name) : prop));
    if (Array.isArray(s.required)) out.required = s.required.map(rename);
    for (const key of BY_FIELD) {
      const deps = s[key] as Record<string, unknown> | undefined;
      if (deps) out[key] = renameKeys(deps, (_name, dep) => (Array.isArray(dep) ? dep.map(rename) : object(dep)));
    }
    for (const key of ['if', 'then', 'else', 'not'] as const) if (s[key] !== undefined) out[key] = object(s[key]);
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) if (Array.isArray(s[key])) out[key] = (s[key] as unknown[]).map(object);
    if (s.errorMessage && typeof s.errorMessage === 'object') out.errorMessage = renameMessages(s.errorMessage);
    // Names matched by a pattern cannot be renamed one by one.
    for (const key of ['patternProperties', 'propertyNames'] as const) {
      if (renamesAny && s[key] !== undefined) throw new StoredSchemaError(def.id, '', key);
    }
    return out;
  };
  const renameMessages = (errorMessage: Record<string, unknown>) => {
    const out = { ...errorMessage };
    for (const key of MESSAGES_BY_FIELD) {
      const group = errorMessage[key];
      if (group && typeof group === 'object' && !Array.isArray(group)) out[key] = renameKeys(group as Record<string, unknown>, (_n, m) => m);
    }
    return out;
  };

  const schema = object(validationSchema(def, locale, messages)) as FormSchema;
  return { ...schema, $id: storedSchemaId(def, locale) };
}
