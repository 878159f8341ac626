/**
 * The shape of one form definition folder under `schemas/<form-id>/`.
 * React-free: imported by the browser, the Cloud Functions bundle and the scripts.
 */

export type Locale = 'pt' | 'es' | 'en';
export const LOCALES: readonly Locale[] = ['pt', 'es', 'en'];
export const DEFAULT_LOCALE: Locale = 'pt';

/** A JSON Schema node as written in `schema.json` (only the parts the engine reads are typed). */
export interface FieldSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  const?: unknown;
  default?: unknown;
  oneOf?: FieldSchema[];
  anyOf?: FieldSchema[];
  enum?: unknown[];
  items?: FieldSchema;
  errorMessage?: string | Record<string, unknown>;
  [keyword: string]: unknown;
}

export interface FormSchema extends FieldSchema {
  type: 'object';
  properties: Record<string, FieldSchema>;
  required?: string[];
  dependencies?: Record<string, unknown>;
  allOf?: FieldSchema[];
}

/** A headed block of questions, optionally split into sub-headed groups (e.g. one per channel). */
export interface Section {
  id: string;
  title: string;
  description?: string;
  /** Questions directly under the heading. A section with neither fields nor groups is a note. */
  fields?: string[];
  groups?: { id: string; title: string; description?: string; fields: string[] }[];
}

/** Every question a section shows, its groups' included, in order. */
export const sectionFields = (section: Section): string[] => [
  ...(section.fields ?? []),
  ...(section.groups ?? []).flatMap((g) => g.fields),
];

export interface UiSchema {
  'ui:sections'?: Section[];
  [key: string]: unknown;
}

/** What happens once a submission is stored. */
export type AfterSuccess =
  | { then: 'reset' }
  | { then: 'redirect'; to: string; delayMs: number }
  | {
      then: 'screen';
      links?: { to: string; label: string }[];
      redirect?: { to: string; delayMs: number };
      /** Label (or texts key) of a button that brings back an empty form. */
      again?: string;
    };

export interface FormTexts {
  title: string;
  subtitle?: string;
  backLabel?: string;
  submit?: string;
  successTitle: string;
  successDescription?: string;
  failureTitle: string;
  failureDescription?: string;
  screenTitle?: string;
  screenDescription?: string;
  [key: string]: string | undefined;
}

export interface FormMeta {
  /** The form's own page; absent for a form embedded in another page (e.g. the home page's contact form). */
  route?: string;
  backLink: string;
  collection: string;
  /** How answer names become stored field names: kept as written, or converted to snake_case. */
  storedNames: 'as-is' | 'snake_case';
  /** Lists stored as one comma-separated text (e.g. a record shape an admin table already reads). */
  joinedLists?: string[];
  /** Which answers identify the lead (schema property names). */
  lead: { name?: string; email?: string; phone?: string; company?: string };
  email: { subject: string };
  success: AfterSuccess & { toastMs: number };
  failure: { toastMs: number };
  texts: FormTexts;
}

/** Translations of one form into one non-default locale, keyed by path. */
export interface FormTranslation {
  texts?: Partial<FormTexts>;
  sections?: Record<string, string | { title?: string; description?: string }>;
  fields?: Record<
    string,
    {
      title?: string;
      description?: string;
      placeholder?: string;
      help?: string;
      error?: string;
      options?: Record<string, string>;
    }
  >;
}

/** The raw files of one folder, as any loader (Vite glob, esbuild plugin, fs) reads them. */
export interface RawFormFolder {
  id: string;
  form: FormMeta;
  schema: FormSchema;
  ui: UiSchema;
  translations: Partial<Record<Locale, FormTranslation>>;
  example?: Record<string, unknown>;
}
