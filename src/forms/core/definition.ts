/**
 * The shape of one form definition folder under `schemas/<form-id>/`.
 * React-free: imported by the browser, the Cloud Functions bundle and the scripts.
 */
import type { FormMeta as GeneratedFormMeta } from '../generated/form-meta';

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
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
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

type Settings = GeneratedFormMeta['success'];

/**
 * What happens once a submission is stored. The settings come from the generated `FormMeta`; only how
 * `then` narrows them is written here, because json-schema-to-typescript does not read the meta-schema's
 * if/then (a renamed setting still fails the typecheck through Pick).
 */
export type AfterSuccess =
  | { then: 'reset' }
  | ({ then: 'redirect' } & Required<Pick<Settings, 'to' | 'delayMs'>>)
  | ({ then: 'screen' } & Pick<Settings, 'links' | 'redirect' | 'again'>);

export type FormTexts = GeneratedFormMeta['texts'];

/** form.json, as generated from schemas/form.meta.schema.json by forms:generate, with `success` narrowed. */
export type FormMeta = Omit<GeneratedFormMeta, 'success'> & { success: AfterSuccess & Pick<Settings, 'toastMs'> };

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
      /** The question's message: one text, or per rule in errorMessage's keyed form (missing keys keep the Portuguese). */
      error?: string | Record<string, string>;
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
  /**
   * The recorded versions (src/forms/generated/versions/<id>.json), where old leads are read: the
   * function and the staff pages attach it; the public pages, which never read a lead, do not.
   */
  history?: FormHistory;
}

/*
 * The record of a form's published versions (src/forms/core/versions.ts builds and reads it): part of
 * a definition, so its types live here and nothing imports in a circle.
 */
/** A text in the form's languages (Portuguese always; a translation when the form had one). */
export type LocaleTexts = { pt: string } & Partial<Record<Locale, string>>;

/** One stored field of a version: its question's label and, for a choice, each option's. */
export interface FieldRecord {
  label: LocaleTexts;
  options?: Record<string, LocaleTexts>;
}

export interface VersionRecord {
  version: number;
  /** The `schema_version` of the leads sent under this version (one per published edit). */
  fingerprints: string[];
  /** By stored field name, sorted. */
  fields: Record<string, FieldRecord>;
}

/** Every recorded version of a form, oldest first. */
export type FormHistory = VersionRecord[];
