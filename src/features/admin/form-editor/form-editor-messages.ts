import type { Json } from './form-editor-json';
import { type AnswerKind, MESSAGE_WORDS, type MessageLang } from './form-editor-message-words';

/*
 * A question's messages, one per rule it carries, in the format the engine and forms:check read
 * (schemas/LEIA-ME.md): schema.json's `errorMessage` in ajv-errors' keyword form, `{ "_": <when left
 * empty>, "minimum": ..., "maximum": ... }`, and the same keys under `fields.<name>.error` in each
 * translation. A string `errorMessage` is the author's one message for every case, and stays as it is.
 *
 * The editor writes a rule's message, in the three languages, when it sets or changes the rule, and
 * a message it wrote follows the rule (and the title) afterwards. It tells its own message from one a
 * person typed by comparing it with what it would have written before the change: only an equal one
 * follows, so a message edited by hand is never overwritten.
 */

type Obj = { [key: string]: Json };
const isObj = (v: Json | undefined): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const LANGS: MessageLang[] = ['pt', 'es', 'en'];

/** The rules the editor writes a message for, in the order the messages are written. `_` is "left empty". */
export const MESSAGE_KEYS = ['_', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minLength', 'pattern', 'format', 'minItems'] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];
/**
 * A number's range as one message: it reads the "minimum" message and writes both "minimum" and
 * "maximum" (the editor writes the same sentence under both, "Informe um número entre 1 e 10.").
 */
export const RANGE = 'range';

/** The files a question's messages live in: schema.json and the translations the folder has. */
export interface MessageFiles {
  schema: Obj;
  i18n: Partial<Record<'es' | 'en', Obj>>;
}

interface Question {
  name: string;
  question: Obj;
  required: boolean;
}

/** Every question of schema.json, at the top or under a condition's "then", and whether it is required where it shows. */
function questionsIn(schema: Obj): Map<string, Question> {
  const out = new Map<string, Question>();
  const top = Array.isArray(schema.required) ? schema.required : [];
  const read = (holder: Obj) => {
    if (!isObj(holder.properties)) return;
    const here = Array.isArray(holder.required) ? holder.required : [];
    for (const [name, question] of Object.entries(holder.properties)) {
      if (isObj(question) && !out.has(name)) out.set(name, { name, question, required: here.includes(name) || top.includes(name) });
    }
  };
  read(schema);
  for (const entry of Array.isArray(schema.allOf) ? schema.allOf : []) if (isObj(entry) && isObj(entry.then)) read(entry.then);
  return out;
}

const num = (q: Obj, key: string) => (typeof q[key] === 'number' ? (q[key] as number) : undefined);

/**
 * What a rule is on the question, as a text that changes when the rule does (undefined: the question
 * does not carry it, or carries it in a form that needs no message of its own: a minimum of 1 item is
 * "required", a minimum length of 0 is no rule).
 */
function ruleValue(q: Question | undefined, key: MessageKey): string | undefined {
  if (!q) return undefined;
  const { question } = q;
  switch (key) {
    case '_':
      return q.required ? 'required' : undefined;
    case 'minimum':
    case 'maximum':
      // The range's two ends make one sentence: either end changing changes both messages.
      return num(question, key) === undefined ? undefined : `${num(question, 'minimum') ?? ''}|${num(question, 'maximum') ?? ''}`;
    case 'minLength':
      return num(question, key) === undefined ? undefined : String(question[key]);
    case 'minItems':
      return (num(question, key) ?? 0) > 1 ? String(question[key]) : undefined;
    case 'pattern':
    case 'format':
      return typeof question[key] === 'string' ? (question[key] as string) : undefined;
    default:
      return num(question, key) === undefined ? undefined : String(question[key]);
  }
}

const neededKeys = (q: Question | undefined): MessageKey[] => MESSAGE_KEYS.filter((key) => ruleValue(q, key) !== undefined);

function answerKind(question: Obj): AnswerKind {
  if (question.type === 'boolean') return 'consent';
  if (question.type === 'array') return 'multiple';
  if (Array.isArray(question.oneOf) || Array.isArray(question.enum)) return 'single';
  return 'free';
}

const fieldOf = (files: MessageFiles, lang: 'es' | 'en', name: string): Obj | undefined => {
  const fields = files.i18n[lang]?.fields;
  return isObj(fields) && isObj(fields[name]) ? fields[name] : undefined;
};

/** The question's title in a language: its translation, else the Portuguese a visitor would read there. */
function titleIn(files: MessageFiles, q: Question, lang: MessageLang): string {
  const translated = lang === 'pt' ? undefined : fieldOf(files, lang, q.name)?.title;
  const title = typeof translated === 'string' && translated.trim() ? translated : q.question.title;
  return typeof title === 'string' ? title.trim().replace(/\s+/g, ' ') : '';
}

/** The message the editor writes for a rule of the question, in a language. */
function suggestion(files: MessageFiles, q: Question, key: MessageKey, lang: MessageLang): string {
  const words = MESSAGE_WORDS[lang];
  const { question } = q;
  const n = (value: Json | undefined) => new Intl.NumberFormat(words.numberLocale, { maximumFractionDigits: 20 }).format(Number(value));
  switch (key) {
    case '_':
      return words.required[answerKind(question)](titleIn(files, q, lang));
    case 'minimum':
    case 'maximum': {
      const [min, max] = [num(question, 'minimum'), num(question, 'maximum')];
      if (min !== undefined && max !== undefined) return words.between(n(min), n(max));
      return min !== undefined ? words.minimum(n(min)) : words.maximum(n(max));
    }
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'multipleOf':
      return words[key](n(question[key]));
    case 'minLength':
      return words.minLength(n(question.minLength), question.minLength === 1);
    case 'minItems':
      return words.minItems(n(question.minItems));
    case 'pattern':
      return words.pattern;
    case 'format': {
      const format = question.format === 'url' ? 'uri' : question.format;
      return format === 'email' || format === 'uri' || format === 'date' ? words.format[format] : words.pattern;
    }
  }
}

/** The message object or string a language holds for the question (undefined: none). */
function messageIn(files: MessageFiles, q: Question, lang: MessageLang): Json | undefined {
  return lang === 'pt' ? q.question.errorMessage : fieldOf(files, lang, q.name)?.error;
}

const textAt = (message: Json | undefined, key: string): string | undefined => {
  const text = isObj(message) ? message[key] : undefined;
  return typeof text === 'string' && text ? text : undefined;
};

/** Puts the keys of a message in the order the editor writes them (others, written by hand, after). */
function ordered(message: Obj): Obj {
  const rank = (key: string) => {
    const at = (MESSAGE_KEYS as readonly string[]).indexOf(key);
    return at < 0 ? MESSAGE_KEYS.length : at;
  };
  return Object.fromEntries(Object.entries(message).sort(([a], [b]) => rank(a) - rank(b)));
}

/**
 * Writes (or, with no text, removes) one rule's message in one language. A translation that is one
 * string for every case keeps covering the rest: it becomes the `_` message beside the new one.
 */
function write(files: MessageFiles, q: Question, lang: MessageLang, key: string, text: string | undefined): void {
  const keys = key === RANGE ? ['minimum', 'maximum'] : [key];
  if (lang === 'pt') {
    const current = q.question.errorMessage;
    const message: Obj = isObj(current) ? { ...current } : typeof current === 'string' && current ? { _: current } : {};
    for (const k of keys) {
      if (text) message[k] = text;
      else delete message[k];
    }
    if (Object.keys(message).length) q.question.errorMessage = ordered(message);
    else delete q.question.errorMessage;
    return;
  }
  const i18n = files.i18n[lang];
  if (!i18n) return;
  const current = fieldOf(files, lang, q.name)?.error;
  const message: Obj = isObj(current) ? { ...current } : typeof current === 'string' && current ? { _: current } : {};
  for (const k of keys) {
    if (text) message[k] = text;
    else delete message[k];
  }
  if (Object.keys(message).length) {
    if (!isObj(i18n.fields)) i18n.fields = {};
    const fields = i18n.fields as Obj;
    if (!isObj(fields[q.name])) fields[q.name] = {};
    (fields[q.name] as Obj).error = ordered(message);
    return;
  }
  const field = fieldOf(files, lang, q.name);
  if (!field) return;
  delete field.error;
  if (!Object.keys(field).length) delete (i18n.fields as Obj)[q.name];
  if (!Object.keys(i18n.fields as Obj).length) delete i18n.fields;
}

/**
 * After any change of the editor: a rule set or changed gets its message in each language that has
 * none for it; a message the editor wrote for the rule as it was follows it (and the title, for "left
 * empty"); a rule taken away takes the editor's message with it. A message typed by hand is never
 * touched: a number retyped in the panel passes through "no maximum", and its message must be there
 * when the maximum comes back (and "left empty" is also the message of any failure without its own).
 * Questions whose message is one string (the author's, for every case) are left as they are.
 */
export function followMessages(before: MessageFiles, after: MessageFiles): void {
  const was = questionsIn(before.schema);
  for (const now of questionsIn(after.schema).values()) {
    if (typeof now.question.errorMessage === 'string') continue;
    const old = was.get(now.name);
    const keys = MESSAGE_KEYS.filter((key) => ruleValue(old, key) !== undefined || ruleValue(now, key) !== undefined);
    for (const key of keys) {
      const changed = ruleValue(old, key) !== ruleValue(now, key);
      const needed = ruleValue(now, key) !== undefined;
      for (const lang of LANGS) {
        if (lang !== 'pt' && !after.i18n[lang]) continue;
        const message = messageIn(after, now, lang);
        if (typeof message === 'string' && message) continue;
        const current = textAt(message, key);
        const written = old && ruleValue(old, key) !== undefined ? suggestion(before, old, key, lang) : undefined;
        if (!needed) {
          if (current !== undefined && changed && current === written) write(after, now, lang, key, undefined);
          continue;
        }
        const next = suggestion(after, now, key, lang);
        if (current === undefined ? changed : current === written && current !== next) write(after, now, lang, key, next);
      }
    }
  }
}

/**
 * "Escrever as mensagens que faltam": every rule of the question without a message in a language gets
 * the editor's. With `split`, a message that was one string for every case is first taken away (in
 * every language), so each rule gets its own.
 */
export function fillMessages(files: MessageFiles, name: string, split = false): void {
  const q = questionsIn(files.schema).get(name);
  if (!q) return;
  if (split) {
    if (typeof q.question.errorMessage === 'string') delete q.question.errorMessage;
    for (const lang of ['es', 'en'] as const) if (typeof fieldOf(files, lang, name)?.error === 'string') write(files, q, lang, '_', undefined);
  }
  if (typeof q.question.errorMessage === 'string') return;
  for (const key of neededKeys(q)) {
    for (const lang of LANGS) {
      if (lang !== 'pt' && !files.i18n[lang]) continue;
      const message = messageIn(files, q, lang);
      if (typeof message === 'string' && message) continue;
      if (textAt(message, key) === undefined) write(files, q, lang, key, suggestion(files, q, key, lang));
    }
  }
}

/** One rule's message in a language ('' when there is none); a translation that is one string covers every rule. */
export function readMessage(files: MessageFiles, name: string, lang: MessageLang, key: string): string {
  const q = questionsIn(files.schema).get(name);
  if (!q) return '';
  const message = messageIn(files, q, lang);
  if (lang !== 'pt' && typeof message === 'string') return message;
  return textAt(message, key === RANGE ? 'minimum' : key) ?? '';
}

/** Sets one rule's message in a language; an empty text removes it. */
export function writeMessage(files: MessageFiles, name: string, lang: MessageLang, key: string, text: string): void {
  const q = questionsIn(files.schema).get(name);
  if (q) write(files, q, lang, key, text || undefined);
}

/** The message the editor would write for a rule of the question ('' for a rule it does not know). */
export function suggestedMessage(files: MessageFiles, name: string, key: string, lang: MessageLang): string {
  const q = questionsIn(files.schema).get(name);
  const rule = (key === RANGE ? 'minimum' : key) as MessageKey;
  return q && (MESSAGE_KEYS as readonly string[]).includes(rule) ? suggestion(files, q, rule, lang) : '';
}

/** The rules of the question that want a message (forms:check refuses one without, in any language). */
export function neededMessageKeys(files: MessageFiles, name: string): MessageKey[] {
  return neededKeys(questionsIn(files.schema).get(name));
}

/** How the question's messages are written: one string for every case, one per rule, or none yet. */
export function messageShape(files: MessageFiles, name: string): 'string' | 'keyed' | 'none' {
  const message = questionsIn(files.schema).get(name)?.question.errorMessage;
  return typeof message === 'string' ? 'string' : isObj(message) && Object.keys(message).length ? 'keyed' : 'none';
}

export interface MessageRule {
  /** A key of the message object, or RANGE for a number's two ends sharing one sentence. */
  key: string;
  /** The question carries the rule, so forms:check wants its message in each language. */
  needed: boolean;
}

/**
 * The rules whose messages the question's panel and the translation table show: those the question
 * carries and those its Portuguese message has a key for, in the editor's order; a number's two ends
 * as one range while their Portuguese sentences are the same.
 */
export function messageRules(files: MessageFiles, name: string): MessageRule[] {
  const q = questionsIn(files.schema).get(name);
  if (!q || typeof q.question.errorMessage === 'string') return [];
  const message = isObj(q.question.errorMessage) ? q.question.errorMessage : {};
  const needed = new Set<string>(neededKeys(q));
  const keys = [...MESSAGE_KEYS.filter((key) => needed.has(key) || textAt(message, key) !== undefined), ...Object.keys(message).filter((key) => !(MESSAGE_KEYS as readonly string[]).includes(key))];
  const range = keys.includes('minimum') && keys.includes('maximum') && textAt(message, 'minimum') === textAt(message, 'maximum');
  return keys
    .filter((key) => !(range && key === 'maximum'))
    .map((key) => (range && key === 'minimum' ? { key: RANGE, needed: needed.has('minimum') || needed.has('maximum') } : { key, needed: needed.has(key) }));
}
