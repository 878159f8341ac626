import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSchema } from './core/definition';
import { resolveErrors } from './core/errors';
import type { PrecompiledForm } from './core/precompiled';
import { collectProperties } from './core/schema-fields';

export type FormValidator = ValidatorType<Record<string, unknown>, RJSFSchema>;

/**
 * Gives a missing answer its own field's message (ajv-errors would attach it to the parent object)
 * and drops the composite errors of conditions: the same resolver the function uses.
 */
export function errorResolver(schema: FormSchema, requiredFallback: string) {
  const fields = collectProperties(schema);
  return (errors: Parameters<typeof resolveErrors>[0] | null | undefined) => {
    if (!errors) return;
    errors.splice(0, errors.length, ...resolveErrors(errors, fields, requiredFallback));
  };
}

/** An RJSF validator that runs the code forms:generate precompiled for this form and language: nothing compiles here. */
export function precompiledFormValidator(form: PrecompiledForm, requiredFallback: string): FormValidator {
  return createPrecompiledValidator<Record<string, unknown>, RJSFSchema>(
    form.validateFns,
    form.schema as RJSFSchema,
    errorResolver(form.schema, requiredFallback),
  );
}
