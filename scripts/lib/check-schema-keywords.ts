import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { pointerOf } from './json-source';
import { describeMetaErrors } from './meta-errors';
import { closest, type Finding } from './problem';

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

/**
 * schema.json's keywords, as Ajv's strict mode judges them (so `minLenght` is an error, not a silently
 * ignored word), each at its own place and all at once: Ajv itself stops at the first strict error and
 * names no place for an unknown keyword, so the walk below finds them and Ajv confirms the rest.
 */
export function checkSchemaKeywords(schema: unknown): Finding[] {
  const findings: Finding[] = [];
  walk(schema, '', findings);

  // Ajv reads `$schema` to pick a meta-schema and throws on any it does not know; forms:check asks for
  // draft-07's there (a problem of its own), so Ajv judges the rest as draft-07.
  const rest = { ...(schema as Record<string, unknown>) };
  delete rest.$schema;
  const ajv = new Ajv({ allErrors: true, strict: false });
  if (!ajv.validateSchema(rest)) {
    for (const error of ajv.errors ?? []) {
      // A wrong "type" fails each branch of draft-07's anyOf (a name, a list of names): one sentence says it.
      if (/\/type$/.test(error.instancePath)) {
        if (error.keyword === 'anyOf') findings.push(typeFinding(error.instancePath));
      } else findings.push(...describeMetaErrors([error], 'schema.json'));
    }
  }
  if (findings.length) return findings;

  // strictTypes stays off: a condition's branch (`if: {properties: {x: {contains: ...}}}`) rightly names no type.
  const strict = new Ajv({ allErrors: true, strict: true, strictTypes: false, strictRequired: false, logger: false });
  addFormats(strict);
  strict.addKeyword('errorMessage');
  try {
    strict.compile(rest);
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
  return findings;
}

function typeFinding(pointer: string): Finding {
  return {
    pointer,
    pt: 'Este "type" não existe: use "string" (texto), "array" (lista de opções), "boolean" (sim/não), "number", "integer" ou "object".',
    en: 'There is no such "type": use "string" (text), "array" (list of options), "boolean" (yes/no), "number", "integer" or "object".',
  };
}

function walk(node: unknown, at: string, findings: Finding[]): void {
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
  for (const key of ONE_SCHEMA) if (!Array.isArray(schema[key])) walk(schema[key], at + pointerOf(key), findings);
  for (const key of SCHEMA_LISTS) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((item, i) => walk(item, at + pointerOf(key, i), findings));
  }
  for (const key of SCHEMA_MAPS) {
    const map = schema[key];
    if (!map || typeof map !== 'object' || Array.isArray(map)) continue;
    for (const [name, child] of Object.entries(map)) walk(child, at + pointerOf(key, name), findings);
  }
}
