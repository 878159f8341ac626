import type { ErrorObject } from 'ajv';
import type { FieldSchema } from './definition';
import { fieldMessage } from './normalize';

/** Keywords that only say "some branch failed": the branch's own errors already name the field. */
const COMPOSITE = new Set(['if', 'then', 'else', 'oneOf', 'anyOf', 'allOf', 'dependencies']);

export interface FieldError {
  field: string;
  message: string;
}

/** The top-level answer an Ajv error is about (`/nomeCompleto/0` -> `nomeCompleto`). */
export function fieldOfError(error: ErrorObject): string | undefined {
  // RJSF quotes missingProperty ('name') while its localizer runs, for its own title lookup.
  if (error.keyword === 'required') return String(error.params.missingProperty).replace(/^'(.*)'$/, '$1');
  return error.instancePath.split('/')[1] || undefined;
}

/**
 * Gives each Ajv error the message a visitor should read, in place: a missing answer gets its
 * field's own message (ajv-errors would attach it to the parent object), and the composite
 * errors of conditions are dropped. Used by the browser validator and by the function alike.
 */
export function resolveErrors(
  errors: ErrorObject[],
  fields: Record<string, FieldSchema>,
  requiredFallback: string,
): ErrorObject[] {
  const kept = errors.filter((e) => !(COMPOSITE.has(e.keyword) && fieldOfError(e) === undefined));
  for (const e of kept) {
    if (e.keyword === 'required') e.message = fieldMessage(fields[fieldOfError(e)!]) ?? requiredFallback;
  }
  return kept;
}

/** One message per answer, in the order the errors came. */
export function toFieldErrors(errors: ErrorObject[]): FieldError[] {
  const seen = new Map<string, string>();
  for (const e of errors) {
    const field = fieldOfError(e) ?? '';
    if (!seen.has(field)) seen.set(field, e.message ?? '');
  }
  return [...seen].map(([field, message]) => ({ field, message }));
}
