import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { AJV_OPTIONS, extendAjv } from './core/ajv-setup';
import type { FormSchema } from './core/definition';
import { resolveErrors } from './core/errors';
import { collectProperties } from './core/schema-fields';

/**
 * An RJSF validator for one localized form: ajv-errors attaches the schema's messages and the
 * shared resolver gives a missing answer its own field's message, exactly as the function does.
 */
export function createFormValidator(schema: FormSchema, requiredFallback: string) {
  const fields = collectProperties(schema);
  return customizeValidator<Record<string, unknown>, RJSFSchema>(
    { ajvOptionsOverrides: AJV_OPTIONS, extenderFn: extendAjv },
    (errors) => {
      if (!errors) return;
      errors.splice(0, errors.length, ...resolveErrors(errors, fields, requiredFallback));
    },
  );
}
