import { describe, expect, it } from 'vitest';
import type { FieldSchema, FormSchema, RawFormFolder } from '../../src/forms/core/definition';
import { defineForm } from '../../src/forms/core/registry';
import { checkDefaults } from './check-defaults';

/*
 * A "default" the question itself refuses (issue 38, part 3), one per kind: not among the options (a
 * single choice, a list's pick), outside the limits, off the pattern or the format, of another type.
 */

const FORM = { collection: 'teste_responses', storedNames: 'as-is', texts: { title: 'Teste' }, email: { subject: 'Teste' } } as unknown as RawFormFolder['form'];

function form(properties: Record<string, FieldSchema>, rest: Partial<FormSchema> = {}) {
  return defineForm({ id: 'teste', form: FORM, schema: { type: 'object', properties, ...rest }, ui: {}, translations: {} });
}

describe('checkDefaults', () => {
  it('a single choice whose default is not one of its options', () => {
    const def = form({ tipo: { type: 'string', title: 'Tipo de evento', default: 'festa', oneOf: [{ const: 'casamento', title: 'Casamento' }, { const: 'aniversario', title: 'Aniversário' }] } });
    expect(checkDefaults(def)).toEqual([
      {
        pointer: '/properties/tipo/default',
        pt: 'A resposta que já vem preenchida em "Tipo de evento" (default "festa") não é uma das opções da pergunta: o visitante a veria recusada sem ter escolhido nada. Use "casamento" ou "aniversario", ou apague o "default".',
        en: 'The answer already filled in "Tipo de evento" (default "festa") is not one of the question\'s options: the visitor would see it refused without choosing anything. Use "casamento" or "aniversario", or remove the "default".',
      },
    ]);
  });

  it('a list whose default ticks a value it does not offer, at that item', () => {
    const def = form({ onde: { type: 'array', title: 'Onde vai usar', default: ['Site', 'TikTok'], items: { type: 'string', enum: ['Site', 'Instagram'] } } });
    expect(checkDefaults(def)).toEqual([
      {
        pointer: '/properties/onde/default/1',
        pt: 'O valor "TikTok" que já vem marcado em "Onde vai usar" (default) não é uma das opções da pergunta: o visitante o veria recusado sem ter escolhido nada. Use "Site" ou "Instagram", ou apague o "default".',
        en: 'The value "TikTok" already ticked in "Onde vai usar" (default) is not one of the question\'s options: the visitor would see it refused without choosing anything. Use "Site" or "Instagram", or remove the "default".',
      },
    ]);
    // An empty list, as several forms write, ticks nothing: nothing to say.
    expect(checkDefaults(form({ onde: { type: 'array', default: [], items: { type: 'string', enum: ['Site'] } } }))).toEqual([]);
  });

  it('a number outside its limits', () => {
    expect(checkDefaults(form({ convidados: { type: 'integer', title: 'Número de convidados', minimum: 1, maximum: 10, default: 50 } }))).toEqual([
      {
        pointer: '/properties/convidados/default',
        pt: 'A resposta que já vem preenchida em "Número de convidados" (default 50) não cumpre a regra "Maior número" 10 da própria pergunta: o visitante a veria recusada sem ter escrito nada. Troque-a ou apague o "default".',
        en: 'The answer already filled in "Número de convidados" (default 50) breaks the question\'s own rule "Largest number" 10: the visitor would see it refused without typing anything. Change it or remove the "default".',
      },
    ]);
  });

  it('a text off its pattern, and one off its format', () => {
    const def = form({
      cep: { type: 'string', title: 'CEP', pattern: '^[0-9]{8}$', default: '01310-100' },
      quando: { type: 'string', title: 'Data do evento', format: 'date', default: '31/12/2026' },
    });
    expect(checkDefaults(def).map((f) => [f.pointer, f.pt])).toEqual([
      [
        '/properties/cep/default',
        'A resposta que já vem preenchida em "CEP" (default "01310-100") não cumpre a regra "Padrão do texto" /^[0-9]{8}$/ (pattern) da própria pergunta: o visitante a veria recusada sem ter escrito nada. Troque-a ou apague o "default".',
      ],
      [
        '/properties/quando/default',
        'A resposta que já vem preenchida em "Data do evento" (default "31/12/2026") não cumpre a regra "Formato" data (format) da própria pergunta: o visitante a veria recusada sem ter escrito nada. Troque-a ou apague o "default".',
      ],
    ]);
  });

  it('a default of another type than the question', () => {
    expect(checkDefaults(form({ convidados: { type: 'integer', title: 'Número de convidados', default: '10' } }))).toEqual([
      {
        pointer: '/properties/convidados/default',
        pt: 'A resposta que já vem preenchida em "Número de convidados" (default "10") não é do tipo da pergunta, que pede um número inteiro. Troque-a ou apague o "default".',
        en: 'The answer already filled in "Número de convidados" (default "10") is not of the question\'s type, which asks for a whole number. Change it or remove the "default".',
      },
    ]);
    expect(checkDefaults(form({ n: { type: 'integer', default: 2.5 } }))[0].pointer).toBe('/properties/n/default');
  });

  it('a default that fits says nothing, in a branch as at the top', () => {
    const def = form(
      { tipo: { type: 'string', enum: ['A', 'B'], default: 'A' }, nota: { type: 'number', minimum: 0, maximum: 10, default: 5 } },
      { allOf: [{ if: { properties: { tipo: { const: 'A' } } }, then: { properties: { nota: { default: 7 } } } }] },
    );
    expect(checkDefaults(def)).toEqual([]);
  });
});
