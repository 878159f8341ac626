import { describe, expect, it } from 'vitest';
import { compareGenerated } from './check-generated';
import { answersTypesFile, FORM_META_TYPES, generateTypes } from './generate-types';
import { readRegistry } from './read-forms';

describe('generateTypes', () => {
  const registry = readRegistry();
  const generated = generateTypes({ ...registry, forms: registry.forms.filter((f) => f.id === 'clone_digital') });

  it('types a question that exists only under a condition, as optional', async () => {
    const text = (await generated)[answersTypesFile('clone_digital')];
    expect(text).toContain('export interface CloneDigitalAnswers {');
    expect(text).toMatch(/\n {2}principalUsoOutro\?: string;/);
    expect(text).toMatch(/\n {2}nomeCompleto: string;/);
  });

  it('types form.json from its meta-schema', async () => {
    const text = (await generated)[FORM_META_TYPES];
    expect(text).toContain('export interface FormMeta {');
    expect(text).toContain("storedNames: 'as-is' | 'snake_case';");
  });
});

describe('compareGenerated', () => {
  it('reports a generated file that differs, is missing, or belongs to no form', () => {
    const problems = compareGenerated({ 'a.ts': 'x', 'b.ts': 'y' }, { 'a.ts': 'x (edited by hand)', 'old.ts': 'z' });
    expect(problems.map((p) => [p.file, p.pt])).toEqual([
      ['a.ts', 'a.ts está desatualizado: rode npm run forms:generate e faça commit do resultado.'],
      ['b.ts', 'b.ts está desatualizado: rode npm run forms:generate e faça commit do resultado.'],
      ['old.ts', 'old.ts não corresponde a nenhum formulário: rode npm run forms:generate (que o apaga) e faça commit.'],
    ]);
    expect(compareGenerated({ 'a.ts': 'x' }, { 'a.ts': 'x' })).toEqual([]);
  });
});
