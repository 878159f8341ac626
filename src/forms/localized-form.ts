import type { RJSFSchema, UiSchema as RjsfUiSchema } from '@rjsf/utils';
import { type FormTexts, type Locale, sectionFields } from './core/definition';
import type { EngineMessages } from './core/engine-messages';
import { fieldCaps } from './core/field-caps';
import { localizeSchema, localizeTexts, localizeUi } from './core/localize';
import { normalizeSchema } from './core/normalize';
import type { FormDefinition } from './core/registry';
import { createFormValidator } from './validator';

export interface LocalizedForm {
  schema: RJSFSchema;
  ui: RjsfUiSchema;
  texts: FormTexts;
  validator: ReturnType<typeof createFormValidator>;
}

const cache = new Map<string, LocalizedForm>();

/** The form as the visitor reads it: their language, capped sizes, one compiled validator. */
export function localizedForm(def: FormDefinition, locale: Locale, messages: EngineMessages): LocalizedForm {
  const key = `${def.id}@${def.version}@${locale}`;
  let view = cache.get(key);
  if (!view) {
    const tr = locale === 'pt' ? undefined : def.translations[locale];
    const schema = { ...normalizeSchema(localizeSchema(def.schema, tr), messages, fieldCaps(def)), $id: key };
    const ui = localizeUi(def.ui, tr);
    const order = [...(ui['ui:sections'] ?? []).flatMap(sectionFields), '*'];
    view = {
      schema: schema as RJSFSchema,
      ui: { ...ui, 'ui:order': order, 'ui:submitButtonOptions': { norender: true } } as RjsfUiSchema,
      texts: localizeTexts(def.form.texts, tr),
      validator: createFormValidator(schema, messages.required),
    };
    cache.set(key, view);
  }
  return view;
}
