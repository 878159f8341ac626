import type { FormDefinition } from '../../src/forms/core/registry';
import { pointerOf } from './json-source';
import type { Finding } from './problem';

/*
 * form.json's `resume` (issue 40, "Continuar depois"): the e-mailed link reopens the form's own page,
 * so a form without `route` (one shown inside another page, such as the contact form) cannot offer it.
 * Without the key the long briefings offer it (src/domain/form-drafts.ts, resumeOffered).
 */
export function checkResume(def: FormDefinition): Finding[] {
  if (def.form.resume !== true || def.form.route) return [];
  return [
    {
      pointer: pointerOf('resume'),
      pt: '"resume": true precisa de uma página própria para o link reabrir: acrescente "route" (por exemplo "/meu-servico/briefing") ou apague "resume".',
      en: '"resume": true needs a page of its own for the link to reopen: add "route" (e.g. "/my-service/briefing") or remove "resume".',
    },
  ];
}
