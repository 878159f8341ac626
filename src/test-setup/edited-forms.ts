import { readRegistry } from '../../scripts/lib/read-forms';
import type { FormSchema } from '../forms/core/definition';
import { BOT_TRAP, FUNNEL_SEND, submissionMeta, toStoredAnswers } from '../forms/core/record';
import { defineForm, type FormDefinition } from '../forms/core/registry';
import { nextHistory } from '../forms/core/versions';

/*
 * A form edited in place, as the visual editor or a hand edit may leave it (issue 28): still `version: 1`,
 * nothing declared in `renames`. Its lead, sent before the edit, holds a renamed question's answer, an
 * option value the form no longer has, a key no version ever had, and the meta, server, bot-trap and
 * funnel fields every submission carries. The tests of the lead page, the CSV and the e-mail read it
 * to prove that no stored answer is hidden (and that none of those other fields shows as one).
 */
const before = readRegistry().forms.find((f) => f.id === 'videos_cinematograficos')!;

/** The question renamed without a new version, and the labels its version gave it (by locale). */
export const RENAMED = { before: 'fraseObrigatoria', after: 'fraseDoVideo', stored: 'frase_obrigatoria' } as const;
export const RENAMED_LABEL = before.fields[RENAMED.before].title!;
export const RENAMED_ANSWER = 'Viver é contar histórias';
/** A stored key no version of the form ever had (a hand edit in the console). */
export const NEVER_ASKED = { key: 'campo_manual', value: 'anotado à mão' } as const;
/** The option of temConteudo whose stored value changed ('nao-sei' became 'ainda-nao-sei'), and its old label. */
export const RELABELLED = { name: 'temConteudo', before: 'nao-sei', after: 'ainda-nao-sei', label: 'Ainda não decidi' } as const;
export const RELABELLED_OLD_LABEL = before.fields.temConteudo.oneOf!.find((o) => o.const === RELABELLED.before)!.title!;

/**
 * The form after the edit: RENAMED's question under a new name, RELABELLED's option under a new value
 * and label, still version 1. With `recorded`, its history is what forms:generate records for it (the
 * published record keeps the old key and option); without, the form has no history at all.
 */
export function editedInPlace({ recorded }: { recorded: boolean }): FormDefinition {
  const schema = structuredClone(before.schema) as FormSchema;
  schema.properties[RENAMED.after] = schema.properties[RENAMED.before];
  delete schema.properties[RENAMED.before];
  schema.required = schema.required?.map((n) => (n === RENAMED.before ? RENAMED.after : n));
  const option = (schema.properties[RELABELLED.name].oneOf ?? []).find((o) => o.const === RELABELLED.before)!;
  Object.assign(option, { const: RELABELLED.after, title: RELABELLED.label });
  const def = defineForm({ ...before, schema, form: { ...before.form, version: 1 } });
  return { ...def, history: recorded ? nextHistory(def, nextHistory(before)) : undefined };
}

/** The fields of a submission that are no answer: meta, server, bot-trap and funnel. */
export const NOT_ANSWER_FIELDS = {
  validation: { errors: [] },
  delivery: { state: 'sent' },
  search: { pieces: { ana: true } },
  [BOT_TRAP.honeypot]: 'bot text',
  [BOT_TRAP.fillMs]: 95_000,
  [FUNNEL_SEND.visit]: '0123456789abcdef0123456789abcdef',
  [FUNNEL_SEND.ms]: 95_000,
};

/** The lead as the form stored it before the edit, with NEVER_ASKED added by hand. */
export const leadBeforeEdit = {
  id: 'lead-before-edit',
  createdAt: new Date('2026-05-16T15:04:00Z'),
  data: {
    ...toStoredAnswers(before, { ...before.example, [RELABELLED.name]: RELABELLED.before, [RENAMED.before]: RENAMED_ANSWER }),
    [NEVER_ASKED.key]: NEVER_ASKED.value,
    ...NOT_ANSWER_FIELDS,
    ...submissionMeta(before, 'pt'),
    status: 'accepted',
  } as Record<string, unknown>,
};
