import type { FormTranslation } from '../../src/forms/core/definition';
import { type EngineMessages, withLimit, withRange } from '../../src/forms/core/engine-messages';
import type { FormDefinition } from '../../src/forms/core/registry';
import en from '../../src/i18n/locales/en.json';
import es from '../../src/i18n/locales/es.json';
import pt from '../../src/i18n/locales/pt.json';
import { asRecord } from './check-questions';
import type { TranslatedLocale } from './check-translations';
import { pointerOf } from './json-source';
import type { Finding } from './problem';
import { answerTypes, questionNodes, requiredPlaces } from './question-nodes';
import { questionLabel } from './question-label';
import { joinWords, type RuleKey, ruleWithValue } from './rule-words';

/*
 * No generic message is reachable (issue 38, part 1): every rule a question carries that the visitor can
 * break has the question's own message in Portuguese, Spanish and English. A rule is covered in a
 * language when that language's message is one text, or an object (ajv-errors' keyword form) with the
 * rule's own key or with "_"; being required is covered by one text or "_". The engine words the size
 * caps (maxLength, maxItems) by itself, with the number, so they need no author's message; a minimum of
 * one tick on a required list is its being required. The sentences send the person to the editor's
 * "Mensagens ao visitante" of the question (form-editor-messages-panel.tsx), which writes what is
 * missing. Pure: the staff preview runs it in the browser.
 */

/** A rule the author words, with the value written on the question. */
interface Rule {
  key: RuleKey;
  value: unknown;
}

/** The rules that need an author's message, by the type of answer they apply to (JSON Schema ignores them on another). */
const NEEDS_MESSAGE: [RuleKey, string][] = [
  ['minimum', 'number'],
  ['maximum', 'number'],
  ['exclusiveMinimum', 'number'],
  ['exclusiveMaximum', 'number'],
  ['multipleOf', 'number'],
  ['minLength', 'string'],
  ['pattern', 'string'],
  ['format', 'string'],
  ['minItems', 'array'],
];
const ENGINE: Record<'pt' | TranslatedLocale, EngineMessages> = { pt: pt.engine, es: es.engine, en: en.engine };
const LANGUAGE: Record<TranslatedLocale, [string, string]> = { es: ['espanhol', 'Spanish'], en: ['inglês', 'English'] };

const text = (value: unknown) => typeof value === 'string' && !!value.trim();

/** True when a message (one text, or ajv-errors' keyword object) speaks for the rule. */
export function covers(message: unknown, key: RuleKey): boolean {
  if (typeof message === 'string') return text(message);
  const keyed = asRecord(message);
  return text(keyed._) || (key !== 'required' && text(keyed[key]));
}

/** Each question's rules that need a message, with the message that speaks for each where it is written. */
function rulesOf(def: FormDefinition): Map<string, { rule: Rule; message: unknown }[]> {
  const out = new Map<string, { rule: Rule; message: unknown }[]>();
  const required = requiredPlaces(def);
  for (const [name, nodes] of questionNodes(def)) {
    const declared = def.fields[name];
    const list: { rule: Rule; message: unknown }[] = [];
    if (required.has(name)) list.push({ rule: { key: 'required', value: true }, message: declared.errorMessage });
    for (const { node, typed } of nodes) list.push(...nodeRules(node, typed, declared.errorMessage, answerTypes(declared.type)));
    // One rule once: the same limit repeated in a branch says nothing new.
    const seen = new Set<string>();
    out.set(
      name,
      list.filter(({ rule }) => {
        const key = `${rule.key}\n${JSON.stringify(rule.value)}`;
        return !seen.has(key) && !!seen.add(key);
      }),
    );
  }
  return out;
}

function nodeRules(node: Record<string, unknown>, typed: boolean, declaredMessage: unknown, types: string[]) {
  // A constraint a branch adds is worded by its own message, else by the question's.
  const message = node.errorMessage ?? (typed ? undefined : declaredMessage);
  const rules: { rule: Rule; message: unknown }[] = [];
  for (const [key, type] of NEEDS_MESSAGE) {
    const value = node[key];
    if (value === undefined || !types.includes(type)) continue;
    // A minimum of one tick: "required" on a required list, and nothing the visitor is asked on an optional one.
    if (key === 'minItems' && (typeof value !== 'number' || value <= 1)) continue;
    rules.push({ rule: { key, value }, message });
  }
  return rules;
}

/** What the visitor reads for these rules when nobody wrote it: the engine's own words, as an example to adapt. */
function example(rules: Rule[], locale: 'pt' | TranslatedLocale): string {
  const m = ENGINE[locale];
  const words = m as unknown as Record<string, string | undefined>; // the templates by rule (and by format) name
  const value = (key: RuleKey) => rules.find((r) => r.key === key)?.value as number | undefined;
  const parts: string[] = [];
  const [low, high] = [value('minimum'), value('maximum')];
  if (low !== undefined && high !== undefined) parts.push(withRange(m.between, low, high, m.numberLocale));
  for (const { key, value: v } of rules) {
    if (key === 'required' || key === 'pattern') continue; // said by the sentence; a pattern's words are the author's own
    if ((key === 'minimum' || key === 'maximum') && low !== undefined && high !== undefined) continue;
    const template = words[key === 'format' ? String(v) : key];
    if (template) parts.push(withLimit(template, Number(v), m.numberLocale));
  }
  return parts.join(' ');
}

/** The pieces every sentence shares: the rules in words, when the visitor reads the message, and the keys to type. */
function pieces(rules: Rule[], locale: 'pt' | TranslatedLocale) {
  const asked = rules.some((r) => r.key === 'required');
  const broken = rules.some((r) => r.key !== 'required');
  const when = asked && broken ? ['deixa em branco ou erra', 'leave it empty or get it wrong'] : asked ? ['deixa em branco', 'leave it empty'] : ['erra', 'get it wrong'];
  const sample = example(rules, locale);
  const keys = [...new Set(rules.map((r) => `"${r.key === 'required' ? '_' : r.key}"`))];
  return {
    rules: [joinWords(rules.map((r) => ruleWithValue(r.key, r.value, 'pt')), 'pt'), joinWords(rules.map((r) => ruleWithValue(r.key, r.value, 'en')), 'en')],
    when,
    sample: sample ? [`, por exemplo "${sample}"`, `, e.g. "${sample}"`] : ['', ''],
    keys: [joinWords(keys, 'pt'), joinWords(keys, 'en')],
  };
}

/**
 * A finding per question and language whose message leaves a rule without words: on schema.json at the
 * question for Portuguese, on the translation file at the question's entry for Spanish and English.
 */
export function checkConstraintMessages(
  def: FormDefinition,
  translations: Partial<Record<TranslatedLocale, FormTranslation>>,
): { schema: Finding[]; byLocale: Record<TranslatedLocale, Finding[]> } {
  const schema: Finding[] = [];
  const byLocale: Record<TranslatedLocale, Finding[]> = { es: [], en: [] };
  const nodes = questionNodes(def);
  for (const [name, rules] of rulesOf(def)) {
    if (!rules.length) continue;
    const label = questionLabel(def, name);
    const declaredAt = (nodes.get(name) ?? []).find((n) => n.typed)?.at ?? pointerOf('properties', name);
    const uncovered = rules.filter(({ rule, message }) => !covers(message, rule.key)).map(({ rule }) => rule);
    if (uncovered.length) {
      const p = pieces(uncovered, 'pt');
      schema.push({
        pointer: declaredAt,
        pt: `"${label}" não tem mensagem de erro para ${p.rules[0]}: escreva em "Mensagens ao visitante" da pergunta (ou use "Escrever as mensagens que faltam") o que a pessoa lê quando ${p.when[0]}${p.sample[0]} (à mão: "errorMessage" em "properties"."${name}", um texto só ou um objeto com ${p.keys[0]}).`,
        en: `"${label}" has no error message for ${p.rules[1]}: write in the question's "Messages to the visitor" (or use "Write the missing messages") what the visitor reads when they ${p.when[1]}${p.sample[1]} (by hand: "errorMessage" under "properties"."${name}", one text or an object with ${p.keys[1]}).`,
      });
    }
    for (const locale of ['es', 'en'] as const) {
      const tr = translations[locale];
      if (!tr) continue;
      byLocale[locale].push(...translatedFindings(def, name, label, rules.map(({ rule }) => rule), tr, locale));
    }
  }
  return { schema, byLocale };
}

function translatedFindings(def: FormDefinition, name: string, label: string, rules: Rule[], tr: FormTranslation, locale: TranslatedLocale): Finding[] {
  const entry = tr.fields?.[name];
  const message: unknown = entry?.error;
  const pointer = message !== undefined ? pointerOf('fields', name, 'error') : entry ? pointerOf('fields', name) : pointerOf('fields');
  const [ptLanguage, enLanguage] = LANGUAGE[locale];
  const out: Finding[] = [];
  const uncovered = rules.filter((r) => !covers(message, r.key));
  if (uncovered.length) {
    const p = pieces(uncovered, locale);
    out.push({
      pointer,
      pt: `Falta a mensagem de erro em ${ptLanguage} de "${label}" para ${p.rules[0]}: escreva-a em "Mensagens ao visitante" da pergunta (ou use "Escrever as mensagens que faltam"), com o que a pessoa lê quando ${p.when[0]}${p.sample[0]} (à mão: "error" em "fields"."${name}", um texto só ou um objeto com ${p.keys[0]}).`,
      en: `The ${enLanguage} error message of "${label}" is missing for ${p.rules[1]}: write it in the question's "Messages to the visitor" (or use "Write the missing messages"), with what the visitor reads when they ${p.when[1]}${p.sample[1]} (by hand: "error" under "fields"."${name}", one text or an object with ${p.keys[1]}).`,
    });
  }
  // A key the Portuguese object has and this language's object lacks falls back to the Portuguese words.
  const own = asRecord(def.fields[name].errorMessage);
  const keyed = typeof message === 'object' && message !== null ? asRecord(message) : undefined;
  const untranslated = keyed ? Object.keys(own).filter((k) => text(own[k]) && !text(keyed[k]) && !uncovered.some((r) => (r.key === 'required' ? '_' : r.key) === k)) : [];
  if (untranslated.length) {
    const keys = untranslated.map((k) => `"${k}"`);
    out.push({
      pointer,
      pt: `A mensagem de erro em ${ptLanguage} de "${label}" não traduz ${joinWords(keys, 'pt')}: quem lê em ${ptLanguage} veria essas mensagens em português. Traduza-as em "Mensagens ao visitante" da pergunta (à mão: acrescente ${joinWords(keys, 'pt')} em "fields"."${name}"."error").`,
      en: `The ${enLanguage} error message of "${label}" does not translate ${joinWords(keys, 'en')}: whoever reads ${enLanguage} would see those messages in Portuguese. Translate them in the question's "Messages to the visitor" (by hand: add ${joinWords(keys, 'en')} under "fields"."${name}"."error").`,
    });
  }
  return out;
}

/** True when some rule of the question needs a message (checkTranslations then leaves its "error" to this check). */
export function needsMessages(def: FormDefinition): Set<string> {
  return new Set([...rulesOf(def)].filter(([, rules]) => rules.length).map(([name]) => name));
}
