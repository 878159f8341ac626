import type { FieldSchema } from '../../src/forms/core/definition';
import { fieldCaps } from '../../src/forms/core/field-caps';
import type { FormDefinition } from '../../src/forms/core/registry';
import { asRecord, fieldPointers, optionPointer } from './check-questions';
import { pointerOf } from './json-source';
import type { Finding } from './problem';
import { answerTypes, questionNodes, requiredPlaces, type QuestionNode } from './question-nodes';
import { optionLabel, questionLabel } from './question-label';
import { ruleName, ruleWithValue } from './rule-words';
import { brokenRule, offeredValues, typeWords } from './value-fit';

/*
 * Limits that leave the visitor no answer and that checkContradictions (which compares a minimum with a
 * maximum, and ticks with options) does not see (issue 38, part 3): a "Máximo" of 0, a required list
 * that says it needs no tick, a multiple no number between the limits is, a minimum of letters above
 * what the site lets anyone type, an option its own question refuses. Each is said at the value to
 * change, with the question's label and the editor's name for the rule. Pure: the staff preview runs it.
 */

export function checkLimits(def: FormDefinition): Finding[] {
  const findings: Finding[] = [];
  const required = requiredPlaces(def);
  const caps = safeCaps(def);
  const places = fieldPointers(def.schema);
  for (const [name, nodes] of questionNodes(def)) {
    const field = def.fields[name];
    const types = answerTypes(field.type);
    const label = questionLabel(def, name);
    const all = (key: string) => nodes.filter((n) => typeof n.node[key] === 'number').map((n) => ({ value: n.node[key] as number, at: n.at + pointerOf(key) }));
    if (types.includes('string')) findings.push(...zeroLength(label, all('maxLength'), all('minLength')), ...overCap(label, nodes.find((n) => n.typed), caps[name]));
    if (types.includes('array')) findings.push(...zeroItems(label, all('maxItems'), all('minItems'), required.has(name)), ...noPickNeeded(label, all('minItems'), required.has(name)));
    if (types.includes('number')) findings.push(...noMultiple(label, nodes.find((n) => n.typed)));
    findings.push(...refusedOptions(def, name, field, places.get(name) ?? ''));
  }
  return findings;
}

type Limit = { value: number; at: string };

function safeCaps(def: FormDefinition): Record<string, number> {
  try {
    return fieldCaps(def);
  } catch {
    return {}; // a form.json without "lead" is reported by its meta-schema
  }
}

/** "Máximo de letras" 0: nothing can be typed. With a minimum of letters too, checkContradictions already says it. */
function zeroLength(label: string, max: Limit[], min: Limit[]): Finding[] {
  if (min.some((m) => m.value > 0)) return [];
  return max
    .filter((m) => m.value === 0)
    .map(({ at }) => ({
      pointer: at,
      pt: `"${label}" tem ${ruleName('maxLength', 'pt')} 0: ninguém consegue escrever nada nela. Apague o ${ruleName('maxLength', 'pt')} (o site já limita o tamanho de cada resposta) ou escreva quantas letras a resposta pode ter.`,
      en: `"${label}" has ${ruleName('maxLength', 'en')} 0: nobody can type anything in it. Remove the ${ruleName('maxLength', 'en')} (the site already caps each answer's size) or write how many letters the answer may have.`,
    }));
}

/** "Máximo de escolhas" 0 on an optional list: no option can be ticked (required or with a minimum, checkContradictions says it). */
function zeroItems(label: string, max: Limit[], min: Limit[], required: boolean): Finding[] {
  if (required || min.some((m) => m.value > 0)) return [];
  return max
    .filter((m) => m.value === 0)
    .map(({ at }) => ({
      pointer: at,
      pt: `"${label}" tem ${ruleName('maxItems', 'pt')} 0: ninguém consegue marcar opção nenhuma. Apague o ${ruleName('maxItems', 'pt')} ou escreva quantas opções a pessoa pode marcar.`,
      en: `"${label}" has ${ruleName('maxItems', 'en')} 0: nobody can tick any option. Remove the ${ruleName('maxItems', 'en')} or write how many options a visitor may tick.`,
    }));
}

/** A required list that says it needs fewer than one tick: the two rules contradict each other on the page and in the file. */
function noPickNeeded(label: string, min: Limit[], required: boolean): Finding[] {
  if (!required) return [];
  return min
    .filter((m) => m.value < 1)
    .map(({ value, at }) => ({
      pointer: at,
      pt: `"${label}" é ${ruleName('required', 'pt')}, mas tem ${ruleName('minItems', 'pt')} ${value}: uma pergunta obrigatória pede ao menos 1 opção marcada. Apague o ${ruleName('minItems', 'pt')} ou escreva 1.`,
      en: `"${label}" is ${ruleName('required', 'en')} but has ${ruleName('minItems', 'en')} ${value}: a required question asks for at least 1 ticked option. Remove the ${ruleName('minItems', 'en')} or write 1.`,
    }));
}

/** A text whose minimum of letters is above the cap the site gives it when it has no maximum of its own. */
function overCap(label: string, declared: QuestionNode | undefined, cap: number | undefined): Finding[] {
  const min = declared?.node.minLength;
  if (!declared || cap === undefined || declared.node.maxLength !== undefined || typeof min !== 'number' || min <= cap) return [];
  return [
    {
      pointer: declared.at + pointerOf('minLength'),
      pt: `"${label}" pede ao menos ${min} letras (${ruleName('minLength', 'pt')}), mas o site aceita no máximo ${cap} nesse campo quando a pergunta não tem ${ruleName('maxLength', 'pt')}: nenhuma resposta passa. Baixe o ${ruleName('minLength', 'pt')} para ${cap} ou menos, ou escreva um ${ruleName('maxLength', 'pt')} maior.`,
      en: `"${label}" asks for at least ${min} letters (${ruleName('minLength', 'en')}), but the site accepts at most ${cap} in that field when the question has no ${ruleName('maxLength', 'en')}: no answer passes. Lower the ${ruleName('minLength', 'en')} to ${cap} or less, or write a larger ${ruleName('maxLength', 'en')}.`,
    },
  ];
}

/** A "Múltiplo de" no number between the question's own limits is. */
function noMultiple(label: string, declared: QuestionNode | undefined): Finding[] {
  if (!declared) return [];
  const node = declared.node;
  const step = node.multipleOf;
  const num = (key: string) => (typeof node[key] === 'number' ? (node[key] as number) : undefined);
  const [min, xmin, max, xmax] = [num('minimum'), num('exclusiveMinimum'), num('maximum'), num('exclusiveMaximum')];
  if (typeof step !== 'number' || step <= 0) return [];
  const low = xmin !== undefined && (min === undefined || xmin >= min) ? { value: xmin, key: 'exclusiveMinimum' as const, open: true } : min !== undefined ? { value: min, key: 'minimum' as const, open: false } : undefined;
  const high = xmax !== undefined && (max === undefined || xmax <= max) ? { value: xmax, key: 'exclusiveMaximum' as const, open: true } : max !== undefined ? { value: max, key: 'maximum' as const, open: false } : undefined;
  if (!low || !high || low.value > high.value) return []; // no range at all is checkContradictions'
  const EPS = 1e-9;
  let k = Math.ceil(low.value / step - EPS);
  if (low.open && k * step <= low.value + EPS) k += 1;
  const first = k * step;
  if (high.open ? first < high.value - EPS : first <= high.value + EPS) return [];
  const bounds = [ruleWithValue(low.key, low.value, 'pt'), ruleWithValue(high.key, high.value, 'pt')];
  const boundsEn = [ruleWithValue(low.key, low.value, 'en'), ruleWithValue(high.key, high.value, 'en')];
  return [
    {
      pointer: declared.at + pointerOf('multipleOf'),
      pt: `"${label}" pede um ${ruleWithValue('multipleOf', step, 'pt')} com ${bounds[0]} e ${bounds[1]}: nenhum múltiplo de ${step} cabe entre esses limites, então nenhum número passa. Mude o ${ruleName('multipleOf', 'pt')} ou os limites.`,
      en: `"${label}" asks for a ${ruleWithValue('multipleOf', step, 'en')} with ${boundsEn[0]} and ${boundsEn[1]}: no multiple of ${step} lies between those limits, so no number passes. Change the ${ruleName('multipleOf', 'en')} or the limits.`,
    },
  ];
}

/** An option the question's own rules refuse (too short, off the pattern, outside the limits): nobody can pick it. */
function refusedOptions(def: FormDefinition, name: string, field: FieldSchema, at: string): Finding[] {
  const node = field.type === 'array' ? asRecord(field.items) : asRecord(field);
  const values = offeredValues(node);
  if (!values) return [];
  const label = questionLabel(def, name);
  const out: Finding[] = [];
  for (const value of values) {
    const broken = brokenRule(node, value, false);
    if (!broken || broken.key === 'options') continue;
    const option = optionLabel(field, String(value));
    const json = JSON.stringify(value);
    const [why, fix] =
      broken.key === 'type'
        ? [
            [`não é do tipo da pergunta, que pede ${typeWords(broken.types, 'pt')}`, `is not of the question's type, which asks for ${typeWords(broken.types, 'en')}`],
            ['Escreva o valor como a pergunta pede', 'Write the value as the question asks'],
          ]
        : [
            [`não cumpre a regra ${ruleWithValue(broken.key, broken.value, 'pt')} da própria pergunta`, `breaks the question's own rule ${ruleWithValue(broken.key, broken.value, 'en')}`],
            ['Mude ou apague essa regra, ou o valor da opção', "Change or remove that rule, or the option's value"],
          ];
    out.push({
      pointer: optionPointer(field, at, String(value)),
      pt: `A opção "${option}" de "${label}" nunca pode ser escolhida: o valor dela (${json}) ${why[0]}. ${fix[0]}.`,
      en: `The option "${option}" of "${label}" can never be picked: its value (${json}) ${why[1]}. ${fix[1]}.`,
    });
  }
  return out;
}
