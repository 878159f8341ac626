import { describe, expect, it } from 'vitest';
import { readRegistry } from '../../../scripts/lib/read-forms';
import { maximalAnswers } from '../../../tests/support/maximal-answers';
import { fieldCaps, MAX_SUBMISSION_CHARS, submissionChars, TEXT_CAPS } from './field-caps';
import { createAnswersValidator } from '../../../scripts/lib/compile-validator';
import pt from '../../i18n/locales/pt.json';

const registry = readRegistry();
const cinematic = registry.forms.find((f) => f.id === 'videos_cinematograficos')!;

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

  it('count UTF-16 units, as the input, the rules and the function do', () => {
    expect(submissionChars({ a: '😀', b: ['ab', 'c'], c: true })).toBe(5);
  });

  it.each(registry.forms.map((def) => [def.id, def] as const))(
    '%s: a thorough visitor’s answers fit the whole-submission cap',
    (_id, def) => {
      expect(submissionChars(maximalAnswers(def))).toBeLessThanOrEqual(MAX_SUBMISSION_CHARS);
    },
  );
});

describe('the server validator', () => {
  const validate = createAnswersValidator(cinematic, pt.engine);

  it('refuses a blank required text with the field’s own message, and an over-long one with the size message', () => {
    expect(validate({ ...cinematic.example, nomeCompleto: '   ' })).toContainEqual({ field: 'nomeCompleto', message: 'Nome completo é obrigatório' });
    expect(validate({ ...cinematic.example, momentoHistoria: '😀'.repeat(2501) })).toEqual([
      { field: 'momentoHistoria', message: 'Use no máximo 5000 caracteres.' },
    ]);
    expect(validate({ ...cinematic.example, momentoHistoria: '😀'.repeat(2500) })).toEqual([]);
  });

  it('refuses a submission over the whole cap even when each answer is within its own', () => {
    const answers = { ...cinematic.example, __a: 'x'.repeat(MAX_SUBMISSION_CHARS) };
    expect(validate(answers).map((e) => e.message)).toContain('Suas respostas somam mais de 60000 caracteres. Encurte os textos mais longos e envie de novo.');
  });
});
