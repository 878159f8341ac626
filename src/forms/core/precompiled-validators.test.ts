import { describe, expect, it } from 'vitest';
import { readRegistry } from '../../../scripts/lib/read-forms';
import pt from '../../i18n/locales/pt.json';
import { precompiledAnswersValidator } from './precompiled-validators';
import type { Answers } from './record';
import { createAnswersValidator } from '../../../scripts/lib/compile-validator';

/*
 * The function judges answers with the code forms:generate precompiled; the schema compiled at run
 * time is the reference it must agree with, message for message (the Portuguese errorMessage texts).
 */
const registry = readRegistry();

/** Answers that break the form in every way a visitor or a script could: empty, blank, too long, mistyped. */
function invalidVariants(example: Answers, required: string[]): Record<string, Answers> {
  const variants: Record<string, Answers> = { nothing: {} };
  for (const name of required) {
    const without = { ...example };
    delete without[name];
    variants[`without ${name}`] = without;
    if (typeof example[name] === 'string') variants[`blank ${name}`] = { ...example, [name]: '   ' };
  }
  const texts = Object.entries(example).filter(([, value]) => typeof value === 'string');
  variants['every text too long'] = { ...example, ...Object.fromEntries(texts.map(([name]) => [name, 'x'.repeat(6000)])) };
  variants['every answer mistyped'] = Object.fromEntries(Object.keys(example).map((name) => [name, 42]));
  if (Object.values(example).some(Array.isArray)) {
    variants['an option that does not exist'] = Object.fromEntries(
      Object.entries(example).map(([name, value]) => [name, Array.isArray(value) ? ['não existe'] : value]),
    );
  }
  return variants;
}

describe.each(registry.forms.map((def) => [def.id, def] as const))('%s: the precompiled validator', (_id, def) => {
  const precompiled = precompiledAnswersValidator(def, pt.engine);
  const compiled = createAnswersValidator(def, pt.engine);
  const example = def.example ?? {};

  it('accepts the example', () => {
    expect(precompiled(example)).toEqual([]);
  });

  it.each(Object.entries(invalidVariants(example, def.schema.required ?? [])))(
    'gives the same errors as the schema for %s',
    (_case, answers) => {
      const errors = precompiled(answers);
      expect(errors.length).toBeGreaterThan(0);
      expect(errors).toEqual(compiled(answers));
    },
  );
});

describe('the precompiled validator of the cinematic briefing', () => {
  const cinematic = registry.forms.find((f) => f.id === 'videos_cinematograficos')!;
  const validate = precompiledAnswersValidator(cinematic, pt.engine);

  it('says in Portuguese what the form author wrote, and the engine’s size message', () => {
    expect(validate({ ...cinematic.example, nomeCompleto: '   ' })).toContainEqual({ field: 'nomeCompleto', message: 'Nome completo é obrigatório' });
    expect(validate({ ...cinematic.example, momentoHistoria: '😀'.repeat(2501) })).toEqual([
      { field: 'momentoHistoria', message: 'Use no máximo 5000 caracteres.' },
    ]);
  });

  it('counts lengths in UTF-16 units, as the input and the Firestore rules do', () => {
    expect(validate({ ...cinematic.example, momentoHistoria: '😀'.repeat(2500) })).toEqual([]);
  });

  it('refuses to judge a definition whose questions changed after it was generated', () => {
    const edited = { ...cinematic, version: 'edited' };
    expect(() => precompiledAnswersValidator(edited, pt.engine)).toThrow(/npm run forms:generate/);
  });
});
