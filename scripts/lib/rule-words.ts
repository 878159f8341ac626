import type { Lang } from './problem';

/*
 * How the checks name a question's rules in their sentences: by the field names of the visual editor's
 * question panel ("Obrigatória", "Mínimo de letras", "Menor número", "Mínimo de escolhas"; see
 * src/features/admin/form-editor/lazy-locales/*.editor.json), so a person who never opened schema.json
 * knows which box to change. A rule the panel has no box for gets a plain name and its JSON Schema key
 * in parentheses, for whoever edits the file by hand. Pure: the staff preview runs the checks in the browser.
 */

/** The rules a question's message speaks for, and the limits the engine words by itself. */
export type RuleKey =
  | 'required'
  | 'minimum'
  | 'maximum'
  | 'exclusiveMinimum'
  | 'exclusiveMaximum'
  | 'multipleOf'
  | 'minLength'
  | 'maxLength'
  | 'pattern'
  | 'format'
  | 'minItems'
  | 'maxItems';

/** [pt, en, the key to add in parentheses, or '' when the editor's panel has a box with that name]. */
const NAMES: Record<RuleKey, [string, string, string]> = {
  required: ['Obrigatória', 'Required', ''],
  minimum: ['Menor número', 'Smallest number', ''],
  maximum: ['Maior número', 'Largest number', ''],
  exclusiveMinimum: ['Número acima de', 'Number above', 'exclusiveMinimum'],
  exclusiveMaximum: ['Número abaixo de', 'Number below', 'exclusiveMaximum'],
  multipleOf: ['Múltiplo de', 'Multiple of', 'multipleOf'],
  minLength: ['Mínimo de letras', 'Fewest letters', ''],
  maxLength: ['Máximo de letras', 'Most letters', ''],
  pattern: ['Padrão do texto', 'Text pattern', 'pattern'],
  format: ['Formato', 'Format', 'format'],
  minItems: ['Mínimo de escolhas', 'Fewest choices', ''],
  maxItems: ['Máximo de escolhas', 'Most choices', ''],
};

/** What a person calls each `format`. */
const FORMATS: Record<string, [string, string]> = {
  email: ['e-mail', 'e-mail'],
  uri: ['endereço de site', 'web address'],
  date: ['data', 'date'],
  'date-time': ['data e hora', 'date and time'],
  time: ['hora', 'time'],
};

/** The rule's name alone, quoted: `"Mínimo de letras"`, `"Múltiplo de" (multipleOf)`. */
export function ruleName(key: RuleKey, lang: Lang): string {
  const [pt, en, raw] = NAMES[key];
  return `"${lang === 'pt' ? pt : en}"${raw ? ` (${raw})` : ''}`;
}

/**
 * The rule with its value, as a sentence lists it: `"Obrigatória"`, `"Menor número" 1`,
 * `"Formato" e-mail (format)`, `"Padrão do texto" /^[0-9]+$/ (pattern)`.
 */
export function ruleWithValue(key: RuleKey, value: unknown, lang: Lang): string {
  if (key === 'required') return ruleName(key, lang);
  const [pt, en, raw] = NAMES[key];
  const shown =
    key === 'pattern' ? `/${String(value)}/` : key === 'format' ? (FORMATS[String(value)]?.[lang === 'pt' ? 0 : 1] ?? String(value)) : String(value);
  return `"${lang === 'pt' ? pt : en}" ${shown}${raw ? ` (${raw})` : ''}`;
}

/** `a`, `a e b`, `a, b e c` (en: `and`): rules listed in a sentence, already quoted. */
export function joinWords(words: readonly string[], lang: Lang): string {
  if (words.length < 2) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${lang === 'pt' ? 'e' : 'and'} ${words[words.length - 1]}`;
}
