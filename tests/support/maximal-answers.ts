import type { FieldSchema } from '../../src/forms/core/definition';
import type { EngineMessages } from '../../src/forms/core/engine-messages';
import { fieldCaps } from '../../src/forms/core/field-caps';
import { normalizeSchema } from '../../src/forms/core/normalize';
import type { Answers } from '../../src/forms/core/record';
import type { FormDefinition } from '../../src/forms/core/registry';
import { forEachProperty, optionsOf } from '../../src/forms/core/schema-fields';

/**
 * The largest answers a thorough visitor could give: every question present (conditional ones
 * too), every multiple choice ticked up to its maximum, every text at its cap. Conditions are not
 * honoured (a branch's question may sit beside another branch's): this is what the rules must fit.
 */
export function maximalAnswers(def: FormDefinition): Answers {
  const normalized = cappedSchema(def);
  const declarations = new Map<string, FieldSchema[]>();
  forEachProperty(normalized, (prop, name) => {
    if (prop.type) declarations.set(name, [...(declarations.get(name) ?? []), prop]);
  });
  const answers: Answers = {};
  for (const [name, decls] of declarations) answers[name] = largestValue(decls);
  return answers;
}

/** Only the caps matter here, not the messages (and the browser tests' loader takes no JSON import). */
const NO_MESSAGES = new Proxy({}, { get: () => '' }) as EngineMessages;

/** The form's schema with every cap the browser, the rules and the function apply. */
export const cappedSchema = (def: FormDefinition) => normalizeSchema(def.schema, NO_MESSAGES, fieldCaps(def));

function largestValue(decls: FieldSchema[]): unknown {
  const field = decls[0];
  if (field.const !== undefined) return field.const;
  const options = [...new Set(decls.flatMap((d) => optionsOf(d)?.map((o) => o.value) ?? []))];
  switch (field.type) {
    case 'array': {
      const max = Math.min(...decls.map((d) => d.maxItems ?? Infinity));
      if (options.length) return options.slice(0, max);
      return Array.from({ length: max }, (_, i) => textOfLength(field.items ?? {}, field.items?.maxLength ?? 10, i));
    }
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return typeof field.maximum === 'number' ? field.maximum : 999_999;
    default:
      if (options.length) return options.reduce((a, b) => (b.length > a.length ? b : a));
      return textOfLength(field, field.maxLength ?? 10);
  }
}

/** A text of exactly `length` UTF-16 units that still fits the field's format or pattern. */
export function textOfLength(field: FieldSchema, length: number, salt = 0): string {
  if (field.format === 'email') return maximalEmail(length);
  if (field.format === 'date') return '2026-12-31';
  const pattern = typeof field.pattern === 'string' ? new RegExp(field.pattern) : undefined;
  for (let n = length; n > 0; n--) {
    for (const candidate of [`${salt}`.padEnd(n, 'x'), '9'.repeat(n)]) {
      if (!pattern || pattern.test(candidate)) return candidate.slice(0, n);
    }
  }
  return 'x';
}

/** A syntactically valid address of the given length (a 64-character local part, labels of at most 63). */
function maximalEmail(length: number): string {
  const local = 'a'.repeat(Math.min(64, length - 6));
  let domain = '';
  let left = length - local.length - 1 - 4; // '@' and '.com'
  while (left > 0) {
    const label = Math.min(63, left - (domain ? 1 : 0));
    if (label <= 0) break;
    domain += (domain ? '.' : '') + 'b'.repeat(label);
    left = length - local.length - 1 - 4 - domain.length;
  }
  return `${local}@${domain}.com`;
}
