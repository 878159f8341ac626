import type { FieldSchema, FormSchema } from './definition';
import { type EngineMessages, withLimit, withRange } from './engine-messages';
import { DEFAULT_MAX_ITEMS, TEXT_CAPS } from './field-caps';
import { collectProperties, forEachProperty } from './schema-fields';

/** The cap of a text whose form gives it none (see field-caps.ts for the caps by kind of answer). */
export const DEFAULT_MAX_LENGTH = TEXT_CAPS.long;
/** A required text must hold something other than spaces. */
const NOT_BLANK = '\\S';

/**
 * Prepares a (possibly localized) schema for validation and rendering: caps sizes (`caps` from
 * fieldCaps, by kind of answer), makes required texts non-blank and required lists hold one pick
 * (requireAPick), and turns the author's one-line `errorMessage` into ajv-errors' keyword form, so a
 * too-long answer gets the size message and a list with too few picks the required or the count
 * message, while every other failure of that field (a blank required text included) keeps the
 * author's message.
 */
export function normalizeSchema(schema: FormSchema, messages: EngineMessages, caps: Record<string, number> = {}): FormSchema {
  const copy = structuredClone(schema);
  const required = requiredNames(copy);
  requireAPick(copy, messages);
  forEachProperty(copy, (field, name) => normalizeField(field, messages, caps[name], required.has(name)));
  return copy;
}

function normalizeField(field: FieldSchema, messages: EngineMessages, cap: number | undefined, required: boolean): void {
  if (!field.type) return; // a condition-only declaration (e.g. `const`) adds no field of its own
  const own = typeof field.errorMessage === 'string' ? field.errorMessage : undefined;
  const keyed = typeof field.errorMessage === 'object' ? field.errorMessage : {};
  const authored = own ?? (typeof keyed._ === 'string' ? keyed._ : undefined);
  const hadPattern = field.pattern !== undefined;
  if (field.type === 'string') {
    field.maxLength ??= cap ?? DEFAULT_MAX_LENGTH;
    if (required && isFreeText(field)) field.pattern ??= NOT_BLANK;
  }
  if (field.type === 'array') {
    field.maxItems ??= DEFAULT_MAX_ITEMS;
    if (field.items?.type === 'string' && isFreeText(field.items)) field.items.maxLength ??= cap ?? DEFAULT_MAX_LENGTH;
  }
  // ajv-errors reports in this object's order, and a field shows its first message: the size first,
  // it names the number that was passed. A missing answer says "required" (or the author's words); a
  // rule the author left without words says itself, with its numbers; the author's own messages win.
  const size: Record<string, string> = {};
  if (field.type === 'string') size.maxLength = withLimit(messages.maxLength, field.maxLength!, messages.numberLocale);
  if (field.type === 'array') size.maxItems = withLimit(messages.maxItems, field.maxItems!, messages.numberLocale);
  const rules = authored === undefined ? ruleMessages(field, messages, required, hadPattern) : {};
  // The size again last: the engine's, with its number, over an author's.
  const errorMessage: Record<string, unknown> = { ...size, ...rules, ...keyed, _: authored ?? kindMessage(field, messages, required), ...size };
  if (field.type === 'array') {
    const tooFew = keyed.minItems ?? tooFewMessage(field, messages);
    // Only where it differs from the general message: the schemas of the forms that already say it stay as they were.
    if (tooFew !== undefined && tooFew !== errorMessage._) errorMessage.minItems = tooFew;
  }
  field.errorMessage = errorMessage;
  // A pick outside a list's options fails on the item (`/lista/0`), past the list's own keywords.
  if (authored === undefined && field.type === 'array' && field.items && !isFreeText(field.items)) field.items.errorMessage ??= messages.choice;
}

/**
 * A question's message when its author wrote none: what it says when left empty (resolveErrors reads
 * `_`) and for a failure no rule names. A choice asks for a pick, a number for a number, anything else
 * that is required says so.
 */
function kindMessage(field: FieldSchema, messages: EngineMessages, required: boolean): string {
  if (field.type === 'array' || (field.type !== 'boolean' && !isFreeText(field))) return messages.choice;
  if (field.type === 'integer') return messages.integer;
  if (field.type === 'number') return messages.number;
  return required ? messages.required : messages.invalid;
}

/**
 * The engine's message for each rule the question carries, in ajv-errors' keyword form: what a visitor
 * reads when the author wrote none (forms:check asks for one; this is what shows meanwhile).
 */
function ruleMessages(field: FieldSchema, messages: EngineMessages, required: boolean, hadPattern: boolean): Record<string, string> {
  const locale = messages.numberLocale;
  const limit = (template: string, value: number) => withLimit(template, value, locale);
  const out: Record<string, string> = {};
  const { minimum: min, maximum: max, exclusiveMinimum: above, exclusiveMaximum: below } = field;
  const range = typeof min === 'number' && typeof max === 'number' ? withRange(messages.between, min, max, locale) : undefined;
  if (typeof min === 'number') out.minimum = range ?? limit(messages.minimum, min);
  if (typeof max === 'number') out.maximum = range ?? limit(messages.maximum, max);
  if (typeof above === 'number') out.exclusiveMinimum = limit(messages.exclusiveMinimum, above);
  if (typeof below === 'number') out.exclusiveMaximum = limit(messages.exclusiveMaximum, below);
  if (typeof field.multipleOf === 'number') out.multipleOf = limit(messages.multipleOf, field.multipleOf);
  if (field.type === 'integer' || field.type === 'number') out.type = kindMessage(field, messages, required);
  // One character at least is an answer at all: a missing one.
  if (typeof field.minLength === 'number') out.minLength = field.minLength <= 1 && required ? messages.required : limit(messages.minLength, field.minLength);
  // The engine's own "not blank" pattern on a required text is a missing answer too.
  if (field.pattern !== undefined) out.pattern = hadPattern ? messages.pattern : messages.required;
  if (typeof field.format === 'string') out.format = formatMessage(field.format, messages);
  if (field.uniqueItems) out.uniqueItems = messages.uniqueItems;
  return out;
}

function formatMessage(format: string, messages: EngineMessages): string {
  if (format === 'email') return messages.email;
  if (format === 'uri' || format === 'url') return messages.uri;
  if (format === 'date') return messages.date;
  return messages.pattern;
}

/** Too few picks: a minimum of one is a missing answer (its required message); a higher one is counted. */
function tooFewMessage(field: FieldSchema, messages: EngineMessages): string | undefined {
  const min = field.minItems ?? 0;
  if (min === 1) return requiredMessage(field, messages);
  return min > 1 && messages.minItems ? withLimit(messages.minItems, min, messages.numberLocale) : undefined;
}

/** A required answer's message: the question's own (`errorMessage`, or its `_`), else the engine's. */
function requiredMessage(field: FieldSchema, messages: EngineMessages): string {
  const em = field.errorMessage;
  if (typeof em === 'string') return em;
  const own = em && typeof em === 'object' ? (em as Record<string, unknown>)._ : undefined;
  return typeof own === 'string' ? own : messages.required;
}

/** A schema node as a condition's walk reads it. */
type Branch = FieldSchema & {
  properties?: Record<string, FieldSchema>;
  required?: unknown;
  dependencies?: Record<string, unknown>;
  then?: FieldSchema;
  else?: FieldSchema;
  allOf?: FieldSchema[];
};

/**
 * A required list (checkboxes) is answered by one pick at least: an empty list is no answer. Each place
 * that requires a list gets `minItems` of at least one, where the requirement holds and only there:
 * beside the question when the same node asks it (the top, a `then`, a `dependencies` branch...), on a
 * constraint of its own in a branch that requires a question asked at the top, and, for
 * `dependencies: { a: ["lista"] }`, under an `if` that `a` is answered. An `if` only tests answers: its
 * `required` asks for nothing. A list required at the top but asked only under a condition is left as
 * it is (forms:check reports it).
 */
function requireAPick(root: FormSchema, messages: EngineMessages): void {
  const declared = collectProperties(root);
  const isList = (name: string) => declared[name]?.type === 'array';
  /** A constraint beside a declaration made elsewhere: typeless, so it adds no question of its own. */
  const atLeastOne = (node: FieldSchema, name: string) => {
    const msg = requiredMessage(declared[name], messages);
    const em = typeof node.errorMessage === 'string' ? { _: node.errorMessage } : (node.errorMessage ?? {});
    Object.assign(node, { minItems: Math.max(node.minItems ?? 0, 1), errorMessage: { ...em, minItems: msg } });
  };
  const walk = (schema: FieldSchema | undefined, top: boolean): void => {
    if (!schema || typeof schema !== 'object') return;
    const node = schema as Branch;
    for (const name of Array.isArray(node.required) ? node.required : []) {
      if (typeof name !== 'string' || !isList(name)) continue;
      const here = node.properties?.[name];
      if (here?.type) {
        if (here.type === 'array') here.minItems = Math.max(here.minItems ?? 0, 1);
      } else if (here) atLeastOne(here, name);
      else if (!top) atLeastOne(((node.properties ??= {})[name] = {}), name);
    }
    for (const [trigger, dep] of Object.entries(node.dependencies ?? {})) {
      if (!Array.isArray(dep)) {
        walk(dep as FieldSchema, false);
        continue;
      }
      const lists = dep.filter((name): name is string => typeof name === 'string' && isList(name));
      if (lists.length === 0) continue;
      const properties: Record<string, FieldSchema> = {};
      for (const name of lists) atLeastOne((properties[name] = {}), name);
      const then: FieldSchema = { properties };
      node.allOf = [...(node.allOf ?? []), { if: { required: [trigger] }, then }];
    }
    for (const branch of [node.then, node.else]) walk(branch, false);
    for (const list of [node.allOf, node.oneOf, node.anyOf]) list?.forEach((branch) => walk(branch, false));
  };
  walk(root, true);
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
