import type { ErrorObject } from 'ajv';
import { type EngineMessages, withLimit } from './engine-messages';

/**
 * The cap a "too long" error is about, or undefined for any other error. normalize.ts gives every text
 * the engine's `maxLength` message, so ajv-errors reports a text over its cap as an `errorMessage`
 * error at the text's own path wrapping the `maxLength` failure; a bare `maxLength` error counts too.
 */
function overCapLimit(error: ErrorObject): number | undefined {
  if (error.keyword === 'maxLength') return numberOr(error.params.limit);
  if (error.keyword !== 'errorMessage') return undefined;
  const wrapped = (error.params as { errors?: ErrorObject[] }).errors;
  if (!wrapped?.length || !wrapped.every((e) => e.keyword === 'maxLength' && e.instancePath === error.instancePath)) return undefined;
  return numberOr(wrapped[0].params.limit);
}

const numberOr = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** The value a JSON pointer (an Ajv `instancePath`: `/historia`, `/redes/0`) points at in the answers. */
export function valueAt(data: unknown, pointer: string): unknown {
  if (!pointer) return data;
  let node = data;
  for (const raw of pointer.split('/').slice(1)) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

/**
 * Gives every "too long" error, in place, the message that says how long the text is ("Use no máximo
 * 5.000 caracteres (você escreveu 5.214)."): the precompiled validators cannot, since they are written
 * before anyone types, so this runs where the answers validated are at hand (the browser's validator,
 * validator.ts, and the function's, answers-validator.ts). The length is counted as the cap is, in
 * UTF-16 code units (field-caps.ts). An error whose text cannot be found keeps its message.
 */
export function completeOverCapMessages(errors: ErrorObject[] | null | undefined, data: unknown, messages: EngineMessages): void {
  for (const error of errors ?? []) {
    const limit = overCapLimit(error);
    if (limit === undefined) continue;
    const text = valueAt(data, error.instancePath);
    if (typeof text === 'string') error.message = withLimit(messages.maxLengthTyped, limit, messages.numberLocale, text.length);
  }
}
