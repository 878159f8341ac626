/*
 * The staff pipeline's data model, shared by the function (which writes a lead's summary), the rules
 * generator (which fences what staff may change), the admin pages and the bench. React- and
 * Firebase-free so that every side reads the same names.
 *
 * One summary document per lead lives in `leads/{leadId}`: who the person is (name, e-mail, phone,
 * company), which form, when, and the pipeline fields. The inbox lists, filters, searches and counts
 * these small documents instead of the form collections. The visitor's answers stay in the form's own
 * collection, unchanged; the summary never holds them.
 *
 * Every staff change writes, in the same batch, one entry of `leads/{leadId}/history/{eventId}` and
 * sets the summary's `lastEvent` to its id; the rules refuse a summary change without that entry.
 */

import type { Answers } from '../forms/core/record';
import type { LeadCall } from './booking/booking';
import type { PartialProgress } from './form-drafts';
import type { LeadSource } from './lead-source';
import type { FormDefinition } from '../forms/core/registry';

/** Collections of the staff side. */
export const LEADS = 'leads';
export const HISTORY = 'history';
/** `staff/{uid}`: one document per person with access; deleting it ends access at once (rules check it). */
export const STAFF = 'staff';
/** `privacy_log/{id}`: one line per deletion of a person's data: by whom, when, how many leads; no personal data. */
export const PRIVACY_LOG = 'privacy_log';
/** The newsletter is not a form definition; its signups are leads of this pseudo-form. */
export const NEWSLETTER_FORM_ID = 'newsletter';
export const NEWSLETTER_COLLECTION = 'newsletter_subscribers';

/** In pipeline order; `perdido` and `spam` are exits. Stored as these slugs; labels are translated. */
export const STAGES = ['novo', 'em_contato', 'proposta_enviada', 'fechado', 'perdido', 'spam'] as const;
export type Stage = (typeof STAGES)[number];
/** Stages whose follow-up date still matters (an overdue follow-up is one of these). */
export const OPEN_STAGES: readonly Stage[] = ['novo', 'em_contato', 'proposta_enviada'];
export const isOpenStage = (stage: Stage) => OPEN_STAGES.includes(stage);

/** The fields staff may write on a summary (everything else is the function's). */
export const PIPELINE_FIELDS = [
  'stage',
  'spam',
  'assignee',
  'followUp',
  'due',
  'firstContactAt',
  'wonValue',
  'lostReason',
  'lastActivityAt',
  'lastEvent',
  'updatedAt',
  'updatedBy',
] as const;

/** The largest deal value staff may record, in cents (R$ 1 billion): a typo of extra zeros stops here. */
export const WON_VALUE_MAX = 100_000_000_000;
/** The longest lost reason (a listed one or the "Outro" text). */
export const LOST_REASON_MAX = 200;
/** The studio's editable list of lost reasons (`settings/pipeline.lostReasons`): at most this many, each this long. */
export const LOST_REASONS_MAX = 12;
export const LOST_REASON_ITEM_MAX = 60;

/**
 * A lead's summary as stored. Dates are Firestore timestamps on the wire; `T` lets each side name its
 * own timestamp type (admin SDK, web SDK, or Date after conversion).
 */
export interface Lead<T = Date> {
  formId: string;
  /** The form collection and document holding the answers. */
  collection: string;
  docId: string;
  name: string | null;
  email: string | null;
  /** As typed; `phoneDigits` is for search and privacy requests. */
  phone: string | null;
  phoneDigits: string | null;
  company: string | null;
  /** Lower-cased, trimmed e-mail, for privacy requests (`where('emailKey', '==', ...)`). */
  emailKey: string | null;
  /** The submission's `createdAt`. */
  receivedAt: T;
  locale: string;
  stage: Stage;
  /** `stage == 'spam'`, kept as its own field so that "everything but spam" is an equality filter. */
  spam: boolean;
  /** Why the function put it in spam: 'honeypot', 'too-fast' or 'rejected' (failed validation). */
  spamReason: string | null;
  /** The uid of a staff member, or null. */
  assignee: string | null;
  /** A calendar day, 'YYYY-MM-DD' in Brazil's time zone, or null. */
  followUp: string | null;
  /** `followUp` while the stage is open, else null: "overdue" is `due < today`. */
  due: string | null;
  /** The first time staff marked it contacted (moved out of `novo` to a working stage). */
  firstContactAt: T | null;
  /**
   * Search index: every distinct 3-character piece of the folded name, e-mail, phone (and its digits)
   * and company, as a map (piece -> true). A search of three characters or more reads the leads holding
   * its pieces with equalities on `pieces.<piece>`: equality filters need no composite index (Firestore
   * merges its single-field ones), and the emulator answers them from its own index. Only the
   * 3-character pieces: every entry is bytes in each summary a list downloads.
   */
  pieces: Record<string, true>;
  /**
   * The same pieces, each with the lead's received time (piece -> `receivedAt`): a search held by
   * more leads than the inbox reads at once (READ_ALL, src/backend/inbox-plan.ts) is paged newest first
   * by ordering on `recent.<piece>`, which Firestore's automatic single-field index of each map entry
   * serves with no composite index, and which the emulator answers without scanning every lead (issue
   * 39: 0.1 s at 20,000 leads, where `array-contains` with an order took 22 s). Written by the function
   * only (the rules' pipeline fields do not name it); summaries stored before it get it from the
   * sweep's backfill (functions/src/backfill-recent.ts).
   */
  recent?: Record<string, T>;
  /**
   * Every distinct 2-character piece of the same texts, each with the lead's received time (pair ->
   * `receivedAt`): a search of two characters is paged newest first by ordering on `pairs.<pair>`, as
   * a longer one on `recent.<piece>` (issue 39: it read 350 leads of the list to find a page, 1.1-1.3 s
   * at 20,000). Written by the function only; summaries stored before it get it from the sweep's
   * backfill (functions/src/backfill-pairs.ts), and until then a short search does not find them.
   */
  pairs?: Record<string, T>;
  /** The folded name, e-mail, phone, phone digits and company joined by '\n': a long search is checked against it. */
  text: string;
  /**
   * The outcome of a closed lead: the deal's value in integer cents (R$), set with the move to
   * `fechado` (null: not told), and why a lost one was lost, set with the move to `perdido`. The
   * summary holds the current outcome only: leaving the stage clears it (the history keeps it).
   * Absent on summaries that never reached those stages.
   */
  wonValue?: number | null;
  lostReason?: string | null;
  /**
   * The last time anything happened to the lead: received, any staff change (a stage, an assignee, a
   * follow-up, a note, a contact; the rules require the server's time with each), the spam rescue, or
   * a new submission of the same person (the function moves it to that submission's received time).
   * The inbox sorts by it and lists open leads "sem atividade há N dias" with it. Summaries written
   * before it existed get it from the function's sweep (functions/src/backfill-activity.ts): a
   * Firestore order leaves out documents without the field. Absent on those until then; newLead
   * always writes it.
   */
  lastActivityAt?: T;
  /**
   * The call booked right after the briefing (issue 30), written only by the booking function (not a
   * pipeline field: the rules refuse it from staff). Kept when cancelled, with that status, so the
   * pages can say so. Absent on leads that booked none.
   */
  call?: LeadCall;
  /**
   * A partial lead (src/domain/form-drafts.ts): a "Continuar depois" draft the visitor agreed to be
   * contacted about. Its `collection` is `drafts`, its progress at the last save is `progress`, and it
   * goes with its draft at `expiresAt`. The function's alone; absent on every other lead.
   */
  partial?: true;
  progress?: PartialProgress;
  expiresAt?: T;
  /** Where the visit that sent it came from (issue 41, src/domain/lead-source.ts); absent on older leads and signups. */
  source?: LeadSource;
  /** A lead that was a partial lead before the visitor sent it: "Resultados" counts these. */
  fromPartial?: true;
  /** Id of the last history entry (written in the same batch as any staff change). */
  lastEvent: string | null;
  updatedAt: T | null;
  /** uid of whoever changed it last; null when only the function has written it. */
  updatedBy: string | null;
}

/** A history entry of a lead (`leads/{leadId}/history/{eventId}`), written once, never changed. */
export interface LeadEvent<T = Date> {
  at: T;
  /** uid, or 'system' for the function. */
  by: string;
  /** The author's e-mail at the time, so the line stays readable after they leave. */
  byEmail: string | null;
  kind: 'received' | 'stage' | 'assignee' | 'followUp' | 'note' | 'contact' | 'booking';
  /** For stage/assignee/followUp: the values before and after. */
  from?: string | null;
  to?: string | null;
  /**
   * For notes: the text. For contact: the channel ('whatsapp', 'phone', 'email'). For a move to perdido:
   * the reason. For 'received': 'partial' when it was a partial lead's first save (issue 40).
   */
  text?: string | null;
  /** For a move to fechado: the deal's value in integer cents, or null when staff did not tell it. */
  value?: number | null;
  /** For a booking (written by the function): the call's start, epoch ms; from/to are the stages when it moved the lead. */
  start?: number;
}
export const NOTE_MAX = 5000;

/** The summary's id: a form's documents and the newsletter's cannot collide. */
export const leadId = (formId: string, docId: string) => `${formId}__${docId}`;
export function parseLeadId(id: string): { formId: string; docId: string } | undefined {
  const at = id.indexOf('__');
  return at > 0 ? { formId: id.slice(0, at), docId: id.slice(at + 2) } : undefined;
}

/** Lower case, accents removed, spaces collapsed: what search compares ('  João ' -> 'joao'). */
export const fold = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

export const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The length of the stored search pieces: a search this long is one piece, answered exactly by Firestore. */
export const GRAM = 3;
/** The length of the stored short pieces (`pairs`): a search this long is one of them. */
export const PAIR = 2;

function piecesOf(text: string, into: Set<string>, size = GRAM) {
  for (let at = 0; at + size <= text.length; at++) into.add(text.slice(at, at + size));
}

export interface Identity {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  company?: string | null;
}

/** Who a form's lead is, read from the questions its `lead` names (form.json). */
export function identityOf(def: FormDefinition, answers: Answers): Identity {
  const text = (name: string | undefined) => {
    const value = name ? answers[name] : undefined;
    return typeof value === 'string' ? value : null;
  };
  const { name, email, phone, company } = def.form.lead as Record<string, string | undefined>;
  return { name: text(name), email: text(email), phone: text(phone), company: text(company) };
}

/** The searchable texts of a lead, each folded; a phone also as its digits alone. */
function searchTexts({ name, email, phone, company }: Identity): string[] {
  const texts = [name, email, phone, company].filter((t): t is string => typeof t === 'string' && t.trim() !== '').map(fold);
  const digits = phone ? digitsOf(phone) : '';
  if (digits) texts.push(digits);
  return texts;
}

/** What the function stores for search: the 3-character pieces (`pieces`) and the folded text (`text`). */
export function searchIndex(identity: Identity): { pieces: Record<string, true>; text: string } {
  const texts = searchTexts(identity);
  const found = new Set<string>();
  for (const text of texts) piecesOf(text, found);
  const pieces = Object.fromEntries([...found].sort().map((piece) => [piece, true] as const));
  return { pieces, text: texts.join('\n') };
}

/** The 2-character pieces of a summary's stored `text` (its texts joined by '\n'), sorted. */
export function pairsOf(text: string): string[] {
  const found = new Set<string>();
  for (const line of text.split('\n')) piecesOf(line, found, PAIR);
  return [...found].sort();
}

/** `recent` for a lead's pieces (or `pairs` for its pairs): each with its received time. */
export const recentOf = <T>(pieces: Record<string, unknown>, receivedAt: T): Record<string, T> =>
  Object.fromEntries(Object.keys(pieces).map((piece) => [piece, receivedAt] as const));

/** Brazil's country code: a phone is stored as typed, with it or without it. */
const BRAZIL = '55';
/** Fewer digits than this are not searched as a phone: '(11)' or '1.5' stay text. */
const PHONE_SEARCH_DIGITS = 4;

/**
 * A search that is a phone number, however typed ('(11) 98765-4321', '11 98765-4321',
 * '+55 11 98765-4321'), as its digits without Brazil's country code. Every stored phone is also
 * indexed as its bare digits (`searchTexts`), and the national number is a piece of those digits
 * whether the lead typed the code or not, so one query finds both spellings, and leads stored before
 * this need no new index. The code is dropped when the search starts with '+55' or has 12 or more
 * digits starting with 55 (shorter, 55 may be Rio Grande do Sul's area code). Undefined when the
 * search is not a phone (letters, an '@', too few digits).
 */
export function phoneSearch(query: string): string | undefined {
  const typed = query.trim();
  if (!/^[\d\s()+.\-/]+$/.test(typed)) return undefined;
  const digits = digitsOf(typed);
  if (digits.length < PHONE_SEARCH_DIGITS) return undefined;
  const withCode = digits.startsWith(BRAZIL) && (typed.startsWith('+') || digits.length >= 12);
  return withCode ? digits.slice(BRAZIL.length) : digits;
}

/**
 * How the inbox asks Firestore for a search: `exact` is the one stored piece whose presence is the
 * whole answer (a search of GRAM characters), `pair` the one stored pair of a search of PAIR; otherwise
 * `candidates` are the 3-character pieces of the search, which every lead holding it holds (none for a
 * search shorter than a piece: its leads are found by checking their `text`), and the caller keeps the
 * leads whose `text` includes `folded`. A phone is searched as its national digits (`phoneSearch`).
 * Undefined for an empty search.
 */
export function searchPlan(query: string): { folded: string; exact?: string; pair?: string; candidates: string[] } | undefined {
  const folded = phoneSearch(query) ?? fold(query);
  if (!folded) return undefined;
  if (folded.length === PAIR) return { folded, pair: folded, candidates: [] };
  if (folded.length < GRAM) return { folded, candidates: [] };
  if (folded.length === GRAM) return { folded, exact: folded, candidates: [folded] };
  const candidates = new Set<string>();
  for (let at = 0; at + GRAM <= folded.length; at++) candidates.add(folded.slice(at, at + GRAM));
  return { folded, candidates: [...candidates] };
}

/** Whether a summary's stored `text` holds the search (the check after a candidate query). */
export const matchesText = (text: unknown, folded: string) => typeof text === 'string' && text.includes(folded);


/** The fields of a new summary the function writes; `extra` is what it knows of the submission. */
export function newLead<T>(
  fields: { formId: string; collection: string; docId: string; receivedAt: T; locale: string; spamReason: string | null; updatedAt: T },
  identity: Identity,
): Lead<T> {
  const clean = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  const email = clean(identity.email);
  const phone = clean(identity.phone);
  const spam = fields.spamReason !== null;
  const search = searchIndex(identity);
  return {
    ...fields,
    name: clean(identity.name),
    email,
    emailKey: email ? email.toLowerCase() : null,
    phone,
    phoneDigits: phone ? digitsOf(phone) || null : null,
    company: clean(identity.company),
    stage: spam ? 'spam' : 'novo',
    spam,
    assignee: null,
    followUp: null,
    due: null,
    firstContactAt: null,
    lastActivityAt: fields.receivedAt,
    ...search,
    recent: recentOf(search.pieces, fields.receivedAt),
    pairs: recentOf(Object.fromEntries(pairsOf(search.text).map((pair) => [pair, true])), fields.receivedAt),
    lastEvent: null,
    updatedBy: null,
  };
}
