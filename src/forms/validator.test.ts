import type { RJSFSchema } from '@rjsf/utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { readRegistry } from '../../scripts/lib/read-forms';
import { ENGINE_MESSAGES, validatorFile } from '../../scripts/lib/validators-generator';
import { engineForm, precompiledModule } from '../../tests/support/engine-form';
import { type Locale, LOCALES } from './core/definition';
import type { PrecompiledForm } from './core/precompiled';
import type { FormDefinition } from './core/registry';
import { validationSchema } from './core/validation-schema';
import { runtimeFormValidator } from './runtime-validator';
import { precompiledFormValidator } from './validator';

/*
 * What the visitor's browser runs (RJSF with the precompiled module of the form in their language)
 * shows the same messages under the same fields as RJSF compiling the schema itself would. Each feature
 * in every language, on a real form with conditions (the strategic content briefing) and on the synthetic
 * form that holds every keyword (tests/fixtures/engine-form), precompiled here as forms:generate would.
 */
const strategic = readRegistry().forms.find((def) => def.id === 'conteudo_estrategico')!;
const fixture = engineForm();
const loadGenerated = (def: FormDefinition, locale: Locale) =>
  import(/* @vite-ignore */ `../../${validatorFile(def.id, locale)}`) as Promise<PrecompiledForm>;

interface Case {
  label: string;
  def: FormDefinition;
  locale: Locale;
  module: PrecompiledForm;
}
const cases: Case[] = [];
beforeAll(async () => {
  for (const locale of LOCALES) {
    cases.push({ label: `${strategic.id} in ${locale}`, def: strategic, locale, module: await loadGenerated(strategic, locale) });
    cases.push({ label: `the synthetic form in ${locale}`, def: fixture, locale, module: await precompiledModule(fixture, locale) });
  }
});

/** The browser's validator and RJSF's own compile of the very schema the page draws, for one form in one language. */
function validators({ def, locale, module }: Case) {
  const messages = ENGINE_MESSAGES[locale];
  const formSchema = validationSchema(def, locale, messages);
  return {
    schema: formSchema as RJSFSchema,
    ours: precompiledFormValidator(module, messages),
    reference: runtimeFormValidator(formSchema, messages),
  };
}
type Result = ReturnType<ReturnType<typeof validators>['ours']['validateFormData']>;
const messagesOf = (result: Result) => Object.fromEntries(Object.entries(result.errorSchema).map(([field, node]) => [field, node?.__errors]));

describe('the browser validator', () => {
  it('runs, in each language, the module compiled from the very schema the browser draws', async () => {
    for (const locale of LOCALES) {
      expect((await loadGenerated(strategic, locale)).schema, locale).toEqual(validationSchema(strategic, locale, ENGINE_MESSAGES[locale]));
    }
  });

  it('accepts the example, and gives the schema’s messages in the visitor’s language for empty and mistyped answers and a bad e-mail', () => {
    expect(cases).toHaveLength(LOCALES.length * 2);
    for (const c of cases) {
      const { schema, ours, reference } = validators(c);
      const example = c.def.example ?? {};
      expect(ours.validateFormData(example, schema).errors, `${c.label}: its example`).toEqual([]);
      const mistyped = Object.fromEntries(Object.keys(example).map((name) => [name, 42]));
      for (const [what, answers] of Object.entries({ nothing: {}, 'every answer mistyped': mistyped, 'a bad e-mail': { ...example, email: 'not an address' } })) {
        const shown = messagesOf(ours.validateFormData(answers, schema));
        expect(Object.keys(shown).length, `${c.label}, ${what}: some message`).toBeGreaterThan(0);
        expect(shown, `${c.label}, ${what}`).toEqual(messagesOf(reference.validateFormData(answers, schema)));
      }
    }
    // The synthetic form's messages are its translations': the Spanish one for an empty name.
    const spanish = cases.find((c) => c.def === fixture && c.locale === 'es')!;
    const { schema, ours } = validators(spanish);
    expect(messagesOf(ours.validateFormData({ ...fixture.example, nomeCompleto: '' }, schema))).toEqual({ nomeCompleto: ['Indica tu nombre completo'] });
  });

  it('says, under a text over its cap, the cap and how long the text is, in the visitor’s language and number format', () => {
    const expected = {
      pt: 'Use no máximo 5.000 caracteres (você escreveu 5.214).',
      es: 'Usa como máximo 5.000 caracteres (escribiste 5.214).',
      en: 'Use at most 5,000 characters (you wrote 5,214).',
    };
    for (const c of cases.filter((c) => c.def === fixture)) {
      const { schema, ours, reference } = validators(c);
      const answers = { ...fixture.example, historia: 'x'.repeat(5214) };
      expect(messagesOf(ours.validateFormData(answers, schema)), c.label).toEqual({ historia: [expected[c.locale]] });
      expect(messagesOf(reference.validateFormData(answers, schema)), c.label).toEqual({ historia: [expected[c.locale]] });
      // Each validation counts what it is given: a later, shorter text is told its own length.
      expect(messagesOf(ours.validateFormData({ ...answers, historia: 'x'.repeat(5001) }, schema)).historia?.[0], c.label).toMatch(/5[.,]001/);
    }
  });

  it('decides the conditional questions as the schema does (if/then and dependencies)', () => {
    for (const c of cases) {
      const { schema, ours, reference } = validators(c);
      const conditions = (schema.allOf ?? []).map((branch) => (branch as RJSFSchema).if).filter((sub): sub is RJSFSchema => !!sub);
      expect(conditions.length, `${c.label}: conditions`).toBeGreaterThan(0);
      for (const sub of conditions) {
        for (const answers of [c.def.example ?? {}, {}]) {
          expect(ours.isValid(sub, answers, schema), `${c.label}: ${JSON.stringify(sub)}`).toBe(reference.isValid(sub, answers, schema));
        }
      }
    }
    // What the visitor then reads: the question that a condition or a dependency asks for, in their language.
    const english = validators(cases.find((c) => c.def === fixture && c.locale === 'en')!);
    const without = { ...fixture.example, canalOutro: undefined, melhorHorario: undefined, enderecoSite: undefined };
    expect(messagesOf(english.ours.validateFormData(without, english.schema))).toEqual({
      canalOutro: ['Tell us which way'],
      melhorHorario: ['Choose a time'],
      enderecoSite: ['Enter the website address'],
    });
    const notAsked = { ...without, canal: 'instagram', whatsapp: undefined, temSite: 'nao' };
    expect(messagesOf(english.ours.validateFormData(notAsked, english.schema))).toEqual({});
  });
});
