import type { FieldSchema } from '../../src/forms/core/definition';
import type { FormDefinition } from '../../src/forms/core/registry';
import { optionsOf } from '../../src/forms/core/schema-fields';
import type { Lang } from './problem';

/*
 * How the checks name a question or an option in their sentences: by the Portuguese label the editor and
 * the visitor see, not by the key stored in the files (issue 28). The key stays only where a sentence
 * tells what to type or where to look and the finding's pointer does not already say it. Pure: the staff
 * preview runs the checks in the browser.
 */

/** A question's label ("title"), or its key when it has none. */
export const questionLabel = (def: FormDefinition, name: string): string => def.fields[name]?.title?.trim() || name;

/** An option's label ("title" beside its "const"), or its value when it has none or the question has no such option. */
export function optionLabel(field: FieldSchema | undefined, value: string): string {
  const options = field ? optionsOf(field) : undefined;
  return options?.find((o) => o.value === value)?.label.trim() || value;
}

/**
 * A key or option value to type, with the label it stands for when that reads differently, for the
 * sentences that say what to write: `"sim-muito" (a opção "Sim, tenho bastante material")`.
 */
export function keyWithLabel(key: string, label: string, kind: 'question' | 'option', lang: Lang): string {
  if (label === key) return `"${key}"`;
  const what = lang === 'pt' ? (kind === 'question' ? 'a pergunta' : 'a opção') : kind === 'question' ? 'the question' : 'the option';
  return `"${key}" (${what} "${label}")`;
}

/** An option value to type, with its label: see keyWithLabel. */
export const valueWithLabel = (field: FieldSchema | undefined, value: string, lang: Lang) => keyWithLabel(value, optionLabel(field, value), 'option', lang);
