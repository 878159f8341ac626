import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../src/forms/core/registry';
import { checkSteps } from './check-steps';
import { readRegistry } from './read-forms';

/*
 * form.json's `steps` against ui.json (schemas/LEIA-ME.md, section 14): the dead ends a listed step can
 * make (a section in no step never shows) and the typos, each said in Portuguese at the key.
 */
const cinematic = readRegistry().forms.find((f) => f.id === 'videos_cinematograficos')!;
const withSteps = (steps: unknown, ui = cinematic.ui): FormDefinition => ({ ...cinematic, ui, form: { ...cinematic.form, steps } as FormDefinition['form'] });
const ALL = ['dados-gerais', 'objetivo-emocao', 'conteudo-disponivel', 'estilo-narrativa', 'personagens', 'estetica-formato', 'extras'];

describe('forms:check of form.json steps', () => {
  it('accepts steps that hold every section in order, and "sections"', () => {
    expect(checkSteps(withSteps([{ id: 'seus-dados', sections: ALL.slice(0, 1) }, { id: 'o-video', sections: ALL.slice(1, 3) }, { id: 'estilo', sections: ALL.slice(3) }]))).toEqual([]);
    expect(checkSteps(withSteps('sections'))).toEqual([]);
  });

  it('refuses a section in no step, naming it', () => {
    const [finding, ...rest] = checkSteps(withSteps([{ id: 'a', sections: ALL.slice(0, 3) }, { id: 'b', sections: ALL.slice(3, 6) }]));
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ pointer: '/steps' });
    expect(finding.pt).toContain('A seção "extras" do ui.json não está em nenhuma etapa');
  });

  it('refuses an unknown section with the closest name, a section twice, sections out of order and a repeated id', () => {
    const findings = checkSteps(
      withSteps([
        { id: 'a', sections: ['dados-gerai', 'objetivo-emocao'] },
        { id: 'a', sections: ['estilo-narrativa', 'conteudo-disponivel', 'objetivo-emocao', 'dados-gerais'] },
        { id: 'c', sections: ['personagens', 'estetica-formato', 'extras'] },
      ]),
    );
    expect(findings.map((f) => [f.pointer, f.pt])).toEqual([
      ['/steps/0/sections/0', '"dados-gerai" não é uma seção do ui.json: troque por "dados-gerais".'],
      ['/steps/1/id', 'O id "a" já é de outra etapa: escolha outro.'],
      ['/steps/1/sections/1', 'A seção "conteudo-disponivel" vem antes de "estilo-narrativa" no ui.json: ponha as seções das etapas na ordem do ui.json.'],
      ['/steps/1/sections/2', 'A seção "objetivo-emocao" já está na etapa "a": deixe cada seção em uma etapa só.'],
      ['/steps/1/sections/3', 'A seção "dados-gerais" vem antes de "estilo-narrativa" no ui.json: ponha as seções das etapas na ordem do ui.json.'],
    ]);
  });

  it('refuses steps without sections to make them of', () => {
    const [finding] = checkSteps(withSteps('sections', {}));
    expect(finding.pt).toContain('o ui.json precisa de "ui:sections"');
  });
});
