import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { AJV_OPTIONS, extendAjv } from './core/ajv-setup';
import type { FormSchema } from './core/definition';
import type { EngineMessages } from './core/engine-messages';
import { errorResolver, type FormValidator, withTypedLengths } from './validator';

/**
 * Compiles a form's schema in the browser. Only for a definition no build has precompiled (a form
 * folder pasted into the staff preview, or one edited without running forms:generate); loaded on
 * demand, so Ajv's compiler stays out of every page a visitor opens.
 */
export function runtimeFormValidator(schema: FormSchema, messages: EngineMessages): FormValidator {
  return withTypedLengths(
    customizeValidator<Record<string, unknown>, RJSFSchema>(
      { ajvOptionsOverrides: AJV_OPTIONS, extenderFn: extendAjv },
      errorResolver(schema, messages.required),
    ),
    messages,
  );
}
