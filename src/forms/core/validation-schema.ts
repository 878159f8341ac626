import type { FormSchema, Locale } from './definition';
import type { EngineMessages } from './engine-messages';
import { fieldCaps } from './field-caps';
import { localizeSchema } from './localize';
import { normalizeSchema } from './normalize';
import type { FormDefinition } from './registry';

/** The id a form's validation schema carries: a precompiled validator is found by it, and only fits it. */
export const validationSchemaId = (def: Pick<FormDefinition, 'id' | 'version'>, locale: Locale) =>
  `${def.id}@${def.version}@${locale}`;

/**
 * The schema a visitor's answers are validated against (and the form is drawn from): the form in one
 * language, with the engine's caps and messages (normalize.ts). forms:generate precompiles exactly this
 * per form and language; the browser and the function then only run the generated code.
 */
export function validationSchema(def: FormDefinition, locale: Locale, messages: EngineMessages): FormSchema {
  const tr = locale === 'pt' ? undefined : def.translations[locale];
  return { ...normalizeSchema(localizeSchema(def.schema, tr), messages, fieldCaps(def)), $id: validationSchemaId(def, locale) };
}
