import type { FormTranslation } from '../../src/forms/core/definition';
import type { FormDefinition } from '../../src/forms/core/registry';
import { optionsOf } from '../../src/forms/core/schema-fields';
import { asRecord, fieldPointers, optionPointer } from './check-questions';
import type { TranslatedLocale } from './check-translations';
import { pointerOf } from './json-source';
import type { Finding } from './problem';
import { questionLabel } from './question-label';

/** Labels a visitor could not tell apart: the same words, whatever the case or the spaces. */
const sameWords = (label: string) => label.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');

/** Each label after the first that reads like an earlier one, with that earlier option's value. */
function repeats(labels: [value: string, label: string][]): [value: string, label: string, first: string][] {
  const seen = new Map<string, string>();
  const out: [string, string, string][] = [];
  for (const [value, label] of labels) {
    const first = seen.get(sameWords(label));
    if (first === undefined) seen.set(sameWords(label), value);
    else out.push([value, label, first]);
  }
  return out;
}

/** `question` is the question's label; the two values are what tells the options apart in the file. */
const sentence = (question: string, label: string, first: string, value: string): Pick<Finding, 'pt' | 'en'> => ({
  pt: `A pergunta "${question}" tem duas opções com o rótulo "${label}" (valores "${first}" e "${value}"): o visitante não saberia qual escolher. Dê a cada opção um rótulo diferente.`,
  en: `Question "${question}" has two options labelled "${label}" (values "${first}" and "${value}"): a visitor could not tell which to choose. Give each option a label of its own.`,
});

/** Two options of one question with the same label, in schema.json (Portuguese) and in each translation. */
export function checkOptionLabels(
  def: FormDefinition,
  translations: Partial<Record<TranslatedLocale, FormTranslation>>,
): { schema: Finding[]; byLocale: Record<TranslatedLocale, Finding[]> } {
  const schema: Finding[] = [];
  const byLocale: Record<TranslatedLocale, Finding[]> = { es: [], en: [] };
  const places = fieldPointers(def.schema);
  for (const [name, field] of Object.entries(def.fields)) {
    const options = optionsOf(field);
    if (!options) continue;
    const question = questionLabel(def, name);
    for (const [value, label, first] of repeats(options.map((o) => [o.value, o.label]))) {
      const at = optionPointer(field, places.get(name) ?? '', value);
      schema.push({ pointer: at.replace(/\/const$/, '/title'), ...sentence(question, label, first, value) });
    }
    for (const locale of ['es', 'en'] as const) {
      const translated = asRecord(asRecord(asRecord(translations[locale]?.fields)[name]).options);
      // An option left untranslated shows its Portuguese label: that is what the visitor reads beside the others.
      const labels = options.map((o): [string, string] => [o.value, typeof translated[o.value] === 'string' ? (translated[o.value] as string) : o.label]);
      for (const [value, label, first] of repeats(labels)) {
        if (typeof translated[value] !== 'string') continue; // the repeat is the Portuguese one, reported above
        byLocale[locale].push({ pointer: pointerOf('fields', name, 'options', value), ...sentence(question, label, first, value) });
      }
    }
  }
  return { schema, byLocale };
}
