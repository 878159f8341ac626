import type { FormDefinition } from '../../src/forms/core/registry';
import { optionsOf } from '../../src/forms/core/schema-fields';
import { type FormHistory, formVersion, renamesInto, storedNameOf, type VersionRenames } from '../../src/forms/core/versions';
import { fieldPointers } from './check-questions';
import { pointerOf } from './json-source';
import { closest, type Finding } from './problem';
import { keyWithLabel, questionLabel, valueWithLabel } from './question-label';

/*
 * The guard of published versions (issue: old leads stay readable). A version is published once its
 * record (src/forms/generated/versions/<id>.json, written by forms:generate) is committed: what the
 * last commit holds is what leads may have been sent under. Against it, a form may add anything; a
 * stored question or option may only go away in a new version (one above the last) that says in
 * form.json `renames` what it became, or that it was removed on purpose (null). A form never
 * published is not guarded.
 */
export const VERSIONS_DIR = 'src/forms/generated/versions';
export type Histories = Record<string, FormHistory>;

export const historyFile = (id: string) => `${VERSIONS_DIR}/${id}.json`;
export const historyText = (history: FormHistory) => `${JSON.stringify(history, null, 2)}\n`;
// Pure (the staff preview runs the checker in the browser); reading the records is published-versions.ts.

/** What a form's version and renames owe its published record: findings on schema.json and on form.json. */
export function versionFindings(def: FormDefinition, published: FormHistory | undefined): { schema: Finding[]; form: Finding[] } {
  const schema: Finding[] = [];
  const form: Finding[] = [];
  const last = published?.at(-1);
  if (!last) return { schema, form };
  const current = formVersion(def);
  const versionAt = def.form.version === undefined ? '' : pointerOf('version');
  if (current !== last.version && current !== last.version + 1) {
    form.push({
      pointer: versionAt,
      pt: `"version" é ${current}, mas a última versão publicada é ${last.version}: mantenha ${last.version} ou passe para ${last.version + 1} (uma de cada vez).`,
      en: `"version" is ${current}, but the last published version is ${last.version}: keep ${last.version} or go to ${last.version + 1} (one at a time).`,
    });
    return { schema, form };
  }
  const raised = current === last.version + 1;
  const renames: VersionRenames = raised ? renamesInto(def, current) : {};
  const places = fieldPointers(def.schema);
  const nameOfKey = new Map(Object.entries(def.storedNames).map(([name, key]) => [key, name]));
  const how = (what: [string, string], at: [string, string]): [string, string] =>
    raised
      ? [
          `${what[0]} Diga em form.json o que ela virou: "renames": {"${current}": ${at[0]}} (null no lugar do nome novo, se foi apagada de propósito).`,
          `${what[1]} Say in form.json what it became: "renames": {"${current}": ${at[1]}} (null instead of the new name, if it was removed on purpose).`,
        ]
      : [
          `${what[0]} Se foi de propósito, passe "version" para ${current + 1} em form.json e diga o que ela virou em "renames" (seção 9 do guia); se não, desfaça a mudança.`,
          `${what[1]} If it was on purpose, set "version" to ${current + 1} in form.json and say what it became in "renames" (section 9 of the guide); if not, undo the change.`,
        ];

  /** The previous version's stored name of today's question (its own, or the one `renames` moved to it). */
  const oldKeyOf = (name: string) => storedNameOf(def, Object.entries(renames.fields ?? {}).find(([, to]) => to === name)?.[0] ?? name);

  for (const [key, field] of Object.entries(last.fields)) {
    const declared = Object.entries(renames.fields ?? {}).find(([old]) => storedNameOf(def, old) === key);
    const name = nameOfKey.get(key) ?? (declared?.[1] && def.fields[declared[1]] ? declared[1] : undefined);
    if (!name) {
      if (declared?.[1] === null) continue;
      // A question gone from schema.json is named by the label the published version recorded.
      const old = field.label.pt?.trim() || key;
      const gone: [string, string] = old === key ? [`guardada como "${key}"`, `stored as "${key}"`] : [`"${old}" (guardada como "${key}")`, `"${old}" (stored as "${key}")`];
      const example = `{"fields": {"${key}": "novoNome"}}`;
      const [pt, en] = how(
        [`A pergunta ${gone[0]} saiu de schema.json, mas leads da versão ${last.version} a usam.`, `The question ${gone[1]} left schema.json, but leads of version ${last.version} use it.`],
        [example, example.replace('novoNome', 'newName')],
      );
      if (declared) {
        const guess = closest(String(declared[1]), Object.keys(def.fields));
        form.push({
          pointer: pointerOf('renames', String(current), 'fields', declared[0]),
          pt: `"renames" leva a pergunta "${old}" para "${declared[1]}", que não é uma pergunta de schema.json: ${guess ? `troque por ${keyWithLabel(guess, questionLabel(def, guess), 'question', 'pt')}` : 'escreva o nome que ela tem hoje em schema.json'}, ou null se ela foi apagada de propósito.`,
          en: `"renames" maps the question "${old}" to "${declared[1]}", which is no question of schema.json: ${guess ? `change it to ${keyWithLabel(guess, questionLabel(def, guess), 'question', 'en')}` : 'write the name it has today in schema.json'}, or null if it was removed on purpose.`,
        });
      } else schema.push({ pointer: pointerOf('properties'), pt, en });
      continue;
    }
    const label = questionLabel(def, name);
    const now = new Set(optionsOf(def.fields[name])?.map((o) => o.value) ?? []);
    for (const value of Object.keys(field.options ?? {})) {
      if (now.has(value)) continue;
      const target = renames.options?.[name]?.[value];
      if (target === null || (target !== undefined && now.has(target))) continue;
      const option = field.options?.[value]?.pt?.trim() || value;
      if (target !== undefined) {
        const guess = closest(target, now);
        const fix = guess
          ? [`troque "${target}" por ${valueWithLabel(def.fields[name], guess, 'pt')}`, `change "${target}" to ${valueWithLabel(def.fields[name], guess, 'en')}`]
          : [`escreva o valor que a opção tem hoje em schema.json`, `write the value the option has today in schema.json`];
        // The key stays in what to do: form.json findings are placed beside their question by the names they write.
        form.push({
          pointer: pointerOf('renames', String(current), 'options', name, value),
          pt: `"renames" leva a opção "${option}" de "${label}" para "${target}", que não é uma opção dessa pergunta: em "options"."${name}", ${fix[0]}, ou null se ela foi apagada de propósito.`,
          en: `"renames" maps the option "${option}" of "${label}" to "${target}", which is no option of that question: under "options"."${name}", ${fix[1]}, or null if it was removed on purpose.`,
        });
        continue;
      }
      const example = `{"options": {"${name}": {"${value}": "novo-valor"}}}`;
      const [pt, en] = how(
        [`A opção "${option}" de "${label}" saiu de schema.json, mas leads da versão ${last.version} a usam.`, `The option "${option}" of "${label}" left schema.json, but leads of version ${last.version} use it.`],
        [example, example.replace('novo-valor', 'new-value')],
      );
      schema.push({ pointer: places.get(name) ?? pointerOf('properties'), pt, en });
    }
  }
  // A rename of something the last version never had is a typo: said where it is written.
  for (const old of Object.keys(renames.fields ?? {})) {
    if (last.fields[storedNameOf(def, old)]) continue;
    form.push({
      pointer: pointerOf('renames', String(current), 'fields', old),
      pt: `"renames" fala de "${old}", que a versão ${last.version} não tinha.`,
      en: `"renames" names "${old}", which version ${last.version} did not have.`,
    });
  }
  for (const [name, map] of Object.entries(renames.options ?? {})) {
    const had = last.fields[oldKeyOf(name)]?.options ?? {};
    for (const value of Object.keys(map)) {
      if (had[value]) continue;
      const guess = closest(value, Object.keys(had));
      const label = questionLabel(def, name);
      form.push({
        pointer: pointerOf('renames', String(current), 'options', name, value),
        pt: `"renames" fala da opção "${value}" de "${label}", que a versão ${last.version} não tinha: em "options"."${name}", ${guess ? `troque por ${keyWithLabel(guess, had[guess].pt?.trim() || guess, 'option', 'pt')}` : 'corrija o valor ou apague-o'}.`,
        en: `"renames" names option "${value}" of "${label}", which version ${last.version} did not have: under "options"."${name}", ${guess ? `change it to ${keyWithLabel(guess, had[guess].pt?.trim() || guess, 'option', 'en')}` : 'fix the value or remove it'}.`,
      });
    }
  }
  return { schema, form };
}
