import { declaredStepIds } from '../../forms/core/funnel';
import { type Section, sectionFields } from '../../forms/core/definition';
import type { FormDefinition } from '../../forms/core/registry';

export interface NamedStep {
  id: string;
  label: string;
}

/**
 * A form's steps in their order, named for the staff member: form.json `steps` (when the form has
 * any) lists them with the sections each joins, or says "sections" (each section with questions is a
 * step named after it). A form without steps has none.
 */
export function namedSteps(def: FormDefinition, sections: readonly Section[]): NamedStep[] {
  const setting = (def.form as { steps?: unknown }).steps;
  const titleOf = (id: string) => sections.find((s) => s.id === id)?.title ?? id;
  if (setting === 'sections') return sections.filter((s) => sectionFields(s).length > 0).map((s) => ({ id: s.id, label: s.title || s.id }));
  if (!Array.isArray(setting)) return [];
  return declaredStepIds(def.form).map((id) => {
    const joined = (setting as { id: string; sections?: unknown }[]).find((s) => s.id === id)?.sections;
    const label = Array.isArray(joined) ? joined.map((s) => titleOf(String(s))).join(' · ') : '';
    return { id, label: label || id };
  });
}
