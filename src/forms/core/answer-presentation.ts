/*
 * One presentation of a lead, for every medium that shows one: the studio's e-mail (summary.ts), the
 * lead page (features/admin/shared/lead-view.ts) and the CSV (features/admin/csv-export/lead-csv.ts). Labels, option
 * labels, yes/no, dates, sections and the kind of each value are decided here once, so the three can
 * never disagree; each medium only draws rows (and links, from the kind). React- and Firebase-free:
 * the Cloud Function renders the e-mail with it.
 */
import { INTL_LOCALES, STUDIO_TIME_ZONE } from './locale-formats';
import { mailtoLink, whatsappLink } from './value-links';
import { DEFAULT_LOCALE, type FieldSchema, type Locale, type Section, sectionFields } from './definition';
import { localizeSchema, localizeTexts, localizeUi } from './localize';
import type { Answers } from './record';
import type { FormDefinition } from './registry';
import { collectProperties, optionsOf } from './schema-fields';
import { recordedLabel } from './versions';

/**
 * What an answer is, so each medium can make it a link (mailto:, wa.me, a web address) or keep its
 * line breaks. Chosen answers and yes/no are `text`: their display values are labels.
 */
export type ValueKind = 'text' | 'long-text' | 'date' | 'email' | 'phone' | 'url';

/** One answered question: its label and its answer as display texts (one per chosen item). */
export interface PresentedRow {
  /** The answer's name in the form definition. */
  name: string;
  label: string;
  values: string[];
  kind: ValueKind;
}

/** A headed block of answered questions; `id` is the section's (`section.group` for a group). */
export interface PresentedSection {
  id: string;
  title: string;
  rows: PresentedRow[];
}

/** A lead as every medium shows it. */
export interface PresentedLead {
  /** The form's title in the chosen language. */
  title: string;
  /** When it arrived, formatted (empty when unknown). */
  receivedAt: string;
  /** Sections in the order the visitor saw them, only those with an answer; unplaced answers last. */
  sections: PresentedSection[];
}

/** One question as a column or a row: the order of the form's sections, every question once. */
export interface PresentedQuestion {
  name: string;
  label: string;
  kind: ValueKind;
  /** Id of the section (or `section.group`) it belongs to; OTHER_SECTION when no section places it. */
  section: string;
}

/** The id of the block that gathers the questions no section places. */
export const OTHER_SECTION = '_other';

/** Brazil's time zone: the studio's, whatever the staff member's computer says. */
export const TIME_ZONE = STUDIO_TIME_ZONE;


/** The id of the block, always last, of the answers today's form no longer knows (record.ts `retired`). */
export const OLDER_SECTION = '_older';

/** The few words of the presentation itself, in each language (the e-mail is always Portuguese). */
const WORDS: Record<Locale, { yes: string; no: string; other: string; older: string }> = {
  pt: { yes: 'Sim', no: 'Não', other: 'Outras respostas', older: 'Respostas de uma versão anterior' },
  es: { yes: 'Sí', no: 'No', other: 'Otras respuestas', older: 'Respuestas de una versión anterior' },
  en: { yes: 'Yes', no: 'No', other: 'Other answers', older: 'Answers from an earlier version' },
};

const DAY: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const dateTimeFormats = new Map<Locale, Intl.DateTimeFormat>();
const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A moment (when a lead arrived) in Brazil's time: `16/05/2026, 12:04`. Empty for no date. */
export function formatDateTime(date: Date | undefined, locale: Locale = DEFAULT_LOCALE): string {
  if (!date || Number.isNaN(date.getTime())) return '';
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...DAY, hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });
    dateTimeFormats.set(locale, format);
  }
  return format.format(date);
}

/**
 * A date answer (`2026-05-16`, a calendar day, not a moment) as `16/05/2026`. It is formatted in UTC,
 * where it was parsed, so no time zone can move it to the day before; text that is not such a day
 * is returned as it is.
 */
export function formatDateAnswer(value: string, locale: Locale = DEFAULT_LOCALE): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(day.getTime()) || day.getUTCDate() !== Number(match[3])) return value;
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...DAY, timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format.format(day);
}

/** A form in one language: its title, questions (option labels included) and sections. */
export interface LocalizedForm {
  locale: Locale;
  title: string;
  fields: Record<string, FieldSchema>;
  sections: Section[];
}

// Per definition object (the registry builds each once; the form preview builds its own from edited files).
const localized = new WeakMap<FormDefinition, Map<Locale, LocalizedForm>>();

/** The form as read in `locale` (missing translations keep the Portuguese text); computed once per definition. */
export function localizedForm(def: FormDefinition, locale: Locale = DEFAULT_LOCALE): LocalizedForm {
  let byLocale = localized.get(def);
  if (!byLocale) localized.set(def, (byLocale = new Map()));
  let form = byLocale.get(locale);
  if (!form) {
    const tr = locale === DEFAULT_LOCALE ? undefined : def.translations[locale];
    form = {
      locale,
      title: localizeTexts(def.form.texts, tr).title,
      fields: tr ? collectProperties(localizeSchema(def.schema, tr)) : def.fields,
      sections: localizeUi(def.ui, tr)['ui:sections'] ?? [],
    };
    byLocale.set(locale, form);
  }
  return form;
}

/**
 * THE place that decides what an answer is. A date is a question declared `format: "date"` (never a
 * text that happens to look like one); an e-mail, a phone or a web address is declared by its format,
 * its input type or autocomplete (ui.json), or by the form's `lead` naming it; a textarea is long text.
 */
export function valueKind(def: FormDefinition, name: string): ValueKind {
  const field = def.fields[name];
  const ui = (def.ui[name] ?? {}) as { 'ui:widget'?: unknown; 'ui:options'?: { inputType?: unknown; autocomplete?: unknown } };
  const options = ui['ui:options'] ?? {};
  if (!field || optionsOf(field) || field.type === 'boolean' || field.type === 'array') return 'text';
  if (field.format === 'date') return 'date';
  if (field.format === 'email' || options.inputType === 'email' || def.form.lead.email === name) return 'email';
  if (options.inputType === 'tel' || options.autocomplete === 'tel' || def.form.lead.phone === name) return 'phone';
  if (field.format === 'uri' || field.format === 'url' || options.inputType === 'url' || options.autocomplete === 'url') return 'url';
  if (ui['ui:widget'] === 'textarea') return 'long-text';
  return 'text';
}

/**
 * Human text of one answer in `locale`: option labels instead of stored codes (a value today's options
 * lack gets the label its own version gave it, when the definition carries its history; a typed
 * 'Outro' is kept as typed), one entry per chosen item, yes/no in words, dates as the locale writes them.
 */
export function displayValues(def: FormDefinition, name: string, value: unknown, locale: Locale = DEFAULT_LOCALE): string[] {
  const field = localizedForm(def, locale).fields[name] ?? def.fields[name] ?? {};
  const labels = new Map(optionsOf(field)?.map((o) => [o.value, o.label]));
  const isDate = valueKind(def, name) === 'date';
  const one = (v: unknown): string => {
    if (typeof v === 'boolean') return v ? WORDS[locale].yes : WORDS[locale].no;
    if (v && typeof v === 'object') return JSON.stringify(v);
    const text = String(v);
    return labels.get(text) ?? recordedLabel(def, def.storedNames[name] ?? name, locale, text) ?? (isDate ? formatDateAnswer(text, locale) : text);
  };
  return Array.isArray(value) ? value.map(one) : [one(value)];
}

/** No answer to show: nothing, an empty text, an empty list. */
export const isUnanswered = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** The headed blocks of a form: each section's own questions, then one block per group, then the unplaced. */
function blocksOf(def: FormDefinition, locale: Locale): { id: string; title: string; fields: string[] }[] {
  const form = localizedForm(def, locale);
  const placed = new Set(form.sections.flatMap(sectionFields));
  return [
    ...form.sections.flatMap((s) => [
      { id: s.id, title: s.title, fields: s.fields ?? [] },
      ...(s.groups ?? []).map((g) => ({ id: `${s.id}.${g.id}`, title: `${s.title} - ${g.title}`, fields: g.fields })),
    ]),
    { id: OTHER_SECTION, title: WORDS[locale].other, fields: Object.keys(def.fields).filter((f) => !placed.has(f)) },
  ].map((block) => ({ ...block, fields: block.fields.filter((f) => def.fields[f]) }));
}

const questions = new WeakMap<LocalizedForm, PresentedQuestion[]>();

/** Every question of the form once, in the order its sections show them (the CSV's columns). */
export function presentedQuestions(def: FormDefinition, locale: Locale = DEFAULT_LOCALE): PresentedQuestion[] {
  const form = localizedForm(def, locale);
  let list = questions.get(form);
  if (!list) {
    const seen = new Set<string>();
    list = blocksOf(def, locale).flatMap((block) =>
      block.fields
        .filter((f) => !seen.has(f) && seen.add(f))
        .map((f) => ({ name: f, label: form.fields[f]?.title ?? f, kind: valueKind(def, f), section: block.id })),
    );
    questions.set(form, list);
  }
  return list;
}

/**
 * Rows of the answers today's form no longer knows, by stored name: the label and option labels the
 * newest recorded version gave them (form history), else the stored key and the value as stored.
 */
function olderRows(def: FormDefinition, retired: Record<string, unknown>, locale: Locale): PresentedRow[] {
  const one = (key: string, v: unknown): string => {
    if (typeof v === 'boolean') return v ? WORDS[locale].yes : WORDS[locale].no;
    if (v && typeof v === 'object') return JSON.stringify(v);
    return recordedLabel(def, key, locale, String(v)) ?? String(v);
  };
  return Object.entries(retired)
    .filter(([, value]) => !isUnanswered(value))
    .map(([key, value]) => ({
      name: key,
      label: recordedLabel(def, key, locale) ?? key,
      values: (Array.isArray(value) ? value : [value]).map((v) => one(key, v)),
      kind: 'text',
    }));
}

/**
 * A lead's decoded answers (record.fromStoredRecord) as sections of rows in `locale`. Unanswered
 * questions, including the branches the visitor never opened, are left out, and so are empty sections.
 * Every stored answer today's form does not know (`retired`, by stored name: a question removed or
 * renamed, with or without a new version, or a key no version had) is in a last block of its own,
 * OLDER_SECTION, under the label its version gave it, or its stored key when no version recorded one.
 */
export function presentLead(
  def: FormDefinition,
  answers: Answers,
  { locale = DEFAULT_LOCALE, receivedAt, retired = {} }: { locale?: Locale; receivedAt?: Date; retired?: Record<string, unknown> } = {},
): PresentedLead {
  const form = localizedForm(def, locale);
  const sections = [
    ...blocksOf(def, locale).map((block) => ({
      id: block.id,
      title: block.title,
      rows: block.fields
        .filter((f) => !isUnanswered(answers[f]))
        .map((f): PresentedRow => ({ name: f, label: form.fields[f]?.title ?? f, values: displayValues(def, f, answers[f], locale), kind: valueKind(def, f) })),
    })),
    { id: OLDER_SECTION, title: WORDS[locale].older, rows: olderRows(def, retired, locale) },
  ].filter((s) => s.rows.length > 0);
  return { title: form.title, receivedAt: formatDateTime(receivedAt, locale), sections };
}

/** A phone number as typed: digits with the usual + ( ) - . / and spaces, nothing a formula or markup needs. */
export const looksLikePhone = (text: string): boolean => /^\s*\+?[\d\s().\-/]*\d[\d\s().\-/]*$/.test(text);

/**
 * A web address a visitor typed, as a link that can only open a page: http(s) kept, a bare
 * `www.site.com.br` or `site.com/page` given https; anything else (an @handle, `javascript:`) none.
 */
export function webLink(text: string): string | undefined {
  const value = text.trim();
  if (/\s/.test(value)) return undefined;
  if (/^https?:\/\/[^/?#\s]+\.[^/?#\s]+/i.test(value)) return value;
  if (/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?:[/?#]\S*)?$/i.test(value)) return `https://${value}`;
  return undefined;
}

/**
 * Where one display value of a row leads, if anywhere: an e-mail to mailto:, a phone to a WhatsApp
 * chat (only when the text is a phone number and long enough to be one), a web address to its page.
 */
export function valueLink(kind: ValueKind, value: string): string | undefined {
  if (kind === 'email') return mailtoLink(value);
  if (kind === 'phone') return looksLikePhone(value) ? whatsappLink(value) : undefined;
  if (kind === 'url') return webLink(value);
  return undefined;
}

/** Text made safe inside HTML (element content and quoted attributes): the one escaping of the e-mails. */
export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Header values must stay one plain line whatever a visitor typed: control characters (NUL, line
 * breaks, U+2028/2029) become spaces and bidi overrides, which could disguise a subject, are removed.
 */
export const oneLine = (s: string): string =>
  s
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
