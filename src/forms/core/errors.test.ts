import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import type { FieldSchema } from './definition';
import { resolveErrors } from './errors';

const error = (over: Partial<ErrorObject>): ErrorObject => ({ keyword: 'enum', instancePath: '', schemaPath: '#', params: {}, message: 'must be equal to one of the allowed values', ...over });
const fields: Record<string, FieldSchema> = { canal: { type: 'string', errorMessage: 'Escolha um canal.' } };

// What the browser shows and the function stores: a failed validation must never come back without an error.
describe('resolving the errors of a failed validation', () => {
  it('drops the branches of a dependencies choice that were not taken, beside a real error', () => {
    const notTaken = error({ instancePath: '/canal', schemaPath: '#/dependencies/canal/oneOf/0/properties/canal/enum' });
    const real = error({ keyword: 'required', params: { missingProperty: 'qual' }, schemaPath: '#/dependencies/canal/oneOf/1/required' });
    expect(resolveErrors([notTaken, real], fields, 'Obrigatório').map((e) => e.keyword)).toEqual(['required']);
  });

  it('keeps the answer no branch is for as an error of its own, under its question’s message', () => {
    const errors = [0, 1].map((i) => error({ instancePath: '/canal', schemaPath: `#/dependencies/canal/oneOf/${i}/properties/canal/enum` }));
    const kept = resolveErrors([...errors, error({ keyword: 'oneOf', schemaPath: '#/dependencies/canal/oneOf' })], fields, 'Obrigatório');
    expect(kept.map((e) => [e.instancePath, e.message])).toEqual([['/canal', 'Escolha um canal.']]);
  });

  it('keeps what Ajv said when only composite errors failed it', () => {
    const composite = error({ keyword: 'oneOf', schemaPath: '#/oneOf', message: 'must match exactly one schema in oneOf' });
    expect(resolveErrors([composite], fields, 'Obrigatório')).toHaveLength(1);
    expect(resolveErrors([], fields, 'Obrigatório')).toEqual([]);
  });
});
