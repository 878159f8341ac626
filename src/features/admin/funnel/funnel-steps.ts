import { type Section, sectionFields } from '../../../forms/core/definition';
import type { FormDefinition } from '../../../forms/core/registry';
import { formSteps } from '../../../forms/core/steps';

export interface NamedStep {
  id: string;
  label: string;
}

/**
 * A form's steps in their order (src/forms/core/steps.ts, as the runner shows them), each named by the
 * titles of the sections it shows, in the staff member's language. A form shown as one page has none.
 */
export function namedSteps(def: FormDefinition, sections: readonly Section[]): NamedStep[] {
  // A section of text only rides with a step; the step is named by the sections that ask something.
  const titles = new Map(sections.filter((s) => sectionFields(s).length > 0).map((s) => [s.id, s.title]));
  return (formSteps(def.form.steps, sections) ?? []).map((step) => {
    const label = step.sections
      .map((id) => titles.get(id))
      .filter((title): title is string => !!title)
      .join(' · ');
    return { id: step.id, label: label || step.id };
  });
}
