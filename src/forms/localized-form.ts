import type { RJSFSchema, UiSchema as RjsfUiSchema } from '@rjsf/utils';
import { type FormTexts, type Locale, sectionFields } from './core/definition';
import type { EngineMessages } from './core/engine-messages';
import { localizeTexts, localizeUi } from './core/localize';
import type { PrecompiledForm } from './core/precompiled';
import type { FormDefinition } from './core/registry';
import { validationSchema, validationSchemaId } from './core/validation-schema';
import { loadPrecompiled, precompiledIfLoaded } from './precompiled-forms';
import { forEachProperty } from './core/schema-fields';
import { type FormValidator, passingWhenBroken, precompiledFormValidator } from './validator';

export interface LocalizedForm {
  schema: RJSFSchema;
  ui: RjsfUiSchema;
  texts: FormTexts;
  validator: FormValidator;
}

const cache = new Map<string, LocalizedForm>();

/** The form's file, and each question whose `pattern` is no regular expression (what forms:check reports with its line). */
function brokenPlace(def: FormDefinition): string {
  const questions: string[] = [];
  forEachProperty(def.schema, (field, name) => {
    if (typeof field.pattern !== 'string') return;
    try {
      new RegExp(field.pattern, 'u');
    } catch {
      questions.push(`"${field.title ?? name}" (${name})`);
    }
  });
  return `schemas/${def.id}/schema.json${questions.length ? `, pattern of ${questions.join(', ')},` : ''}`;
}

function viewOf(def: FormDefinition, locale: Locale, schema: RJSFSchema, checker: FormValidator): LocalizedForm {
  const validator = passingWhenBroken(checker, () => brokenPlace(def));
  const tr = locale === 'pt' ? undefined : def.translations[locale];
  const ui = localizeUi(def.ui, tr);
  const order = [...(ui['ui:sections'] ?? []).flatMap(sectionFields), '*'];
  return {
    schema,
    ui: { ...ui, 'ui:order': order, 'ui:submitButtonOptions': { norender: true } } as RjsfUiSchema,
    texts: localizeTexts(def.form.texts, tr),
    validator,
  };
}

/** The precompiled module fits this definition only if it was generated from these very questions. */
const fits = (def: FormDefinition, locale: Locale, form: PrecompiledForm | undefined): form is PrecompiledForm =>
  form?.schema.$id === validationSchemaId(def, locale);

function fromPrecompiled(def: FormDefinition, locale: Locale, form: PrecompiledForm, messages: EngineMessages): LocalizedForm {
  const view = viewOf(def, locale, form.schema as RJSFSchema, precompiledFormValidator(form, messages));
  cache.set(validationSchemaId(def, locale), view);
  return view;
}

/**
 * The form as the visitor reads it, if it can be drawn now: their language, capped sizes, and the
 * validator forms:generate precompiled for it (the schema comes from the same module, so the two
 * cannot disagree). Undefined until loadLocalizedForm has fetched that module.
 */
export function readyLocalizedForm(def: FormDefinition, locale: Locale, messages: EngineMessages): LocalizedForm | undefined {
  const cached = cache.get(validationSchemaId(def, locale));
  if (cached) return cached;
  const form = precompiledIfLoaded(def.id, locale);
  return fits(def, locale, form) ? fromPrecompiled(def, locale, form, messages) : undefined;
}

/**
 * Fetches what the form needs in a language. A definition no build precompiled (the staff preview of
 * a pasted folder, a folder edited without forms:generate) gets a validator compiled here, from a
 * chunk only that case loads.
 */
export async function loadLocalizedForm(def: FormDefinition, locale: Locale, messages: EngineMessages): Promise<LocalizedForm> {
  const ready = readyLocalizedForm(def, locale, messages);
  if (ready) return ready;
  const form = await loadPrecompiled(def.id, locale);
  if (fits(def, locale, form)) return fromPrecompiled(def, locale, form, messages);
  const schema = validationSchema(def, locale, messages);
  const { runtimeFormValidator } = await import('./runtime-validator');
  const view = viewOf(def, locale, schema as RJSFSchema, runtimeFormValidator(schema, messages));
  cache.set(validationSchemaId(def, locale), view);
  return view;
}
