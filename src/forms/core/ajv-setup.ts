import type Ajv from 'ajv';
import type { Options } from 'ajv';
import ajvErrors from 'ajv-errors';

/** One Ajv configuration for the browser (through RJSF) and the function: same schema, same verdict. */
export const AJV_OPTIONS: Options = { allErrors: true, strict: false };

/** Adds ajv-errors, which attaches the `errorMessage` texts written in the schemas. */
export function extendAjv(ajv: Ajv): Ajv {
  ajvErrors(ajv);
  return ajv;
}
