import { readRegistry } from '../../scripts/lib/read-forms';

/*
 * What the "Continuar depois" function suites (issue 40: tests/functions/form-drafts.test.ts and
 * partial-leads.test.ts) save: the strategic briefing (long, in five steps), the first six answers of
 * its example (name, e-mail, WhatsApp, company and two more: a draft is half-filled), and the bot trap
 * as a person leaves it.
 */
export const registry = readRegistry();
export const draftForm = registry.forms.find((f) => f.id === 'conteudo_estrategico')!;
export const halfAnswers = Object.fromEntries(Object.entries(draftForm.example!).slice(0, 6));
export const HUMAN_TRAP = { honeypot: '', fillMs: 60_000 };
