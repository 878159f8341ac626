import { describe, expect, it } from 'vitest';
import { createAnswersValidator } from '../../../scripts/lib/compile-validator';
import { checkFolder } from '../../../scripts/lib/check-forms';
import { readFormFiles } from '../../../scripts/lib/form-files';
import pt from '../../i18n/locales/pt.json';
import type { FormMeta, FormSchema, UiSchema } from './definition';
import { exampleAnswers } from './example-answers';
import { defineForm } from './registry';

/** example.json as the editor writes it: the generated answers under the editors' `$schema` line. */
const exampleFile = (answers: Record<string, unknown>) => `${JSON.stringify({ $schema: '../example.meta.schema.json', ...answers }, null, 2)}\n`;

describe('the generated example of every form folder', () => {
  const folders = readFormFiles().filter((f) => f.files['form.json'] && f.files['schema.json']);

  it('finds the form folders', () => expect(folders.length).toBeGreaterThan(5));

  it.each(folders.map((f) => [f.id, f] as const))('%s: forms:check finds nothing wrong with it', (_, folder) => {
    const source = {
      schema: JSON.parse(folder.files['schema.json']!) as FormSchema,
      ui: JSON.parse(folder.files['ui.json'] ?? '{}') as UiSchema,
      form: JSON.parse(folder.files['form.json']!) as FormMeta,
    };
    const answers = exampleAnswers(source);
    const checked = checkFolder({ id: folder.id, files: { ...folder.files, 'example.json': exampleFile(answers) } });
    expect(checked.problems.filter((p) => p.file.endsWith('/example.json'))).toEqual([]);
    // The check did judge it (it would say nothing of an example next to a schema it cannot read).
    expect(checked.def?.example).toEqual(answers);
    for (const name of source.schema.required ?? []) expect(answers, name).toHaveProperty(name);
  });
});

/** A form made of the given questions, and the errors the site's validator finds in its generated example. */
function planted(schema: Pick<FormSchema, 'properties'> & Partial<FormSchema>, ui: UiSchema = {}, lead: FormMeta['lead'] = {}) {
  const def = defineForm({ id: 'planted', form: { lead } as FormMeta, schema: { ...schema, type: 'object' }, ui, translations: {} });
  const answers = exampleAnswers(def);
  return { answers, errors: createAnswersValidator(def, pt.engine)(answers) };
}

describe('exampleAnswers on planted questions', () => {
  it('writes a text as long as its minimum asks, and no longer than its maximum', () => {
    const { answers, errors } = planted({
      required: ['historia', 'sigla'],
      properties: { historia: { type: 'string', minLength: 140 }, sigla: { type: 'string', maxLength: 4 } },
    });
    expect(errors).toEqual([]);
    expect((answers.historia as string).length).toBeGreaterThanOrEqual(140);
    expect((answers.sigla as string).length).toBeLessThanOrEqual(4);
  });

  it('gives a number within its range, whole when the question asks an integer', () => {
    const { answers, errors } = planted({
      required: ['convidados', 'nota', 'peso', 'lote'],
      properties: {
        convidados: { type: 'integer', minimum: 20, maximum: 300 },
        nota: { type: 'number', exclusiveMinimum: 0, maximum: 0.8 },
        peso: { type: 'integer', maximum: -3 },
        lote: { type: 'integer', minimum: 7, multipleOf: 5 },
      },
    });
    expect(errors).toEqual([]);
    expect(answers).toMatchObject({ convidados: 20, peso: -3, lote: 10 });
    expect(answers.nota).toBeGreaterThan(0);
    expect(answers.nota).toBeLessThanOrEqual(0.8);
  });

  it('ticks as many options as a required list asks, the first ones, and answers an optional list with one', () => {
    const options = { type: 'string', oneOf: ['a', 'b', 'c'].map((v) => ({ const: v, title: v.toUpperCase() })) };
    const { answers, errors } = planted({
      required: ['canais'],
      properties: {
        canais: { type: 'array', minItems: 2, uniqueItems: true, items: options },
        extras: { type: 'array', uniqueItems: true, items: options },
      },
    });
    expect(errors).toEqual([]);
    expect(answers).toMatchObject({ canais: ['a', 'b'], extras: ['a'] });
  });

  it('answers the questions a condition brings in once it holds, and only those', () => {
    const { answers, errors } = planted({
      required: ['tipo', 'redes'],
      properties: {
        tipo: { type: 'string', oneOf: [{ const: 'Outro' }, { const: 'Casamento' }] },
        redes: { type: 'array', items: { type: 'string', enum: ['Instagram', 'Outros'] }, uniqueItems: true },
        contato: { type: 'string', oneOf: [{ const: 'email' }, { const: 'telefone' }] },
      },
      allOf: [
        // The first option is "Outro": its "Qual?" is required once chosen.
        { if: { properties: { tipo: { const: 'Outro' } }, required: ['tipo'] }, then: { properties: { tipoOutro: { type: 'string', minLength: 5 } }, required: ['tipoOutro'] } },
        // Never met by the first options: its question stays out.
        { if: { properties: { redes: { contains: { const: 'Outros' } } }, required: ['redes'] }, then: { properties: { redesOutras: { type: 'string' } }, required: ['redesOutras'] } },
      ],
      dependencies: { contato: { properties: { melhorHorario: { type: 'string', format: 'time' } }, required: ['melhorHorario'] } },
    });
    expect(errors).toEqual([]);
    expect(answers.tipo).toBe('Outro');
    expect((answers.tipoOutro as string).length).toBeGreaterThanOrEqual(5);
    expect(answers).not.toHaveProperty('redesOutras');
    expect(answers).toHaveProperty('melhorHorario');
  });

  it('gives each format a plausible value, and a text its pattern accepts', () => {
    const { answers, errors } = planted(
      {
        required: ['email', 'data', 'site', 'whatsapp', 'convidados', 'nome', 'aceite'],
        properties: {
          nome: { type: 'string', minLength: 2 },
          email: { type: 'string', format: 'email' },
          data: { type: 'string', format: 'date' },
          site: { type: 'string', format: 'uri' },
          whatsapp: { type: 'string', minLength: 10 },
          convidados: { type: 'string', pattern: '^[0-9]{1,6}$' },
          aceite: { type: 'boolean', const: true },
        },
      },
      { whatsapp: { 'ui:options': { inputType: 'tel' } } },
      { name: 'nome' },
    );
    expect(errors).toEqual([]);
    expect(answers).toMatchObject({ nome: 'Ana Souza', whatsapp: '(11) 98765-4321', aceite: true });
    expect(answers.convidados).toMatch(/^[0-9]+$/);
  });
});
