import type { ValidateFunction } from 'ajv';
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
  const validate = precompiledValidate(def);
  if (!validate) {
    return () => {
      throw new FormNotJudged(`No precompiled validator for ${validationSchemaId(def, 'pt')}: run npm run forms:check, then npm run forms:generate.`);
    };
  }
  return answersValidator(def, messages, validate);
}


/** The Ajv function forms:generate precompiled for the form's Portuguese schema, or undefined when none fits the definition. */
export function precompiledValidate(def: FormDefinition): ValidateFunction | undefined {
  const precompiled = serverValidators[def.id];
  const id = validationSchemaId(def, 'pt');
  return precompiled?.schema.$id === id ? precompiled.validateFns[id] : undefined;
}
