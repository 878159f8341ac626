import type { FieldSchema, FormSchema } from './definition';

export interface Option {
  value: string;
  label: string;
}

/** Visits every property schema, including those declared inside conditions. */
export function forEachProperty(schema: FieldSchema, visit: (field: FieldSchema, name: string) => void): void {
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const s = node as FormSchema;
    for (const [name, prop] of Object.entries(s.properties ?? {})) visit(prop, name);
    for (const branch of [s.then, s.else]) walk(branch);
    for (const list of [s.allOf, s.oneOf, s.anyOf]) list?.forEach(walk);
    for (const dep of Object.values(s.dependencies ?? {})) if (!Array.isArray(dep)) walk(dep);
  };
  walk(schema);
}

/**
 * Every answer a form can hold, including the ones that exist only inside a condition
 * (`dependencies`, `if/then/else`, `allOf`), in the order they are first written.
 * A branch that repeats a field only to constrain it (e.g. with `const`) adds nothing:
 * the declaration with a type wins.
 */
export function collectProperties(schema: FieldSchema): Record<string, FieldSchema> {
  const found: Record<string, FieldSchema> = {};
  forEachProperty(schema, (prop, name) => {
    if (!found[name] || (!found[name].type && prop.type)) found[name] = prop;
  });
  return found;
}

/** The choices of a single-choice field, or of the items of a multiple-choice field. */
export function optionsOf(field: FieldSchema): Option[] | undefined {
  const node = field.type === 'array' && field.items ? field.items : field;
  const alternatives = node.oneOf ?? node.anyOf;
  if (alternatives?.every((alt) => alt.const !== undefined)) {
    return alternatives.map((alt) => ({ value: String(alt.const), label: alt.title ?? String(alt.const) }));
  }
  if (node.enum) return node.enum.map((v) => ({ value: String(v), label: String(v) }));
  return undefined;
}

/** `nomeCompleto` -> `nome_completo`. */
export function toSnakeCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/-/g, '_').toLowerCase();
}
