import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { ErrorObject } from 'ajv';
import type { FormSchema } from './core/definition';
import type { EngineMessages } from './core/engine-messages';
import { resolveErrors } from './core/errors';
import { completeOverCapMessages } from './core/over-cap';
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

/**
 * Makes the validator's "too long" messages say how long the text is (over-cap.ts). RJSF hands the
 * answers to rawValidation alone (its localizer sees only the errors, and transformErrors neither), and
 * validateFormData calls it on the validator itself: completed there, every message RJSF then places
 * under a field already has the length of what the visitor typed at this very validation.
 */
export function withTypedLengths(validator: FormValidator, messages: EngineMessages): FormValidator {
  const raw = validator.rawValidation.bind(validator);
  validator.rawValidation = <Result>(schema: RJSFSchema, formData?: Record<string, unknown>) => {
    const result = raw<Result>(schema, formData);
    completeOverCapMessages(result.errors as ErrorObject[] | undefined, formData, messages);
    return result;
  };
  return validator;
}

/** An RJSF validator that runs the code forms:generate precompiled for this form and language: nothing compiles here. */
export function precompiledFormValidator(form: PrecompiledForm, messages: EngineMessages): FormValidator {
  return withTypedLengths(
    createPrecompiledValidator<Record<string, unknown>, RJSFSchema>(
      form.validateFns,
      form.schema as RJSFSchema,
      errorResolver(form.schema, messages.required),
    ),
    messages,
  );
}
