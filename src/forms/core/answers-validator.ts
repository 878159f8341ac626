import type { ValidateFunction } from 'ajv';
import { type EngineMessages, withLimit } from './engine-messages';
import { type FieldError, resolveErrors, toFieldErrors } from './errors';
import { MAX_SUBMISSION_CHARS, submissionChars } from './field-caps';
import { completeOverCapMessages } from './over-cap';
import type { Answers } from './record';
import type { FormDefinition } from './registry';

export type AnswersValidator = (answers: Answers) => FieldError[];

/**
 * Thrown by a validator that cannot judge its form (no precompiled code fits the definition: a schema
 * forms:generate could not compile, such as a `pattern` that is no regular expression). The function
 * then accepts the lead unchecked and says so to staff, rather than never judging or e-mailing it.
 */
export class FormNotJudged extends Error {
  override name = 'FormNotJudged';
}

/**
 * Answers checked by a validation function of the form's schema (precompiled for the function, or
 * compiled by a tool), with the same messages the browser shows, plus the whole-submission cap.
 */
export function answersValidator(def: FormDefinition, messages: EngineMessages, validate: ValidateFunction): AnswersValidator {
  return (answers) => {
    if (validate(answers)) return submissionCapErrors(submissionChars(answers), messages);
    const raw = validate.errors ?? [];
    // A text over its cap is told how long it is, as the browser tells it (staff read these on a rejected lead).
    completeOverCapMessages(raw, answers, messages);
    return [...toFieldErrors(resolveErrors(raw, def.fields, messages.required)), ...submissionCapErrors(submissionChars(answers), messages)];
  };
}

/** The whole-submission cap, on what the visitor typed (`chars`, as submissionChars counts it). */
export function submissionCapErrors(chars: number, messages: EngineMessages): FieldError[] {
  return chars > MAX_SUBMISSION_CHARS
    ? [{ field: '', message: withLimit(messages.submissionTooLong, MAX_SUBMISSION_CHARS, messages.numberLocale, chars) }]
    : [];
}
