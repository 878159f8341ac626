/*
 * A person's "Continuar depois" draft as their privacy export holds it (issue 40, part 6): the
 * answers as the page saved them, the step, the address the link went to, the consent, the language
 * and the times as ISO text; never a token's hash. The personDrafts callable
 * (functions/src/privacy-drafts.ts) writes it, since no browser may list `drafts`; the privacy page
 * shows the drafts and puts them in the file. React- and Firebase-free.
 */
import type { Locale } from '../forms/core/definition';

export interface ExportedDraft {
  /** `draft-…`: also the partial lead's `docId` when `consent` is true. */
  id: string;
  formId: string;
  answers: Record<string, unknown>;
  step: string | null;
  email: string;
  /** "Pode entrar em contato comigo…": a consented draft is also the person's partial lead. */
  consent: boolean;
  locale: Locale;
  /** Whether the one reminder may still go (false once the visitor asked for none). */
  reminders: boolean;
  createdAt: string | null;
  savedAt: string | null;
  expiresAt: string | null;
  remindedAt: string | null;
}

/** The most drafts of one person a call returns: a person saves a few briefings, never hundreds. */
export const PERSON_DRAFTS_MAX = 100;
