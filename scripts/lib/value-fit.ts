import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { asRecord } from './check-questions';
import { answerTypes } from './question-nodes';
import type { Lang } from './problem';
import type { RuleKey } from './rule-words';

/*
 * Whether one value (a "default", an option's value) is an answer the question's own rules accept, and
 * if not, the first rule it breaks, for a sentence to name. Written out rather than left to Ajv so the
 * sentence can name the rule by the editor's words; only formats go through ajv-formats, which holds
 * what "email" or "date" mean. Lengths count UTF-16 code units, as the site's Ajv (`unicode: false`).
 */

export type Broken = { key: 'type'; types: string[] } | { key: 'options' } | { key: RuleKey; value: unknown };

let formats: Ajv | undefined;

function formatFits(format: string, value: string): boolean {
  formats ??= addFormats(new Ajv({ strict: false }));
  try {
    return formats.validate({ type: 'string', format }, value) as boolean;
  } catch {
    return true; // a format Ajv does not know is checkSchemaKeywords' to report
  }
}

/** The values a question offers (enum, or the `const` of each oneOf / anyOf alternative), or undefined when it offers none. */
export function offeredValues(node: Record<string, unknown>): unknown[] | undefined {
  if (Array.isArray(node.enum)) return node.enum;
  const alternatives = node.oneOf ?? node.anyOf;
  if (Array.isArray(alternatives) && alternatives.every((alt) => asRecord(alt).const !== undefined)) return alternatives.map((alt) => asRecord(alt).const);
  return undefined;
}

function typeFits(types: string[], value: unknown, integer: boolean): boolean {
  if (!types.length) return true;
  return types.some((t) => {
    if (t === 'number') return typeof value === 'number' && Number.isFinite(value) && (!integer || Number.isInteger(value));
    if (t === 'array') return Array.isArray(value);
    if (t === 'null') return value === null;
    if (t === 'object') return !!value && typeof value === 'object' && !Array.isArray(value);
    return typeof value === t;
  });
}

/**
 * The first rule of `node` (one question's declaration, or its `items` for one pick of a list) that
 * `value` breaks; undefined when it fits. `checkOptions: false` leaves the offered values out, for
 * judging the options themselves.
 */
export function brokenRule(node: Record<string, unknown>, value: unknown, checkOptions = true): Broken | undefined {
  const declared = Array.isArray(node.type) ? node.type : node.type === undefined ? [] : [node.type];
  const integer = declared.includes('integer') && !declared.includes('number');
  const types = answerTypes(node.type);
  if (!typeFits(types, value, integer)) return { key: 'type', types: declared.map(String) };
  const offered = checkOptions ? offeredValues(node) : undefined;
  if (offered && !offered.some((v) => v === value)) return { key: 'options' };
  if (typeof value === 'number') {
    const n = (key: RuleKey) => (typeof node[key] === 'number' ? (node[key] as number) : undefined);
    const checks: [RuleKey, (limit: number) => boolean][] = [
      ['minimum', (l) => value >= l],
      ['maximum', (l) => value <= l],
      ['exclusiveMinimum', (l) => value > l],
      ['exclusiveMaximum', (l) => value < l],
      ['multipleOf', (l) => l <= 0 || Math.abs(value / l - Math.round(value / l)) < 1e-9],
    ];
    for (const [key, fits] of checks) if (n(key) !== undefined && !fits(n(key)!)) return { key, value: n(key) };
  }
  if (typeof value === 'string') {
    if (typeof node.minLength === 'number' && value.length < node.minLength) return { key: 'minLength', value: node.minLength };
    if (typeof node.maxLength === 'number' && value.length > node.maxLength) return { key: 'maxLength', value: node.maxLength };
    if (typeof node.pattern === 'string' && !matches(node.pattern, value)) return { key: 'pattern', value: node.pattern };
    if (typeof node.format === 'string' && !formatFits(node.format, value)) return { key: 'format', value: node.format };
  }
  return undefined;
}

function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return true; // a broken pattern is checkSchemaKeywords' to report
  }
}

/** What an answer of some types is, for a sentence: `um texto`, `a number`. */
export function typeWords(types: string[], lang: Lang): string {
  const words: Record<string, [string, string]> = {
    string: ['um texto entre aspas', 'a quoted text'],
    number: ['um número', 'a number'],
    integer: ['um número inteiro', 'a whole number'],
    boolean: ['true ou false', 'true or false'],
    array: ['uma lista entre colchetes [ ]', 'a list in square brackets [ ]'],
    object: ['um objeto { }', 'an object { }'],
    null: ['null', 'null'],
  };
  const said = types.map((t) => words[t]?.[lang === 'pt' ? 0 : 1] ?? t);
  return said.join(lang === 'pt' ? ' ou ' : ' or ');
}
