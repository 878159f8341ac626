import type { FieldSchema, FormSchema } from './definition';
import { type EngineMessages, withLimit } from './engine-messages';
import { forEachProperty } from './schema-fields';

/** Every text answer is capped, so the browser, the rules and the function agree on a size. */
export const DEFAULT_MAX_LENGTH = 5000;
export const DEFAULT_MAX_ITEMS = 50;

/**
 * Prepares a (possibly localized) schema for validation and rendering: caps sizes and turns the
 * author's one-line `errorMessage` into ajv-errors' keyword form, so a too-long answer gets the
 * size message while every other failure of that field keeps the author's message.
 */
export function normalizeSchema(schema: FormSchema, messages: EngineMessages): FormSchema {
  const copy = structuredClone(schema);
  forEachProperty(copy, (field) => normalizeField(field, messages));
  return copy;
}

function normalizeField(field: FieldSchema, messages: EngineMessages): void {
  if (!field.type) return; // a condition-only declaration (e.g. `const`) adds no field of its own
  const own = typeof field.errorMessage === 'string' ? field.errorMessage : undefined;
  const keyed = typeof field.errorMessage === 'object' ? field.errorMessage : {};
  const errorMessage: Record<string, unknown> = { _: own ?? messages.invalid, ...keyed };
  if (field.type === 'string') {
    field.maxLength ??= DEFAULT_MAX_LENGTH;
    errorMessage.maxLength = withLimit(messages.maxLength, field.maxLength);
  }
  if (field.type === 'array') {
    field.maxItems ??= DEFAULT_MAX_ITEMS;
    errorMessage.maxItems = withLimit(messages.maxItems, field.maxItems);
  }
  field.errorMessage = errorMessage;
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
