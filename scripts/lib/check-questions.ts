import type { FieldSchema } from '../../src/forms/core/definition';
import type { FormDefinition } from '../../src/forms/core/registry';
import { optionsOf } from '../../src/forms/core/schema-fields';
import { pointerOf } from './json-source';
import { closest, listOf, type Finding } from './problem';
import { optionLabel, questionLabel, valueWithLabel } from './question-label';

/** Where each question is declared in schema.json (the declaration with a type, as the core reads it). */
export function fieldPointers(schema: unknown): Map<string, string> {
  const found = new Map<string, { pointer: string; typed: boolean }>();
  eachObjectNode(schema, '', (node, at) => {
    for (const [name, prop] of Object.entries(asRecord(node.properties))) {
      const typed = !!asRecord(prop).type;
      const seen = found.get(name);
      if (!seen || (!seen.typed && typed)) found.set(name, { pointer: at + pointerOf('properties', name), typed });
    }
  });
  return new Map([...found].map(([name, { pointer }]) => [name, pointer]));
}

/** The pointer of one option's value (`const`) of a question, for blaming the value itself. */
export function optionPointer(field: FieldSchema, fieldAt: string, value: string): string {
  const list = field.type === 'array' && field.items ? 'items' : '';
  const node = list ? field.items! : field;
  const key = node.oneOf ? 'oneOf' : node.anyOf ? 'anyOf' : 'enum';
  const alternatives = (node.oneOf ?? node.anyOf ?? node.enum ?? []) as unknown[];
  const index = alternatives.findIndex((alt) => String(key === 'enum' ? alt : (alt as FieldSchema).const) === value);
  const base = fieldAt + (list ? pointerOf(list) : '') + pointerOf(key, index);
  return key === 'enum' ? base : `${base}/const`;
}

/**
 * schema.json against itself and form.json: every `required` name is a question (its messages are
 * checkConstraintMessages'), conditions name questions and option values that exist, and the answers
 * the form stores joined into one text cannot be split wrongly when read back.
 */
export function checkQuestions(def: FormDefinition): { schema: Finding[]; form: Finding[] } {
  const schema: Finding[] = [];
  const form: Finding[] = [];
  const names = Object.keys(def.fields);
  const unknownField = (pointer: string, name: string, where: [string, string]): Finding => {
    const guess = closest(name, names);
    return {
      pointer,
      pt: `${where[0]} "${name}", que não é uma pergunta de schema.json: ${guess ? `troque por "${guess}"` : 'corrija o nome ou crie a pergunta em "properties"'}.`,
      en: `${where[1]} "${name}", which is not a question in schema.json: ${guess ? `change it to "${guess}"` : 'fix the name or add the question under "properties"'}.`,
    };
  };

  eachObjectNode(def.schema, '', (node, at) => {
    const required = node.required;
    if (Array.isArray(required)) {
      required.forEach((name, i) => {
        const pointer = at + pointerOf('required', i);
        // Its message, in each language, is checkConstraintMessages'.
        if (!def.fields[String(name)]) schema.push(unknownField(pointer, String(name), ['"required" lista', '"required" lists']));
      });
    }
    for (const name of Object.keys(asRecord(node.dependencies))) {
      if (!def.fields[name]) schema.push(unknownField(at + pointerOf('dependencies', name), name, ['A condição depende de', 'The condition depends on']));
    }
    // Tests: what an `if` compares, and (in a branch) a property written only to pin a value, as
    // `dependencies` + `oneOf` do to pick the branch of one option.
    const tests: [string, unknown, string][] = Object.entries(asRecord(asRecord(node.if).properties)).map(
      ([name, test]) => [name, test, at + pointerOf('if', 'properties', name)],
    );
    if (at) {
      for (const [name, prop] of Object.entries(asRecord(node.properties))) {
        if (!asRecord(prop).type) tests.push([name, prop, at + pointerOf('properties', name)]);
      }
    }
    for (const [name, test, pointer] of tests) {
      const field = def.fields[name];
      if (!field) {
        schema.push(unknownField(pointer, name, ['A condição ("if") testa', 'The condition ("if") tests']));
        continue;
      }
      const options = optionsOf(field);
      if (!options) continue;
      const values = options.map((o) => o.value);
      for (const [value, valueAt] of testedValues(test, pointer)) {
        if (values.includes(value)) continue;
        const guess = closest(value, values);
        const label = questionLabel(def, name);
        schema.push({
          pointer: valueAt,
          pt: `A condição espera a opção "${value}" em "${label}", que não existe: ${guess ? `troque por ${valueWithLabel(field, guess, 'pt')}` : `use uma de ${listOf(values, 'pt')}`}.`,
          en: `The condition expects option "${value}" of "${label}", which does not exist: ${guess ? `change it to ${valueWithLabel(field, guess, 'en')}` : `use one of ${listOf(values, 'en')}`}.`,
        });
      }
    }
  });

  for (const [role, name] of Object.entries(def.form.lead ?? {})) {
    if (name && !def.fields[name]) form.push(unknownField(pointerOf('lead', role), name, [`"lead.${role}" aponta para`, `"lead.${role}" names`]));
  }
  const places = fieldPointers(def.schema);
  (def.form.joinedLists ?? []).forEach((name, i) => {
    const pointer = pointerOf('joinedLists', i);
    const field = def.fields[name];
    if (!field) return form.push(unknownField(pointer, name, ['"joinedLists" lista', '"joinedLists" lists']));
    if (field.type !== 'array') {
      const label = questionLabel(def, name);
      return form.push({
        pointer,
        pt: `"${label}" não é uma pergunta de várias escolhas (type "array"): tire "${name}" de "joinedLists".`,
        en: `"${label}" is not a multiple-choice question (type "array"): remove "${name}" from "joinedLists".`,
      });
    }
    // Stored as "a, b" and read back by splitting on commas: a value holding a comma would come back as two.
    for (const { value } of optionsOf(field) ?? []) {
      if (!value.includes(',')) continue;
      const label = questionLabel(def, name);
      const option = optionLabel(field, value);
      const of = option === value ? ['', ''] : [` da opção "${option}"`, ` of the option "${option}"`];
      schema.push({
        pointer: optionPointer(field, places.get(name) ?? '', value),
        pt: `O valor "${value}"${of[0]} tem vírgula, mas "${label}" é guardada como texto separado por vírgulas (joinedLists em form.json): tire a vírgula do valor (o rótulo em "title" pode tê-la).`,
        en: `The value "${value}"${of[1]} has a comma, but "${label}" is stored as comma-separated text (joinedLists in form.json): remove the comma from the value (its "title" label may keep one).`,
      });
    }
  });
  return { schema, form };
}

/** The option values a condition compares with (`const`, `enum`, and the same inside `contains` / `items`). */
function testedValues(test: unknown, at: string): [string, string][] {
  const out: [string, string][] = [];
  const read = (node: unknown, pointer: string) => {
    const n = asRecord(node);
    if (n.const !== undefined) out.push([String(n.const), pointer + pointerOf('const')]);
    if (Array.isArray(n.enum)) n.enum.forEach((v, i) => out.push([String(v), pointer + pointerOf('enum', i)]));
  };
  read(test, at);
  read(asRecord(test).contains, at + pointerOf('contains'));
  read(asRecord(test).items, at + pointerOf('items'));
  return out;
}

export function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The object-level nodes of a form schema: the root and every condition branch (as forEachProperty walks them). */
export function eachObjectNode(schema: unknown, at: string, visit: (node: Record<string, unknown>, at: string) => void): void {
  const node = asRecord(schema);
  if (!Object.keys(node).length) return;
  visit(node, at);
  for (const key of ['then', 'else']) eachObjectNode(node[key], at + pointerOf(key), visit);
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    const list = node[key];
    if (Array.isArray(list)) list.forEach((branch, i) => eachObjectNode(branch, at + pointerOf(key, i), visit));
  }
  for (const [name, dep] of Object.entries(asRecord(node.dependencies))) {
    if (!Array.isArray(dep)) eachObjectNode(dep, at + pointerOf('dependencies', name), visit);
  }
}
