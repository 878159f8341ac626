import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { AJV_OPTIONS, extendAjv } from './ajv-setup';
import type { EngineMessages } from './engine-messages';
import { type FieldError, resolveErrors, toFieldErrors } from './errors';
import { normalizeSchema } from './normalize';
import type { Answers } from './record';
import type { FormDefinition } from './registry';

export type AnswersValidator = (answers: Answers) => FieldError[];

/** Validates answers with the form's own schema and messages, outside any browser. */
export function createAnswersValidator(def: FormDefinition, messages: EngineMessages): AnswersValidator {
  const ajv = extendAjv(new Ajv(AJV_OPTIONS));
  addFormats(ajv);
  const validate = ajv.compile(normalizeSchema(def.schema, messages));
  return (answers) => {
    if (validate(answers)) return [];
    return toFieldErrors(resolveErrors(validate.errors ?? [], def.fields, messages.required));
  };
}
