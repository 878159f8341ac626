import { type FolderFileName, FOLDER_FILE_NAMES, type FolderTexts } from '../form-preview';
import { type Json, type JsonDocument, newDocument, parseDocument, serialiseDocument } from './form-editor-json';
import { fillMessages, followMessages, type MessageFiles, messageRules, messageShape, RANGE, readMessage, writeMessage } from './form-editor-messages';
import { REVIEWED, reviewedKey, sourceHash } from './form-editor-review';

/*
 * What the visual editor does to a form folder, each a small change to the parsed files, written in
 * the format schemas/LEIA-ME.md teaches (a question in schema.json, its place in ui.json, its texts in
 * both translations, an answer in example.json; a condition as an "allOf" entry of "if"/"then").
 * Anything the editor does not know is left as it is; a file nobody changed is written back unchanged.
 */

type Obj = { [key: string]: Json };
export type Locale = 'pt' | 'es' | 'en';
export const TRANSLATIONS = ['es', 'en'] as const;
const i18nFile = (locale: 'es' | 'en'): FolderFileName => `i18n/${locale}.json`;

export interface EditorFolder {
  id: string;
  docs: Partial<Record<FolderFileName, JsonDocument>>;
}

/** The question kinds of the editor's menu. */
export const KINDS = ['text', 'longText', 'email', 'phone', 'number', 'single', 'multiple', 'date', 'consent'] as const;
export type Kind = (typeof KINDS)[number] | 'other';

/** Reads a folder's texts; a file that is not valid JSON is named in the error (it has to be fixed by hand first). */
export function readFolder(id: string, texts: Partial<FolderTexts>): EditorFolder {
  const docs: EditorFolder['docs'] = {};
  for (const name of FOLDER_FILE_NAMES) {
    const text = texts[name];
    if (!text?.trim()) continue;
    try {
      docs[name] = parseDocument(text);
    } catch (error) {
      throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { id, docs };
}

export function folderTexts(folder: EditorFolder): FolderTexts {
  return Object.fromEntries(FOLDER_FILE_NAMES.map((name) => [name, folder.docs[name] ? serialiseDocument(folder.docs[name]) : ''])) as FolderTexts;
}

const isObj = (v: Json | undefined): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const objAt = (parent: Obj, key: string): Obj => {
  if (!isObj(parent[key])) parent[key] = {};
  return parent[key] as Obj;
};
const listAt = (parent: Obj, key: string): Json[] => {
  if (!Array.isArray(parent[key])) parent[key] = [];
  return parent[key] as Json[];
};
/** Removes a key, and the objects it leaves empty on the way back up (an empty `"fields": {}` says nothing). */
function removePath(root: Obj, path: string[]): void {
  const chain: Obj[] = [root];
  for (const key of path.slice(0, -1)) {
    const next = chain.at(-1)![key];
    if (!isObj(next)) return;
    chain.push(next);
  }
  delete chain.at(-1)![path.at(-1)!];
  for (let i = chain.length - 1; i > 0; i--) if (Object.keys(chain[i]).length === 0) delete chain[i - 1][path[i - 1]];
}

/** Where a new keyword of a question goes: after those that come before it here, so every question reads alike. */
const KEYWORD_ORDER = ['type', 'title', 'description', 'format', 'const', 'minLength', 'maxLength', 'minimum', 'maximum', 'items', 'oneOf', 'uniqueItems', 'minItems', 'maxItems', 'errorMessage'];

/** Sets a key in its canonical place among the object's keys (a key that is there keeps its place). */
export function setKey(target: Obj, key: string, value: Json, order: string[] = KEYWORD_ORDER): void {
  if (key in target || !order.includes(key)) {
    target[key] = value;
    return;
  }
  const rank = order.indexOf(key);
  const entries = Object.entries(target);
  const at = entries.findIndex(([k]) => order.includes(k) && order.indexOf(k) > rank);
  entries.splice(at < 0 ? entries.length : at, 0, [key, value]);
  for (const k of Object.keys(target)) delete target[k];
  for (const [k, v] of entries) target[k] = v;
}

/** Applies a change to copies of the parsed files (the editor's undo and React's state keep the old ones). */
function change(folder: EditorFolder, edit: (docs: Record<FolderFileName, Obj>) => void): EditorFolder {
  const docs: EditorFolder['docs'] = {};
  const values = {} as Record<FolderFileName, Obj>;
  for (const name of FOLDER_FILE_NAMES) {
    const doc = folder.docs[name];
    values[name] = doc && isObj(doc.value) ? (structuredClone(doc.value) as Obj) : {};
  }
  edit(values);
  // The messages the editor wrote follow the rules they speak of (form-editor-messages.ts).
  followMessages(messageFiles(folder.docs, (name) => valueOf(folder, name)), messageFiles(folder.docs, (name) => values[name]));
  followSources(folder, values);
  for (const name of FOLDER_FILE_NAMES) {
    const doc = folder.docs[name];
    const value = values[name];
    if (doc) docs[name] = { ...doc, value };
    else if (Object.keys(value).length) docs[name] = newDocument(value);
  }
  return { id: folder.id, docs };
}

/** schema.json and the translations the folder has, as the messages' module reads and writes them. */
function messageFiles(docs: EditorFolder['docs'], value: (name: FolderFileName) => Obj): MessageFiles {
  const i18n: MessageFiles['i18n'] = {};
  for (const locale of TRANSLATIONS) if (docs[i18nFile(locale)]) i18n[locale] = value(i18nFile(locale));
  return { schema: value('schema.json'), i18n };
}

/** The question's messages as they are (read only). */
export const folderMessages = (folder: EditorFolder): MessageFiles => messageFiles(folder.docs, (name) => valueOf(folder, name));

/** A change to one parsed file (form-editor-versions.ts writes form.json's version and renames with it). */
export function editFile(folder: EditorFolder, name: FolderFileName, edit: (value: Obj) => void): EditorFolder {
  return change(folder, (docs) => edit(docs[name]));
}

// ---------------------------------------------------------------- reading

interface Place {
  /** The object holding "properties" (and "required") where the question is: the schema or a condition's "then". */
  holder: Obj;
  question: Obj;
  /** Index in "allOf" when the question only shows under a condition. */
  condition?: number;
}

const valueOf = (folder: EditorFolder, name: FolderFileName): Obj => (isObj(folder.docs[name]?.value) ? (folder.docs[name]!.value as Obj) : {});

function place(schema: Obj, name: string): Place | undefined {
  if (isObj(schema.properties) && isObj(schema.properties[name])) return { holder: schema, question: schema.properties[name] };
  const allOf = Array.isArray(schema.allOf) ? schema.allOf : [];
  for (let i = 0; i < allOf.length; i++) {
    const then = isObj(allOf[i]) ? (allOf[i] as Obj).then : undefined;
    if (isObj(then) && isObj(then.properties) && isObj(then.properties[name])) return { holder: then, question: then.properties[name], condition: i };
  }
  return undefined;
}

const optionsOf = (question: Obj): Obj[] => {
  const list = question.type === 'array' && isObj(question.items) ? question.items.oneOf : question.oneOf;
  return Array.isArray(list) ? list.filter(isObj) : [];
};

export function kindOf(question: Obj, ui: Obj): Kind {
  const widget = ui['ui:widget'];
  const options = isObj(ui['ui:options']) ? ui['ui:options'] : {};
  if (question.type === 'boolean') return 'consent';
  if (question.type === 'integer' || question.type === 'number') return 'number';
  if (question.type === 'array') return optionsOf(question).length || isObj(question.items) ? 'multiple' : 'other';
  if (question.type !== 'string') return 'other';
  if (Array.isArray(question.oneOf) || Array.isArray(question.enum)) return 'single';
  if (question.format === 'email') return 'email';
  if (question.format === 'date') return 'date';
  if (widget === 'textarea') return 'longText';
  if (options.inputType === 'tel') return 'phone';
  return 'text';
}

export interface Condition {
  controller: string;
  values: string[];
}

function readCondition(schema: Obj, index: number | undefined): Condition | undefined {
  if (index === undefined) return undefined;
  const entry = (schema.allOf as Json[])[index] as Obj;
  const props = isObj(entry.if) && isObj(entry.if.properties) ? entry.if.properties : {};
  const [controller, test] = Object.entries(props)[0] ?? [];
  if (!controller || !isObj(test)) return undefined;
  const inner = isObj(test.contains) ? test.contains : test;
  const values = 'const' in inner ? [inner.const] : Array.isArray(inner.enum) ? inner.enum : [];
  return { controller, values: values.map(String) };
}

export interface QuestionView {
  name: string;
  kind: Kind;
  section: number;
  required: boolean;
  title: string;
  options: { value: string; label: string }[];
  condition?: Condition;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  /** Has the "Outro" option and the question that asks which. */
  other: boolean;
  /** A short text's format control (textFormatOf); undefined for every other kind. */
  textFormat?: TextFormat;
}

export interface SectionView {
  id: string;
  title: string;
  fields: string[];
}

export function sectionsOf(folder: EditorFolder): SectionView[] {
  const sections = valueOf(folder, 'ui.json')['ui:sections'];
  return (Array.isArray(sections) ? sections.filter(isObj) : []).map((s) => ({
    id: String(s.id ?? ''),
    title: typeof s.title === 'string' ? s.title : '',
    fields: Array.isArray(s.fields) ? s.fields.map(String) : [],
  }));
}

/** Every question in the order visitors meet them (ui.json's sections), with what the editor's panel shows. */
export function questionsOf(folder: EditorFolder): QuestionView[] {
  const schema = valueOf(folder, 'schema.json');
  const ui = valueOf(folder, 'ui.json');
  return sectionsOf(folder).flatMap((section, index) =>
    section.fields.flatMap((name) => {
      const found = place(schema, name);
      if (!found) return [];
      const { question, holder } = found;
      const num = (key: string) => (typeof question[key] === 'number' ? (question[key] as number) : undefined);
      const options = optionsOf(question).map((o) => ({ value: String(o.const), label: String(o.title ?? o.const) }));
      const entry = isObj(ui[name]) ? ui[name] : {};
      const kind = kindOf(question, entry);
      return [
        {
          name,
          kind,
          ...(TEXT_KINDS.has(kind) ? { textFormat: textFormatOf(question, entry) } : {}),
          section: index,
          // Required where it is shown, or (a hand edit the check names) at the top level.
          required: [holder.required, schema.required].some((list) => Array.isArray(list) && list.includes(name)),
          title: typeof question.title === 'string' ? question.title : '',
          options,
          condition: readCondition(schema, found.condition),
          minLength: num('minLength'),
          maxLength: num('maxLength'),
          minimum: num('minimum'),
          maximum: num('maximum'),
          minItems: num('minItems'),
          maxItems: num('maxItems'),
          other: options.some((o) => o.value === OTHER) && !!place(schema, otherName(name)),
        },
      ];
    }),
  );
}

// ---------------------------------------------------------------- questions

const OTHER = 'Outro';
export const otherName = (name: string) => `${name}Outro`;

const STARTERS: Record<(typeof KINDS)[number], { schema: Obj; ui?: Obj; example: Json }> = {
  text: { schema: { type: 'string', title: 'Nova pergunta' }, example: 'Exemplo de resposta' },
  longText: { schema: { type: 'string', title: 'Nova pergunta' }, ui: { 'ui:widget': 'textarea', 'ui:options': { rows: 4 } }, example: 'Uma resposta mais longa de exemplo.' },
  // No message here: the editor writes one per rule, in the three languages, as the question is added.
  email: {
    schema: { type: 'string', title: 'E-mail', format: 'email' },
    ui: { 'ui:options': { inputType: 'email', autocomplete: 'email' } },
    example: 'ana.souza@example.com',
  },
  phone: {
    schema: { type: 'string', title: 'WhatsApp', minLength: 10 },
    ui: { 'ui:placeholder': '(11) 99999-9999', 'ui:options': { inputType: 'tel', autocomplete: 'tel' } },
    example: '(11) 98765-4321',
  },
  number: { schema: { type: 'integer', title: 'Nova pergunta', minimum: 1, maximum: 10 }, example: 1 },
  single: { schema: { type: 'string', title: 'Nova pergunta', oneOf: [{ const: 'opcao-1', title: 'Opção 1' }] }, ui: { 'ui:widget': 'radio' }, example: 'opcao-1' },
  multiple: {
    schema: { type: 'array', title: 'Nova pergunta', items: { type: 'string', oneOf: [{ const: 'opcao-1', title: 'Opção 1' }] }, uniqueItems: true },
    ui: { 'ui:widget': 'checkboxes' },
    example: ['opcao-1'],
  },
  date: { schema: { type: 'string', title: 'Nova data', format: 'date' }, example: '2026-03-21' },
  consent: {
    schema: { type: 'boolean', title: 'Li e aceito que a Movaly entre em contato comigo', const: true },
    example: true,
  },
};

function freeName(schema: Obj, base: string): string {
  for (let n = 1; ; n++) if (!place(schema, `${base}${n}`)) return `${base}${n}`;
}

/** Puts a name into ui.json's sections, right after `after` (else at the end of the last section). */
function placeInSections(ui: Obj, name: string, after?: string): void {
  const sections = listAt(ui, 'ui:sections');
  if (!sections.length) sections.push({ id: 'perguntas', title: 'Perguntas', fields: [] });
  const host = (sections.filter(isObj).find((s) => after && Array.isArray(s.fields) && s.fields.includes(after)) ?? sections.filter(isObj).at(-1)) as Obj;
  const fields = listAt(host, 'fields');
  const at = after ? fields.indexOf(after) : -1;
  fields.splice(at < 0 ? fields.length : at + 1, 0, name);
}

/** Adds a question of a kind from the menu after `after` (or at the end). Returns the folder and the new name. */
export function addQuestion(folder: EditorFolder, kind: (typeof KINDS)[number], after?: string): { folder: EditorFolder; name: string } {
  const schema = valueOf(folder, 'schema.json');
  const name = freeName(schema, 'pergunta');
  const starter = STARTERS[kind];
  // After a choice with "Outro", a new question goes after the "Qual?" that belongs to it.
  const anchor = after && place(schema, otherName(after)) ? otherName(after) : after;
  return {
    name,
    folder: change(folder, (docs) => {
      objAt(docs['schema.json'], 'properties')[name] = structuredClone(starter.schema);
      if (kind === 'consent') listAt(docs['schema.json'], 'required').push(name);
      if (starter.ui) docs['ui.json'][name] = structuredClone(starter.ui);
      placeInSections(docs['ui.json'], name, anchor);
      if (folder.docs['example.json']) docs['example.json'][name] = structuredClone(starter.example);
    }),
  };
}

/** Takes a question out of every file, with the conditions it controls (their questions then always show). */
export function removeQuestion(folder: EditorFolder, name: string): EditorFolder {
  let next = folder;
  for (const q of questionsOf(folder)) if (q.condition?.controller === name) next = setCondition(next, q.name, undefined);
  return change(next, (docs) => {
    const schema = docs['schema.json'];
    const found = place(schema, name);
    if (found) detach(schema, found, name);
    for (const section of Array.isArray(docs['ui.json']['ui:sections']) ? docs['ui.json']['ui:sections'] : []) {
      if (isObj(section) && Array.isArray(section.fields)) section.fields = section.fields.filter((f) => f !== name);
    }
    delete docs['ui.json'][name];
    for (const locale of TRANSLATIONS) removePath(docs[i18nFile(locale)], ['fields', name]);
    delete docs['example.json'][name];
    delete docs['spec-messages.json'][name];
    const lead = docs['form.json'].lead;
    if (isObj(lead)) for (const [role, field] of Object.entries(lead)) if (field === name) delete lead[role];
  });
}

/** Takes a question out of its place in schema.json; returns its object and whether it was required there. */
function detach(schema: Obj, found: Place, name: string): { question: Obj; required: boolean } {
  const { holder } = found;
  delete (holder.properties as Obj)[name];
  const required = Array.isArray(holder.required) && holder.required.includes(name);
  if (required) holder.required = (holder.required as Json[]).filter((r) => r !== name);
  if (found.condition !== undefined) {
    if (Array.isArray(holder.required) && !holder.required.length) delete holder.required;
    if (!Object.keys(holder.properties as Obj).length) {
      (schema.allOf as Json[]).splice(found.condition, 1);
      if (!(schema.allOf as Json[]).length) delete schema.allOf;
    }
  }
  return { question: found.question, required };
}

/** Moves a question one place up or down in the order visitors meet them, across sections. */
export function moveQuestion(folder: EditorFolder, name: string, by: -1 | 1): EditorFolder {
  return change(folder, (docs) => {
    const sections = (Array.isArray(docs['ui.json']['ui:sections']) ? docs['ui.json']['ui:sections'] : []).filter(isObj);
    const s = sections.findIndex((section) => Array.isArray(section.fields) && section.fields.includes(name));
    if (s < 0) return;
    const fields = sections[s].fields as Json[];
    const i = fields.indexOf(name);
    const j = i + by;
    if (j >= 0 && j < fields.length) {
      [fields[i], fields[j]] = [fields[j], fields[i]];
    } else if (sections[s + by]) {
      // Past the edge of its section: into the next one's start (or the previous one's end).
      fields.splice(i, 1);
      const into = listAt(sections[s + by], 'fields');
      if (by < 0) into.push(name);
      else into.unshift(name);
    }
  });
}

export function setRequired(folder: EditorFolder, name: string, required: boolean): EditorFolder {
  return change(folder, (docs) => {
    const schema = docs['schema.json'];
    const found = place(schema, name);
    if (!found) return;
    // A question shown under a condition and required at the top level (a hand edit forms:check names)
    // is required where it is shown, never at the top: there a visitor who never sees it could not send.
    if (found.condition !== undefined && Array.isArray(schema.required) && schema.required.includes(name)) {
      schema.required = schema.required.filter((r) => r !== name);
    }
    const list = Array.isArray(found.holder.required) ? found.holder.required : [];
    const order = found.condition === undefined ? ['$schema', 'title', 'type', 'required', 'properties', 'allOf'] : ['properties', 'required'];
    if (required && !list.includes(name)) setKey(found.holder, 'required', [...list, name], order);
    if (!required && list.includes(name)) {
      found.holder.required = list.filter((r) => r !== name);
      if (found.condition !== undefined && !(found.holder.required as Json[]).length) delete found.holder.required;
    }
  });
}

export type Limit = 'minLength' | 'maxLength' | 'minimum' | 'maximum' | 'minItems' | 'maxItems';

/**
 * Sets or (undefined) removes a length, number or count limit; the example's answer follows into the
 * range. The limit's message, in each language, is written or follows with it (followMessages).
 */
export function setLimit(folder: EditorFolder, name: string, limit: Limit, value: number | undefined): EditorFolder {
  return change(folder, (docs) => {
    const found = place(docs['schema.json'], name);
    if (!found) return;
    if (value === undefined) delete found.question[limit];
    else setKey(found.question, limit, value);
    const example = docs['example.json'][name];
    if (typeof example === 'number' && value !== undefined) {
      if ((limit === 'minimum' && example < value) || (limit === 'maximum' && example > value)) docs['example.json'][name] = value;
    }
    if (typeof example === 'string' && value !== undefined) {
      if (limit === 'minLength' && example.length < value) docs['example.json'][name] = example.padEnd(value, '.');
      if (limit === 'maxLength' && example.length > value) docs['example.json'][name] = example.slice(0, value);
    }
    if (Array.isArray(example) && value !== undefined) {
      if (limit === 'maxItems' && example.length > value) docs['example.json'][name] = example.slice(0, Math.max(value, 1));
      if (limit === 'minItems' && example.length < value) {
        const more = optionsOf(found.question).map((o) => o.const).filter((v) => !example.includes(v));
        docs['example.json'][name] = [...example, ...more.slice(0, value - example.length)];
      }
    }
  });
}

/** What a short text answer holds: the format control of a text question (issue 38: an e-mail that lost its format had no way back). */
export const TEXT_FORMATS = ['text', 'email', 'url', 'phone', 'date'] as const;
export type TextFormat = (typeof TEXT_FORMATS)[number];

/** The kinds the format control turns into one another. */
const TEXT_KINDS = new Set<Kind>(['text', 'email', 'phone', 'date']);
/** The phone starter's shortest number (digits and signs, DDD included). */
const PHONE_MIN = 10;
const FORMAT_OF: Partial<Record<TextFormat, string>> = { email: 'email', url: 'uri', date: 'date' };
const INPUT_OF: Partial<Record<TextFormat, { inputType: string; autocomplete?: string }>> = {
  email: { inputType: 'email', autocomplete: 'email' },
  url: { inputType: 'url', autocomplete: 'url' },
  phone: { inputType: 'tel', autocomplete: 'tel' },
};
const EXAMPLE_OF: Partial<Record<TextFormat, string>> = { email: 'ana.souza@example.com', url: 'https://www.example.com', phone: '(11) 98765-4321', date: '2026-03-21' };

/** The format control's value of a short text question. */
export function textFormatOf(question: Obj, ui: Obj): TextFormat {
  const options = isObj(ui['ui:options']) ? ui['ui:options'] : {};
  if (question.format === 'email') return 'email';
  if (question.format === 'uri') return 'url';
  if (question.format === 'date') return 'date';
  return options.inputType === 'tel' ? 'phone' : 'text';
}

/**
 * Makes a short text question an e-mail, a web address, a phone, a date or free text: its `format`, the
 * keyboard its field opens (ui.json), the phone's shortest length, and an example answer that fits. Its
 * messages follow (change() writes the new rule's and drops the one the editor wrote for the old).
 */
export function setTextFormat(folder: EditorFolder, name: string, to: TextFormat): EditorFolder {
  return change(folder, (docs) => {
    const found = place(docs['schema.json'], name);
    if (!found) return;
    const ui = docs['ui.json'];
    const entry: Obj = isObj(ui[name]) ? (ui[name] as Obj) : {};
    const was = textFormatOf(found.question, entry);
    if (was === to) return;
    const format = FORMAT_OF[to];
    if (format) setKey(found.question, 'format', format);
    else delete found.question.format;
    if (was === 'phone' && found.question.minLength === PHONE_MIN) delete found.question.minLength;
    if (to === 'phone' && found.question.minLength === undefined) setKey(found.question, 'minLength', PHONE_MIN);
    const options: Obj = isObj(entry['ui:options']) ? { ...(entry['ui:options'] as Obj) } : {};
    delete options.inputType;
    delete options.autocomplete;
    Object.assign(options, INPUT_OF[to] ?? {});
    if (Object.keys(options).length) entry['ui:options'] = options;
    else delete entry['ui:options'];
    if (Object.keys(entry).length) ui[name] = entry;
    else delete ui[name];
    const example = EXAMPLE_OF[to];
    if (example && name in docs['example.json']) docs['example.json'][name] = example;
  });
}

/**
 * Writes the editor's message for every rule of the question that has none in some language; with
 * `split`, a message that is one string for every case gives way to one message per rule first.
 */
export function fillQuestionMessages(folder: EditorFolder, name: string, split = false): EditorFolder {
  return change(folder, (docs) => fillMessages(messageFiles(folder.docs, (file) => docs[file]), name, split));
}

/** Gives a question another stored name everywhere the folder uses it (only safe before any answer is stored: LEIA-ME section 9). */
export function renameQuestion(folder: EditorFolder, from: string, to: string): EditorFolder {
  if (from === to || place(valueOf(folder, 'schema.json'), to)) return folder;
  const renameKey = (target: Json | undefined) => {
    if (!isObj(target) || !(from in target)) return;
    const entries = Object.entries(target).map(([k, v]): [string, Json] => [k === from ? to : k, v]);
    for (const k of Object.keys(target)) delete target[k];
    for (const [k, v] of entries) target[k] = v;
  };
  const renameIn = (list: Json | undefined) => (Array.isArray(list) ? list.map((v) => (v === from ? to : v)) : list);
  return change(folder, (docs) => {
    const schema = docs['schema.json'];
    const found = place(schema, from);
    if (!found) return;
    renameKey(found.holder.properties);
    if (Array.isArray(found.holder.required)) found.holder.required = renameIn(found.holder.required) as Json[];
    for (const entry of Array.isArray(schema.allOf) ? schema.allOf.filter(isObj) : []) {
      if (isObj(entry.if)) {
        renameKey(entry.if.properties);
        if (Array.isArray(entry.if.required)) entry.if.required = renameIn(entry.if.required) as Json[];
      }
    }
    for (const section of Array.isArray(docs['ui.json']['ui:sections']) ? docs['ui.json']['ui:sections'].filter(isObj) : []) {
      if (Array.isArray(section.fields)) section.fields = renameIn(section.fields) as Json[];
    }
    renameKey(docs['ui.json']);
    for (const locale of TRANSLATIONS) {
      renameKey(docs[i18nFile(locale)].fields);
      moveReviewed(docs[i18nFile(locale)], (key) => (key.startsWith(`fields.${from}.`) ? `fields.${to}.${key.slice(from.length + 8)}` : key));
    }
    renameKey(docs['example.json']);
    renameKey(docs['spec-messages.json']);
    const lead = docs['form.json'].lead;
    if (isObj(lead)) for (const [role, field] of Object.entries(lead)) if (field === from) lead[role] = to;
    if (Array.isArray(docs['form.json'].joinedLists)) docs['form.json'].joinedLists = renameIn(docs['form.json'].joinedLists) as Json[];
    // `renames` speaks of today's names: a question renamed earlier in this version, or its option renames, follow it.
    for (const entry of Object.values(isObj(docs['form.json'].renames) ? docs['form.json'].renames : {})) {
      if (!isObj(entry)) continue;
      if (isObj(entry.fields)) {
        for (const [old, target] of Object.entries(entry.fields)) if (target === from) entry.fields[old] = to;
        // Renamed back to its published name: nothing left to say.
        if (entry.fields[to] === to) removePath(entry, ['fields', to]);
      }
      renameKey(entry.options);
    }
  });
}

// ---------------------------------------------------------------- options and "Outro"

/**
 * The stored value an option's Portuguese label gives, in the style of the site's forms: lower case
 * without accents, words joined by hyphens ("Mesa redonda" -> "mesa-redonda"), and a number after it
 * when another option of the question already has it.
 */
export function optionValue(label: string, taken: Iterable<string> = []): string {
  const base =
    label
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'opcao';
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Adds an option with its label; its stored value is the label's (optionValue), "Outro" keeps its own. */
export function addOption(folder: EditorFolder, name: string, label: string): EditorFolder {
  return change(folder, (docs) => {
    const found = place(docs['schema.json'], name);
    if (!found || optionsOf(found.question).some((o) => o.const === label || o.title === label)) return;
    const host = found.question.type === 'array' ? objAt(found.question, 'items') : found.question;
    const list = listAt(host, 'oneOf');
    const value = label === OTHER ? OTHER : optionValue(label, optionsOf(found.question).map((o) => String(o.const)));
    // A new option goes before "Outro", which stays last.
    const other = list.findIndex((o) => isObj(o) && o.const === OTHER);
    list.splice(other < 0 ? list.length : other, 0, { const: value, title: label });
  });
}

/**
 * Changes an option's Portuguese label. Until the option's value is frozen (a published version stored
 * it: form-editor-versions.ts optionPublished) its stored value follows the label, everywhere the
 * folder names it (translations, conditions, the example); from then on only the label changes. The
 * "Outro" option keeps its value: its follow-up question's condition is written with it.
 */
export function relabelOption(folder: EditorFolder, name: string, value: string, label: string, frozen: boolean): EditorFolder {
  const found = place(valueOf(folder, 'schema.json'), name);
  const others = found ? optionsOf(found.question).map((o) => String(o.const)).filter((v) => v !== value) : [];
  const next = frozen || value === OTHER || !label.trim() ? value : optionValue(label, others);
  return change(folder, (docs) => {
    const here = place(docs['schema.json'], name);
    const option = here && optionsOf(here.question).find((o) => o.const === value);
    if (!option) return;
    const before = typeof option.title === 'string' ? option.title : String(value);
    option.title = label;
    if (next === value) return;
    option.const = next;
    const swap = (v: Json) => (v === value ? next : v);
    const was = reviewedKey(['fields', name, 'options', value]);
    const now = reviewedKey(['fields', name, 'options', next]);
    for (const locale of TRANSLATIONS) {
      const i18n = docs[i18nFile(locale)];
      const options = (i18n.fields as Obj | undefined)?.[name];
      if (isObj(options) && isObj(options.options) && value in options.options) {
        const entries = Object.entries(options.options).map(([k, v]): [string, Json] => [k === value ? next : k, v]);
        options.options = Object.fromEntries(entries);
        // The translation moves to the new value with what it was made from (the old label, if nothing older is recorded).
        const reviewed = objAt(i18n, REVIEWED);
        reviewed[now] = typeof reviewed[was] === 'string' ? reviewed[was] : sourceHash(before);
        delete reviewed[was];
      }
    }
    const example = docs['example.json'][name];
    if (example !== undefined) docs['example.json'][name] = Array.isArray(example) ? example.map(swap) : swap(example);
    for (const entry of Array.isArray(docs['schema.json'].allOf) ? docs['schema.json'].allOf.filter(isObj) : []) {
      const props = isObj(entry.if) && isObj(entry.if.properties) ? entry.if.properties : undefined;
      const test = props?.[name];
      if (!isObj(test)) continue;
      const inner = isObj(test.contains) ? test.contains : test;
      if ('const' in inner) inner.const = swap(inner.const);
      if (Array.isArray(inner.enum)) inner.enum = inner.enum.map(swap);
    }
    // A merge written earlier in this version into the option follows its new value.
    for (const entry of Object.values(isObj(docs['form.json'].renames) ? docs['form.json'].renames : {})) {
      const map = isObj(entry) && isObj(entry.options) ? entry.options[name] : undefined;
      if (isObj(map)) for (const [old, target] of Object.entries(map)) if (target === value) map[old] = next;
    }
  });
}

export function removeOption(folder: EditorFolder, name: string, value: string): EditorFolder {
  const view = questionsOf(folder).find((q) => q.name === name);
  if (!view || view.options.length < 2) return folder;
  let next = folder;
  // A condition on the option goes with it (its question then shows for the other options it named, or always).
  for (const q of questionsOf(folder)) {
    if (q.condition?.controller === name && q.condition.values.includes(value)) {
      const left = q.condition.values.filter((v) => v !== value);
      next = setCondition(next, q.name, left.length ? { controller: name, values: left } : undefined);
    }
  }
  return change(next, (docs) => {
    const found = place(docs['schema.json'], name)!;
    const host = found.question.type === 'array' ? (found.question.items as Obj) : found.question;
    host.oneOf = (host.oneOf as Json[]).filter((o) => !(isObj(o) && o.const === value));
    for (const locale of TRANSLATIONS) removePath(docs[i18nFile(locale)], ['fields', name, 'options', value]);
    const first = (host.oneOf[0] as Obj).const;
    const example = docs['example.json'][name];
    if (example === value) docs['example.json'][name] = first;
    if (Array.isArray(example) && example.includes(value)) {
      const left = example.filter((v) => v !== value);
      docs['example.json'][name] = left.length ? left : [first];
    }
  });
}

/** Adds (or removes) the "Outro" option and the question that asks which, shown only when "Outro" is chosen. */
export function setOther(folder: EditorFolder, name: string, on: boolean): EditorFolder {
  const extra = otherName(name);
  const view = questionsOf(folder).find((q) => q.name === name);
  if (!view || view.other === on) return folder;
  if (!on) {
    const without = removeQuestion(folder, extra);
    return view.options.some((o) => o.value === OTHER) ? removeOption(without, name, OTHER) : without;
  }
  let next = addOption(folder, name, OTHER);
  next = change(next, (docs) => {
    objAt(docs['schema.json'], 'properties')[extra] = { type: 'string', title: 'Qual?' };
    placeInSections(docs['ui.json'], extra, name);
  });
  return setCondition(next, extra, { controller: name, values: [OTHER] });
}

// ---------------------------------------------------------------- conditions

function test(multiple: boolean, values: string[]): Obj {
  const inner: Obj = values.length === 1 ? { const: values[0] } : { enum: values };
  return multiple ? { contains: inner } : inner;
}

/**
 * Shows a question only when another (a choice) has one of some options, in the format of LEIA-ME
 * section 5 and its recipe: an "allOf" entry whose "then" holds the question (and its "required").
 * Questions with the same condition share one entry. `undefined` makes the question always show.
 */
export function setCondition(folder: EditorFolder, name: string, condition: Condition | undefined): EditorFolder {
  return change(folder, (docs) => {
    const schema = docs['schema.json'];
    const found = place(schema, name);
    if (!found) return;
    const { question, required } = detach(schema, found, name);
    const values = condition?.values.filter(Boolean) ?? [];
    const controller = condition && place(schema, condition.controller);
    if (!condition || !values.length || !controller) {
      objAt(schema, 'properties')[name] = question;
      if (required) setKey(schema, 'required', [...(Array.isArray(schema.required) ? schema.required : []), name], ['$schema', 'title', 'type', 'required', 'properties', 'allOf']);
      return;
    }
    const wanted = { [condition.controller]: test(controller.question.type === 'array', values) };
    const allOf = listAt(schema, 'allOf');
    let entry = allOf.filter(isObj).find((e) => isObj(e.if) && JSON.stringify(e.if.properties) === JSON.stringify(wanted) && isObj(e.then));
    if (!entry) {
      entry = { if: { properties: wanted, required: [condition.controller] }, then: { properties: {} } };
      allOf.push(entry);
    }
    const then = entry.then as Obj;
    objAt(then, 'properties')[name] = question;
    if (required) setKey(then, 'required', [...(Array.isArray(then.required) ? then.required : []), name], ['properties', 'required']);
    // The example shows the question only when its answers make it show.
    const answer = docs['example.json'][condition.controller];
    const shown = Array.isArray(answer) ? answer.some((a) => values.includes(String(a))) : values.includes(String(answer));
    if (!shown) delete docs['example.json'][name];
    else if (!(name in docs['example.json']) && Object.keys(docs['example.json']).length) docs['example.json'][name] = 'Exemplo de resposta';
  });
}

// ---------------------------------------------------------------- texts

/** A text of the form that has a Portuguese original and a translation in each i18n file. */
export type TextRef =
  | { kind: 'form'; key: string }
  | { kind: 'section'; index: number }
  | { kind: 'field'; name: string; part: 'title' | 'placeholder' | 'help' | 'error'; rule?: string }
  | { kind: 'option'; name: string; value: string };

const UI_PARTS = { placeholder: 'ui:placeholder', help: 'ui:help' } as const;

export function readText(folder: EditorFolder, ref: TextRef, locale: Locale): string {
  // One rule's message (`errorMessage` in its keyed form): form-editor-messages.ts reads it.
  if (ref.kind === 'field' && ref.rule) return readMessage(folderMessages(folder), ref.name, locale, ref.rule);
  const pick = (v: Json | undefined) => (typeof v === 'string' ? v : isObj(v) && typeof v.title === 'string' ? v.title : '');
  if (locale !== 'pt') {
    const i18n = valueOf(folder, i18nFile(locale));
    const at = (...path: string[]) => path.reduce<Json | undefined>((v, k) => (isObj(v) ? v[k] : undefined), i18n);
    if (ref.kind === 'form') return pick(at('texts', ref.key));
    if (ref.kind === 'section') return pick(at('sections', sectionsOf(folder)[ref.index]?.id ?? ''));
    if (ref.kind === 'field') return pick(at('fields', ref.name, ref.part));
    return pick(at('fields', ref.name, 'options', ref.value));
  }
  if (ref.kind === 'form') return pick((valueOf(folder, 'form.json').texts as Obj | undefined)?.[ref.key]);
  if (ref.kind === 'section') return sectionsOf(folder)[ref.index]?.title ?? '';
  const found = place(valueOf(folder, 'schema.json'), ref.name);
  if (ref.kind === 'option') return pick(found && optionsOf(found.question).find((o) => o.const === ref.value)?.title);
  if (ref.part === 'title') return pick(found?.question.title);
  if (ref.part === 'error') return pick(found?.question.errorMessage);
  const ui = valueOf(folder, 'ui.json')[ref.name];
  return pick(isObj(ui) ? ui[UI_PARTS[ref.part]] : undefined);
}

/** Where a text's translation is in i18n/es.json and i18n/en.json, e.g. ['fields', 'nome', 'title']. */
function translationPath(folder: EditorFolder, ref: TextRef): string[] {
  if (ref.kind === 'form') return ['texts', ref.key];
  if (ref.kind === 'section') return ['sections', sectionsOf(folder)[ref.index]?.id ?? ''];
  // A number's range is its "minimum" sentence (written under both ends): its record keeps that path.
  if (ref.kind === 'field') return ['fields', ref.name, ref.part, ...(ref.rule ? [ref.rule === RANGE ? 'minimum' : ref.rule] : [])];
  return ['fields', ref.name, 'options', ref.value];
}

/**
 * A translation to review: its Portuguese changed since it was written or confirmed (the fingerprint
 * recorded next to it is another text's). No record, or no translation, is nothing to review.
 */
export function isStale(folder: EditorFolder, ref: TextRef, locale: 'es' | 'en'): boolean {
  const reviewed = valueOf(folder, i18nFile(locale))[REVIEWED];
  const source = isObj(reviewed) ? reviewed[reviewedKey(translationPath(folder, ref))] : undefined;
  return typeof source === 'string' && !!readText(folder, ref, locale) && source !== sourceHash(readText(folder, ref, 'pt'));
}

/** "Confirmar tradução": the translation stays as it is, and counts as made from today's Portuguese. */
export function confirmTranslation(folder: EditorFolder, ref: TextRef, locale: 'es' | 'en'): EditorFolder {
  if (!readText(folder, ref, locale)) return folder;
  return change(folder, (docs) => {
    objAt(docs[i18nFile(locale)], REVIEWED)[reviewedKey(translationPath(folder, ref))] = sourceHash(readText(folder, ref, 'pt'));
  });
}

/** Renames keys of a translation file's record in place (a question renamed, an option's value changed). */
function moveReviewed(i18n: Obj, rename: (key: string) => string): void {
  const reviewed = i18n[REVIEWED];
  if (!isObj(reviewed)) return;
  const entries = Object.entries(reviewed).map(([k, v]): [string, Json] => [rename(k), v]);
  for (const k of Object.keys(reviewed)) delete reviewed[k];
  for (const [k, v] of entries) reviewed[k] = v;
}

/**
 * After any change: a Portuguese text that changed under a translation with no record yet records the
 * text the translation was made from (the one before the change), so the row shows "a revisar"; and
 * the record forgets translations that are gone. Whatever changed the text (the table, the question's
 * panel, the form's settings) the translation follows.
 */
function followSources(before: EditorFolder, values: Record<FolderFileName, Obj>): void {
  const after: EditorFolder = { id: before.id, docs: Object.fromEntries(FOLDER_FILE_NAMES.map((name) => [name, { value: values[name], text: '' }])) };
  const beforeRows = textRefs(before);
  const was = new Map(beforeRows.map(({ ref }) => [reviewedKey(translationPath(before, ref)), readText(before, ref, 'pt')]));
  const rows = textRefs(after);
  for (const locale of TRANSLATIONS) {
    const i18n = values[i18nFile(locale)];
    const wasTranslated = new Map(beforeRows.map(({ ref }) => [reviewedKey(translationPath(before, ref)), readText(before, ref, locale)]));
    const kept = new Set<string>();
    for (const { ref } of rows) {
      const translation = readText(after, ref, locale);
      if (!translation) continue;
      const key = reviewedKey(translationPath(after, ref));
      kept.add(key);
      const reviewed = i18n[REVIEWED];
      const source = was.get(key);
      const pt = readText(after, ref, 'pt');
      // Rewritten in the same change as its Portuguese (a message the editor wrote, following its rule
      // in every language): made from today's Portuguese, so a record of it says so.
      if (source !== undefined && source !== pt && wasTranslated.get(key) !== translation) {
        if (isObj(reviewed) && key in reviewed) reviewed[key] = sourceHash(pt);
        continue;
      }
      if (isObj(reviewed) && key in reviewed) continue;
      if (source && source !== pt) objAt(i18n, REVIEWED)[key] = sourceHash(source);
    }
    const reviewed = i18n[REVIEWED];
    if (!isObj(reviewed)) continue;
    for (const key of Object.keys(reviewed)) if (!kept.has(key)) delete reviewed[key];
    if (!Object.keys(reviewed).length) delete i18n[REVIEWED];
  }
}

/** Sets a text in one language; an empty text removes the key (a missing translation then shows the Portuguese). */
export function setText(folder: EditorFolder, ref: TextRef, locale: Locale, text: string): EditorFolder {
  return change(folder, (docs) => {
    if (ref.kind === 'field' && ref.rule) {
      if (locale !== 'pt' && text && folder.docs[i18nFile(locale)]) objAt(docs[i18nFile(locale)], REVIEWED)[reviewedKey(translationPath(folder, ref))] = sourceHash(readText(folder, ref, 'pt'));
      writeMessage(messageFiles(folder.docs, (name) => docs[name]), ref.name, locale, ref.rule, text);
      return;
    }
    if (locale !== 'pt') {
      const i18n = docs[i18nFile(locale)];
      const path = translationPath(folder, ref);
      // Written now, the translation is made from today's Portuguese: no longer "a revisar".
      if (text) objAt(i18n, REVIEWED)[reviewedKey(path)] = sourceHash(readText(folder, ref, 'pt'));
      const parent = path.slice(0, -1).reduce((o, k) => objAt(o, k), i18n);
      const key = path.at(-1)!;
      // A section written with its description keeps it: only its title changes.
      if (ref.kind === 'section' && isObj(parent[key])) {
        if (text) (parent[key] as Obj).title = text;
        else delete (parent[key] as Obj).title;
      } else if (text) parent[key] = text;
      else removePath(i18n, path);
      return;
    }
    if (ref.kind === 'form') {
      if (text) objAt(docs['form.json'], 'texts')[ref.key] = text;
      else removePath(docs['form.json'], ['texts', ref.key]);
      return;
    }
    if (ref.kind === 'section') {
      const section = (docs['ui.json']['ui:sections'] as Json[] | undefined)?.[ref.index];
      if (isObj(section)) section.title = text;
      return;
    }
    const found = place(docs['schema.json'], ref.name);
    if (!found) return;
    if (ref.kind === 'option') {
      const option = optionsOf(found.question).find((o) => o.const === ref.value);
      if (option) option.title = text || ref.value;
    } else if (ref.part === 'title' || ref.part === 'error') {
      const key = ref.part === 'title' ? 'title' : 'errorMessage';
      if (text) setKey(found.question, key, text);
      else delete found.question[key];
    } else {
      const ui = objAt(docs['ui.json'], ref.name);
      if (text) ui[UI_PARTS[ref.part]] = text;
      else removePath(docs['ui.json'], [ref.name, UI_PARTS[ref.part]]);
    }
  });
}

/**
 * A row of the translation table: its text, a key that stays while the texts change, and what the
 * row is about in the words a person reads on the form (the question's and the option's Portuguese
 * labels, not their stored names): the page words it in the staff member's language.
 */
export interface TextRow {
  ref: TextRef;
  key: string;
  /** The question's Portuguese title (its name while it has none). */
  question?: string;
  /** The option's Portuguese label. */
  option?: string;
  /** The section's Portuguese title (its id while it has none). */
  section?: string;
  /** For a message: the question is required (its "_" message is the one it shows when left empty). */
  required?: boolean;
}

/** Every text of the form the translation table lists, in the order a visitor reads them. */
export function textRefs(folder: EditorFolder): TextRow[] {
  const texts = valueOf(folder, 'form.json').texts;
  const rows: TextRow[] = Object.keys(isObj(texts) ? texts : {}).map((key) => ({ ref: { kind: 'form', key }, key: `form:${key}` }));
  sectionsOf(folder).forEach((section, index) => rows.push({ ref: { kind: 'section', index }, key: `section:${index}`, section: section.title || section.id }));
  for (const q of questionsOf(folder)) rows.push(...questionTextRefs(folder, q));
  return rows;
}

/**
 * The texts of one question: its title, and its placeholder, help, messages and options where it has
 * them; a message written per rule is a row per rule (a number's range one row while both ends say the same).
 */
export function questionTextRefs(folder: EditorFolder, q: QuestionView): TextRow[] {
  const rows: TextRow[] = [];
  const question = q.title || q.name;
  const files = folderMessages(folder);
  for (const part of ['title', 'placeholder', 'help', 'error'] as const) {
    if (part === 'error' && messageShape(files, q.name) === 'keyed') {
      for (const { key } of messageRules(files, q.name)) {
        const ref: TextRef = { kind: 'field', name: q.name, part, rule: key };
        if (readText(folder, ref, 'pt')) rows.push({ ref, key: `${q.name}:error:${key}`, question, required: q.required });
      }
      continue;
    }
    const ref: TextRef = { kind: 'field', name: q.name, part };
    if (part === 'title' || readText(folder, ref, 'pt')) rows.push({ ref, key: `${q.name}:${part}`, question });
  }
  for (const option of q.options) rows.push({ ref: { kind: 'option', name: q.name, value: option.value }, key: `${q.name}:option:${option.value}`, question, option: option.label });
  return rows;
}
