import type { FormTranslation, Section } from '../../src/forms/core/definition';
import type { FormDefinition } from '../../src/forms/core/registry';
import { optionsOf } from '../../src/forms/core/schema-fields';
import { needsMessages } from './check-constraint-messages';
import { optionPointer, fieldPointers } from './check-questions';
import { pointerOf } from './json-source';
import { closest, type Finding } from './problem';
import { optionLabel, questionLabel, valueWithLabel } from './question-label';

export type TranslatedLocale = 'es' | 'en';

/** What each translated text of a question is, as a sentence says it: "Falta a tradução do título de ...". */
const FIELD_TEXTS: Record<string, [string, string]> = {
  title: ['do título', 'the title'],
  description: ['da descrição', 'the description'],
  error: ['da mensagem de erro', 'the error message'],
  placeholder: ['do texto de exemplo dentro do campo', 'the placeholder'],
  help: ['da ajuda', 'the help text'],
};

/**
 * The es and en files of one form: no key that refers to nothing, and nothing the visitor reads left
 * in Portuguese. An option value that both translations spell one way and schema.json another is
 * blamed on schema.json (one typo in one file, not two "unknown option" reports in the others).
 */
export function checkTranslations(
  def: FormDefinition,
  translations: Partial<Record<TranslatedLocale, FormTranslation>>,
): { schema: Finding[]; byLocale: Record<TranslatedLocale, Finding[]> } {
  const byLocale: Record<TranslatedLocale, Finding[]> = { es: [], en: [] };
  const schema: Finding[] = [];
  const locales = (['es', 'en'] as const).filter((l) => translations[l]);
  const places = fieldPointers(def.schema);
  const worded = needsMessages(def);
  const headings = new Map<string, { title?: string; description?: string }>();
  for (const section of (def.ui['ui:sections'] ?? []) as Section[]) {
    headings.set(section.id, section);
    for (const group of section.groups ?? []) headings.set(group.id, group);
  }

  // Option values spelt alike by every translation and differently by schema.json: the typo is there.
  const schemaTypos = new Map<string, Map<string, string>>(); // field -> translated value -> schema value
  for (const [name, field] of Object.entries(def.fields)) {
    const values = optionsOf(field)?.map((o) => o.value);
    if (!values || !locales.length) continue;
    const perLocale = locales.map((l) => Object.keys(translations[l]?.fields?.[name]?.options ?? {}));
    for (const spelt of perLocale[0]) {
      if (values.includes(spelt) || !perLocale.every((keys) => keys.includes(spelt))) continue;
      const meant = closest(spelt, values);
      if (!meant || perLocale.some((keys) => keys.includes(meant))) continue;
      schemaTypos.set(name, (schemaTypos.get(name) ?? new Map()).set(spelt, meant));
      const label = questionLabel(def, name);
      const option = optionLabel(field, meant);
      const of = option === meant ? ['', ''] : [` da opção "${option}"`, ` of the option "${option}"`];
      schema.push({
        pointer: optionPointer(field, places.get(name) ?? '', meant),
        pt: `O valor "${meant}"${of[0]} de "${label}" parece ter um erro de digitação: as traduções (${locales.join(', ')}) usam "${spelt}". Corrija aqui (ou, se "${meant}" for o certo, corrija as traduções).`,
        en: `The value "${meant}"${of[1]} of "${label}" looks mistyped: the translations (${locales.join(', ')}) use "${spelt}". Fix it here (or, if "${meant}" is right, fix the translations).`,
      });
    }
  }

  for (const locale of locales) {
    const tr = translations[locale]!;
    const out = byLocale[locale];
    /**
     * `what`: the text, in pt with its preposition ('do título de "Nome"'); `where`: the key to add and the
     * object it goes in, e.g. ['"title"', '"fields"."nome"'] (it names the spot the pointer may only lead near).
     */
    const missing = (pointer: string, what: [string, string], [key, inside]: [string, string]) =>
      out.push({
        pointer,
        pt: `Falta a tradução ${what[0]}: acrescente ${key} em ${inside} (sem ela o visitante lê o português).`,
        en: `The translation of ${what[1]} is missing: add ${key} under ${inside} (without it the visitor reads Portuguese).`,
      });

    for (const [key, text] of Object.entries(def.form.texts ?? {})) {
      if (text && !tr.texts?.[key]) missing(pointerOf('texts'), [`de texts.${key}`, `texts.${key}`], [`"${key}"`, '"texts"']);
    }
    for (const id of Object.keys(tr.sections ?? {})) {
      if (headings.has(id)) continue;
      const guess = closest(id, headings.keys());
      out.push({
        pointer: pointerOf('sections', id),
        pt: `Não há seção ou grupo "${id}" em ui.json: ${guess ? `troque por "${guess}"` : 'corrija o id ou apague'}.`,
        en: `There is no section or group "${id}" in ui.json: ${guess ? `change it to "${guess}"` : 'fix the id or remove it'}.`,
      });
    }
    for (const [id, heading] of headings) {
      const t = tr.sections?.[id];
      const title = typeof t === 'string' ? t : t?.title;
      if (heading.title && !title) missing(pointerOf('sections'), [`de seção "${id}"`, `section "${id}"`], [`"${id}"`, '"sections"']);
      const description = typeof t === 'object' ? t.description : undefined;
      if (heading.description && title && !description) {
        missing(pointerOf('sections', id), [`da descrição da seção "${id}"`, `the description of section "${id}"`], ['{"title": ..., "description": ...}', `"sections"."${id}"`]);
      }
    }

    for (const [name, t] of Object.entries(tr.fields ?? {})) {
      const field = def.fields[name];
      if (!field) {
        const guess = closest(name, Object.keys(def.fields));
        out.push({
          pointer: pointerOf('fields', name),
          pt: `Não há pergunta "${name}" em schema.json: ${guess ? `troque por "${guess}"` : 'corrija o nome ou apague'}.`,
          en: `There is no question "${name}" in schema.json: ${guess ? `change it to "${guess}"` : 'fix the name or remove it'}.`,
        });
        continue;
      }
      const values = optionsOf(field)?.map((o) => o.value) ?? [];
      for (const value of Object.keys(t.options ?? {})) {
        if (values.includes(value) || schemaTypos.get(name)?.has(value)) continue;
        const guess = closest(value, values);
        const label = questionLabel(def, name);
        out.push({
          pointer: pointerOf('fields', name, 'options', value),
          pt: `"${label}" não tem a opção "${value}" em schema.json: ${guess ? `troque por ${valueWithLabel(field, guess, 'pt')}` : 'corrija o valor ou apague'}.`,
          en: `"${label}" has no option "${value}" in schema.json: ${guess ? `change it to ${valueWithLabel(field, guess, 'en')}` : 'fix the value or remove it'}.`,
        });
      }
    }

    for (const [name, field] of Object.entries(def.fields)) {
      const t = tr.fields?.[name];
      const at = t ? pointerOf('fields', name) : pointerOf('fields');
      const ui = (def.ui[name] ?? {}) as Record<string, unknown>;
      const needs: [boolean, unknown, string][] = [
        [!!field.title, t?.title, 'title'],
        [!!field.description, t?.description, 'description'],
        // A message that words some rule is checkConstraintMessages' (which says which rule it lacks).
        [field.errorMessage !== undefined && !worded.has(name), t?.error, 'error'],
        [!!ui['ui:placeholder'], t?.placeholder, 'placeholder'],
        [!!ui['ui:help'], t?.help, 'help'],
      ];
      const question = questionLabel(def, name);
      for (const [needed, given, key] of needs) {
        const [pt, en] = FIELD_TEXTS[key];
        if (needed && !given) missing(at, [`${pt} de "${question}"`, `${en} of "${question}"`], [`"${key}"`, `"fields"."${name}"`]);
      }
      const typos = schemaTypos.get(name);
      for (const { value } of optionsOf(field) ?? []) {
        if (t?.options?.[value] || [...(typos?.values() ?? [])].includes(value)) continue;
        const option = optionLabel(field, value);
        missing(at, [`da opção "${option}" de "${question}"`, `the option "${option}" of "${question}"`], [`"${value}"`, `"fields"."${name}"."options"`]);
      }
    }
  }
  return { schema, byLocale };
}
