import type { FieldSchema, Locale, Section } from '../../../forms/core/definition';
import {
  formatDateTime as formatMoment,
  localizedForm,
  type PresentedSection,
  presentLead,
  presentedQuestions,
} from '../../../forms/core/answer-presentation';
import { isDraftDocId } from '../../../domain/form-drafts';
import { type Answers, type DecodedRecord, fromStoredRecord } from '../../../forms/core/record';
import type { FormDefinition } from '../../../forms/core/registry';
import { formVersion } from '../../../forms/core/versions';

export type { PresentedRow as AnswerRow, PresentedSection as AnswerGroup, ValueKind } from '../../../forms/core/answer-presentation';
export { valueLink } from '../../../forms/core/answer-presentation';

/**
 * A form as staff read its leads: questions, options and sections in the staff member's language.
 * How each answer reads (labels, dates, yes/no, sections, kinds) is the core's lead-presentation,
 * the same module that writes the studio's e-mail and the CSV's cells.
 */
export interface LeadView {
  def: FormDefinition;
  locale: Locale;
  title: string;
  fields: Record<string, FieldSchema>;
  sections: Section[];
}

// One object per form version and language, so pages may use it as a hook dependency.
const views = new WeakMap<object, LeadView>();

export function leadView(def: FormDefinition, locale: Locale): LeadView {
  const form = localizedForm(def, locale);
  let view = views.get(form);
  if (!view) {
    view = { def, locale, title: form.title, fields: form.fields, sections: form.sections };
    views.set(form, view);
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

/** When a lead arrived, in Brazil's time (spec 000 section 9): pt-BR unless a language is given. */
export const formatDateTime = (date: Date | undefined, locale?: Locale): string => formatMoment(date, locale);

/** Every question in the order the visitor saw it (sections first, then any unplaced ones). */
export function orderedFields(view: LeadView): string[] {
  return presentedQuestions(view.def, view.locale).map((q) => q.name);
}

/**
 * A stored submission as headed groups of answered questions in the view's language, each row with
 * its label, display values and kind (so the page can make e-mails, phones and addresses links).
 * Unanswered questions (including the branches the visitor never opened) are left out; the block of
 * questions no section places has the id '_other'. Every stored answer today's form does not know
 * (a question removed or renamed, a key no version had) closes the list in the block '_older', under
 * its old label or its stored key: no stored answer is hidden. The yes/no words and those blocks'
 * headings are the core's, in the view's language, like the e-mail's and the CSV's.
 */
export function answerGroups(view: LeadView, doc: Record<string, unknown>, docId = ''): PresentedSection[] {
  const { answers, retired } = decoded(view, doc, docId);
  return presentLead(view.def, answers, { locale: view.locale, retired }).sections;
}

/** The form version a lead was sent under, when it is older than today's (else undefined). */
export function olderVersion(view: LeadView, doc: Record<string, unknown>, docId = ''): { sent: number; current: number } | undefined {
  const sent = decoded(view, doc, docId).version;
  const current = formVersion(view.def);
  return sent < current ? { sent, current } : undefined;
}

/** The answers of a stored submission by answer name (lists split back), for table cells and CSV. */
export function storedAnswers(view: LeadView, doc: Record<string, unknown>, docId = ''): Answers {
  return decoded(view, doc, docId).answers;
}

/**
 * A lead's stored document decoded: a submission by its form's codec; a partial lead's draft (issue 40,
 * `docId` tells it) keeps the answers as the form names them, under today's version (a draft is saved
 * from the page as it is).
 */
function decoded(view: LeadView, doc: Record<string, unknown>, docId: string): Pick<DecodedRecord, 'answers' | 'retired' | 'version'> {
  if (!isDraftDocId(docId)) return fromStoredRecord(view.def, doc);
  const answers = typeof doc.answers === 'object' && doc.answers !== null ? (doc.answers as Answers) : {};
  return { answers, retired: {}, version: formVersion(view.def) };
}
