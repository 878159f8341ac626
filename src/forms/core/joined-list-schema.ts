import type { FieldSchema } from './definition';
import { JOIN_SEPARATOR } from './record';
import { optionsOf } from './schema-fields';

/** A keyword on a joined list that has no exact counterpart on its stored text: the form cannot be stored that way. */
export class StoredSchemaError extends Error {
  constructor(
    readonly formId: string,
    readonly field: string,
    readonly keyword: string,
  ) {
    super(`Form ${formId}: "${field}" is stored joined into one text (form.json joinedLists), but its schema uses "${keyword}", which cannot be checked on that text.`);
    this.name = 'StoredSchemaError';
  }
}

/** Kept as they are: they describe, they do not constrain. */
const ANNOTATIONS = new Set(['title', 'description', '$comment']);
/** Dropped: an array value the stored text never is, used by no validation. */
const ARRAY_ONLY_ANNOTATIONS = new Set(['default', 'examples']);

const SEP = escapeRegExp(JOIN_SEPARATOR);
/** One item of the joined text: option values hold no comma (forms:check), so an item is what lies between separators. */
const ITEM = '[^,]*';

/**
 * The schema of a joinedLists answer as Firestore holds it: the text `toStoredAnswers` writes for a
 * valid list, and nothing else. Each array keyword becomes a pattern on that text (the options and the
 * separator, how many items, no item twice, an item it must contain); one with its own ajv-errors
 * message goes in its own `allOf` member with that message, so a failure reads as it does on the list.
 * Used for the question's declaration and for the conditions that test it (`if`, a pinning branch).
 */
export function joinedListSchema(node: FieldSchema, formId: string, field: string): FieldSchema {
  const fail = (keyword: string): never => {
    throw new StoredSchemaError(formId, field, keyword);
  };
  const messages = ownMessages(node.errorMessage, fail);
  const out: FieldSchema = {};
  const checks: FieldSchema[] = [];
  const check = (keyword: string, schema: FieldSchema) => {
    const message = messages[keyword];
    checks.push(message === undefined ? schema : { ...schema, errorMessage: message as FieldSchema['errorMessage'] });
  };
  let optionCount: number | undefined;

  for (const [keyword, value] of Object.entries(node)) {
    if (ANNOTATIONS.has(keyword)) out[keyword] = value;
    else if (ARRAY_ONLY_ANNOTATIONS.has(keyword) || keyword === 'errorMessage') continue;
    else if (keyword === 'type') out.type = value === 'array' ? 'string' : fail('type');
    else if (keyword === 'items') {
      const values = (optionsOf({ type: 'array', items: value as FieldSchema }) ?? fail('items')).map((o) => o.value);
      optionCount = values.length;
      const option = oneOfTexts(values.map(escapeRegExp));
      out.pattern = `^${option}(?:${SEP}${option})*$`;
    } else if (keyword === 'minItems' || keyword === 'maxItems' || keyword === 'uniqueItems' || keyword === 'contains') continue;
    else fail(keyword);
  }

  const min = node.minItems ?? 0;
  if (typeof min !== 'number') fail('minItems');
  // The text of an empty list is never stored (toStoredAnswers), so a stored text always has one item.
  if (min > 1) check('minItems', { pattern: `^${ITEM}(?:${SEP}${ITEM}){${min - 1},}$` });
  if (node.uniqueItems === true) check('uniqueItems', { not: { pattern: `(?:^|${SEP})([^,]+)(?=${SEP}|$).*${SEP}\\1(?=${SEP}|$)` } });
  else if (node.uniqueItems !== undefined && node.uniqueItems !== false) fail('uniqueItems');
  const max = node.maxItems;
  // Without repeats a list holds at most one of each option: a cap above that count never binds.
  const capBinds = !(node.uniqueItems === true && optionCount !== undefined && typeof max === 'number' && max >= optionCount);
  if (typeof max === 'number' && capBinds) check('maxItems', { pattern: max < 1 ? '^$' : `^${ITEM}(?:${SEP}${ITEM}){0,${max - 1}}$` });
  else if (max !== undefined && typeof max !== 'number') fail('maxItems');
  if (node.contains !== undefined) check('contains', { pattern: `(?:^|${SEP})${oneOfTexts(containedValues(node.contains, fail))}(?:${SEP}|$)` });

  // A lone check without a message reads best inline (e.g. an `if` testing one option).
  const [only] = checks;
  if (checks.length === 1 && only.errorMessage === undefined && !Object.keys(only).some((k) => k in out)) Object.assign(out, only);
  else if (checks.length) out.allOf = checks;
  const rest = Object.fromEntries(Object.entries(messages).filter(([keyword]) => keyword === '_' || keyword === 'type' || keyword === 'pattern'));
  if (Object.keys(rest).length) out.errorMessage = rest;
  return out;
}

/** The list's ajv-errors messages by keyword (`_` for the rest), the item keywords' under `pattern`, which now checks them. */
function ownMessages(errorMessage: unknown, fail: (keyword: string) => never): Record<string, unknown> {
  if (errorMessage === undefined) return {};
  if (typeof errorMessage === 'string') return { _: errorMessage };
  if (!errorMessage || typeof errorMessage !== 'object' || Array.isArray(errorMessage)) return fail('errorMessage');
  const messages: Record<string, unknown> = {};
  for (const [keyword, message] of Object.entries(errorMessage)) {
    if (['_', 'type', 'minItems', 'maxItems', 'uniqueItems', 'contains'].includes(keyword)) messages[keyword] = message;
    else if (keyword === 'items') messages.pattern = message;
    else fail(`errorMessage.${keyword}`);
  }
  return messages;
}

/** The option values a `contains` asks for: `{ const }` or `{ enum }`, escaped for a pattern. */
function containedValues(contains: unknown, fail: (keyword: string) => never): string[] {
  const node = (contains && typeof contains === 'object' ? contains : {}) as FieldSchema;
  const extra = Object.keys(node).filter((key) => !ANNOTATIONS.has(key) && key !== 'const' && key !== 'enum' && key !== 'type');
  if (extra.length || (node.type !== undefined && node.type !== 'string')) return fail('contains');
  const values = node.const !== undefined ? [node.const] : Array.isArray(node.enum) ? node.enum : fail('contains');
  return values.map((v) => (typeof v === 'string' ? escapeRegExp(v) : fail('contains')));
}

/** A pattern matching any one of some (escaped) texts; one text stands alone. */
const oneOfTexts = (texts: string[]) => (texts.length === 1 ? texts[0] : `(?:${texts.join('|')})`);

/** A text matched literally in a pattern (Ajv compiles patterns with the `u` flag: only syntax characters are escaped). */
function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
}
