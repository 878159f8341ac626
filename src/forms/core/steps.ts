import { type Section, sectionFields } from './definition';

/** One step of a form shown in steps: the sections it shows, and every question in them. */
export interface FormStep {
  id: string;
  sections: string[];
  fields: string[];
}

/** What form.json's `steps` may say (schemas/form.meta.schema.json). */
export type StepsSetting = 'sections' | readonly { id: string; sections: readonly string[] }[] | undefined;

/**
 * The steps a form is shown in, from form.json's `steps` and ui.json's sections; undefined for a form
 * shown as one page. With "sections", each section with questions is a step named after it, and a
 * section of text only goes with the step after it (the last such goes with the step before it).
 * Sections a listed step names that do not exist are left out (forms:check refuses them).
 */
export function formSteps(setting: StepsSetting, sections: readonly Section[] = []): FormStep[] | undefined {
  if (!setting || sections.length === 0) return undefined;
  const byId = new Map(sections.map((section) => [section.id, section]));
  const step = (id: string, ids: readonly string[]): FormStep => {
    const found = ids.map((s) => byId.get(s)).filter((s): s is Section => !!s);
    return { id, sections: found.map((s) => s.id), fields: found.flatMap(sectionFields) };
  };
  if (setting !== 'sections') return setting.map((s) => step(s.id, s.sections));
  const steps: FormStep[] = [];
  let notes: string[] = [];
  for (const section of sections) {
    notes.push(section.id);
    if (sectionFields(section).length === 0) continue;
    steps.push(step(section.id, notes));
    notes = [];
  }
  const last = steps[steps.length - 1];
  if (notes.length && last) steps[steps.length - 1] = step(last.id, [...last.sections, ...notes]);
  return steps.length > 1 ? steps : undefined;
}

/** The step a question is in, if any. */
export const stepOf = (steps: readonly FormStep[], question: string): FormStep | undefined => steps.find((s) => s.fields.includes(question));
