import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { readRegistry } from '../../scripts/lib/read-forms';
import { ENGINE_MESSAGES, validatorFile } from '../../scripts/lib/validators-generator';
import { LOCALES } from './core/definition';
import type { PrecompiledForm } from './core/precompiled';
import { validationSchema } from './core/validation-schema';
import { runtimeFormValidator } from './runtime-validator';
import { precompiledFormValidator } from './validator';

/*
 * What the visitor's browser runs (RJSF with the precompiled module of the form in their language)
 * shows the same messages under the same fields as RJSF compiling the schema itself would.
 */
const forms = readRegistry().forms.filter((def) => ['videos_cinematograficos', 'conteudo_estrategico'].includes(def.id));
const cases = forms.flatMap((def) => LOCALES.map((locale) => [def.id, locale, def] as const));

describe.each(cases)('%s in %s: the browser validator', (_id, locale, def) => {
  const messages = ENGINE_MESSAGES[locale];
  const formSchema = validationSchema(def, locale, messages);
  const schema = formSchema as RJSFSchema;
  const load = () => import(/* @vite-ignore */ `../../${validatorFile(def.id, locale)}`) as Promise<PrecompiledForm>;
  const reference = runtimeFormValidator(formSchema, messages.required);
  const messagesOf = (result: ReturnType<typeof reference.validateFormData>) =>
    Object.fromEntries(Object.entries(result.errorSchema).map(([field, node]) => [field, node?.__errors]));

  it('was compiled from the very schema the browser draws', async () => {
    expect((await load()).schema).toEqual(schema);
  });

  it('accepts the example and gives the schema’s messages for empty and mistyped answers', async () => {
    const precompiled = await load();
    const validator = precompiledFormValidator(precompiled, messages.required);
    const example = def.example ?? {};
    expect(validator.validateFormData(example, precompiled.schema as RJSFSchema).errors).toEqual([]);
    const mistyped = Object.fromEntries(Object.keys(example).map((name) => [name, 42]));
    for (const answers of [{}, mistyped, { ...example, email: 'not an address' }]) {
      const ours = messagesOf(validator.validateFormData(answers, precompiled.schema as RJSFSchema));
      expect(Object.keys(ours).length).toBeGreaterThan(0);
      expect(ours).toEqual(messagesOf(reference.validateFormData(answers, schema)));
    }
  });

  it('decides the conditional questions as the schema does', async () => {
    const precompiled = await load();
    const validator = precompiledFormValidator(precompiled, messages.required);
    const example = def.example ?? {};
    for (const sub of Object.values(precompiled.schema.allOf ?? []).map((branch) => branch.if as RJSFSchema | undefined)) {
      if (!sub) continue;
      expect(validator.isValid(sub, example, precompiled.schema as RJSFSchema)).toBe(reference.isValid(sub, example, schema));
    }
  });
});
