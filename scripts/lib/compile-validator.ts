import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { AJV_OPTIONS, extendAjv } from '../../src/forms/core/ajv-setup';
import { type AnswersValidator, answersValidator } from '../../src/forms/core/answers-validator';
import type { EngineMessages } from '../../src/forms/core/engine-messages';
import { fieldCaps } from '../../src/forms/core/field-caps';
import { normalizeSchema } from '../../src/forms/core/normalize';
import { compileOnce } from './compile-once';
import type { FormDefinition } from '../../src/forms/core/registry';

/**
 * Compiles the form's schema at run time: for the tools that judge form folders no build has seen
 * (forms:check on a scratch copy, tests). The Cloud Function never does this: it runs
 * the validators forms:generate precompiled (precompiled-validators.ts).
 */
export function createAnswersValidator(def: FormDefinition, messages: EngineMessages): AnswersValidator {
  const schema = normalizeSchema(def.schema, messages, fieldCaps(def));
  return answersValidator(def, messages, compileOnce('answers', schema, () => siteAjv().compile(schema)));
}

/** An Ajv set up as the site's and the function's (ajv-errors and the formats included). */
export function siteAjv(): Ajv {
  const ajv = extendAjv(new Ajv(AJV_OPTIONS));
  addFormats(ajv);
  return ajv;
}

