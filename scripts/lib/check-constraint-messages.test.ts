import { describe, expect, it } from 'vitest';
import type { FieldSchema, FormSchema, FormTranslation, RawFormFolder } from '../../src/forms/core/definition';
import { defineForm } from '../../src/forms/core/registry';
import { checkConstraintMessages } from './check-constraint-messages';

/*
 * No generic message is reachable (issue 38, part 1): each rule a visitor can break without its own
 * message, planted once per kind, in Portuguese (on schema.json, at the question) and in Spanish and
 * English (on the translation file, at the question's entry), with the exact sentence the editor reads.
 */

const FORM = { collection: 'teste_responses', storedNames: 'as-is', texts: { title: 'Teste' }, email: { subject: 'Teste' } } as unknown as RawFormFolder['form'];

function form(properties: Record<string, FieldSchema>, rest: Partial<FormSchema> = {}) {
  return defineForm({ id: 'teste', form: FORM, schema: { type: 'object', properties, ...rest }, ui: {}, translations: {} });
}

const convidados = (extra: FieldSchema = {}): FieldSchema => ({ type: 'integer', title: 'Número de convidados', minimum: 1, maximum: 10, ...extra });
const check = (def: ReturnType<typeof form>, translations: Partial<Record<'es' | 'en', FormTranslation>> = {}) => checkConstraintMessages(def, translations);

describe('checkConstraintMessages: Portuguese, on schema.json', () => {
  it('a number from 1 to 10 with no message: at the question, naming the label, the rules in the editor\'s words and a message to adapt', () => {
    expect(check(form({ convidados: convidados() })).schema).toEqual([
      {
        pointer: '/properties/convidados',
        pt: '"Número de convidados" não tem mensagem de erro para "Menor número" 1 e "Maior número" 10: escreva em "Mensagens ao visitante" da pergunta (ou use "Escrever as mensagens que faltam") o que a pessoa lê quando erra, por exemplo "Informe um número entre 1 e 10." (à mão: "errorMessage" em "properties"."convidados", um texto só ou um objeto com "minimum" e "maximum").',
        en: '"Número de convidados" has no error message for "Smallest number" 1 and "Largest number" 10: write in the question\'s "Messages to the visitor" (or use "Write the missing messages") what the visitor reads when they get it wrong, e.g. "Informe um número entre 1 e 10." (by hand: "errorMessage" under "properties"."convidados", one text or an object with "minimum" and "maximum").',
      },
    ]);
  });

  it('a required question with no message, and one whose keyed message has no "_" for being left empty', () => {
    const def = form(
      {
        nome: { type: 'string', title: 'Nome completo' },
        convidados: convidados({ errorMessage: { minimum: 'Informe ao menos 1 convidado.', maximum: 'No máximo 10 convidados.' } }),
      },
      { required: ['nome', 'convidados'] },
    );
    expect(check(def).schema).toEqual([
      {
        pointer: '/properties/nome',
        pt: '"Nome completo" não tem mensagem de erro para "Obrigatória": escreva em "Mensagens ao visitante" da pergunta (ou use "Escrever as mensagens que faltam") o que a pessoa lê quando deixa em branco (à mão: "errorMessage" em "properties"."nome", um texto só ou um objeto com "_").',
        en: '"Nome completo" has no error message for "Required": write in the question\'s "Messages to the visitor" (or use "Write the missing messages") what the visitor reads when they leave it empty (by hand: "errorMessage" under "properties"."nome", one text or an object with "_").',
      },
      {
        pointer: '/properties/convidados',
        pt: '"Número de convidados" não tem mensagem de erro para "Obrigatória": escreva em "Mensagens ao visitante" da pergunta (ou use "Escrever as mensagens que faltam") o que a pessoa lê quando deixa em branco (à mão: "errorMessage" em "properties"."convidados", um texto só ou um objeto com "_").',
        en: '"Número de convidados" has no error message for "Required": write in the question\'s "Messages to the visitor" (or use "Write the missing messages") what the visitor reads when they leave it empty (by hand: "errorMessage" under "properties"."convidados", one text or an object with "_").',
      },
    ]);
  });

  it('each other rule: multiple, exclusive limits, letters, pattern, format and ticks above one, named in the editor\'s words', () => {
    const def = form({
      passo: { type: 'number', title: 'Orçamento', exclusiveMinimum: 0, exclusiveMaximum: 100, multipleOf: 5 },
      cep: { type: 'string', title: 'CEP', minLength: 8, pattern: '^[0-9]{8}$' },
      email: { type: 'string', title: 'Seu e-mail', format: 'email' },
      onde: { type: 'array', title: 'Onde vai usar', minItems: 2, items: { type: 'string', enum: ['A', 'B', 'C'] } },
    });
    expect(check(def).schema.map((f) => [f.pointer, f.pt.slice(0, f.pt.indexOf(':'))])).toEqual([
      ['/properties/passo', '"Orçamento" não tem mensagem de erro para "Número acima de" 0 (exclusiveMinimum), "Número abaixo de" 100 (exclusiveMaximum) e "Múltiplo de" 5 (multipleOf)'],
      ['/properties/cep', '"CEP" não tem mensagem de erro para "Mínimo de letras" 8 e "Padrão do texto" /^[0-9]{8}$/ (pattern)'],
      ['/properties/email', '"Seu e-mail" não tem mensagem de erro para "Formato" e-mail (format)'],
      ['/properties/onde', '"Onde vai usar" não tem mensagem de erro para "Mínimo de escolhas" 2'],
    ]);
    expect(check(def).schema[2].pt).toContain('por exemplo "Informe um e-mail válido, como nome@exemplo.com."');
  });

  it('is covered by one text, by the rule\'s own key or by "_"; the size caps and one tick on a required list need none', () => {
    const def = form(
      {
        a: convidados({ errorMessage: 'Informe de 1 a 10 convidados.' }),
        b: convidados({ errorMessage: { _: 'Informe de 1 a 10 convidados.' } }),
        c: convidados({ errorMessage: { minimum: 'Ao menos 1.', maximum: 'No máximo 10.' } }),
        d: { type: 'string', title: 'Recado', maxLength: 200 },
        e: { type: 'array', title: 'Onde', minItems: 1, maxItems: 2, items: { type: 'string', enum: ['A', 'B'] }, errorMessage: 'Escolha onde.' },
      },
      { required: ['e'] },
    );
    expect(check(def).schema).toEqual([]);
  });

  it('a limit a condition adds is worded by the question\'s message when the branch has none', () => {
    const def = form(
      { tipo: { type: 'string', title: 'Tipo', enum: ['A', 'B'] }, nome: { type: 'string', title: 'Nome' } },
      { allOf: [{ if: { properties: { tipo: { const: 'A' } } }, then: { properties: { nome: { minLength: 3 } } } }] },
    );
    expect(check(def).schema.map((f) => [f.pointer, f.pt.slice(0, f.pt.indexOf(':'))])).toEqual([['/properties/nome', '"Nome" não tem mensagem de erro para "Mínimo de letras" 3']]);
  });
});

describe('checkConstraintMessages: Spanish and English, on the translation files', () => {
  const def = form({ convidados: convidados({ errorMessage: { _: 'Informe quantos convidados.', minimum: 'Ao menos 1 convidado.', maximum: 'No máximo 10 convidados.' } }) }, { required: ['convidados'] });

  it('a translation without the message: at the question\'s entry, with an example in that language', () => {
    const { byLocale } = check(def, { es: { fields: { convidados: { title: 'Número de invitados' } } }, en: { fields: { convidados: { title: 'Guests', error: 'Enter 1 to 10 guests.' } } } });
    expect(byLocale.en).toEqual([]);
    expect(byLocale.es).toEqual([
      {
        pointer: '/fields/convidados',
        pt: 'Falta a mensagem de erro em espanhol de "Número de convidados" para "Obrigatória", "Menor número" 1 e "Maior número" 10: escreva-a em "Mensagens ao visitante" da pergunta (ou use "Escrever as mensagens que faltam"), com o que a pessoa lê quando deixa em branco ou erra, por exemplo "Indique un número entre 1 y 10." (à mão: "error" em "fields"."convidados", um texto só ou um objeto com "_", "minimum" e "maximum").',
        en: 'The Spanish error message of "Número de convidados" is missing for "Required", "Smallest number" 1 and "Largest number" 10: write it in the question\'s "Messages to the visitor" (or use "Write the missing messages"), with what the visitor reads when they leave it empty or get it wrong, e.g. "Indique un número entre 1 y 10." (by hand: "error" under "fields"."convidados", one text or an object with "_", "minimum" and "maximum").',
      },
    ]);
  });

  it('a keyed translation without a rule\'s key nor "_", and one whose "_" leaves a Portuguese key untranslated', () => {
    const { byLocale } = check(def, {
      es: { fields: { convidados: { error: { minimum: 'Al menos 1 invitado.', maximum: 'Como máximo 10 invitados.' } } } },
      en: { fields: { convidados: { error: { _: 'How many guests?', minimum: 'At least 1 guest.' } } } },
    });
    expect(byLocale.es.map((f) => [f.pointer, f.pt.slice(0, f.pt.indexOf(':'))])).toEqual([
      ['/fields/convidados/error', 'Falta a mensagem de erro em espanhol de "Número de convidados" para "Obrigatória"'],
    ]);
    expect(byLocale.en).toEqual([
      {
        pointer: '/fields/convidados/error',
        pt: 'A mensagem de erro em inglês de "Número de convidados" não traduz "maximum": quem lê em inglês veria essas mensagens em português. Traduza-as em "Mensagens ao visitante" da pergunta (à mão: acrescente "maximum" em "fields"."convidados"."error").',
        en: 'The English error message of "Número de convidados" does not translate "maximum": whoever reads English would see those messages in Portuguese. Translate them in the question\'s "Messages to the visitor" (by hand: add "maximum" under "fields"."convidados"."error").',
      },
    ]);
  });

  it('says nothing of a language whose file is missing or broken (that file has its own problem)', () => {
    expect(check(def, {}).byLocale).toEqual({ es: [], en: [] });
  });
});
