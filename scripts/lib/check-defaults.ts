import type { FormDefinition } from '../../src/forms/core/registry';
import { asRecord } from './check-questions';
import { pointerOf } from './json-source';
import { listOf, type Finding } from './problem';
import { questionNodes } from './question-nodes';
import { questionLabel } from './question-label';
import { ruleWithValue } from './rule-words';
import { brokenRule, offeredValues, typeWords, type Broken } from './value-fit';

/*
 * A "default" is the answer a question already holds when the page opens (issue 38, part 3): one the
 * question itself refuses (not among its options, outside its limits, off its pattern or format, of
 * another type) greets the visitor with an error they did not make, or is sent unseen. Each is said at
 * the "default" (or the list item) with the question's label. Pure: the staff preview runs it in the browser.
 */

export function checkDefaults(def: FormDefinition): Finding[] {
  const findings: Finding[] = [];
  for (const [name, nodes] of questionNodes(def)) {
    const declared = asRecord(def.fields[name]);
    for (const { node, at, typed } of nodes) {
      if (node.default === undefined) continue;
      // A branch's constraint adds to the declaration's rules; its "type" is the declaration's.
      const rules = typed ? node : { ...declared, ...node };
      const label = questionLabel(def, name);
      const broken = brokenRule(rules, node.default);
      if (broken) {
        findings.push(say(broken, rules, node.default, at + pointerOf('default'), label, 'answer'));
        continue;
      }
      if (!Array.isArray(node.default)) continue;
      // A list's default is its picks: each is judged as one pick ("items").
      const items = asRecord(rules.items);
      node.default.forEach((item, i) => {
        const wrong = brokenRule(items, item);
        if (wrong) findings.push(say(wrong, items, item, at + pointerOf('default', i), label, 'pick'));
      });
    }
  }
  return findings;
}

function say(broken: Broken, rules: Record<string, unknown>, value: unknown, pointer: string, label: string, what: 'answer' | 'pick'): Finding {
  const json = JSON.stringify(value);
  const [ptWhat, enWhat] =
    what === 'answer'
      ? [`A resposta que já vem preenchida em "${label}" (default ${json})`, `The answer already filled in "${label}" (default ${json})`]
      : [`O valor ${json} que já vem marcado em "${label}" (default)`, `The value ${json} already ticked in "${label}" (default)`];
  // "A resposta" is feminine, "O valor" masculine: the rest of the sentence follows.
  const [seen, fix] =
    what === 'answer'
      ? (['a veria recusada', ['Troque-a ou apague o "default"', 'Change it or remove the "default"']] as const)
      : (['o veria recusado', ['Troque-o ou apague o "default"', 'Change it or remove the "default"']] as const);
  if (broken.key === 'type') {
    return {
      pointer,
      pt: `${ptWhat} não é do tipo da pergunta, que pede ${typeWords(broken.types, 'pt')}. ${fix[0]}.`,
      en: `${enWhat} is not of the question's type, which asks for ${typeWords(broken.types, 'en')}. ${fix[1]}.`,
    };
  }
  if (broken.key === 'options') {
    const offered = offeredValues(rules) ?? [];
    return {
      pointer,
      pt: `${ptWhat} não é uma das opções da pergunta: o visitante ${seen} sem ter escolhido nada. Use ${listOf(offered, 'pt')}, ou apague o "default".`,
      en: `${enWhat} is not one of the question's options: the visitor would see it refused without choosing anything. Use ${listOf(offered, 'en')}, or remove the "default".`,
    };
  }
  return {
    pointer,
    pt: `${ptWhat} não cumpre a regra ${ruleWithValue(broken.key, broken.value, 'pt')} da própria pergunta: o visitante ${seen} sem ter escrito nada. ${fix[0]}.`,
    en: `${enWhat} breaks the question's own rule ${ruleWithValue(broken.key, broken.value, 'en')}: the visitor would see it refused without typing anything. ${fix[1]}.`,
  };
}
