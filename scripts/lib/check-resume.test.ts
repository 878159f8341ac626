import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../src/forms/core/registry';
import { resumeOffered, RESUME_MIN_QUESTIONS } from '../../src/domain/form-drafts';
import { checkResume } from './check-resume';
import { readRegistry } from './read-forms';

/* form.json's `resume` (issue 40): on by default for the long briefings, off by `false`, and only for a form with a page. */
const forms = readRegistry().forms;
const byId = (id: string) => forms.find((f) => f.id === id)!;
const withForm = (def: FormDefinition, changes: Record<string, unknown>): FormDefinition => ({
  ...def,
  form: Object.fromEntries(Object.entries({ ...def.form, ...changes }).filter(([, value]) => value !== undefined)) as FormDefinition['form'],
});

describe('forms:check of form.json resume', () => {
  it('refuses "resume": true on a form without a page of its own, and nothing else', () => {
    const [finding] = checkResume(withForm(byId('contato'), { resume: true }));
    expect(finding.pointer).toBe('/resume');
    expect(finding.pt).toContain('"route"');
    for (const def of forms) expect(checkResume(def)).toEqual([]);
    expect(checkResume(withForm(byId('conteudo_estrategico'), { resume: false }))).toEqual([]);
  });

  it(`offers "Continuar depois" on the briefings of ${RESUME_MIN_QUESTIONS} questions or more unless turned off, and on a shorter one turned on`, () => {
    const long = byId('conteudo_estrategico');
    const short = byId('automacao_instagram');
    expect(Object.keys(long.fields).length).toBeGreaterThanOrEqual(RESUME_MIN_QUESTIONS);
    expect(Object.keys(short.fields).length).toBeLessThan(RESUME_MIN_QUESTIONS);
    expect(resumeOffered(long)).toBe(true);
    expect(resumeOffered(withForm(long, { resume: false }))).toBe(false);
    expect(resumeOffered(short)).toBe(false);
    expect(resumeOffered(withForm(short, { resume: true }))).toBe(true);
    expect(resumeOffered(withForm(byId('contato'), { resume: true }))).toBe(false);
  });
});
