import type { FormDefinition } from '../../src/forms/core/registry';
import { asRecord } from './check-questions';
import { pointerOf } from './json-source';
import type { Finding } from './problem';
import { questionLabel } from './question-label';

/** Where a question is asked or required: the pointer, and the conditions (branch pointers) it sits under. */
interface Place {
  pointer: string;
  conditions: string[];
}

/**
 * A required question that a condition can hide: the visitor who answers the other way never sees it, the
 * form still demands it, and "Enviar" cannot succeed. A requirement is sound when the question is asked
 * under the same conditions or fewer (at the top, or in the very branch that requires it); `allOf` adds no
 * condition of its own, `then`, `else`, a `oneOf`/`anyOf` alternative and a `dependencies` branch do.
 */
export function checkHiddenRequired(def: FormDefinition): Finding[] {
  const asked = new Map<string, Place[]>();
  const required: (Place & { name: string })[] = [];

  const walk = (schema: unknown, at: string, conditions: string[]) => {
    const node = asRecord(schema);
    for (const name of Object.keys(asRecord(node.properties))) {
      asked.set(name, [...(asked.get(name) ?? []), { pointer: at + pointerOf('properties', name), conditions }]);
    }
    if (Array.isArray(node.required)) {
      node.required.forEach((name, i) => required.push({ name: String(name), pointer: at + pointerOf('required', i), conditions }));
    }
    for (const key of ['then', 'else']) if (node[key]) walk(node[key], at + pointerOf(key), [...conditions, at + pointerOf(key)]);
    if (Array.isArray(node.allOf)) node.allOf.forEach((branch, i) => walk(branch, at + pointerOf('allOf', i), conditions));
    for (const key of ['oneOf', 'anyOf']) {
      const list = node[key];
      if (Array.isArray(list)) list.forEach((branch, i) => walk(branch, at + pointerOf(key, i), [...conditions, at + pointerOf(key, i)]));
    }
    for (const [trigger, dep] of Object.entries(asRecord(node.dependencies))) {
      const branch = at + pointerOf('dependencies', trigger);
      if (Array.isArray(dep)) {
        dep.forEach((name, i) => required.push({ name: String(name), pointer: branch + pointerOf(i), conditions: [...conditions, branch] }));
      } else walk(dep, branch, [...conditions, branch]);
    }
  };
  walk(def.schema, '', []);

  const findings: Finding[] = [];
  for (const need of required) {
    const places = asked.get(need.name);
    if (!places || !def.fields[need.name]) continue; // an unknown name is checkQuestions' to report
    const within = (place: Place) => place.conditions.every((c, i) => need.conditions[i] === c);
    if (places.some(within)) continue;
    const where = places.map((p) => p.pointer.replace(/\/properties\/[^/]+$/, '')).join(', ');
    const label = questionLabel(def, need.name);
    // The key stays in what to do: it is the text to move, and the pointer (a "required" list) does not name it.
    findings.push({
      pointer: need.pointer,
      pt: `"${label}" é obrigatória aqui, mas só aparece sob uma condição (em ${where}): quem responde de outro jeito não vê a pergunta e nunca consegue enviar. Tire "${need.name}" daqui e ponha-a no "required" ao lado da própria pergunta (em ${where}), para ela ser obrigatória só quando aparece.`,
      en: `"${label}" is required here but only shown under a condition (at ${where}): a visitor who answers otherwise never sees it and can never send. Remove "${need.name}" from here and list it in the "required" beside the question itself (at ${where}), so it is required only when shown.`,
    });
  }
  return findings;
}
