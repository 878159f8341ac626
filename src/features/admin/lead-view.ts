import { type FieldSchema, type Locale, type Section, sectionFields } from '../../forms/core/definition';
import { localizeSchema, localizeTexts, localizeUi } from '../../forms/core/localize';
import { type Answers, fromStoredRecord } from '../../forms/core/record';
import type { FormDefinition } from '../../forms/core/registry';
import { collectProperties, optionsOf } from '../../forms/core/schema-fields';

/** A form as staff read its leads: questions, options and sections in the staff member's language. */
export interface LeadView {
  def: FormDefinition;
  title: string;
  fields: Record<string, FieldSchema>;
  sections: Section[];
}

const cache = new Map<string, LeadView>();

export function leadView(def: FormDefinition, locale: Locale): LeadView {
  const key = `${def.id}@${def.version}@${locale}`;
  let view = cache.get(key);
  if (!view) {
    const tr = locale === 'pt' ? undefined : def.translations[locale];
    view = {
      def,
      title: localizeTexts(def.form.texts, tr).title,
      fields: collectProperties(localizeSchema(def.schema, tr)),
      sections: localizeUi(def.ui, tr)['ui:sections'] ?? [],
    };
    cache.set(key, view);
  }
  return view;
}

/** The identifying answers (form.json `lead`) that make the table's columns, in a fixed order. */
export function leadColumns(view: LeadView): { role: 'name' | 'email' | 'phone' | 'company'; field: string; label: string }[] {
  const lead = view.def.form.lead;
  return (['name', 'email', 'phone', 'company'] as const)
    .filter((role) => lead[role] && view.fields[lead[role]!])
    .map((role) => ({ role, field: lead[role]!, label: view.fields[lead[role]!].title ?? lead[role]! }));
}

/** Dates as staff in Brazil read them, with the time (spec 000 section 9). */
const DATE_TIME = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });
export const formatDateTime = (date: Date | undefined): string => (date ? DATE_TIME.format(date) : '');

/** A date answer ('2026-05-16') as '16/05/2026'; anything else unchanged. */
const formatDateAnswer = (value: string): string => value.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1');

export interface YesNo {
  yes: string;
  no: string;
}

/** Human text of one answer: option labels instead of stored codes, one entry per chosen item. */
export function displayValues(field: FieldSchema, value: unknown, yesNo: YesNo): string[] {
  const labels = new Map(optionsOf(field)?.map((o) => [o.value, o.label]));
  const label = (v: unknown) => labels.get(String(v)) ?? formatDateAnswer(String(v));
  if (Array.isArray(value)) return value.map(label);
  if (typeof value === 'boolean') return [value ? yesNo.yes : yesNo.no];
  if (value && typeof value === 'object') return [JSON.stringify(value)];
  return [label(value)];
}

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

export interface AnswerRow {
  name: string;
  label: string;
  values: string[];
}

/** Every question in the order the visitor saw it (sections first, then any unplaced ones). */
export function orderedFields(view: LeadView): string[] {
  const placed = view.sections.flatMap(sectionFields).filter((f) => view.fields[f]);
  const rest = Object.keys(view.fields).filter((f) => !placed.includes(f));
  return [...new Set([...placed, ...rest])];
}

/**
 * A stored submission as headed groups of answered questions. Unanswered questions (including the
 * branches the visitor never opened) are left out; `other` heads the questions no section places.
 */
export function answerGroups(view: LeadView, doc: Record<string, unknown>, yesNo: YesNo, other: string) {
  const { answers } = fromStoredRecord(view.def, doc);
  const placed = new Set(view.sections.flatMap(sectionFields));
  const rows = (fields: string[]): AnswerRow[] =>
    fields
      .filter((f) => view.fields[f] && !isEmpty(answers[f]))
      .map((f) => ({ name: f, label: view.fields[f].title ?? f, values: displayValues(view.fields[f], answers[f], yesNo) }));
  return [
    ...view.sections.flatMap((s) => [
      { id: s.id, title: s.title, rows: rows(s.fields ?? []) },
      ...(s.groups ?? []).map((g) => ({ id: `${s.id}.${g.id}`, title: `${s.title} - ${g.title}`, rows: rows(g.fields) })),
    ]),
    { id: '_other', title: other, rows: rows(Object.keys(view.fields).filter((f) => !placed.has(f))) },
  ].filter((g) => g.rows.length > 0);
}

/** The answers of a stored submission by answer name (lists split back), for table cells and CSV. */
export function storedAnswers(view: LeadView, doc: Record<string, unknown>): Answers {
  return fromStoredRecord(view.def, doc).answers;
}
