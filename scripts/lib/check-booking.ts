import type { FormDefinition } from '../../src/forms/core/registry';
import { pointerOf } from './json-source';
import type { Finding, Lang } from './problem';
import { keyWithLabel, questionLabel } from './question-label';

/*
 * form.json's `booking` (issue 30) against its `lead`: the call's invitation goes to the person by
 * name and e-mail, read from the questions `lead.name` and `lead.email` name, and the confirmation
 * screen never asks them again. A form that offers a call without both would offer one nobody could
 * be invited to: refused here, naming what to add (and the question that looks like it, by its label).
 */

type Role = 'name' | 'email';

const ROLE_WORDS: Record<Role, Record<Lang, string>> = {
  name: { pt: 'o nome', en: 'the name' },
  email: { pt: 'o e-mail', en: 'the e-mail address' },
};

/** The question that most likely holds `role`: an e-mail format for the e-mail, a "nome"/"name" key or label for the name. */
function likelyQuestion(def: FormDefinition, role: Role): string | undefined {
  const names = Object.keys(def.fields);
  if (role === 'email') return names.find((name) => def.fields[name].format === 'email');
  return names.find((name) => /^(nome|name)/i.test(name) || /^nome\b|^name\b/i.test(questionLabel(def, name)));
}

function missing(def: FormDefinition, role: Role): Finding {
  const likely = likelyQuestion(def, role);
  const hint = (lang: Lang) => (likely ? keyWithLabel(likely, questionLabel(def, likely), 'question', lang) : undefined);
  const ptAdd = hint('pt') ? `acrescente "${role}": ${hint('pt')} em "lead"` : `acrescente em "lead" a chave "${role}" com a pergunta d${ROLE_WORDS[role].pt}`;
  const enAdd = hint('en') ? `add "${role}": ${hint('en')} to "lead"` : `add to "lead" the key "${role}" naming the question that asks for ${ROLE_WORDS[role].en}`;
  return {
    pointer: pointerOf('booking'),
    pt: `Para marcar conversa depois do envio, o convite precisa d${ROLE_WORDS[role].pt} de quem respondeu: ${ptAdd}, ou apague "booking".`,
    en: `To book a call after the send, the invitation needs ${ROLE_WORDS[role].en} of the person who answered: ${enAdd}, or remove "booking".`,
  };
}

/** `booking` on a form whose `lead` lacks the name or the e-mail question: one finding for each missing. */
export function checkBooking(def: FormDefinition): Finding[] {
  if (!def.form.booking) return [];
  const lead = (def.form.lead ?? {}) as Partial<Record<Role, string>>;
  return (['name', 'email'] as const).filter((role) => !lead[role]).map((role) => missing(def, role));
}
