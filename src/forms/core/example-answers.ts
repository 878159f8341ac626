import type { FieldSchema } from './definition';
import { type CapSource, fieldCaps } from './field-caps';
import { DEFAULT_MAX_LENGTH } from './normalize';
import { collectProperties } from './schema-fields';
import { holds, isObject, matches } from './schema-holds';

export type ExampleAnswers = Record<string, unknown>;

/**
 * A complete example (example.json's answers) that passes the form's schema: every question the
 * answers make present is answered (the required ones, and those a condition brings in once it holds),
 * a choice with its first option, a list with as many ticks as it asks (one at least), a number
 * within its range, a text within its lengths and pattern, a format with a plausible value. Worked
 * out again until the conditions it meets stop changing (an "Outro" chosen brings its "Qual?" in).
 * Pure: the visual editor runs it in the browser, the tests on every form folder.
 */
export function exampleAnswers(source: CapSource): ExampleAnswers {
  const declared = collectProperties(source.schema);
  const caps = fieldCaps(source);
  let answers: ExampleAnswers = {};
  // Each round can only bring in the questions of conditions the previous one met: a few always settle it.
  for (let round = 0; round < 10; round++) {
    const { present, constraints, required } = activeQuestions(source.schema, answers);
    const next: ExampleAnswers = {};
    for (const name of Object.keys(declared)) {
      const field = present.get(name) ?? (required.has(name) ? declared[name] : undefined);
      if (!field) continue;
      const rules = merge(field, constraints.get(name) ?? []);
      const kept = answers[name];
      const value = kept !== undefined && holds(rules, kept) ? kept : answer(name, rules, source, caps[name]);
      if (value !== undefined) next[name] = value;
    }
    if (JSON.stringify(next) === JSON.stringify(answers)) break;
    answers = next;
  }
  return answers;
}

type Node = Record<string, unknown>;

/** The questions present under the answers (those of the top and of each condition that holds), and what those conditions add. */
function activeQuestions(schema: FieldSchema, answers: ExampleAnswers) {
  const present = new Map<string, FieldSchema>();
  const constraints = new Map<string, FieldSchema[]>();
  const required = new Set<string>();
  const visit = (node: unknown): void => {
    if (!isObject(node)) return;
    const n = node as Node;
    if (Array.isArray(n.required)) n.required.forEach((name) => required.add(String(name)));
    for (const [name, prop] of Object.entries(isObject(n.properties) ? n.properties : {})) {
      if (!isObject(prop)) continue;
      if (prop.type !== undefined && !present.has(name)) present.set(name, prop as FieldSchema);
      else if (prop.type === undefined) constraints.set(name, [...(constraints.get(name) ?? []), prop as FieldSchema]);
    }
    if (Array.isArray(n.allOf)) n.allOf.forEach(visit);
    if (n.if !== undefined) visit(holds(n.if, answers) ? n.then : n.else);
    for (const [trigger, dep] of Object.entries(isObject(n.dependencies) ? n.dependencies : {})) {
      if (!(trigger in answers)) continue;
      if (Array.isArray(dep)) dep.forEach((name) => required.add(String(name)));
      else visit(dep);
    }
  };
  visit(schema);
  return { present, constraints, required };
}

const LOWER = ['minLength', 'minItems', 'minimum', 'exclusiveMinimum'];
const UPPER = ['maxLength', 'maxItems', 'maximum', 'exclusiveMaximum'];

/** A question's declaration with what its conditions add (a branch's `minItems`, a `const`): the tighter limit wins. */
function merge(field: FieldSchema, extra: FieldSchema[]): FieldSchema {
  const rules: FieldSchema = { ...field };
  for (const more of extra) {
    for (const [key, value] of Object.entries(more)) {
      const now = rules[key];
      if (typeof value === 'number' && typeof now === 'number' && LOWER.includes(key)) rules[key] = Math.max(now, value);
      else if (typeof value === 'number' && typeof now === 'number' && UPPER.includes(key)) rules[key] = Math.min(now, value);
      else if (key !== 'errorMessage' && key !== 'title' && key !== 'description') rules[key] = value;
    }
  }
  return rules;
}

/** The values of a set of options (a `oneOf`/`anyOf` of `const`s, or an `enum`), in order. */
function optionValues(node: FieldSchema | undefined): unknown[] | undefined {
  if (!node) return undefined;
  const alternatives = node.oneOf ?? node.anyOf;
  if (alternatives?.length && alternatives.every((alt) => alt.const !== undefined)) return alternatives.map((alt) => alt.const);
  return node.enum;
}

function answer(name: string, rules: FieldSchema, source: CapSource, cap: number | undefined): unknown {
  if (rules.const !== undefined) return rules.const;
  const options = optionValues(rules);
  if (options?.length) return options[0];
  const type = [rules.type].flat().find((t) => t !== 'null');
  if (type === 'array') return list(name, rules, source, cap);
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number') return number(rules, type === 'integer');
  if (type === 'string') return text(name, rules, source, cap);
  return undefined; // a kind of answer the forms do not ask (an object): left to the person
}

function list(name: string, rules: FieldSchema, source: CapSource, cap: number | undefined): unknown[] {
  const items = isObject(rules.items) ? (rules.items as FieldSchema) : {};
  const options = optionValues(items);
  const wanted = Math.max(rules.minItems ?? 0, 1);
  const count = Math.min(wanted, rules.maxItems ?? Infinity, options?.length ?? Infinity);
  // A branch that asks for one option among the ticks (`contains`) gets it first.
  const must = isObject(rules.contains) ? ((rules.contains as FieldSchema).const ?? optionValues(rules.contains as FieldSchema)?.[0]) : undefined;
  if (options) {
    const ordered = must !== undefined ? [must, ...options.filter((o) => JSON.stringify(o) !== JSON.stringify(must))] : options;
    return ordered.slice(0, Math.max(count, 0));
  }
  const one = answer(name, items, source, cap);
  if (one === undefined) return [];
  return Array.from({ length: Math.max(count, 0) }, (_, i) => (typeof one === 'string' && i > 0 ? `${one} ${i + 1}` : one));
}

function number(rules: FieldSchema, integer: boolean): number {
  const num = (key: string) => (typeof rules[key] === 'number' ? (rules[key] as number) : undefined);
  const exMin = num('exclusiveMinimum');
  const exMax = num('exclusiveMaximum');
  let low = num('minimum') ?? (exMin !== undefined ? (integer ? Math.floor(exMin) + 1 : exMin + 0.5) : undefined);
  let high = num('maximum') ?? (exMax !== undefined ? (integer ? Math.ceil(exMax) - 1 : exMax - 0.5) : undefined);
  if (integer) {
    low = low !== undefined ? Math.ceil(low) : undefined;
    high = high !== undefined ? Math.floor(high) : undefined;
  }
  let value = low ?? (high !== undefined ? Math.min(1, high) : 1);
  const step = num('multipleOf');
  if (step) {
    value = Math.ceil(value / step) * step;
    if (high !== undefined && value > high) value = Math.floor(high / step) * step;
  }
  return value;
}

const SAMPLES = {
  email: 'ana.souza@example.com',
  date: '2026-03-21',
  time: '14:30:00-03:00',
  dateTime: '2026-03-21T14:30:00-03:00',
  uri: 'https://www.example.com',
  phone: '(11) 98765-4321',
  name: 'Ana Souza',
  company: 'Estúdio Aurora',
  city: 'São Paulo - SP',
  long: 'Queremos um vídeo curto para apresentar o nosso projeto aos clientes, com imagens da equipe e uma trilha leve.',
  short: 'Exemplo de resposta',
};
const FILLER = ' Mais um detalhe de exemplo para completar a resposta.';

/** A plausible Portuguese text for a question: by its format, its role in the lead, its field and its name. */
function sampleText(name: string, rules: FieldSchema, source: CapSource): string {
  const ui = isObject(source.ui[name]) ? (source.ui[name] as Record<string, unknown>) : {};
  const options = isObject(ui['ui:options']) ? (ui['ui:options'] as Record<string, unknown>) : {};
  const { lead } = source.form;
  const format = rules.format;
  if (format === 'email' || lead.email === name) return SAMPLES.email;
  if (format === 'date') return SAMPLES.date;
  if (format === 'time') return SAMPLES.time;
  if (format === 'date-time') return SAMPLES.dateTime;
  if (format === 'uri' || format === 'url' || format === 'iri' || format === 'uri-reference') return SAMPLES.uri;
  if (format === 'tel' || options.inputType === 'tel' || lead.phone === name || /whats|telefone|celular|phone/i.test(name)) return SAMPLES.phone;
  if (options.inputType === 'url' || /^(site|link|url)|link$/i.test(name)) return SAMPLES.uri;
  if (lead.company === name || /empresa|company/i.test(name)) return SAMPLES.company;
  if (lead.name === name || /^nome(completo|_completo)?$/i.test(name)) return SAMPLES.name;
  if (/cidade/i.test(name)) return SAMPLES.city;
  return ui['ui:widget'] === 'textarea' ? SAMPLES.long : SAMPLES.short;
}

function text(name: string, rules: FieldSchema, source: CapSource, cap: number | undefined): string {
  const max = rules.maxLength ?? cap ?? DEFAULT_MAX_LENGTH;
  const min = rules.minLength ?? 0;
  let value = sampleText(name, rules, source);
  if (typeof rules.pattern === 'string' && !matches(rules.pattern, value)) {
    // The first plausible text the pattern accepts (a count, a code, one of the samples).
    const tries = ['120', '12', '1', 'A1', 'abc', 'Exemplo', ...Object.values(SAMPLES)];
    value = tries.find((t) => matches(rules.pattern as string, t) && t.length >= min && t.length <= max) ?? value;
    return value;
  }
  if (value.length < min) {
    if (value === SAMPLES.email) value = `ana.souza${'a'.repeat(min - value.length)}@example.com`;
    else if (!rules.format) while (value.length < min) value += FILLER;
  }
  return value.length > max ? value.slice(0, max).trimEnd() || value.slice(0, max) : value;
}
