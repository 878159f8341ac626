/*
 * "Continuar depois" (issue 40): a briefing saved on the server with the visitor's consent to be e-mailed
 * a link, so it can be finished on another device. React- and Firebase-free: the function
 * (functions/src/form-drafts.ts) and the page (src/forms/runner/save-draft-dialog.tsx) share it; the
 * briefing's own chunk imports it, so the e-mail's words live apart (./form-draft-email.ts).
 *
 * The link carries a random token (DRAFT_TOKEN_BYTES, 256 bits) in its fragment, never sent to a server
 * by the browser, kept out of logs and referrers; `drafts/{id}` keeps only its SHA-256, and no browser
 * reads `drafts` (the rules close it). A link works DRAFT_DAYS from the last save; a save from the same
 * link updates the same draft and restarts the count. The browser's own local draft goes on as before:
 * the server copy is in addition, never instead.
 */
import type { Locale } from '../forms/core/definition';
import type { FormDefinition } from '../forms/core/registry';
import { formSteps } from '../forms/core/steps';

export const DRAFTS = 'drafts';
/** How long a link works after the last save; the sweep deletes a draft past it. */
export const DRAFT_DAYS = 30;
export const DRAFT_TOKEN_BYTES = 32;
const DRAFT_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const isDraftToken = (value: unknown): value is string => typeof value === 'string' && DRAFT_TOKEN.test(value);

/** The fragment key of the link: `/briefing#retomar=<token>`. */
export const DRAFT_LINK_KEY = 'retomar';
/** The fragment key of the one-click "não quero mais lembretes": `/briefing#sem-lembretes=<token>`. */
export const DRAFT_STOP_KEY = 'sem-lembretes';
export const draftUrlOf = (siteUrl: string, route: string, token: string, key = DRAFT_LINK_KEY) => `${siteUrl}${route}#${key}=${token}`;
/** The token of a page address's fragment (`#retomar=…`, or the key given), or undefined. */
export function draftTokenOf(hash: string, key = DRAFT_LINK_KEY): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(key);
  return isDraftToken(token) ? token : undefined;
}

/**
 * Every draft's id starts with this, so a partial lead's `docId` (below) says by itself that its answers
 * are in `drafts/`, not in the form's collection: the lead page reads the right place at once.
 */
export const DRAFT_ID_PREFIX = 'draft-';
export const isDraftDocId = (docId: string) => docId.startsWith(DRAFT_ID_PREFIX);

/**
 * A partial lead (issue 40): the draft of a visitor who ticked "Pode entrar em contato comigo sobre
 * este briefing antes de eu terminar". The function keeps a lead summary of it (`leads/{formId}__{draftId}`,
 * `partial: true`) that staff list, filter and work like any lead, left out of the pipeline's counters;
 * the answers stay in the draft, which staff may read only with that consent (the rules). When the
 * visitor sends the briefing from the link, the partial becomes the real lead: its pipeline fields and
 * history move to the lead's summary, it is deleted, and the lead is marked `fromPartial` (counted once,
 * in "Resultados"). Without the consent, staff never see the draft. It goes with its draft.
 */
export interface PartialProgress {
  answered: number;
  total: number;
  /** The step the visitor was on (1-based) of `steps`; null for a briefing shown as one page. */
  step: number | null;
  steps: number | null;
}

/** How far a draft is, as the inbox says it ("18 de 40 perguntas, etapa 3 de 6"). */
export function partialProgress(def: Pick<FormDefinition, 'form' | 'fields' | 'ui'>, answers: Record<string, unknown>, stepId?: string | null): PartialProgress {
  const { answered, total } = draftProgress(answers, Object.keys(def.fields));
  const steps = formSteps(def.form.steps, def.ui['ui:sections']);
  if (!steps) return { answered, total, step: null, steps: null };
  const at = steps.findIndex((step) => step.id === stepId);
  return { answered, total, step: at >= 0 ? at + 1 : 1, steps: steps.length };
}

/** One reminder, this long after the first save, if the briefing was not sent meanwhile; never a second. */
export const DRAFT_REMINDER_HOURS = 48;

/** How far a draft is: its answered questions of the form's questions (conditional ones included), and the share. */
export function draftProgress(answers: Record<string, unknown>, questions: readonly string[]): { answered: number; total: number; percent: number } {
  const answered = questions.filter((name) => {
    const value = answers[name];
    return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && value !== '' && value !== false;
  }).length;
  const total = questions.length;
  return { answered, total, percent: total ? Math.round((answered / total) * 100) : 0 };
}

/** Forms with at least this many questions offer "Continuar depois" unless their form.json says `"resume": false`. */
export const RESUME_MIN_QUESTIONS = 20;
/** Whether a form offers "Continuar depois": it needs a page to reopen; form.json `resume` decides, else its length. */
export function resumeOffered(def: Pick<FormDefinition, 'form' | 'fields'>): boolean {
  if (!def.form.route || def.form.archived) return false;
  return def.form.resume ?? Object.keys(def.fields).length >= RESUME_MIN_QUESTIONS;
}

/*
 * Limits of the public callables, read as an attacker would (docs/leads-delivery-and-abuse.md): a save
 * e-mails an address the visitor types, so each anonymous account may save only so often an hour, an
 * address gets at most DRAFT_MAILS_PER_ADDRESS_DAY links a day whoever asks, and a save from an
 * existing link sends no e-mail at all (the visitor has the link).
 */
export const DRAFT_CALLS_PER_HOUR = { saveDraft: 10, openDraft: 60, stopDraftReminders: 20 } as const;
export type DraftCall = keyof typeof DRAFT_CALLS_PER_HOUR;
export const DRAFT_MAILS_PER_ADDRESS_DAY = 3;
/** Whole JSON of the answers; the answers' own caps (MAX_SUBMISSION_CHARS) are checked beside it. */
export const DRAFT_MAX_JSON_CHARS = 200_000;
/** The most of an e-mail address kept (RFC 5321's limit). */
export const DRAFT_EMAIL_MAX = 254;

/** Why a save or an open was refused; the page words each in the visitor's language (form.draft.refusal.*). */
export const DRAFT_REFUSALS = ['unknown', 'expired', 'otherForm', 'invalid', 'unknownFields', 'tooLong', 'email', 'tooMany', 'addressBusy', 'off', 'mailFailed'] as const;
export type DraftRefusal = (typeof DRAFT_REFUSALS)[number];

export interface SaveDraftInput {
  formId: string;
  /** The link's token when the visitor opened the briefing from one: the same draft is updated. */
  token?: string;
  answers: Record<string, unknown>;
  /** The step they were on (a stepped briefing), by its id. */
  step?: string;
  email: string;
  /** "Pode entrar em contato comigo sobre este briefing antes de eu terminar". */
  consent: boolean;
  locale: Locale;
  /** The bot trap, as a submission carries it (src/forms/core/record.ts). */
  trap: { honeypot: string; fillMs: number };
}

export type SaveDraftAnswer =
  | { ok: true; expiresAt: number; emailed: boolean; token?: string }
  | { ok: false; reason: DraftRefusal; fields?: string[] };

export type StopRemindersAnswer = { ok: true } | { ok: false; reason: Extract<DraftRefusal, 'unknown' | 'tooMany'> };

export type OpenDraftAnswer =
  | { ok: true; formId: string; answers: Record<string, unknown>; step?: string; email: string; consent: boolean; expiresAt: number }
  | { ok: false; reason: Extract<DraftRefusal, 'unknown' | 'expired' | 'otherForm' | 'tooMany'> };

const DAY_MS = 86_400_000;
export const draftExpiry = (savedMs: number) => savedMs + DRAFT_DAYS * DAY_MS;
