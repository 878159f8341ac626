import type { ErrorObject, ValidateFunction } from 'ajv';
import { MAX_SUBMISSION_CHARS, submissionChars } from './field-caps';
import type { FormDefinition } from './registry';

/*
 * A draft's answers as the server keeps them (issue 40, "Continuar depois"): the form's validator in a
 * partial mode. A draft is half-filled by nature, so nothing is asked to be there yet (required, a
 * minimum length or count, a pattern a number being typed does not match yet, a condition that asks for
 * a question); what is there must be of the form's own questions, of their types and options, in
 * their formats and within their caps, so a draft can never hold what the form would not.
 */

/** Ajv keywords a draft is held to; any other error (required, minLength, minItems, pattern, if/then…) is not a draft's. */
const HELD = new Set(['type', 'enum', 'const', 'format', 'maxLength', 'maxItems', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'multipleOf', 'uniqueItems', 'additionalProperties']);

/** Whether an error (or, wrapped by ajv-errors' errorMessage, one of the errors it replaced) is one a draft is held to. */
function held(error: ErrorObject): boolean {
  if (error.keyword === 'errorMessage') return ((error.params as { errors?: ErrorObject[] }).errors ?? []).some(held);
  // An option list written as a oneOf of consts fails as a whole at its question: a value not offered.
  if (error.keyword === 'oneOf' || error.keyword === 'anyOf') return error.instancePath.split('/').length === 2;
  return HELD.has(error.keyword);
}

export type DraftAnswersProblem = { reason: 'unknownFields' | 'tooLong' | 'invalid'; fields: string[] };

/**
 * What keeps these answers from being stored as a draft of `def`, or undefined. `validate` is the form's
 * precompiled validator (undefined when none fits the definition: then only the questions and the caps
 * are checked, as the function then accepts a lead unchecked).
 */
export function draftAnswersProblem(def: FormDefinition, answers: Record<string, unknown>, validate: ValidateFunction | undefined): DraftAnswersProblem | undefined {
  const unknown = Object.keys(answers).filter((key) => !Object.hasOwn(def.fields, key));
  if (unknown.length) return { reason: 'unknownFields', fields: unknown.slice(0, 20) };
  if (submissionChars(answers) > MAX_SUBMISSION_CHARS) return { reason: 'tooLong', fields: [] };
  if (!validate || validate(answers)) return undefined;
  const fields = new Set<string>();
  for (const error of validate.errors ?? []) {
    const field = error.instancePath.split('/')[1];
    if (field && held(error)) fields.add(field);
  }
  return fields.size ? { reason: 'invalid', fields: [...fields] } : undefined;
}
