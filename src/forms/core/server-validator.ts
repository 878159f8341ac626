import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { AJV_OPTIONS, extendAjv } from './ajv-setup';
import { type AnswersValidator, answersValidator } from './answers-validator';
import type { EngineMessages } from './engine-messages';
import { fieldCaps } from './field-caps';
import { normalizeSchema } from './normalize';
import type { FormDefinition } from './registry';
import { storedSchema } from './stored-schema';
import { type StoredValidator, storedValidator } from './stored-validator';

export type { AnswersValidator } from './answers-validator';
export type { StoredValidator } from './stored-validator';

/**
 * Compiles the form's schema at run time: for the tools that judge form folders no build has seen
 * (forms:check on a scratch copy, the local sweep, tests). The Cloud Function never does this: it runs
 * the validators forms:generate precompiled (precompiled-validators.ts).
 */
export function createAnswersValidator(def: FormDefinition, messages: EngineMessages): AnswersValidator {
  const ajv = extendAjv(new Ajv(AJV_OPTIONS));
  addFormats(ajv);
  return answersValidator(def, messages, ajv.compile(normalizeSchema(def.schema, messages, fieldCaps(def))));
}

/** The form's stored schema (stored-schema.ts, Portuguese messages) compiled at run time, for the same tools. */
export function createStoredValidator(def: FormDefinition, messages: EngineMessages): StoredValidator {
  const ajv = extendAjv(new Ajv(AJV_OPTIONS));
  addFormats(ajv);
  return storedValidator(def, messages, ajv.compile(storedSchema(def, 'pt', messages)));
}
