import { serverValidators } from '../generated/validators/server';
import { type AnswersValidator, answersValidator, FormNotJudged } from './answers-validator';
import type { EngineMessages } from './engine-messages';
import type { FormDefinition } from './registry';
import { validationSchemaId } from './validation-schema';

/**
 * The form's Portuguese validator as forms:generate precompiled it (no schema is compiled here): what
 * the Cloud Function judges stored answers with. A definition whose questions differ from what was
 * precompiled (the folder edited, the command not run, or a schema it could not compile) throws
 * FormNotJudged at each judgement instead of judging by old rules.
 */
export function precompiledAnswersValidator(def: FormDefinition, messages: EngineMessages): AnswersValidator {
  const precompiled = serverValidators[def.id];
  const id = validationSchemaId(def, 'pt');
  const validate = precompiled?.schema.$id === id ? precompiled.validateFns[id] : undefined;
  if (!validate) {
    return () => {
      throw new FormNotJudged(`No precompiled validator for ${id}: run npm run forms:check, then npm run forms:generate.`);
    };
  }
  return answersValidator(def, messages, validate);
}

