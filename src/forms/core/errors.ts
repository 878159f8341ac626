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
 * errors of conditions and the `dependencies` branches not taken are dropped. Used by the browser
 * validator and by the function alike; a failed validation always keeps at least one error.
 */
export function resolveErrors(
  errors: ErrorObject[],
  fields: Record<string, FieldSchema>,
  requiredFallback: string,
): ErrorObject[] {
  const kept = errors.filter((e) => !(COMPOSITE.has(e.keyword) && fieldOfError(e) === undefined) && !isBranchNotTaken(e));
  for (const e of kept) {
    if (e.keyword === 'required') e.message = fieldMessage(fields[fieldOfError(e)!]) ?? requiredFallback;
  }
  if (kept.length > 0 || errors.length === 0) return kept;
  // Never a failed validation left without an error (the browser would send it, the function accept it):
  // an answer no branch is for is wrong after all, under its own message; anything else as Ajv said it.
  const wrong = new Map<string, ErrorObject>();
  for (const e of errors.filter(isBranchNotTaken)) {
    const field = fieldOfError(e)!;
    if (!wrong.has(field)) wrong.set(field, { ...e, message: fieldMessage(fields[field]) ?? e.message });
  }
  return wrong.size > 0 ? [...wrong.values()] : errors;
}

/*
 * `dependencies: { canal: { oneOf: [branch, ...] } }` picks a branch by the answer `canal` itself; each
 * branch names the values it is for under `properties.canal`. The branches a value is not for fail there
 * ("must be equal to one of the allowed values"): that says which branch was not taken, not that the
 * answer is wrong (its own `properties` judge it, with its message; so do the taken branch's questions).
 */
const BRANCH_NOT_TAKEN = /\/dependencies\/([^/]+)\/(?:oneOf|anyOf)\/\d+\/properties\/\1\//;
const isBranchNotTaken = (e: ErrorObject) => BRANCH_NOT_TAKEN.test(e.schemaPath);

/** One message per answer, in the order the errors came. */
export function toFieldErrors(errors: ErrorObject[]): FieldError[] {
  const seen = new Map<string, string>();
  for (const e of errors) {
    const field = fieldOfError(e) ?? '';
    if (!seen.has(field)) seen.set(field, e.message ?? '');
  }
  return [...seen].map(([field, message]) => ({ field, message }));
}
