import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { compileOnce } from './compile-once';
import { pointerOf } from './json-source';
import { describeMetaErrors } from './meta-errors';
import { closest, type Finding } from './problem';
import { ruleName } from './rule-words';

/** Every keyword draft-07 defines, plus `errorMessage` (ajv-errors): anything else is a typo to a person. */
const KEYWORDS = new Set([
  '$schema', '$id', '$ref', '$comment', 'title', 'description', 'default', 'examples', 'readOnly', 'writeOnly',
  'type', 'enum', 'const', 'format', 'contentMediaType', 'contentEncoding',
  'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum',
  'maxLength', 'minLength', 'pattern',
  'items', 'additionalItems', 'maxItems', 'minItems', 'uniqueItems', 'contains',
  'maxProperties', 'minProperties', 'required', 'properties', 'patternProperties', 'additionalProperties',
  'dependencies', 'propertyNames', 'definitions',
  'if', 'then', 'else', 'allOf', 'anyOf', 'oneOf', 'not',
  'errorMessage',
]);
const ONE_SCHEMA = ['items', 'additionalItems', 'additionalProperties', 'contains', 'propertyNames', 'if', 'then', 'else', 'not'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'items'];
const SCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', 'dependencies'];

/** Judges schemas against draft-07's meta-schema, which it compiles once. */
let draft07: Ajv | undefined;

/** What checkSchemaKeywords found, and which of it leaves the rest of the form checkable. */
export interface SchemaKeywords {
  findings: Finding[];
  /**
   * The pointers of the `pattern`s no browser can compile (each also a finding): the other checks
   * still judge the form, read without them (withoutPatterns), so one bad pattern hides nothing else.
   */
  badPatterns: string[];
}

/**
 * schema.json's keywords, as Ajv's strict mode judges them (so `minLenght` is an error, not a silently
 * ignored word), each at its own place and all at once: Ajv itself stops at the first strict error and
 * names no place for an unknown keyword or a broken regular expression, so the walk below finds them
 * and Ajv confirms the rest (without the broken patterns, which would stop it).
 */
export function checkSchemaKeywords(schema: unknown): SchemaKeywords {
  const findings: Finding[] = [];
  const patterns: Finding[] = [];
  walk(schema, '', findings, { labels: labelsOf(schema), patterns });
  const badPatterns = patterns.map((p) => p.pointer);
  const done = () => ({ findings: [...findings, ...patterns], badPatterns });

  // Ajv reads `$schema` to pick a meta-schema and throws on any it does not know; forms:check asks for
  // draft-07's there (a problem of its own), so Ajv judges the rest as draft-07.
  const rest = withoutPatterns(schema, badPatterns) as Record<string, unknown>;
  delete rest.$schema;
  draft07 ??= new Ajv({ allErrors: true, strict: false });
  if (!draft07.validateSchema(rest)) {
    for (const error of draft07.errors ?? []) {
      // A wrong "type" fails each branch of draft-07's anyOf (a name, a list of names): one sentence says it.
      if (/\/type$/.test(error.instancePath)) {
        if (error.keyword === 'anyOf') findings.push(typeFinding(error.instancePath));
      } else findings.push(...describeMetaErrors([error], 'schema.json'));
    }
  }
  if (findings.length) return done();

  // strictTypes stays off: a condition's branch (`if: {properties: {x: {contains: ...}}}`) rightly names no type.
  try {
    compileOnce('strict', rest, () => {
      const strict = new Ajv({ allErrors: true, strict: true, strictTypes: false, strictRequired: false, logger: false });
      addFormats(strict);
      strict.addKeyword('errorMessage');
      return strict.compile(rest);
    });
  } catch (error) {
    const message = (error as Error).message;
    const path = /at (?:path )?"#([^"]*)"/.exec(message)?.[1] ?? '';
    const format = /unknown format "([^"]+)"/.exec(message)?.[1];
    findings.push(
      format
        ? {
            pointer: `${path}/format`,
            pt: `O formato "${format}" não existe: use "email", "uri", "date" ou apague "format".`,
            en: `There is no format "${format}": use "email", "uri", "date" or remove "format".`,
          }
        : { pointer: path, pt: `O Ajv recusa este schema: ${message}.`, en: `Ajv refuses this schema: ${message}.` },
    );
  }
  return done();
}

/** A copy of the schema without the values at some pointers (the broken patterns), the rest untouched. */
export function withoutPatterns(schema: unknown, pointers: readonly string[]): unknown {
  const copy = structuredClone(schema) as Record<string, unknown>;
  for (const pointer of pointers) {
    const keys = pointer.split('/').slice(1).map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = keys.pop()!;
    let node: unknown = copy;
    for (const key of keys) node = (node as Record<string, unknown>)[key];
    delete (node as Record<string, unknown>)[last];
  }
  return copy;
}

function typeFinding(pointer: string): Finding {
  return {
    pointer,
    pt: 'Este "type" não existe: use "string" (texto), "array" (lista de opções), "boolean" (sim/não), "number", "integer" ou "object".',
    en: 'There is no such "type": use "string" (text), "array" (list of options), "boolean" (yes/no), "number", "integer" or "object".',
  };
}

/** Each question's label (its "title"), by name, wherever schema.json declares it. */
function labelsOf(schema: unknown): Map<string, string> {
  const labels = new Map<string, string>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const properties = (node as Record<string, unknown>).properties;
    if (properties && typeof properties === 'object' && !Array.isArray(properties)) {
      for (const [name, prop] of Object.entries(properties)) {
        const title = (prop as Record<string, unknown> | null)?.title;
        if (typeof title === 'string' && title.trim() && !labels.has(name)) labels.set(name, title.trim());
      }
    }
    Object.values(node).forEach(visit);
  };
  visit(schema);
  return labels;
}

/** V8's reasons for refusing a regular expression, in the words of someone who did not write the engine. */
const REGEX_REASONS: [RegExp, string, string][] = [
  [/Unterminated character class/, 'um [ sem o ] que o fecha', 'a [ without the ] that closes it'],
  [/Unterminated group/, 'um ( sem o ) que o fecha', 'a ( without the ) that closes it'],
  [/Unmatched '\)'/, 'um ) sem o ( que o abre', 'a ) without the ( that opens it'],
  [/Nothing to repeat/, 'um *, + ou ? sem nada antes para repetir', 'a *, + or ? with nothing before it to repeat'],
  [/Lone quantifier brackets|Incomplete quantifier/, 'um { ou } que não forma uma repetição como {2,5}', 'a { or } that is no repetition like {2,5}'],
  [/Invalid escape|\\ at end of pattern/, 'uma barra invertida \\ que não forma um escape válido', 'a backslash \\ that makes no valid escape'],
  [/Range out of order/, 'um intervalo de trás para a frente, como [z-a]', 'a range written backwards, like [z-a]'],
];

function patternFinding(pattern: string, error: unknown, pointer: string, label: string | undefined): Finding {
  const raw = ((error as Error).message ?? '').replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, '');
  const known = REGEX_REASONS.find(([test]) => test.test(raw));
  const [ptWhy, enWhy] = known ? [known[1], known[2]] : [raw, raw];
  const of = label ? [` de "${label}"`, ` of "${label}"`] : ['', ''];
  return {
    pointer,
    pt: `O ${ruleName('pattern', 'pt')}${of[0]} não é uma expressão regular válida (${ptWhy}: /${pattern}/): o navegador não consegue conferir a resposta. Corrija o padrão ou apague-o.`,
    en: `The ${ruleName('pattern', 'en')}${of[1]} is not a valid regular expression (${enWhy}: /${pattern}/): the browser cannot check the answer. Fix the pattern or remove it.`,
  };
}

interface Walk {
  labels: Map<string, string>;
  /** Where each broken `pattern` is found (compiled as Ajv compiles it, with the "u" flag). */
  patterns: Finding[];
  /** The question the walk is inside, for the sentences. */
  question?: string;
}

function walk(node: unknown, at: string, findings: Finding[], context: Walk): void {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return;
  const schema = node as Record<string, unknown>;
  for (const key of Object.keys(schema)) {
    if (KEYWORDS.has(key)) continue;
    const guess = closest(key, KEYWORDS);
    findings.push({
      pointer: at + pointerOf(key),
      pt: guess
        ? `"${key}" não é uma palavra do JSON Schema: troque por "${guess}".`
        : `"${key}" não é uma palavra do JSON Schema: apague-a ou corrija o nome.`,
      en: guess ? `"${key}" is not a JSON Schema keyword: change it to "${guess}".` : `"${key}" is not a JSON Schema keyword: remove it or fix its name.`,
    });
  }
  if (typeof schema.pattern === 'string') {
    try {
      new RegExp(schema.pattern, 'u');
    } catch (error) {
      const label = context.question === undefined ? undefined : (context.labels.get(context.question) ?? context.question);
      context.patterns.push(patternFinding(schema.pattern, error, at + pointerOf('pattern'), label));
    }
  }
  for (const key of ONE_SCHEMA) if (!Array.isArray(schema[key])) walk(schema[key], at + pointerOf(key), findings, context);
  for (const key of SCHEMA_LISTS) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((item, i) => walk(item, at + pointerOf(key, i), findings, context));
  }
  for (const key of SCHEMA_MAPS) {
    const map = schema[key];
    if (!map || typeof map !== 'object' || Array.isArray(map)) continue;
    for (const [name, child] of Object.entries(map)) {
      walk(child, at + pointerOf(key, name), findings, key === 'properties' ? { ...context, question: name } : context);
    }
  }
}
