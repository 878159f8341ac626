import type Ajv from 'ajv';
import type { Options } from 'ajv';
import ajvErrors from 'ajv-errors';

/**
 * One Ajv configuration for the browser (through RJSF) and the function: same schema, same verdict.
 * `unicode: false` counts lengths in UTF-16 code units, as the input's maxlength and the Firestore
 * rules' `size()` do, so an emoji-rich text is judged the same on all three sides.
 */
export const AJV_OPTIONS: Options = {
  allErrors: true,
  strict: false,
  unicode: false,
  // Ajv still honours `unicode: false` but announces it as deprecated on every compile; only that notice is dropped.
  logger: {
    log: (...args: unknown[]) => console.log(...args),
    warn: (...args: unknown[]) => {
      if (!String(args[0]).startsWith('DEPRECATED: option unicode')) console.warn(...args);
    },
    error: (...args: unknown[]) => console.error(...args),
  },
};

/** Adds ajv-errors, which attaches the `errorMessage` texts written in the schemas. */
export function extendAjv(ajv: Ajv): Ajv {
  ajvErrors(ajv);
  return ajv;
}
