import { describe, expect, it } from 'vitest';
import type { FieldSchema, FormSchema, RawFormFolder, UiSchema } from '../../src/forms/core/definition';
import { defineForm } from '../../src/forms/core/registry';
import { checkContradictions } from './check-contradictions';
import { checkLimits } from './check-limits';

/*
 * Limits that leave the visitor no answer and that checkContradictions does not see (issue 38, part 3),
 * each planted once, with the pointer of the value to change and the sentence in the editor's words.
 */

const FORM = { collection: 'teste_responses', storedNames: 'as-is', texts: { title: 'Teste' }, email: { subject: 'Teste' }, lead: {} } as unknown as RawFormFolder['form'];

function form(properties: Record<string, FieldSchema>, rest: Partial<FormSchema> = {}, ui: UiSchema = {}) {
  return defineForm({ id: 'teste', form: FORM, schema: { type: 'object', properties, ...rest }, ui, translations: {} });
}

const list = (extra: FieldSchema = {}): FieldSchema => ({ type: 'array', title: 'Onde vai usar', items: { type: 'string', enum: ['Site', 'Instagram'] }, uniqueItems: true, ...extra });

describe('checkLimits: limits of 0', () => {
  it('"Máximo de letras" 0 on a text: nothing can be typed', () => {
    expect(checkLimits(form({ recado: { type: 'string', title: 'Recado para a equipe', maxLength: 0 } }))).toEqual([
      {
        pointer: '/properties/recado/maxLength',
        pt: '"Recado para a equipe" tem "Máximo de letras" 0: ninguém consegue escrever nada nela. Apague o "Máximo de letras" (o site já limita o tamanho de cada resposta) ou escreva quantas letras a resposta pode ter.',
        en: '"Recado para a equipe" has "Most letters" 0: nobody can type anything in it. Remove the "Most letters" (the site already caps each answer\'s size) or write how many letters the answer may have.',
      },
    ]);
  });

  it('"Máximo de escolhas" 0 on an optional list: nothing can be ticked', () => {
    expect(checkLimits(form({ onde: list({ maxItems: 0 }) }))).toEqual([
      {
        pointer: '/properties/onde/maxItems',
        pt: '"Onde vai usar" tem "Máximo de escolhas" 0: ninguém consegue marcar opção nenhuma. Apague o "Máximo de escolhas" ou escreva quantas opções a pessoa pode marcar.',
        en: '"Onde vai usar" has "Most choices" 0: nobody can tick any option. Remove the "Most choices" or write how many options a visitor may tick.',
      },
    ]);
  });

  it('a 0 checkContradictions already reports (against a minimum, or on a required list) is said once, there', () => {
    const texts = form({ nome: { type: 'string', title: 'Nome', minLength: 2, maxLength: 0 } });
    expect(checkLimits(texts)).toEqual([]);
    expect(checkContradictions(texts)).toHaveLength(1);
    const required = form({ onde: list({ maxItems: 0 }) }, { required: ['onde'] });
    expect(checkLimits(required)).toEqual([]);
    expect(checkContradictions(required)).toHaveLength(1);
  });
});

describe('checkLimits: a required list that needs no tick', () => {
  it('"Mínimo de escolhas" 0 on a required list: remove it or write 1', () => {
    expect(checkLimits(form({ onde: list({ minItems: 0 }) }, { required: ['onde'] }))).toEqual([
      {
        pointer: '/properties/onde/minItems',
        pt: '"Onde vai usar" é "Obrigatória", mas tem "Mínimo de escolhas" 0: uma pergunta obrigatória pede ao menos 1 opção marcada. Apague o "Mínimo de escolhas" ou escreva 1.',
        en: '"Onde vai usar" is "Required" but has "Fewest choices" 0: a required question asks for at least 1 ticked option. Remove the "Fewest choices" or write 1.',
      },
    ]);
    // Optional, the same 0 asks nothing odd.
    expect(checkLimits(form({ onde: list({ minItems: 0 }) }))).toEqual([]);
  });
});

describe('checkLimits: contradictions checkContradictions does not see', () => {
  it('a multiple no number between the limits is', () => {
    expect(checkLimits(form({ pessoas: { type: 'integer', title: 'Pessoas por mesa', minimum: 1, maximum: 4, multipleOf: 5 } }))).toEqual([
      {
        pointer: '/properties/pessoas/multipleOf',
        pt: '"Pessoas por mesa" pede um "Múltiplo de" 5 (multipleOf) com "Menor número" 1 e "Maior número" 4: nenhum múltiplo de 5 cabe entre esses limites, então nenhum número passa. Mude o "Múltiplo de" (multipleOf) ou os limites.',
        en: '"Pessoas por mesa" asks for a "Multiple of" 5 (multipleOf) with "Smallest number" 1 and "Largest number" 4: no multiple of 5 lies between those limits, so no number passes. Change the "Multiple of" (multipleOf) or the limits.',
      },
    ]);
    // A multiple inside the range, or on an open limit that leaves one, is fine.
    expect(checkLimits(form({ a: { type: 'number', minimum: 1, maximum: 5, multipleOf: 5 }, b: { type: 'number', exclusiveMinimum: 0, maximum: 1, multipleOf: 0.5 } }))).toEqual([]);
  });

  it('a minimum of letters above what the site lets anyone type in that field', () => {
    expect(checkLimits(form({ cidade: { type: 'string', title: 'Cidade do evento', minLength: 600 } }))).toEqual([
      {
        pointer: '/properties/cidade/minLength',
        pt: '"Cidade do evento" pede ao menos 600 letras ("Mínimo de letras"), mas o site aceita no máximo 500 nesse campo quando a pergunta não tem "Máximo de letras": nenhuma resposta passa. Baixe o "Mínimo de letras" para 500 ou menos, ou escreva um "Máximo de letras" maior.',
        en: '"Cidade do evento" asks for at least 600 letters ("Fewest letters"), but the site accepts at most 500 in that field when the question has no "Most letters": no answer passes. Lower the "Fewest letters" to 500 or less, or write a larger "Most letters".',
      },
    ]);
    // A long text (textarea) takes 5000; an author's own maximum wins.
    expect(checkLimits(form({ historia: { type: 'string', minLength: 600 } }, {}, { historia: { 'ui:widget': 'textarea' } }))).toEqual([]);
    expect(checkLimits(form({ cidade: { type: 'string', minLength: 600, maxLength: 900 } }))).toEqual([]);
  });

  it('an option its own question refuses, in a single choice and in a list', () => {
    const def = form({
      sigla: { type: 'string', title: 'Estado', minLength: 2, maxLength: 2, oneOf: [{ const: 'SP', title: 'São Paulo' }, { const: 'Rio', title: 'Rio de Janeiro' }] },
      onde: list({ items: { type: 'string', pattern: '^[A-Z]', enum: ['Site', 'instagram'] } }),
    });
    expect(checkLimits(def)).toEqual([
      {
        pointer: '/properties/sigla/oneOf/1/const',
        pt: 'A opção "Rio de Janeiro" de "Estado" nunca pode ser escolhida: o valor dela ("Rio") não cumpre a regra "Máximo de letras" 2 da própria pergunta. Mude ou apague essa regra, ou o valor da opção.',
        en: 'The option "Rio de Janeiro" of "Estado" can never be picked: its value ("Rio") breaks the question\'s own rule "Most letters" 2. Change or remove that rule, or the option\'s value.',
      },
      {
        pointer: '/properties/onde/items/enum/1',
        pt: 'A opção "instagram" de "Onde vai usar" nunca pode ser escolhida: o valor dela ("instagram") não cumpre a regra "Padrão do texto" /^[A-Z]/ (pattern) da própria pergunta. Mude ou apague essa regra, ou o valor da opção.',
        en: 'The option "instagram" of "Onde vai usar" can never be picked: its value ("instagram") breaks the question\'s own rule "Text pattern" /^[A-Z]/ (pattern). Change or remove that rule, or the option\'s value.',
      },
    ]);
  });
});
