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

/** Validators that met a schema they could not run (a `pattern` that is no regular expression...). */
const unjudging = new WeakMap<FormValidator, string>();

/** Why this validator could not judge the answers, if it could not (the send goes on to the server's judgement). */
export const cannotJudge = (validator: FormValidator): string | undefined => unjudging.get(validator);

/**
 * A schema the validator cannot run (Ajv refuses to compile it, or its code throws) would make RJSF
 * report an error under no question: the send button would do nothing, with nothing said. Such a
 * validation passes instead, so the lead reaches the function, which judges it with what it has and
 * tells staff the form is broken; the runner tells the visitor (cannotJudge) and the developer
 * (one console error naming the form's file and question).
 */
export function passingWhenBroken(validator: FormValidator, where: () => string): FormValidator {
  const raw = validator.rawValidation.bind(validator);
  validator.rawValidation = <Result>(schema: RJSFSchema, formData?: Record<string, unknown>) => {
    let broken: unknown;
    try {
      const result = raw<Result>(schema, formData);
      if (!result.validationError) return result;
      broken = result.validationError;
    } catch (error) {
      broken = error;
    }
    if (!unjudging.has(validator)) {
      const reason = broken instanceof Error ? broken.message : String(broken);
      unjudging.set(validator, reason);
      console.error(`${where()} cannot be validated in the browser (${reason}); answers go to the server unchecked. Run npm run forms:check.`);
    }
    return { errors: [] };
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
