import type { FormMeta } from '../../forms/generated/form-meta';

/** Who sent the briefing, as the confirm step shows them: nothing is typed twice. */
export interface Visitor {
  name?: string;
  email?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The name and e-mail the visitor gave, read from their answers through form.json's `lead`. */
export function visitorOf(lead: FormMeta['lead'], answers: Record<string, unknown>): Visitor {
  return {
    name: lead.name ? text(answers[lead.name]) : undefined,
    email: lead.email ? text(answers[lead.email]) : undefined,
  };
}
