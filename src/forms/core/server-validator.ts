import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { AJV_OPTIONS, extendAjv } from './ajv-setup';
import { type EngineMessages, withLimit } from './engine-messages';
import { type FieldError, resolveErrors, toFieldErrors } from './errors';
import { fieldCaps, MAX_SUBMISSION_CHARS, submissionChars } from './field-caps';
import { normalizeSchema } from './normalize';
import type { Answers } from './record';
import type { FormDefinition } from './registry';

export type AnswersValidator = (answers: Answers) => FieldError[];

/** Validates answers with the form's own schema, caps and messages, outside any browser. */
export function createAnswersValidator(def: FormDefinition, messages: EngineMessages): AnswersValidator {
  const ajv = extendAjv(new Ajv(AJV_OPTIONS));
  addFormats(ajv);
  const validate = ajv.compile(normalizeSchema(def.schema, messages, fieldCaps(def)));
  return (answers) => {
    const errors = validate(answers) ? [] : toFieldErrors(resolveErrors(validate.errors ?? [], def.fields, messages.required));
    if (submissionChars(answers) > MAX_SUBMISSION_CHARS) {
      errors.push({ field: '', message: withLimit(messages.submissionTooLong, MAX_SUBMISSION_CHARS) });
    }
    return errors;
  };
}
