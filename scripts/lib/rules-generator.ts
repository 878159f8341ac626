import type { FieldSchema } from '../../src/forms/core/definition';
import type { EngineMessages } from '../../src/forms/core/engine-messages';
import { NEWSLETTER_INTERESTS } from '../../src/config/newsletter-options';
import { fieldCaps } from '../../src/forms/core/field-caps';
import { DEFAULT_MAX_LENGTH, normalizeSchema } from '../../src/forms/core/normalize';
import { BOT_TRAP, BOT_TRAP_MAX_CHARS, DRAFT_SEND, FUNNEL_SEND, META_FIELDS, NEW_STATUS, SOURCE_SEND } from '../../src/forms/core/record';
import type { FormDefinition, FormRegistry } from '../../src/forms/core/registry';
import {
  HISTORY,
  LEADS,
  LOST_REASON_ITEM_MAX,
  LOST_REASON_MAX,
  LOST_REASONS_MAX,
  NEWSLETTER_COLLECTION,
  NOTE_MAX,
  OPEN_STAGES,
  PIPELINE_FIELDS,
  PRIVACY_LOG,
  STAFF,
  STAGES,
  WON_VALUE_MAX,
} from '../../src/domain/lead';
import { forEachProperty, optionsOf } from '../../src/forms/core/schema-fields';
import { FUNNEL_CAPS, FUNNEL_EVENTS, VISIT_ID_PATTERN } from '../../src/domain/funnel';
import { SOURCE_SEND_MAX } from '../../src/domain/lead-source';
import { LEAD_COUNTED, LEAD_STATS } from '../../src/domain/lead-stats';
import { LEAD_PEOPLE } from '../../src/domain/person-index';
import { CAMPAIGN_LINKS, LINK_CHANNELS, LINK_MEDIUMS, LINK_NAME_MAX, LINK_PATH_MAX } from '../../src/domain/campaign-link';
import { GATE_GAP_OVERRIDES, SUBMIT_GATE } from '../../src/domain/submit-gate';
import { funnelValues } from './funnel-rules';
import { availabilityValues } from './availability-rules';
import pt from '../../src/i18n/locales/pt.json';

// Only the size caps of the normalized schema matter here; the messages are required by normalizeSchema.
const ENGINE_MESSAGES: EngineMessages = pt.engine;

/** A schema fingerprint is 14 hex digits; the cap leaves room for a future format without allowing a blob. */
const SCHEMA_VERSION_MAX = 32;
const LOCALES_IN_RULES = ['pt', 'es', 'en'];

/**
 * Firestore evaluates at most 1,000 expressions per request. Each form's worst case (every answer
 * present) is estimated by rulesCost() and must stay under this budget, which leaves room for the
 * shared checks and for the estimate being rough. forms:check prints each form's figure. 720 since the
 * first touch's size check (issue 41) took the longest briefing from 696 to 717: the rules suite sends
 * each form's costliest request (every answer at its cap, with the funnel visit, the draft link and the
 * first touch) to the emulator, which applies Firestore's real limit (tests/rules/firestore-rules.test.ts).
 */
export const RULES_BUDGET = 720;
export const RULES_LIMIT = 1000;

/** The hand-written rules, beside this file; what they say about themselves is at its top. */
const TEMPLATE = 'firestore-template.rules';

const quoteAll = (values: readonly string[]) => `[${values.map((v) => `'${v}'`).join(', ')}]`;

/** The gate's gap for `coll`: the default, or a collection's own (GATE_GAP_OVERRIDES). */
function gapExpression(): string {
  return Object.entries(GATE_GAP_OVERRIDES)
    .sort(([a], [b]) => a.localeCompare(b))
    .reduceRight((otherwise, [coll, gap]) => `(coll == '${coll}' ? ${gap} : ${otherwise})`, String(SUBMIT_GATE.gapSeconds));
}

/**
 * Writes the complete `firestore.rules` for a registry: the template with one create-only collection
 * per form, validated on its stored field names, and the values its other placeholders name.
 * Deterministic: the same registry gives the same text on every machine.
 */
export function generateRules(registry: FormRegistry): string {
  const forms = [...registry.forms].sort((a, b) => a.id.localeCompare(b.id));
  const collections = [...forms.map((def) => def.form.collection), NEWSLETTER_COLLECTION, FUNNEL_EVENTS].sort();
  return fillTemplate(readTemplate(), {
    // An archived form takes no new submissions: no validation to call, only its leads to read.
    formRules: forms.flatMap((def) => (def.form.archived ? [archivedMatch(def)] : [validationFunction(def), collectionMatch(def)])).join('\n\n'),
    gateCollections: quoteAll(collections),
    gapOfColl: gapExpression(),
    'SUBMIT_GATE.root': SUBMIT_GATE.root,
    'SUBMIT_GATE.sub': SUBMIT_GATE.sub,
    'SUBMIT_GATE.gapSeconds': SUBMIT_GATE.gapSeconds,
    NEWSLETTER_COLLECTION,
    NEWSLETTER_INTERESTS: quoteAll(NEWSLETTER_INTERESTS),
    'BOT_TRAP.honeypot': BOT_TRAP.honeypot,
    'BOT_TRAP.fillMs': BOT_TRAP.fillMs,
    // The newsletter signup's trap is fenced by the very conditions each form's is.
    botTrapChecks: botTrapConditions().join('\n&& '),
    STAFF,
    LEADS,
    HISTORY,
    PRIVACY_LOG,
    LEAD_STATS,
    LEAD_COUNTED,
    LEAD_PEOPLE,
    CAMPAIGN_LINKS,
    LINK_CHANNELS: quoteAll(LINK_CHANNELS),
    LINK_MEDIUMS: quoteAll(LINK_MEDIUMS),
    LINK_NAME_MAX,
    LINK_PATH_REST: LINK_PATH_MAX - 2,
    PIPELINE_FIELDS: quoteAll(PIPELINE_FIELDS),
    STAGES: quoteAll(STAGES),
    OPEN_STAGES: quoteAll(OPEN_STAGES),
    NOTE_MAX,
    WON_VALUE_MAX,
    LOST_REASON_MAX,
    LOST_REASONS_MAX,
    LOST_REASON_ITEM_MAX,
    // The studio's lost reasons, slot by slot: each present one is a short text.
    lostReasonSlots: Array.from({ length: LOST_REASONS_MAX }, (_, i) => `&& (l.size() <= ${i} || isLostReason(l[${i}]))`).join('\n'),
    ...funnelValues(forms),
    ...availabilityValues(),
  });
}

/**
 * Read at each generation, in Node only. The staff preview bundles this module into a browser worker
 * for rulesCost(), where there is no file system: node:fs is taken from the process when called, not
 * imported at the top, so the bundle never holds it.
 */
function readTemplate(): string {
  return process.getBuiltinModule('node:fs').readFileSync(`${import.meta.dirname}/${TEMPLATE}`, 'utf8');
}

/**
 * The template's text less its `///` notes, each `{{name}}` replaced by its value (a name without one
 * is a mistake in the template, so it throws). The lines of a multi-line value after the first get the
 * indentation of the placeholder's line, as the rules around it; empty lines stay empty.
 */
function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template
    .split(/\r?\n/) // a checkout with Windows line ends still gives the same file
    .filter((line) => !line.trimStart().startsWith('///'))
    .map((line) => {
      const indent = /^ */.exec(line)![0];
      return line.replace(/\{\{([\w.]+)\}\}/g, (_, name: string) => {
        if (!(name in values)) throw new Error(`scripts/lib/${TEMPLATE}: nothing fills {{${name}}}`);
        return String(values[name])
          .split('\n')
          .map((valueLine, i) => (i > 0 && valueLine ? indent + valueLine : valueLine))
          .join('\n');
      });
    })
    .join('\n');
}

/** `videos_cinematograficos` -> `isValidVideosCinematograficos`: a rules identifier per form. */
export function validatorName(formId: string): string {
  const words = formId.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return `isValid${words.map((w) => w[0].toUpperCase() + w.slice(1)).join('')}`;
}

function collectionMatch(def: FormDefinition): string {
  return [
    `// Visitors may create a ${def.form.texts.title} submission with only its own answers; staff read`,
    '// them. Nobody updates or deletes one from the browser: answers stay as sent, and status, validation,',
    '// delivery and search are written by the function alone (admin SDK).',
    `match /${def.form.collection}/{docId} {`,
    `  allow create: if ${validatorName(def.id)}(request.resource.data) && passesGate('${def.form.collection}');`,
    '  allow read: if isStaff();',
    '  allow update, delete: if false;',
    '}',
  ].join('\n');
}

/**
 * An archived form (form.json `archived`): its page is gone and so is a visitor's create; the leads it
 * received stay readable by staff, unchanged, as any form's.
 */
function archivedMatch(def: FormDefinition): string {
  return [
    `// ${def.form.texts.title} is archived (schemas/${def.id}/form.json "archived"): visitors may no longer`,
    '// create a submission; staff still read the ones sent before. Nobody updates or deletes one from the browser.',
    `match /${def.form.collection}/{docId} {`,
    '  allow create: if false;',
    '  allow read: if isStaff();',
    '  allow update, delete: if false;',
    '}',
  ].join('\n');
}

/** Conditions per rules function: Firestore refuses to compile a chain of about 100 `&&` operands. */
const CONDITIONS_PER_FUNCTION = 40;

function validationFunction(def: FormDefinition): string {
  const parts = chunk(validationConditions(def), CONDITIONS_PER_FUNCTION);
  const name = validatorName(def.id);
  const fn = (fnName: string, conditions: string[]) =>
    [`function ${fnName}(d) {`, `  return ${conditions.join('\n    && ')};`, '}'].join('\n');
  if (parts.length === 1) {
    return [`// What a stored ${def.form.texts.title} submission may hold (schemas/${def.id}).`, fn(name, parts[0])].join('\n');
  }
  const partName = (i: number) => `${name}Part${i + 1}`;
  return [
    ...parts.map((conditions, i) => fn(partName(i), conditions)),
    `// What a stored ${def.form.texts.title} submission may hold (schemas/${def.id}).`,
    fn(name, parts.map((_, i) => `${partName(i)}(d)`)),
  ].join('\n\n');
}

/**
 * The conditions of one form, each answer's checks grouped as one operand. Every answer gets its type
 * and size checked; when that would cost more than RULES_BUDGET for a complete submission, optional
 * answers get the cheaper size-only fence instead (the function still checks everything).
 */
function validationConditions(def: FormDefinition): string[] {
  const full = conditionsAt(def, 'full');
  return estimateCost(full) <= RULES_BUDGET ? full : conditionsAt(def, 'light');
}

function conditionsAt(def: FormDefinition, level: 'full' | 'light'): string[] {
  const fields = fieldRules(def);
  const required = new Set(def.schema.required ?? []);
  const storedKeys = Object.keys(fields).map((name) => def.storedNames[name]);
  const requiredKeys = Object.keys(fields)
    .filter((name) => required.has(name))
    .map((name) => def.storedNames[name]);

  const conditions = [
    // hasOnly also rejects the server-owned fields (validation, delivery, search): they are not listed.
    `d.keys().hasOnly(${list([...storedKeys, ...META_FIELDS, ...Object.values(BOT_TRAP), ...Object.values(FUNNEL_SEND), ...Object.values(DRAFT_SEND), ...Object.values(SOURCE_SEND)].map(quote), 4)})`,
    `d.keys().hasAll(${list([...requiredKeys, ...META_FIELDS].map(quote), 4)})`,
    `d.form_id == ${quote(def.id)}`,
    // The function alone moves a submission on from 'new' (accepted, rejected, spam).
    `d.status == ${quote(NEW_STATUS)}`,
    `d.locale in ${list(LOCALES_IN_RULES.map(quote), 4)}`,
    `(d.schema_version is string && d.schema_version.size() <= ${SCHEMA_VERSION_MAX})`,
    // A client clock could backdate a lead; the server time cannot be forged.
    'd.createdAt == request.time',
    ...botTrapConditions(),
    // The funnel's visit and time (record.ts FUNNEL_SEND), from which the function counts the send:
    // optional, and only of the recorder's own shape (a random hex id, a whole number of milliseconds).
    funnelVisitCheck(),
    funnelMsCheck(),
    sourceCheck(),
    // The draft a "Continuar depois" link finished (record.ts DRAFT_SEND) is only allowed here: the
    // longest briefing's rules have no room left in RULES_BUDGET for its shape, which the function
    // checks before it looks the draft up, and removes with the judgement.
  ];
  const joinedLists = new Set(def.form.joinedLists ?? []);
  for (const [name, field] of Object.entries(fields)) {
    const key = def.storedNames[name];
    // A list stored as one comma-separated text (form.json joinedLists) arrives as a capped string.
    const rule: FieldRule = joinedLists.has(name) ? { type: 'string', maxLength: DEFAULT_MAX_LENGTH } : field;
    const condition = required.has(name)
      ? fullChecks(access(key), rule, true)
      : level === 'light'
        ? lightCheck(key, rule)
        : guarded(key, fullChecks(access(key), rule));
    if (condition) conditions.push(condition);
  }
  return conditions;
}

/**
 * The bot trap's fence (record.ts BOT_TRAP), shared by every form and the newsletter signup. The function
 * judges the trap (botTrapReason); here it only has to be what the browser writes: a short text, a whole
 * number. Both are optional: `get` with a default passes a document without them (an older page).
 */
function botTrapConditions(): string[] {
  const trap = getter(BOT_TRAP.honeypot, "''");
  return [`(${trap} is string && ${trap}.size() <= ${BOT_TRAP_MAX_CHARS})`, `${getter(BOT_TRAP.fillMs, '0')} is int`];
}

/** The funnel's visit, when the submission names one: a string of the visit id's pattern. */
function funnelVisitCheck(): string {
  const v = access(FUNNEL_SEND.visit);
  return `(!(${quote(FUNNEL_SEND.visit)} in d) || (${v} is string && ${v}.matches(${quote(VISIT_ID_PATTERN)})))`;
}
/** The milliseconds since the visit viewed the form, when given: a whole number within the funnel's cap. */
function funnelMsCheck(): string {
  const v = access(FUNNEL_SEND.ms);
  return `(!(${quote(FUNNEL_SEND.ms)} in d) || (${v} is int && ${v} >= 0 && ${v} <= ${FUNNEL_CAPS.ms}))`;
}

/** The visit's first touch, when given (issue 41, record.ts SOURCE_SEND): one string, bounded; the function reads its parts. */
function sourceCheck(): string {
  const v = access(SOURCE_SEND.touch);
  return `(!(${quote(SOURCE_SEND.touch)} in d) || (${v} is string && ${v}.size() <= ${SOURCE_SEND_MAX}))`;
}

/** Checks that apply only when the answer is there. */
const guarded = (key: string, checks: string | undefined) => checks && `(!(${quote(key)} in d) || ${checks})`;
/** The answer, or a harmless default when it is absent. */
const getter = (key: string, fallback: string) => `d.get(${quote(key)}, ${fallback})`;

/**
 * An estimate of the expressions Firestore evaluates for a form's most complete submission (every
 * answer present, so no `!('k' in d) ||` short-cut). Calibrated against the emulator: its count runs
 * about 1.4 times the names, literals, operators and calls written (member access and calls weigh
 * more than one; a list literal weighs one), so that a form estimated at 1,000 is about where the
 * emulator starts to refuse. The maximal-submission rules test is the proof; this is the guide.
 */
export function rulesCost(def: FormDefinition): number {
  return estimateCost(validationConditions(def));
}

function estimateCost(conditions: string[]): number {
  // A list literal costs about one expression whatever its length (seen: hasOnly over 300 keys passes).
  const text = conditions.join(' && ').replace(/\[[^[\]]*\]/g, 'L');
  const tokens = text.match(/'(?:[^'\\]|\\.)*'|\d+|[A-Za-z_]\w*|==|!=|<=|>=|&&|\|\||[<>!]/g) ?? [];
  // `is` names a type, the type is not evaluated apart from the test: `x is string` counts as one operator.
  const counted = tokens.filter((t) => !['string', 'list', 'bool', 'int', 'number', 'timestamp', 'map'].includes(t));
  return Math.round(counted.length * 1.4);
}

function chunk<T>(items: T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts;
}

/** The merged constraints of one answer, over every place the schema declares it. */
interface FieldRule {
  type: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  /** Allowed values of a single choice or of the items of a multiple choice; undefined = free. */
  options?: string[];
  itemsType?: string;
  /** A fixed value every declaration demands (e.g. a consent box that must be ticked). */
  constant?: string | number | boolean;
}

/**
 * Constraints per answer, from the NORMALIZED schema so every text and list has its cap.
 * A field repeated in several conditional branches gets the loosest union of them: the rules
 * cannot know which branch applies, and the function checks the exact one afterwards.
 */
function fieldRules(def: FormDefinition): Record<string, FieldRule> {
  const normalized = normalizeSchema(def.schema, ENGINE_MESSAGES, fieldCaps(def));
  const declarations = new Map<string, FieldSchema[]>();
  forEachProperty(normalized, (prop, name) => {
    if (!prop.type) return; // a condition-only repetition (e.g. `const`) adds no constraint of its own
    declarations.set(name, [...(declarations.get(name) ?? []), prop]);
  });
  const rules: Record<string, FieldRule> = {};
  // Same order as def.fields (first written first), so the output reads like the schema.
  for (const name of Object.keys(def.fields)) {
    const decls = declarations.get(name);
    if (decls?.length) rules[name] = mergeDeclarations(decls);
  }
  return rules;
}

function mergeDeclarations(decls: FieldSchema[]): FieldRule {
  const types = new Set(decls.map((d) => typeName(d.type)));
  const type = types.size === 1 ? [...types][0] : 'mixed';
  const nums = (key: keyof FieldRule & keyof FieldSchema) =>
    decls.map((d) => d[key]).filter((v): v is number => typeof v === 'number');
  const lowest = (key: 'minLength' | 'minItems') =>
    nums(key).length === decls.length ? Math.min(...nums(key)) : undefined;
  const highest = (key: 'maxLength' | 'maxItems') =>
    nums(key).length === decls.length ? Math.max(...nums(key)) : undefined;
  const optionSets = decls.map((d) => optionsOf(d)?.map((o) => o.value));
  const options = optionSets.every(Boolean) ? [...new Set(optionSets.flatMap((s) => s!))] : undefined;
  const itemTypes = new Set(decls.map((d) => typeName(d.items?.type)));
  const constants = new Set(decls.map((d) => d.const));
  const constant = constants.size === 1 ? [...constants][0] : undefined;
  return {
    type,
    minLength: lowest('minLength'),
    maxLength: highest('maxLength'),
    minItems: lowest('minItems'),
    maxItems: highest('maxItems'),
    options,
    itemsType: itemTypes.size === 1 ? [...itemTypes][0] : undefined,
    constant: ['string', 'number', 'boolean'].includes(typeof constant) ? (constant as FieldRule['constant']) : undefined,
  };
}

/** A nullable type (`["string", "null"]`) is not stored when empty, so its non-null member is what arrives. */
function typeName(type: FieldSchema['type']): string {
  if (Array.isArray(type)) {
    const real = type.filter((t) => t !== 'null');
    return real.length === 1 ? real[0] : 'mixed';
  }
  return type ?? 'mixed';
}

/**
 * Type and size of one present answer, as one operand; undefined when there is nothing to check.
 * `required`: the answer is always asked (the top-level `required`), so a list's minimum holds too (an
 * optional or conditional list may arrive empty from a branch the visitor left: the function judges it).
 */
function fullChecks(v: string, rule: FieldRule, required = false): string | undefined {
  if (rule.constant !== undefined) return `${v} == ${literal(rule.constant)}`;
  const group = (checks: string[]) => (checks.length === 1 ? checks[0] : `(${checks.join(' && ')})`);
  switch (rule.type) {
    case 'string':
      // A single choice is fenced by the size of its longest option; the function checks the value
      // itself (a membership test costs one expression per option, for every question). Minimum
      // lengths, formats and patterns are the function's too.
      return group([`${v} is string`, `${v}.size() <= ${stringCap(rule)}`]);
    case 'array': {
      const fenced = !!rule.options && rule.itemsType === 'string';
      // A required list (checkboxes) holds one pick at least (normalize.ts gives it minItems). Only a list
      // has hasOnly(), so with the options fence the minimum takes the place of `is list`, and costs nothing.
      const atLeast = required && rule.minItems ? `${v}.size() >= ${rule.minItems}` : undefined;
      const checks = [fenced && atLeast ? atLeast : `${v} is list`, `${v}.size() <= ${rule.maxItems ?? 50}`];
      if (atLeast && !fenced) checks.push(atLeast);
      // Items are fenced by the options, which also bounds their size; repeated items are the
      // function's to refuse (uniqueItems), as are the values of single choices.
      if (fenced) checks.push(`${v}.hasOnly(${list(rule.options!.map(quote), 4)})`);
      return group(checks);
    }
    case 'boolean':
      return `${v} is bool`;
    case 'integer':
      return `${v} is int`;
    case 'number':
      return `${v} is number`;
    default:
      // An object or a mixed type: the key is still fenced by hasOnly, the function checks its shape.
      return undefined;
  }
}

/**
 * The cheap fence of an optional answer: its size through `get` with a default, no separate type
 * test (size() of a number or a boolean is an error, so those are refused anyway; a list where a
 * text belongs passes here and is refused by the function).
 */
function lightCheck(key: string, rule: FieldRule): string | undefined {
  if (rule.constant !== undefined) return `${getter(key, literal(rule.constant))} == ${literal(rule.constant)}`;
  switch (rule.type) {
    case 'string':
      return `${getter(key, "''")}.size() <= ${stringCap(rule)}`;
    case 'array':
      return rule.options && rule.itemsType === 'string'
        ? `${getter(key, '[]')}.hasOnly(${list(rule.options.map(quote), 4)})`
        : `${getter(key, '[]')}.size() <= ${rule.maxItems ?? 50}`;
    case 'boolean':
      return `${getter(key, 'true')} is bool`;
    case 'integer':
      return `${getter(key, '0')} is int`;
    case 'number':
      return `${getter(key, '0')} is number`;
    default:
      return undefined;
  }
}

const stringCap = (rule: FieldRule) =>
  rule.options ? Math.max(...rule.options.map((o) => o.length)) : (rule.maxLength ?? DEFAULT_MAX_LENGTH);

const literal = (value: string | number | boolean) => (typeof value === 'string' ? quote(value) : String(value));

// Words of the rules language that cannot follow a dot.
const RESERVED = new Set([
  'allow', 'else', 'false', 'function', 'if', 'in', 'is', 'let', 'match', 'null', 'return', 'service', 'true',
]);

function access(key: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) && !RESERVED.has(key) ? `d.${key}` : `d[${quote(key)}]`;
}

function quote(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** A list literal, on one line when short, otherwise one wrapped block aligned under the condition. */
function list(items: string[], depth: number): string {
  const oneLine = `[${items.join(', ')}]`;
  if (oneLine.length <= 100) return oneLine;
  const pad = ' '.repeat(depth + 2);
  const lines: string[] = [];
  let line = '';
  for (const item of items) {
    const next = line ? `${line}, ${item}` : item;
    if (line && pad.length + next.length > 110) {
      lines.push(`${line},`);
      line = item;
    } else line = next;
  }
  if (line) lines.push(line);
  return `[\n${lines.map((l) => pad + l).join('\n')}\n${' '.repeat(depth)}]`;
}
