import { describe, expect, it } from 'vitest';
import type { Section } from './definition';
import { formSteps, stepOf } from './steps';

const sections: Section[] = [
  { id: 'intro', title: 'Antes de começar' },
  { id: 'dados', title: '1. Dados', fields: ['nome', 'email'] },
  { id: 'canais', title: '2. Canais', groups: [{ id: 'g', title: 'LinkedIn', fields: ['linkedin'] }] },
  { id: 'fim', title: '3. Fim', fields: ['orcamento'] },
  { id: 'obrigado', title: 'Obrigado' },
];

describe('formSteps', () => {
  it('makes each section with questions a step; a text-only section goes with the next (the last with the one before)', () => {
    expect(formSteps('sections', sections)).toEqual([
      { id: 'dados', sections: ['intro', 'dados'], fields: ['nome', 'email'] },
      { id: 'canais', sections: ['canais'], fields: ['linkedin'] },
      { id: 'fim', sections: ['fim', 'obrigado'], fields: ['orcamento'] },
    ]);
  });

  it('takes listed steps as they are, with the questions of their sections', () => {
    const steps = formSteps(
      [
        { id: 'um', sections: ['intro', 'dados'] },
        { id: 'dois', sections: ['canais', 'fim', 'obrigado'] },
      ],
      sections,
    );
    expect(steps?.map((s) => [s.id, s.fields])).toEqual([
      ['um', ['nome', 'email']],
      ['dois', ['linkedin', 'orcamento']],
    ]);
    expect(stepOf(steps!, 'orcamento')?.id).toBe('dois');
    expect(stepOf(steps!, 'nenhuma')).toBeUndefined();
  });

  it('gives no steps to a form without the setting, without sections, or with one section of questions', () => {
    expect(formSteps(undefined, sections)).toBeUndefined();
    expect(formSteps('sections', [])).toBeUndefined();
    expect(formSteps('sections', [sections[0], sections[1]])).toBeUndefined();
  });
});
