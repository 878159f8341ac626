import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import es from '../../i18n/locales/es.json';
import pt from '../../i18n/locales/pt.json';
import { formatCount, withLimit } from './engine-messages';
import { completeOverCapMessages, valueAt } from './over-cap';

/*
 * The size messages in the visitor's number format, with the length of what they wrote. What each
 * validator then shows under each field is proven in precompiled-validators.test.ts (the function's)
 * and in validator.test.ts (the browser's).
 */
describe('the counts of the engine messages', () => {
  it('are written as each language writes numbers, four digits grouped too', () => {
    expect([pt, es, en].map((json) => formatCount(5000, json.engine.numberLocale))).toEqual(['5.000', '5.000', '5,000']);
    expect([pt, es, en].map((json) => formatCount(60_000, json.engine.numberLocale))).toEqual(['60.000', '60.000', '60,000']);
    expect(formatCount(500, 'pt-BR')).toBe('500');
  });

  it('fill the limit and, when given, what was written; without a locale, plain digits as before', () => {
    expect(withLimit(pt.engine.maxLengthTyped, 5000, pt.engine.numberLocale, 5214)).toBe('Use no máximo 5.000 caracteres (você escreveu 5.214).');
    expect(withLimit(es.engine.maxLengthTyped, 5000, es.engine.numberLocale, 5214)).toBe('Usa como máximo 5.000 caracteres (escribiste 5.214).');
    expect(withLimit(en.engine.maxLengthTyped, 5000, en.engine.numberLocale, 5214)).toBe('Use at most 5,000 characters (you wrote 5,214).');
    expect(withLimit(pt.engine.maxLength, 5000, pt.engine.numberLocale)).toBe('Use no máximo 5.000 caracteres.');
    expect(withLimit(pt.engine.maxLength, 5000)).toBe('Use no máximo 5000 caracteres.');
    expect(withLimit(pt.engine.submissionTooLong, 60_000, pt.engine.numberLocale, 61_234)).toBe(
      'Suas respostas somam 61.234 caracteres, mais que o limite de 60.000. Encurte os textos mais longos e envie de novo.',
    );
    expect(withLimit(en.engine.submissionTooLong, 60_000, en.engine.numberLocale, 61_234)).toMatch(/^Your answers add up to 61,234 characters, more than the limit of 60,000\./);
  });
});

/** A text over its cap as ajv-errors reports it under normalize.ts's keyed message. */
const overCap = (path: string, limit: number): ErrorObject => ({
  instancePath: path,
  schemaPath: `#/properties${path}/errorMessage`,
  keyword: 'errorMessage',
  params: { errors: [{ instancePath: path, schemaPath: `#/properties${path}/maxLength`, keyword: 'maxLength', params: { limit }, message: '' }] },
  message: withLimit(pt.engine.maxLength, limit, pt.engine.numberLocale),
});

describe('completeOverCapMessages', () => {
  it('tells each text over its cap how long it is, in UTF-16 units as the cap counts', () => {
    const errors = [overCap('/historia', 5000), overCap('/nome', 120)];
    completeOverCapMessages(errors, { historia: 'x'.repeat(5214), nome: '😀'.repeat(61) }, pt.engine);
    expect(errors.map((e) => e.message)).toEqual([
      'Use no máximo 5.000 caracteres (você escreveu 5.214).',
      'Use no máximo 120 caracteres (você escreveu 122).',
    ]);
  });

  it('speaks the language of the messages it is given', () => {
    const errors = [overCap('/historia', 5000)];
    completeOverCapMessages(errors, { historia: 'x'.repeat(5001) }, en.engine);
    expect(errors[0].message).toBe('Use at most 5,000 characters (you wrote 5,001).');
  });

  it('leaves every other error alone, and a text it cannot find with the message it had', () => {
    const pattern: ErrorObject = {
      instancePath: '/nome',
      schemaPath: '#/properties/nome/errorMessage',
      keyword: 'errorMessage',
      params: { errors: [{ instancePath: '/nome', schemaPath: '#/properties/nome/pattern', keyword: 'pattern', params: {}, message: '' }] },
      message: 'Informe seu nome',
    };
    const lost = overCap('/historia', 5000);
    completeOverCapMessages([pattern, lost], { nome: ' ' }, pt.engine);
    expect(pattern.message).toBe('Informe seu nome');
    expect(lost.message).toBe('Use no máximo 5.000 caracteres.');
    expect(() => completeOverCapMessages(null, {}, pt.engine)).not.toThrow();
  });

  it('completes a bare maxLength error too', () => {
    const bare: ErrorObject = { instancePath: '/site', schemaPath: '#/properties/site/maxLength', keyword: 'maxLength', params: { limit: 500 }, message: 'must NOT have more than 500 characters' };
    completeOverCapMessages([bare], { site: 'x'.repeat(1200) }, es.engine);
    expect(bare.message).toBe('Usa como máximo 500 caracteres (escribiste 1.200).');
  });
});

describe('valueAt', () => {
  it('follows an Ajv instancePath, escapes included', () => {
    const data = { redes: ['a', 'bb'], 'a/b': { '~c': 'x' } };
    expect(valueAt(data, '')).toBe(data);
    expect(valueAt(data, '/redes/1')).toBe('bb');
    expect(valueAt(data, '/a~1b/~0c')).toBe('x');
    expect(valueAt(data, '/nada/0')).toBeUndefined();
  });
});
