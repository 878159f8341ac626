import type { FieldSchema, FormHistory } from '../../src/forms/core/definition';
import type { FormDefinition } from '../../src/forms/core/registry';
import { optionsOf } from '../../src/forms/core/schema-fields';
import { storedNameOf } from '../../src/forms/core/versions';
import { asRecord, eachObjectNode, fieldPointers, optionPointer } from './check-questions';
import { pointerOf } from './json-source';
import { listOf, type Finding } from './problem';
import { optionLabel, questionLabel } from './question-label';

/*
 * Contradictions a visitor would hit (issue 28, part 6): limits no answer can meet, an "Outro" left
 * without the question that asks which, a field drawn for one format while schema.json checks another
 * (or none), a rule written on a question of a type it does not apply to. Each sentence names the
 * question by its label, as the editor and the visitor see it. Pure: the staff preview runs it in the
 * browser. Already said elsewhere, so not here: a condition naming an option that no longer exists
 * (checkQuestions), an example that fails the schema (checkExample), a widget unknown for the type
 * (checkLayout); a required multiple choice needs no minItems of its own (normalize.ts adds one).
 */

type Say = { pt: string; en: string };
interface Bound {
  value: number;
  /** The keyword the person changes, and where it is written. */
  key: string;
  at: string;
  exclusive?: boolean;
  /** Written in a condition's branch, on top of the question's own limits. */
  branch?: boolean;
}

/** Widgets (ui:widget, or ui:options.inputType) that fill in one format, and what a person calls that format. */
const WIDGET_FORMATS: Record<string, string> = {
  email: 'email', EmailWidget: 'email',
  date: 'date', DateWidget: 'date', 'alt-date': 'date', AltDateWidget: 'date',
  datetime: 'date-time', 'date-time': 'date-time', 'datetime-local': 'date-time', DateTimeWidget: 'date-time', 'alt-datetime': 'date-time', AltDateTimeWidget: 'date-time',
  time: 'time', TimeWidget: 'time',
  uri: 'uri', url: 'uri', URLWidget: 'uri',
  'data-url': 'data-url', file: 'data-url', FileWidget: 'data-url',
};
const FORMAT_NAMES: Record<string, [string, string]> = {
  email: ['e-mail', 'an e-mail'],
  date: ['data', 'a date'],
  'date-time': ['data e hora', 'a date and time'],
  time: ['hora', 'a time'],
  uri: ['endereço de site (URL)', 'a web address (URL)'],
  'data-url': ['arquivo', 'a file'],
};
/**
 * Formats a widget's question must also check in schema.json. Not `uri`: the forms ask for links that
 * visitors type as "instagram.com/x", which "format": "uri" would refuse (no "https://"), and the form
 * draws without the browser's own check (noHtml5Validate), so a URL box on a plain text is deliberate.
 */
const MUST_CHECK = new Set(['email', 'date', 'date-time', 'time']);
/** Keywords JSON Schema applies to one type of answer only: on another type they are silently ignored. */
const TYPED_KEYWORDS: [string[], string, [string, string]][] = [
  [['minLength', 'maxLength', 'pattern', 'format'], 'string', ['textos (type "string")', 'texts (type "string")']],
  [['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'], 'number', ['números (type "number" ou "integer")', 'numbers (type "number" or "integer")']],
  [['minItems', 'maxItems', 'uniqueItems'], 'array', ['várias escolhas (type "array")', 'multiple choices (type "array")']],
];
/** An "Outro" option, however a form spells it: `Outro`, `Outros`, `outro-tom`, `outro_tipo`, "Outra representação". */
const OTHER = /^outr[oa]s?(?![a-zà-ú])/i;
const OTHER_SUFFIX = /outr[oa]s?$/;

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const typesOf = (field: FieldSchema) =>
  (Array.isArray(field.type) ? field.type : field.type ? [field.type] : []).map((t) => (t === 'integer' ? 'number' : String(t)));
const squash = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * `published`: the form's published version record; null when the form was never published, undefined
 * when that is not known (the staff preview, which has no version records).
 */
export function checkContradictions(def: FormDefinition, published?: FormHistory | null): Finding[] {
  const findings: Finding[] = [];
  const places = fieldPointers(def.schema);
  eachObjectNode(def.schema, '', (node, at) => {
    const required = Array.isArray(node.required) ? node.required.map(String) : [];
    for (const [name, raw] of Object.entries(asRecord(node.properties))) {
      const field = def.fields[name];
      const here = asRecord(raw);
      if (!field) continue;
      const where = at + pointerOf('properties', name);
      const picks = required.includes(name) ? { at: at + pointerOf('required', required.indexOf(name)) } : undefined;
      // A typed node declares the question; a typeless one in a branch adds limits to it there.
      const own = !!here.type;
      if (!own && !at) continue;
      findings.push(...limitFindings(def, name, own ? [here] : [field, here], own ? where : places.get(name) ?? where, where, picks));
      if (own) findings.push(...typeFindings(def, name, here, where));
    }
    findings.push(...emptyBranch(def, node, at));
  });
  for (const [name, field] of Object.entries(def.fields)) findings.push(...widgetFindings(def, name, field, places.get(name) ?? ''));
  findings.push(...(published === null ? missingFollowUps(def, places) : lostFollowUps(def, places, published)));
  return findings;
}

// ---------------------------------------------------------------- limits

/**
 * Limits no answer can meet. `nodes` is the declaration, then (for a branch) the constraint written
 * there; a contradiction the declaration has on its own is said once, at the declaration.
 */
function limitFindings(def: FormDefinition, name: string, nodes: Record<string, unknown>[], declaredAt: string, at: string, picks?: { at: string }): Finding[] {
  const field = def.fields[name];
  const types = typesOf(field);
  const label = questionLabel(def, name);
  const branch = nodes.length > 1;
  const bounds = (key: string, extra: Partial<Bound> = {}): Bound[] =>
    nodes.flatMap((node, i) => {
      const value = num(node[key]);
      const last = i === nodes.length - 1;
      return value === undefined ? [] : [{ value, key, at: (last ? at : declaredAt) + pointerOf(key), branch: branch && last, ...extra }];
    });
  const out: Finding[] = [];
  const say = (pointer: string, text: Say) => out.push({ pointer, ...text });
  /** Only what the branch adds is this node's to report. */
  const mine = (...pair: (Bound | undefined)[]) => !branch || pair.some((b) => b?.branch);

  if (types.includes('string')) {
    const low = highest(bounds('minLength'));
    const high = lowest(bounds('maxLength'));
    if (low && high && low.value > high.value && mine(low, high)) {
      say(low.at, {
        pt: `"${label}" pede ao menos ${low.value} caracteres ("minLength"), mas aceita no máximo ${high.value} ("maxLength"): nenhuma resposta passa. Baixe "minLength" para ${high.value} ou menos, ou suba "maxLength".`,
        en: `"${label}" asks for at least ${low.value} characters ("minLength") but accepts at most ${high.value} ("maxLength"): no answer passes. Lower "minLength" to ${high.value} or less, or raise "maxLength".`,
      });
    }
  }
  if (types.includes('number')) {
    const low = highest([...bounds('minimum'), ...bounds('exclusiveMinimum', { exclusive: true })]);
    const high = lowest([...bounds('maximum'), ...bounds('exclusiveMaximum', { exclusive: true })]);
    const declared = Array.isArray(field.type) ? field.type : [field.type];
    const wholeOnly = declared.includes('integer') && !declared.includes('number');
    if (low && high && mine(low, high)) {
      const from = low.exclusive ? [`acima de ${low.value}`, `above ${low.value}`] : [`a partir de ${low.value}`, `from ${low.value}`];
      const to = high.exclusive ? [`abaixo de ${high.value}`, `below ${high.value}`] : [`até ${high.value}`, `up to ${high.value}`];
      const empty = low.value > high.value || (low.value === high.value && (low.exclusive || high.exclusive));
      const first = low.exclusive ? Math.floor(low.value) + 1 : Math.ceil(low.value);
      const noWhole = !empty && wholeOnly && (high.exclusive ? first >= high.value : first > high.value);
      if (empty || noWhole) {
        const what = noWhole ? ['um número inteiro', 'a whole number', 'nenhum inteiro'] : ['um número', 'a number', 'nenhum número'];
        say(low.at, {
          pt: `"${label}" pede ${what[0]} ${from[0]} e ${to[0]} ("${low.key}" e "${high.key}"): ${what[2]} passa. Ajuste "${low.key}" ou "${high.key}" para que sobre ao menos um valor possível.`,
          en: `"${label}" asks for ${what[1]} ${from[1]} and ${to[1]} ("${low.key}" and "${high.key}"): none passes. Change "${low.key}" or "${high.key}" so at least one value is possible.`,
        });
      }
    }
  }
  if (types.includes('array')) {
    const min = highest([...bounds('minItems'), ...(picks ? [{ value: 1, key: 'required', at: picks.at, branch: branch }] : [])]);
    const high = lowest(bounds('maxItems'));
    const why: [string, string] = min?.key === 'required' ? ['por ser obrigatória', 'being required'] : ['"minItems"', '"minItems"'];
    if (min && high && min.value > high.value && mine(min, high)) {
      say(high.at, {
        pt: `"${label}" pede ao menos ${min.value} ${min.value === 1 ? 'opção marcada' : 'opções marcadas'} (${why[0]}), mas aceita no máximo ${high.value} ("maxItems"): ninguém consegue responder. Suba "maxItems" para ${min.value} ou mais${min.key === 'required' ? ', ou deixe a pergunta opcional' : ', ou baixe "minItems"'}.`,
        en: `"${label}" asks for at least ${min.value} ticked option${min.value === 1 ? '' : 's'} (${why[1]}) but accepts at most ${high.value} ("maxItems"): nobody can answer. Raise "maxItems" to ${min.value} or more${min.key === 'required' ? ', or make the question optional' : ', or lower "minItems"'}.`,
      });
    }
    const options = optionsOf(field)?.length;
    if (min && options !== undefined && min.value > options && (!branch || min.branch)) {
      say(min.at, {
        pt: `"${label}" pede ao menos ${min.value} opções marcadas (${why[0]}), mas só tem ${options}: ninguém consegue marcar tantas. ${min.key === 'required' ? 'Acrescente opções' : `Baixe "minItems" para ${options} ou menos, ou acrescente opções`}.`,
        en: `"${label}" asks for at least ${min.value} ticked options (${why[1]}) but has only ${options}: nobody can tick that many. ${min.key === 'required' ? 'Add options' : `Lower "minItems" to ${options} or less, or add options`}.`,
      });
    }
  }
  return out;
}

/** The tightest lower bound (an exclusive one wins a tie: it allows less). */
function highest(bounds: Bound[]): Bound | undefined {
  return bounds.reduce<Bound | undefined>((best, b) => (!best || b.value > best.value || (b.value === best.value && b.exclusive) ? b : best), undefined);
}

function lowest(bounds: Bound[]): Bound | undefined {
  return bounds.reduce<Bound | undefined>((best, b) => (!best || b.value < best.value || (b.value === best.value && b.exclusive) ? b : best), undefined);
}

// ---------------------------------------------------------------- types and formats

/** A rule written for another type of answer: JSON Schema ignores it, so what it promises never holds. */
function typeFindings(def: FormDefinition, name: string, node: Record<string, unknown>, at: string): Finding[] {
  const types = typesOf(node as FieldSchema);
  if (!types.length) return [];
  const label = questionLabel(def, name);
  const out: Finding[] = [];
  for (const [keys, type, [ptKind, enKind]] of TYPED_KEYWORDS) {
    if (types.includes(type)) continue;
    for (const key of keys) {
      if (node[key] === undefined) continue;
      out.push({
        pointer: at + pointerOf(key),
        pt: `"${key}" só vale para ${ptKind}, e "${label}" é do tipo "${types.join('/')}": a regra nunca é aplicada. Apague "${key}" ou mude o "type" da pergunta.`,
        en: `"${key}" only applies to ${enKind}, and "${label}" is of type "${types.join('/')}": the rule is never applied. Remove "${key}" or change the question's "type".`,
      });
    }
  }
  return out;
}

/**
 * A field drawn for one format (an e-mail box, a date picker) on a question whose schema checks another
 * format (nothing typed there passes) or none (the site would store any text as that format).
 */
function widgetFindings(def: FormDefinition, name: string, field: FieldSchema, at: string): Finding[] {
  if (!typesOf(field).includes('string')) return []; // a widget for another type is checkLayout's
  const ui = asRecord(asRecord(def.ui)[name]);
  const drawn: [string, string][] = [];
  if (typeof ui['ui:widget'] === 'string') drawn.push([ui['ui:widget'], `"ui:widget": "${ui['ui:widget']}"`]);
  const inputType = asRecord(ui['ui:options']).inputType;
  if (typeof inputType === 'string') drawn.push([inputType, `"inputType": "${inputType}"`]);
  const label = questionLabel(def, name);
  for (const [widget, written] of drawn) {
    const need = WIDGET_FORMATS[widget];
    if (!need || field.format === need) continue;
    const [ptName, enName] = FORMAT_NAMES[need];
    if (field.format === undefined) {
      if (!MUST_CHECK.has(need)) continue;
      return [
        {
          pointer: at,
          pt: `"${label}" é mostrada como campo de ${ptName} (${written} em ui.json), mas schema.json não confere o formato: o site guardaria qualquer texto. Acrescente "format": "${need}" à pergunta, ou tire o ${written} de ui.json.`,
          en: `"${label}" is drawn as ${enName} field (${written} in ui.json), but schema.json does not check the format: the site would store any text. Add "format": "${need}" to the question, or remove ${written} from ui.json.`,
        },
      ];
    }
    return [
      {
        pointer: at + pointerOf('format'),
        pt: `"${label}" é mostrada como campo de ${ptName} (${written} em ui.json), mas "format" pede "${field.format}": nada preenchido nesse campo passa. Use "format": "${need}", ou troque o ${written} de ui.json.`,
        en: `"${label}" is drawn as ${enName} field (${written} in ui.json), but "format" asks for "${field.format}": nothing typed in that field passes. Use "format": "${need}", or change ${written} in ui.json.`,
      },
    ];
  }
  return [];
}

// ---------------------------------------------------------------- "Outro" and its follow-up question

/** The option values an `if` (or a branch's typeless pin) tests, per question. */
function testedValues(test: unknown): string[] {
  const t = asRecord(test);
  const read = (n: Record<string, unknown>) => [...(n.const !== undefined ? [String(n.const)] : []), ...(Array.isArray(n.enum) ? n.enum.map(String) : [])];
  return [...read(t), ...read(asRecord(t.contains))];
}

/** True when a branch shows or asks nothing: no question, no requirement, no other rule. */
function isEmptyBranch(branch: unknown): boolean {
  const node = asRecord(branch);
  return Object.entries(node).every(([key, value]) => (key === 'properties' || key === 'required' ? !Object.keys(asRecord(value)).length && !(Array.isArray(value) && value.length) : false));
}

/**
 * A condition on an option that shows nothing: the question it showed (the "Qual?" of an "Outro") was
 * deleted and the condition stayed, so the visitor who picks the option is asked nothing more.
 */
function emptyBranch(def: FormDefinition, node: Record<string, unknown>, at: string): Finding[] {
  if (node.if === undefined || !isEmptyBranch(node.then) || !isEmptyBranch(node.else)) return [];
  const out: Finding[] = [];
  for (const [name, test] of Object.entries(asRecord(asRecord(node.if).properties))) {
    const field = def.fields[name];
    const picked = testedValues(test).map((v) => optionLabel(field, v));
    if (!field || !picked.length) continue;
    const label = questionLabel(def, name);
    out.push({
      pointer: at + pointerOf(node.then === undefined ? 'if' : 'then'),
      pt: `Esta condição (quando "${label}" é ${listOf(picked, 'pt')}) não mostra pergunta nenhuma: a pergunta que ela mostrava foi apagada. Recrie a pergunta em "then" (por exemplo a que pede qual é o "Outro") ou apague a condição inteira.`,
      en: `This condition (when "${label}" is ${listOf(picked, 'en')}) shows no question: the question it showed was deleted. Recreate the question under "then" (for instance the one asking which "Outro") or remove the whole condition.`,
    });
  }
  return out;
}

/** Each (question, option value) for which some question is shown only when that option is picked. */
function followedUp(def: FormDefinition): Set<string> {
  const found = new Set<string>();
  const typed = (branch: unknown) => Object.values(asRecord(asRecord(branch).properties)).some((p) => asRecord(p).type);
  eachObjectNode(def.schema, '', (node, at) => {
    if (node.if !== undefined && typed(node.then)) {
      for (const [name, test] of Object.entries(asRecord(asRecord(node.if).properties))) for (const v of testedValues(test)) found.add(`${name}\n${v}`);
    }
    // A `dependencies` + `oneOf` branch: a typeless property pins the option, the typed ones show with it.
    if (at && typed(node)) {
      for (const [name, pin] of Object.entries(asRecord(node.properties))) if (!asRecord(pin).type) for (const v of testedValues(pin)) found.add(`${name}\n${v}`);
    }
  });
  return found;
}

/**
 * An "Outro" option still offered whose follow-up question (`<question>Outro`, as the editor and the
 * guide name it) was published and is gone now: the visitor who picks it has nowhere to say which. Only
 * the published record knows a follow-up existed; a form that never had one (the spec's contact form)
 * is not told to add it.
 */
function lostFollowUps(def: FormDefinition, places: Map<string, string>, published: FormHistory | undefined): Finding[] {
  const last = published?.at(-1);
  if (!last) return [];
  const stored = new Set(Object.keys(def.fields).map((n) => storedNameOf(def, n)));
  const renamed = new Set(
    Object.values(def.form.renames ?? {}).flatMap((r) => Object.entries(asRecord(asRecord(r).fields)).filter(([, to]) => typeof to === 'string').map(([from]) => storedNameOf(def, from))),
  );
  const gone = Object.keys(last.fields).filter((key) => !stored.has(key) && !renamed.has(key) && OTHER_SUFFIX.test(squash(key)));
  if (!gone.length) return [];
  const shown = followedUp(def);
  const out: Finding[] = [];
  for (const [name, field] of Object.entries(def.fields)) {
    const base = [squash(name), squash(storedNameOf(def, name))];
    for (const option of optionsOf(field) ?? []) {
      if (!OTHER.test(option.value) && !OTHER.test(option.label)) continue;
      if (shown.has(`${name}\n${option.value}`)) continue;
      const key = gone.find((k) => {
        const stem = squash(k).replace(OTHER_SUFFIX, '');
        return stem && base.some((b) => b.startsWith(stem));
      });
      if (!key) continue;
      const old = last.fields[key].label.pt || key;
      const label = questionLabel(def, name);
      out.push({
        pointer: optionPointer(field, places.get(name) ?? '', option.value),
        pt: `A opção "${option.label}" de "${label}" ficou sem a pergunta que pede qual ("${old}", da versão ${last.version}, foi apagada): quem marcar "${option.label}" não tem onde dizer qual. Recrie a pergunta, mostrada só quando "${option.label}" é marcada (no editor, a caixa "Outro" da pergunta), ou apague a opção.`,
        en: `The option "${option.label}" of "${label}" lost the question asking which ("${old}", of version ${last.version}, was deleted): whoever picks "${option.label}" has nowhere to say which. Recreate the question, shown only when "${option.label}" is picked (in the editor, the question's "Outro" box), or remove the option.`,
      });
    }
  }
  return out;
}

/**
 * An "Outro" option with no question asking which, on a form never published: nothing is stored yet, so
 * the form is held to the editor's own shape (the option and its "Qual?" come together). A published
 * form that never had one (the spec's contact form) is judged by lostFollowUps instead. A condition on
 * the option that shows nothing is emptyBranch's to report.
 */
function missingFollowUps(def: FormDefinition, places: Map<string, string>): Finding[] {
  const shown = followedUp(def);
  const tested = new Set<string>();
  eachObjectNode(def.schema, '', (node) => {
    for (const [name, test] of Object.entries(asRecord(asRecord(node.if).properties))) for (const v of testedValues(test)) tested.add(`${name}\n${v}`);
  });
  const out: Finding[] = [];
  for (const [name, field] of Object.entries(def.fields)) {
    for (const option of optionsOf(field) ?? []) {
      if (!OTHER.test(option.value) && !OTHER.test(option.label)) continue;
      const key = `${name}\n${option.value}`;
      if (shown.has(key) || tested.has(key)) continue;
      const label = questionLabel(def, name);
      out.push({
        pointer: optionPointer(field, places.get(name) ?? '', option.value),
        pt: `A opção "${option.label}" de "${label}" não tem a pergunta que pede qual: quem marcar "${option.label}" não tem onde dizer qual é. Acrescente a pergunta, mostrada só quando "${option.label}" é marcada (no editor, a caixa "Outro" da pergunta; à mão, "${name}Outro" numa condição sobre "${option.value}"), ou apague a opção.`,
        en: `The option "${option.label}" of "${label}" has no question asking which: whoever picks "${option.label}" has nowhere to say which. Add the question, shown only when "${option.label}" is picked (in the editor, the question's "Outro" box; by hand, "${name}Outro" under a condition on "${option.value}"), or remove the option.`,
      });
    }
  }
  return out;
}
