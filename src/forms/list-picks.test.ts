import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { readFormFolders, readRegistry } from '../../scripts/lib/read-forms';
import { ENGINE_MESSAGES } from '../../scripts/lib/validators-generator';
import { ENGINE_FORM_DIR, precompiledModule } from '../../tests/support/engine-form';
import { answersValidator } from './core/answers-validator';
import type { FieldSchema, FormSchema, Locale, RawFormFolder } from './core/definition';
import { precompiledAnswersValidator } from './core/precompiled-validators';
import type { Answers } from './core/record';
import { defineForm, type FormDefinition } from './core/registry';
import { validationSchemaId } from './core/validation-schema';
import { precompiledFormValidator } from './validator';

/*
 * A multiple choice (checkboxes) and how many picks it takes, judged by the code forms:generate
 * precompiles: the browser's validator (RJSF with the module of the visitor's language) and the
 * function's (the Portuguese module through answersValidator). Variants of the synthetic form
 * (tests/fixtures/engine-form), each with only the change under test.
 */
type Edit = (schema: FormSchema, folder: RawFormFolder) => void;

function variant(edit: Edit): FormDefinition {
  const [folder] = readFormFolders(ENGINE_FORM_DIR);
  const copy = structuredClone(folder);
  edit(copy.schema, copy);
  return defineForm(copy);
}

/** The question `recursos` without the author's minimum and message: only `required` asks for a pick. */
const plainRequiredList: Edit = (schema, folder) => {
  delete schema.properties.recursos.minItems;
  delete schema.properties.recursos.errorMessage;
  for (const t of Object.values(folder.translations)) delete (t!.fields as Record<string, { error?: string }>).recursos.error;
};

/** What the visitor's browser shows under each question, in `locale`. */
async function browserSays(def: FormDefinition, locale: Locale, answers: Answers) {
  const module = await precompiledModule(def, locale);
  const validator = precompiledFormValidator(module, ENGINE_MESSAGES[locale]);
  const { errorSchema } = validator.validateFormData(answers, module.schema as RJSFSchema);
  return Object.fromEntries(Object.entries(errorSchema).map(([field, node]) => [field, (node as { __errors?: string[] }).__errors]));
}

/** What the function stores as the answers' errors (Portuguese). */
async function functionSays(def: FormDefinition, answers: Answers) {
  const module = await precompiledModule(def, 'pt');
  return answersValidator(def, ENGINE_MESSAGES.pt, module.validateFns[validationSchemaId(def, 'pt')])(answers);
}

const without = (answers: Answers, ...names: string[]) => Object.fromEntries(Object.entries(answers).filter(([name]) => !names.includes(name)));

const REQUIRED = { pt: 'Campo obrigatório.', es: 'Campo obligatorio.', en: 'This field is required.' };

describe('a required multiple choice', () => {
  it('refuses no pick with the form’s required message in the visitor’s language, and takes one pick', async () => {
    const def = variant(plainRequiredList);
    const example = def.example!;
    for (const locale of ['pt', 'es', 'en'] as const) {
      expect(await browserSays(def, locale, { ...example, recursos: [] }), locale).toEqual({ recursos: [REQUIRED[locale]] });
      expect(await browserSays(def, locale, { ...example, recursos: ['trilha'] }), locale).toEqual({});
    }
    expect(await functionSays(def, { ...example, recursos: [] })).toEqual([{ field: 'recursos', message: REQUIRED.pt }]);
    expect(await functionSays(def, { ...example, recursos: ['trilha'] })).toEqual([]);
  });

  it('says the question’s own message for no pick, as for a missing answer', async () => {
    const def = variant((schema) => delete schema.properties.recursos.minItems);
    const withoutRecursos = without(def.example!, 'recursos');
    const own = [{ field: 'recursos', message: 'Escolha um ou dois recursos' }];
    expect(await functionSays(def, withoutRecursos)).toEqual(own);
    expect(await functionSays(def, { ...def.example, recursos: [] })).toEqual(own);
    expect(await browserSays(def, 'es', { ...def.example, recursos: [] })).toEqual({ recursos: ['Elige uno o dos'] });
  });

  it('is the one the Cloud Function runs for a real form: no pick is refused, one is taken', () => {
    const evento = readRegistry().forms.find((f) => f.id === 'evento_briefing')!;
    const judge = precompiledAnswersValidator(evento, ENGINE_MESSAGES.pt);
    expect(judge({ ...evento.example, ondeUsar: [] })).toEqual([{ field: 'ondeUsar', message: 'Selecione pelo menos uma opção' }]);
    expect(judge({ ...evento.example, ondeUsar: ['Instagram'] })).toEqual([]);
  });

  it('needs a pick only while a condition requires it (then, dependencies), and never for an `if` that only tests it', async () => {
    // `redes` is asked at the top and tested by an `if` (its `contains`): optional, so an empty list is fine.
    const optional = variant(() => undefined);
    expect(await functionSays(optional, { ...without(optional.example!, 'redesOutras'), redes: [] })).toEqual([]);

    // Required in a `then`: only when the channel is "outro".
    const inThen = variant((schema) => ((schema.allOf![0].then as FieldSchema).required as string[]).push('redes'));
    const noOther = without(inThen.example!, 'redesOutras');
    expect(await functionSays(inThen, { ...noOther, redes: [] })).toEqual([{ field: 'redes', message: REQUIRED.pt }]);
    expect(await browserSays(inThen, 'en', { ...noOther, redes: [] })).toEqual({ redes: [REQUIRED.en] });
    expect(await functionSays(inThen, { ...without(noOther, 'canalOutro'), canal: 'instagram', redes: [] })).toEqual([]);

    // Required by `dependencies: { empresa: ["redes"] }`: only when a company is given.
    const byDependency = variant((schema) => Object.assign(schema.dependencies!, { empresa: ['redes'] }));
    expect(await functionSays(byDependency, { ...noOther, redes: [] })).toEqual([{ field: 'redes', message: REQUIRED.pt }]);
    expect(await browserSays(byDependency, 'es', { ...noOther, redes: [] })).toEqual({ redes: [REQUIRED.es] });
    expect(await functionSays(byDependency, { ...without(noOther, 'empresa'), redes: [] })).toEqual([]);
  });
});

describe('a multiple choice with a minimum of two or more', () => {
  it('says how many picks it takes, in the visitor’s language', async () => {
    const def = variant((schema) => Object.assign(schema.properties.redes, { minItems: 2 }));
    const example = without(def.example!, 'redesOutras');
    const expected = { pt: 'Escolha pelo menos 2 opções.', es: 'Elige al menos 2 opciones.', en: 'Choose at least 2 options.' };
    for (const locale of ['pt', 'es', 'en'] as const) {
      expect(await browserSays(def, locale, { ...example, redes: ['instagram'] }), locale).toEqual({ redes: [expected[locale]] });
      expect(await browserSays(def, locale, { ...example, redes: ['instagram', 'tiktok'] }), locale).toEqual({});
    }
    expect(await functionSays(def, { ...example, redes: ['tiktok'] })).toEqual([{ field: 'redes', message: expected.pt }]);
    // The maximum is the engine's too, never Ajv's English.
    const capped = variant((schema) => Object.assign(schema.properties.redes, { minItems: 2, maxItems: 2 }));
    expect(await browserSays(capped, 'en', { ...example, redes: ['instagram', 'tiktok', 'outra'], redesOutras: 'Pinterest' })).toEqual({
      redes: ['Choose at most 2 options.'],
    });
  });
});
