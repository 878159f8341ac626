import type { ValidateFunction } from 'ajv';
import type { FormSchema } from './definition';

/**
 * One form in one language as forms:generate precompiles it (src/forms/generated/validators): the
 * schema it was compiled from (`$id` = validationSchemaId) and the standalone Ajv functions by the key
 * @rjsf/validator-ajv8 looks them up with (the root's `$id`, or a sub-schema's hash).
 */
export interface PrecompiledForm {
  schema: FormSchema & { $id: string };
  validateFns: Record<string, ValidateFunction>;
}
