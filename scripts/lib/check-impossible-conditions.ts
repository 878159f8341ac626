import type { FieldSchema } from '../../src/forms/core/definition';
import type { FormDefinition } from '../../src/forms/core/registry';
import { asRecord, eachObjectNode } from './check-questions';
import { pointerOf } from './json-source';
import type { Finding } from './problem';
import { optionLabel, questionLabel } from './question-label';

const jsonType = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

/** The JSON types an answer to the question can have (`integer` answers are numbers). */
function answerTypes(field: FieldSchema): string[] {
  const types = Array.isArray(field.type) ? field.type : field.type ? [field.type] : [];
  return types.map((t) => (t === 'integer' ? 'number' : t));
}

/**
 * Conditions that can never be true, so the questions behind them never appear: a test of one value on a
 * list question (a list is never one text), `contains` on a single answer (it is ignored there, so the test
 * holds for any answer), a value of another type than the answer's (a text on a yes/no question), an empty
 * `enum`, a number range the question's own `minimum`/`maximum` rule out. An option value that does not
 * exist is reported by checkQuestions.
 */
export function checkImpossibleConditions(def: FormDefinition): Finding[] {
  const findings: Finding[] = [];
  eachObjectNode(def.schema, '', (node, at) => {
    const tests: [string, Record<string, unknown>, string][] = Object.entries(asRecord(asRecord(node.if).properties)).map(
      ([name, test]) => [name, asRecord(test), at + pointerOf('if', 'properties', name)],
    );
    if (at) {
      // In a branch, a property without a type only pins a value (how `dependencies` + `oneOf` pick a branch).
      for (const [name, prop] of Object.entries(asRecord(node.properties))) {
        if (!asRecord(prop).type) tests.push([name, asRecord(prop), at + pointerOf('properties', name)]);
      }
    }
    for (const [name, test, pointer] of tests) {
      const field = def.fields[name];
      if (field) findings.push(...impossible(name, questionLabel(def, name), field, test, pointer));
    }
  });
  return findings;
}

/** `label` names the question in the sentences; `name`, its key, only in the JSON they say to write. */
function impossible(name: string, label: string, field: FieldSchema, test: Record<string, unknown>, at: string): Finding[] {
  const types = answerTypes(field);
  if (!types.length) return [];
  const isList = types.includes('array');
  const out: Finding[] = [];
  const never = (pointer: string, pt: string, en: string) =>
    out.push({
      pointer,
      pt: `Esta condição nunca é verdadeira: ${pt}; as perguntas que dependem dela nunca apareceriam.`,
      en: `This condition can never be true: ${en}; the questions that depend on it would never show.`,
    });

  for (const key of ['contains', 'items'] as const) {
    if (test[key] === undefined || isList) continue;
    out.push({
      pointer: at + pointerOf(key),
      pt: `"${label}" tem uma resposta só, e "${key}" só vale para perguntas de várias escolhas: aqui ele é ignorado e a condição valeria para qualquer resposta. Escreva "${name}": { "const": "..." }.`,
      en: `"${label}" has a single answer, and "${key}" only applies to multiple-choice questions: here it is ignored and the condition would hold for any answer. Write "${name}": { "const": "..." }.`,
    });
  }
  const values: [unknown, string][] = [];
  if ('const' in test) values.push([test.const, at + pointerOf('const')]);
  if (Array.isArray(test.enum)) {
    if (!test.enum.length) never(at + pointerOf('enum'), `"enum" está vazio, nenhuma resposta está nele`, `"enum" is empty, no answer is in it`);
    test.enum.forEach((v, i) => values.push([v, at + pointerOf('enum', i)]));
  }
  for (const [value, pointer] of values) {
    const type = jsonType(value);
    if (isList && type !== 'array') {
      const option = typeof value === 'string' ? `"${optionLabel(field, value)}"` : JSON.stringify(value);
      never(
        pointer,
        `"${label}" é de várias escolhas (uma lista) e nunca é igual a um valor só; para saber se ${option} foi marcada, escreva "${name}": { "contains": { "const": ${JSON.stringify(value)} } }`,
        `"${label}" is multiple choice (a list) and never equals a single value; to test whether ${option} was ticked, write "${name}": { "contains": { "const": ${JSON.stringify(value)} } }`,
      );
    } else if (!isList && !types.includes(type)) {
      never(
        pointer,
        `a resposta de "${label}" é do tipo "${types.join('/')}", e ${JSON.stringify(value)} é de outro tipo`,
        `the answer to "${label}" is of type "${types.join('/')}", and ${JSON.stringify(value)} is of another type`,
      );
    }
  }
  if (types.includes('number')) {
    const low = typeof field.minimum === 'number' ? field.minimum : -Infinity;
    const high = typeof field.maximum === 'number' ? field.maximum : Infinity;
    if (typeof test.minimum === 'number' && test.minimum > high) {
      never(at + pointerOf('minimum'), `pede ao menos ${test.minimum}, mas "${label}" aceita no máximo ${high}`, `it asks for at least ${test.minimum}, but "${label}" accepts at most ${high}`);
    }
    if (typeof test.maximum === 'number' && test.maximum < low) {
      never(at + pointerOf('maximum'), `pede no máximo ${test.maximum}, mas "${label}" aceita no mínimo ${low}`, `it asks for at most ${test.maximum}, but "${label}" accepts at least ${low}`);
    }
  }
  return out;
}
