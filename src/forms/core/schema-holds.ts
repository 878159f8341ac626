/**
 * Whether a value meets a schema node, for the keywords the forms' conditions and questions use
 * (const, enum, type, lengths, ranges, items, contains, required, properties, not, allOf/anyOf/oneOf,
 * if/then/else). Formats are not judged. Small and synchronous on purpose: the example generator
 * (example-answers.ts) asks it many times while it works out which conditions hold, and must run in
 * the browser without compiling a validator. An unknown keyword counts as met.
 */
export function holds(schema: unknown, value: unknown): boolean {
  if (schema === false) return false;
  if (!isObject(schema)) return true;
  const s = schema as Record<string, unknown>;
  if ('const' in s && !same(s.const, value)) return false;
  if (Array.isArray(s.enum) && !s.enum.some((e) => same(e, value))) return false;
  if (s.type !== undefined && ![s.type].flat().some((t) => isType(String(t), value))) return false;
  const n = (key: string) => (typeof s[key] === 'number' ? (s[key] as number) : undefined);
  if (typeof value === 'string') {
    if (value.length < (n('minLength') ?? 0) || value.length > (n('maxLength') ?? Infinity)) return false;
    if (typeof s.pattern === 'string' && !matches(s.pattern, value)) return false;
  }
  if (typeof value === 'number') {
    if (value < (n('minimum') ?? -Infinity) || value > (n('maximum') ?? Infinity)) return false;
    if (value <= (n('exclusiveMinimum') ?? -Infinity) || value >= (n('exclusiveMaximum') ?? Infinity)) return false;
    const step = n('multipleOf');
    if (step && Math.abs(value / step - Math.round(value / step)) > 1e-9) return false;
  }
  if (Array.isArray(value)) {
    if (value.length < (n('minItems') ?? 0) || value.length > (n('maxItems') ?? Infinity)) return false;
    if (s.contains !== undefined && !value.some((item) => holds(s.contains, item))) return false;
    if (isObject(s.items) && !value.every((item) => holds(s.items, item))) return false;
    if (s.uniqueItems === true && new Set(value.map((v) => JSON.stringify(v))).size !== value.length) return false;
  }
  if (isObject(value)) {
    const answers = value as Record<string, unknown>;
    if (Array.isArray(s.required) && !s.required.every((name) => String(name) in answers)) return false;
    const properties = isObject(s.properties) ? (s.properties as Record<string, unknown>) : {};
    for (const [name, prop] of Object.entries(properties)) if (name in answers && !holds(prop, answers[name])) return false;
  }
  if (s.not !== undefined && holds(s.not, value)) return false;
  if (Array.isArray(s.allOf) && !s.allOf.every((branch) => holds(branch, value))) return false;
  if (Array.isArray(s.anyOf) && !s.anyOf.some((branch) => holds(branch, value))) return false;
  if (Array.isArray(s.oneOf) && s.oneOf.filter((branch) => holds(branch, value)).length !== 1) return false;
  if (s.if !== undefined) return holds(s.if, value) ? holds(s.then, value) : holds(s.else, value);
  return true;
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function isType(type: string, value: unknown): boolean {
  if (type === 'integer') return Number.isInteger(value);
  if (type === 'number') return typeof value === 'number';
  if (type === 'array') return Array.isArray(value);
  if (type === 'object') return isObject(value);
  if (type === 'null') return value === null;
  return typeof value === type;
}

/** A schema's `pattern`, read as Ajv reads it (Unicode flag), or as a plain one when that flag refuses it. */
export function matches(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    try {
      return new RegExp(pattern).test(text);
    } catch {
      return true; // the check reports a pattern no one can read
    }
  }
}
