import type { FieldSchema, FormSchema } from './definition';
import { type EngineMessages, withLimit } from './engine-messages';
import { DEFAULT_MAX_ITEMS, TEXT_CAPS } from './field-caps';
import { forEachProperty } from './schema-fields';

/** The cap of a text whose form gives it none (see field-caps.ts for the caps by kind of answer). */
export const DEFAULT_MAX_LENGTH = TEXT_CAPS.long;
/** A required text must hold something other than spaces. */
const NOT_BLANK = '\\S';

/**
 * Prepares a (possibly localized) schema for validation and rendering: caps sizes (`caps` from
 * fieldCaps, by kind of answer), makes required texts non-blank, and turns the author's one-line
 * `errorMessage` into ajv-errors' keyword form, so a too-long answer gets the size message while
 * every other failure of that field (a blank required text included) keeps the author's message.
 */
export function normalizeSchema(schema: FormSchema, messages: EngineMessages, caps: Record<string, number> = {}): FormSchema {
  const copy = structuredClone(schema);
  const required = requiredNames(copy);
  forEachProperty(copy, (field, name) => normalizeField(field, messages, caps[name], required.has(name)));
  return copy;
}

function normalizeField(field: FieldSchema, messages: EngineMessages, cap: number | undefined, required: boolean): void {
  if (!field.type) return; // a condition-only declaration (e.g. `const`) adds no field of its own
  const own = typeof field.errorMessage === 'string' ? field.errorMessage : undefined;
  const keyed = typeof field.errorMessage === 'object' ? field.errorMessage : {};
  const errorMessage: Record<string, unknown> = { _: own ?? messages.invalid, ...keyed };
  if (field.type === 'string') {
    field.maxLength ??= cap ?? DEFAULT_MAX_LENGTH;
    errorMessage.maxLength = withLimit(messages.maxLength, field.maxLength, messages.numberLocale);
    if (required && isFreeText(field)) field.pattern ??= NOT_BLANK;
  }
  if (field.type === 'array') {
    field.maxItems ??= DEFAULT_MAX_ITEMS;
    errorMessage.maxItems = withLimit(messages.maxItems, field.maxItems, messages.numberLocale);
    if (field.items?.type === 'string' && isFreeText(field.items)) field.items.maxLength ??= cap ?? DEFAULT_MAX_LENGTH;
  }
  field.errorMessage = errorMessage;
}

const isFreeText = (field: FieldSchema) => !field.enum && !field.oneOf && !field.anyOf && field.const === undefined;

/** Every name some `required` list of the schema names, its conditional branches included. */
function requiredNames(schema: FormSchema): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    const s = node as FormSchema;
    if (Array.isArray(s.required)) s.required.forEach((name) => typeof name === 'string' && names.add(name));
    for (const value of Object.values(s)) if (value && typeof value === 'object') walk(value);
  };
  walk(schema);
  return names;
}

/** The author's message of a field once normalized: what an empty required answer shows. */
export function fieldMessage(field: FieldSchema | undefined): string | undefined {
  const em = field?.errorMessage;
  if (typeof em === 'string') return em;
  if (em && typeof em === 'object' && typeof (em as Record<string, unknown>)._ === 'string') {
    return (em as Record<string, string>)._;
  }
  return undefined;
}
