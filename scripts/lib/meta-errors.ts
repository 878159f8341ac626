import type { ErrorObject } from 'ajv';
import { pointerOf } from './json-source';
import { closest, listOf, type Finding } from './problem';

/** Ajv's words about a file that breaks its meta-schema, rephrased as one thing to do. */
export function describeMetaErrors(errors: ErrorObject[], metaFile: string): Finding[] {
  // `if` only says "a then-branch failed" and anyOf branches each add their own complaint: the
  // branch's error (or, for anyOf, one sentence about the whole value) is what a person can act on.
  const anyOfPaths = errors.filter((e) => e.keyword === 'anyOf').map((e) => e.schemaPath);
  const useful = errors.filter(
    (e) => e.keyword !== 'if' && !anyOfPaths.some((p) => e.schemaPath !== p && e.schemaPath.startsWith(`${p}/`)),
  );
  return useful.map((e) => describe(e, metaFile));
}

const TYPE_WORDS: Record<string, [string, string]> = {
  string: ['um texto entre aspas, por exemplo "Sim"', 'a text in double quotes, e.g. "Yes"'],
  array: ['uma lista entre colchetes, por exemplo ["nome", "email"]', 'a list in square brackets, e.g. ["name", "email"]'],
  object: ['um objeto entre chaves { }', 'an object in curly braces { }'],
  integer: ['um número inteiro, sem aspas (por exemplo 5000)', 'a whole number without quotes (e.g. 5000)'],
  number: ['um número, sem aspas', 'a number without quotes'],
  boolean: ['true ou false, sem aspas', 'true or false without quotes'],
};

const PATTERN_WORDS: Record<string, [string, string]> = {
  '^/[^\\s]*$': [
    'Escreva um endereço do site que comece com "/" e não tenha espaços, por exemplo "/videos-cinematograficos/briefing".',
    'Write a site address that starts with "/" and has no spaces, e.g. "/videos-cinematograficos/briefing".',
  ],
  '^[a-z][a-z0-9_]*$': [
    'Use só letras minúsculas sem acento, números e "_", começando por uma letra, por exemplo "clone_digital_responses".',
    'Use only lower-case letters without accents, digits and "_", starting with a letter, e.g. "clone_digital_responses".',
  ],
  '^[a-z0-9][a-z0-9-]*$': [
    'Use só letras minúsculas sem acento, números e "-", por exemplo "dados-gerais".',
    'Use only lower-case letters without accents, digits and "-", e.g. "dados-gerais".',
  ],
};

function describe(e: ErrorObject, metaFile: string): Finding {
  const at = e.instancePath;
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String(e.params.additionalProperty);
      const known = Object.keys((e.parentSchema as { properties?: object })?.properties ?? {}).filter((k) => k !== '$schema');
      const guess = closest(key, known);
      return {
        pointer: at + pointerOf(key),
        pt: guess
          ? `A chave "${key}" não existe aqui: troque por "${guess}".`
          : `A chave "${key}" não existe aqui: apague-a ou corrija o nome${known.length ? ` (aceitas: ${listOf(known, 'pt')})` : ''}.`,
        en: guess
          ? `There is no key "${key}" here: change it to "${guess}".`
          : `There is no key "${key}" here: remove it or fix its name${known.length ? ` (allowed: ${listOf(known, 'en')})` : ''}.`,
      };
    }
    case 'required': {
      const key = String(e.params.missingProperty);
      return { pointer: at, pt: `Falta "${key}": acrescente-o aqui.`, en: `"${key}" is missing: add it here.` };
    }
    case 'type': {
      const types = String(e.params.type).split(',');
      const [pt, en] = types.length === 1 && TYPE_WORDS[types[0]] ? TYPE_WORDS[types[0]] : [types.join(' ou '), types.join(' or ')];
      return { pointer: at, pt: `Aqui deve ir ${pt}.`, en: `This must be ${en}.` };
    }
    case 'enum': {
      const allowed = e.params.allowedValues as unknown[];
      return { pointer: at, pt: `Use um destes valores: ${listOf(allowed, 'pt')}.`, en: `Use one of these values: ${listOf(allowed, 'en')}.` };
    }
    case 'pattern': {
      const words = PATTERN_WORDS[String(e.params.pattern)];
      return words
        ? { pointer: at, pt: words[0], en: words[1] }
        : { pointer: at, pt: `O valor não está no formato esperado (${e.params.pattern}).`, en: `The value is not in the expected format (${e.params.pattern}).` };
    }
    case 'minLength':
      return { pointer: at, pt: 'Não deixe este texto vazio.', en: 'Do not leave this text empty.' };
    case 'minimum':
      return { pointer: at, pt: `Use um número a partir de ${e.params.limit}.`, en: `Use a number of at least ${e.params.limit}.` };
    case 'uniqueItems':
      return {
        pointer: at,
        pt: `Há um item repetido na lista (posições ${e.params.j + 1} e ${e.params.i + 1}): deixe só um.`,
        en: `An item is repeated in the list (positions ${e.params.j + 1} and ${e.params.i + 1}): keep only one.`,
      };
    case 'false schema': {
      const key = at.slice(at.lastIndexOf('/') + 1);
      return {
        pointer: at,
        pt: `Apague "${key}": não combina com o "then" escolhido em "success".`,
        en: `Remove "${key}": it does not go with the "then" chosen in "success".`,
      };
    }
    case 'anyOf':
      return {
        pointer: at,
        pt: `Este valor não tem nenhuma das formas aceitas: veja a ajuda de ${metaFile} no editor.`,
        en: `This value has none of the accepted shapes: see the help of ${metaFile} in your editor.`,
      };
    default:
      return { pointer: at, pt: `Valor inválido (${e.message}).`, en: `Invalid value (${e.message}).` };
  }
}
