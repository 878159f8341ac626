import { describe, expect, it } from 'vitest';
import { readRegistry } from '../../../scripts/lib/read-forms';
import { engineForm } from '../../../tests/support/engine-form';
import { maximalAnswers } from '../../../tests/support/maximal-answers';
import { fieldCaps, MAX_SUBMISSION_CHARS, submissionChars, TEXT_CAPS } from './field-caps';

const registry = readRegistry();
const cinematic = registry.forms.find((f) => f.id === 'videos_cinematograficos')!;

/*
 * What each cap does to an answer (the message, UTF-16 counting, the author's maxLength and maxItems, the
 * whole-submission cap) is proven on the validators, in precompiled-validators.test.ts; here, which cap
 * each question gets.
 */
describe('caps by kind of answer', () => {
  it('give e-mails 254, the lead name and phone their own caps, text areas 5000 and other lines 500', () => {
    const caps = fieldCaps(cinematic);
    expect(caps.email).toBe(TEXT_CAPS.email);
    expect(caps.nomeCompleto).toBe(TEXT_CAPS.name);
    expect(caps.whatsapp).toBe(TEXT_CAPS.phone);
    expect(caps.momentoHistoria).toBe(TEXT_CAPS.long);
    expect(caps.redesSociais).toBe(TEXT_CAPS.line);
    expect(caps.temConteudo).toBeUndefined(); // a choice: fenced by its options
  });

  it('give every free text of the synthetic form its kind’s cap (the company and a date too, conditional questions included), and no choice one', () => {
    expect(fieldCaps(engineForm())).toEqual({
      nomeCompleto: TEXT_CAPS.name,
      email: TEXT_CAPS.email,
      whatsapp: TEXT_CAPS.phone,
      empresa: TEXT_CAPS.company,
      dataEvento: TEXT_CAPS.date,
      cidade: TEXT_CAPS.line,
      apelido: TEXT_CAPS.line, // its own maxLength (30) is stricter, and wins when the schema is normalized
      historia: TEXT_CAPS.long,
      canalOutro: TEXT_CAPS.line,
      redesOutras: TEXT_CAPS.line,
      enderecoSite: TEXT_CAPS.line,
    });
  });

  it('count UTF-16 units, as the input, the rules and the function do', () => {
    expect(submissionChars({ a: '😀', b: ['ab', 'c'], c: true })).toBe(5);
  });

  it('let a thorough visitor’s answers to every form fit the whole-submission cap', () => {
    expect(registry.forms.length).toBeGreaterThan(1);
    for (const def of registry.forms) {
      expect(submissionChars(maximalAnswers(def)), def.id).toBeLessThanOrEqual(MAX_SUBMISSION_CHARS);
    }
  });
});
