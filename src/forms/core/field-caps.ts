import type { FieldSchema, FormMeta, UiSchema } from './definition';
import { collectProperties } from './schema-fields';

/**
 * Realistic size caps per kind of answer, in UTF-16 code units (what the browser's input, Ajv with
 * `unicode: false` and the Firestore rules' `size()` all count). An author's own `maxLength` wins.
 */
export const TEXT_CAPS = {
  /** RFC 5321: a forward path holds at most 254 characters. */
  email: 254,
  /** `YYYY-MM-DD`. */
  date: 10,
  name: 120,
  company: 150,
  phone: 40,
  /** A one-line answer (a city, a profile, a site address). */
  line: 500,
  /** A story told in a text area. */
  long: 5000,
} as const;

/** Items of a free multiple answer, when the author sets no maxItems. */
export const DEFAULT_MAX_ITEMS = 50;

/**
 * Whole-submission cap, in UTF-16 code units of every text answer together: bounds the stored
 * document and the e-mail however many text areas a form has (a document may hold 1 MiB).
 */
export const MAX_SUBMISSION_CHARS = 60_000;

export interface CapSource {
  schema: FieldSchema;
  ui: UiSchema;
  form: Pick<FormMeta, 'lead'>;
}

/** The cap of each free-text answer (no options): by its format, its lead role, or its widget. */
export function fieldCaps({ schema, ui, form }: CapSource): Record<string, number> {
  const roles = new Map<string, number>();
  const { lead } = form;
  if (lead.name) roles.set(lead.name, TEXT_CAPS.name);
  if (lead.company) roles.set(lead.company, TEXT_CAPS.company);
  if (lead.phone) roles.set(lead.phone, TEXT_CAPS.phone);
  const caps: Record<string, number> = {};
  for (const [name, field] of Object.entries(collectProperties(schema))) {
    const text = field.type === 'array' ? field.items : field;
    if (text?.type !== 'string' || text.enum || text.oneOf || text.anyOf || text.const !== undefined) continue;
    const widget = (ui[name] as Record<string, unknown> | undefined)?.['ui:widget'];
    caps[name] =
      text.format === 'email'
        ? TEXT_CAPS.email
        : text.format === 'date'
          ? TEXT_CAPS.date
          : (roles.get(name) ?? (widget === 'textarea' ? TEXT_CAPS.long : TEXT_CAPS.line));
  }
  return caps;
}

/** UTF-16 code units of every text in the answers (lists included): what MAX_SUBMISSION_CHARS bounds. */
export function submissionChars(answers: Record<string, unknown>): number {
  let total = 0;
  for (const value of Object.values(answers)) {
    for (const item of Array.isArray(value) ? value : [value]) if (typeof item === 'string') total += item.length;
  }
  return total;
}
