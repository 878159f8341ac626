import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { ENGINE_MESSAGES } from '../../../scripts/lib/validators-generator';
import { AJV_OPTIONS, extendAjv } from './ajv-setup';
import { answersValidator } from './answers-validator';
import { type FormMeta, type FormSchema, LOCALES, type Locale } from './definition';
import { defineForm } from './registry';
import { validationSchema } from './validation-schema';

/*
 * A question made in the visual editor may carry a rule without words of its own (forms:check refuses
 * it, but the dev server shows the form meanwhile). The visitor then reads what the rule asks, with its
 * numbers, in their language: never "Valor inválido." (issue 38). One question per kind of rule.
 */
const schema: FormSchema = {
  type: 'object',
  required: ['nome', 'nota', 'cores'],
  properties: {
    nome: { type: 'string', title: 'Nome' },
    nota: { type: 'integer', title: 'Nota', minimum: 1, maximum: 10 },
    pessoas: { type: 'integer', title: 'Pessoas', minimum: 2 },
    orcamento: { type: 'number', title: 'Orçamento', maximum: 5000 },
    resumo: { type: 'string', title: 'Resumo', minLength: 20 },
    codigo: { type: 'string', title: 'Código', pattern: '^[A-Z]{3}$' },
    email: { type: 'string', title: 'E-mail', format: 'email' },
    site: { type: 'string', title: 'Site', format: 'uri' },
    data: { type: 'string', title: 'Data', format: 'date' },
    tipo: { type: 'string', title: 'Tipo', oneOf: [{ const: 'a', title: 'A' }, { const: 'b', title: 'B' }] },
    cores: { type: 'array', title: 'Cores', minItems: 2, uniqueItems: true, items: { type: 'string', enum: ['azul', 'verde', 'rosa'] } },
  },
};

const def = defineForm({ id: 'feito_no_editor', form: { title: 'Feito no editor', lead: {} } as unknown as FormMeta, schema, ui: {}, translations: {} });

function judge(locale: Locale) {
  const messages = ENGINE_MESSAGES[locale];
  const ajv = extendAjv(new Ajv(AJV_OPTIONS));
  addFormats(ajv);
  const validate = answersValidator(def, messages, ajv.compile(validationSchema(def, locale, messages)));
  return (answers: Record<string, unknown>) => Object.fromEntries(validate(answers).map((e) => [e.field, e.message]));
}

const filled = { nome: 'Ana', nota: 5, cores: ['azul', 'verde'] };
const wrong = {
  nome: '   ',
  nota: 50,
  pessoas: 1,
  orcamento: 9000,
  resumo: 'curto',
  codigo: 'abc',
  email: 'ana@',
  site: 'exemplo',
  data: '2026-02-30',
  tipo: 'c',
  cores: ['azul', 'azul'],
};

describe('the engine’s message of a rule the author wrote none for', () => {
  it('names each rule and its numbers, in Portuguese', () => {
    expect(judge('pt')(filled)).toEqual({});
    expect(judge('pt')({})).toEqual({ nome: 'Campo obrigatório.', nota: 'Campo obrigatório.', cores: 'Campo obrigatório.' });
    expect(judge('pt')({ ...filled, nota: 'dez', cores: [] })).toEqual({ nota: 'Informe um número inteiro.', cores: 'Escolha pelo menos 2 opções.' });
    expect(judge('pt')(wrong)).toEqual({
      nome: 'Campo obrigatório.',
      nota: 'Informe um número entre 1 e 10.',
      pessoas: 'Informe um número a partir de 2.',
      orcamento: 'Informe um número até 5.000.',
      resumo: 'Escreva pelo menos 20 caracteres.',
      codigo: 'A resposta não está no formato pedido.',
      email: 'Informe um e-mail válido, como nome@exemplo.com.',
      site: 'Informe um endereço completo, começando com https://.',
      data: 'Informe uma data válida.',
      tipo: 'Escolha uma das opções.',
      cores: 'Escolha cada opção uma só vez.',
    });
    expect(judge('pt')({ ...filled, cores: ['azul'] })).toEqual({ cores: 'Escolha pelo menos 2 opções.' });
    expect(judge('pt')({ ...filled, cores: ['azul', 'preto'] })).toEqual({ cores: 'Escolha uma das opções.' });
  });

  it('says the same in Spanish and English, numbers written as each language writes them', () => {
    expect(judge('es')({ ...wrong, nome: 'Ana' })).toMatchObject({ nota: 'Indique un número entre 1 y 10.', orcamento: 'Indique un número hasta 5.000.' });
    expect(judge('en')({ ...wrong, nome: 'Ana' })).toMatchObject({ nota: 'Enter a number between 1 and 10.', orcamento: 'Enter a number of at most 5,000.' });
  });

  it('never falls back to a generic message for any question of the form, in any language', () => {
    for (const locale of LOCALES) {
      const { invalid } = ENGINE_MESSAGES[locale];
      const said = [...Object.values(judge(locale)(wrong)), ...Object.values(judge(locale)({}))];
      expect(said.length, locale).toBeGreaterThan(10);
      expect(said, locale).not.toContain(invalid);
    }
  });

  it('keeps the author’s words wherever they wrote some, a rule’s own over the question’s', () => {
    const authored = defineForm({
      ...def,
      schema: {
        ...schema,
        properties: {
          ...schema.properties,
          nota: { ...schema.properties.nota, errorMessage: { _: 'Dê uma nota', maximum: 'A nota vai até 10' } },
          codigo: { ...schema.properties.codigo, errorMessage: 'Use três letras maiúsculas' },
        },
      },
    });
    const messages = ENGINE_MESSAGES.pt;
    const ajv = extendAjv(new Ajv(AJV_OPTIONS));
    addFormats(ajv);
    const validate = answersValidator(authored, messages, ajv.compile(validationSchema(authored, 'pt', messages)));
    const byField = (answers: Record<string, unknown>) => Object.fromEntries(validate(answers).map((e) => [e.field, e.message]));
    expect(byField({ ...filled, nota: 50, codigo: 'abc' })).toEqual({ nota: 'A nota vai até 10', codigo: 'Use três letras maiúsculas' });
    expect(byField({ ...filled, nota: 0 })).toEqual({ nota: 'Dê uma nota' });
    expect(byField({ cores: filled.cores, nome: 'Ana' })).toEqual({ nota: 'Dê uma nota' });
  });
});
