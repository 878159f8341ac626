import type { ErrorObject, ValidateFunction } from 'ajv';
import { submissionCapErrors } from './answers-validator';
import type { EngineMessages } from './engine-messages';
import { type FieldError, resolveErrors, toFieldErrors } from './errors';
import { submissionChars } from './field-caps';
import { answerNames, JOIN_SEPARATOR } from './record';
import type { FormDefinition } from './registry';

/** Judges the answers of a stored document as Firestore holds them (record.ts storedAnswersOf). */
export type StoredValidator = (stored: Record<string, unknown>) => FieldError[];

/**
 * Stored answers checked by a validation function of the form's stored schema (stored-schema.ts), with
 * the errors under the answer names, so the messages (and the staff viewer, which labels by answer
 * name) are those of the answers validator; plus the whole-submission cap, as answers-validator.ts.
 */
export function storedValidator(def: FormDefinition, messages: EngineMessages, validate: ValidateFunction): StoredValidator {
  const toAnswer = answerNames(def);
  const joinedKeys = (def.form.joinedLists ?? []).map((name) => def.storedNames[name] ?? name);
  return (stored) => {
    const errors = validate(stored) ? [] : toFieldErrors(resolveErrors(underAnswerNames(validate.errors ?? [], toAnswer), def.fields, messages.required));
    // The browser counts a list's items; the separators a joined list is stored with are not the visitor's.
    const separators = joinedKeys.reduce((n, key) => n + (typeof stored[key] === 'string' ? stored[key].split(JOIN_SEPARATOR).length - 1 : 0), 0);
    return [...errors, ...submissionCapErrors(submissionChars(stored) - separators * JOIN_SEPARATOR.length, messages)];
  };
}

/** Ajv's errors with each stored field name (in the path and in `required`'s params) back to its answer name. */
function underAnswerNames(errors: ErrorObject[], toAnswer: Map<string, string>): ErrorObject[] {
  const answer = (key: string) => toAnswer.get(key) ?? key;
  return errors.map((error) => {
    const [, top, ...rest] = error.instancePath.split('/');
    const params = { ...error.params };
    for (const key of ['missingProperty', 'property']) if (typeof params[key] === 'string') params[key] = answer(params[key]);
    return { ...error, instancePath: top === undefined ? error.instancePath : ['', answer(top), ...rest].join('/'), params };
  });
}
