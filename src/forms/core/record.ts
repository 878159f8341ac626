import type { Locale } from './definition';
import type { FieldError } from './errors';
import type { FormDefinition } from './registry';
import { formVersion, recordedLabel, sentUnder, upgradeAnswers, upgradeKeys } from './versions';

/**
 * Written by the browser with every submission, checked by the rules. `status` starts as 'new' (the
 * only value a visitor may write) so the sweep can find a submission whose creation event was lost.
 */
export const META_FIELDS = ['form_id', 'schema_version', 'locale', 'status', 'createdAt'] as const;
export const NEW_STATUS = 'new';
/**
 * What the browser adds to catch bots, stored beside the answers and judged by the function: the
 * value of a field people never see (a bot fills it) and how long the form was on screen before it
 * was sent, measured by the browser's own clock (a skewed phone clock cannot make it negative; a bot
 * sends within a moment). Both optional, so a visitor on an older page is never refused for lacking them.
 */
export const BOT_TRAP = { honeypot: 'trap', fillMs: 'fill_ms' } as const;
/** The most of the trap field's value that is stored (the rules refuse more): enough to see what a bot wrote. */
export const BOT_TRAP_MAX_CHARS = 200;
/** A person takes longer than this to fill any of the forms or the newsletter; a script sends at once (param MIN_FILL_SECONDS). */
export const MIN_FILL_MS = 3_000;

/** What the browser read of the trap when the visitor sent: the hidden field's value and the time the form was on screen. */
export interface BotTrap {
  honeypot: string;
  fillMs: number;
}

/**
 * The trap as stored beside what a visitor sends (a briefing's answers, a newsletter signup): the
 * honeypot only when something filled it, cut to what the rules allow, and the fill time as a whole,
 * non-negative number of milliseconds (the rules want an int).
 */
export function botTrapFields(trap: BotTrap): Record<string, string | number> {
  return {
    ...(trap.honeypot ? { [BOT_TRAP.honeypot]: trap.honeypot.slice(0, BOT_TRAP_MAX_CHARS) } : {}),
    [BOT_TRAP.fillMs]: Math.max(0, Math.round(trap.fillMs)),
  };
}

/**
 * Why a stored document looks sent by a script, or undefined: 'honeypot' when the field people never
 * see holds text, 'too-fast' when it was sent sooner than `minFillMs` after the form was shown. The
 * function stores such a document as spam and tells nobody (no e-mail; its lead arrives in the spam
 * stage). A document without the trap's fields (an older page) is not judged by them.
 */
export function botTrapReason(doc: Record<string, unknown>, minFillMs: number): 'honeypot' | 'too-fast' | undefined {
  const trap = doc[BOT_TRAP.honeypot];
  if (typeof trap === 'string' && trap.trim() !== '') return 'honeypot';
  const fillMs = doc[BOT_TRAP.fillMs];
  if (typeof fillMs === 'number' && fillMs < minFillMs) return 'too-fast';
  return undefined;
}
/**
 * What the browser adds so that the briefing funnel counts the send from the stored submission itself
 * (a page closed at once sends no funnel event of its own): the tab's funnel visit and the milliseconds
 * since that visit first viewed the form. Both optional and shape-checked by the rules; the function
 * turns them into the visit's 'submit' event and removes them from the submission when it judges it,
 * so no lead keeps a link to its visit (src/domain/funnel.ts, funnelSendOf).
 */
export const FUNNEL_SEND = { visit: 'funnel_visit', ms: 'funnel_ms' } as const;
/**
 * A briefing finished from a "Continuar depois" link (issue 40) names its draft: the SHA-256 of the
 * link's token (64 hex digits), which the function matches to the draft, deletes it with the judgement
 * (no reminder, no second copy) and removes from the submission. Knowing the hash opens nothing: the
 * callables want the token itself, and no browser reads drafts.
 */
export const DRAFT_SEND = { link: 'draft_link' } as const;
/**
 * The visit's first touch (issue 41): where it came from, packed in one string (src/domain/lead-source.ts,
 * packFirstTouch), size-checked by the rules; the function unpacks it onto the lead's summary.
 */
export const SOURCE_SEND = { touch: 'lead_source' } as const;
/** What the function takes for a draft link's hash; anything else is ignored (and removed with the judgement). */
export const isDraftLinkHash = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
/** Written only by the function (admin SDK); a visitor may never set them. */
export const SERVER_FIELDS = ['status', 'validation', 'delivery', 'search'] as const;

export type Answers = Record<string, unknown>;

/** How a joinedLists answer is stored: its items in order, in one text (option values hold no comma). */
export const JOIN_SEPARATOR = ', ';

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The stored answers: names as the definition declares, nothing empty or blank, no key outside the form. */
export function toStoredAnswers(def: FormDefinition, answers: Answers): Record<string, unknown> {
  const joined = new Set(def.form.joinedLists ?? []);
  const stored: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(answers)) {
    if (isBlank(value)) continue;
    const key = def.storedNames[name];
    if (!key) continue;
    if (joined.has(name) && Array.isArray(value)) {
      if (value.length) stored[key] = value.join(JOIN_SEPARATOR);
    } else stored[key] = value;
  }
  return stored;
}

export function submissionMeta(def: FormDefinition, locale: Locale) {
  return { form_id: def.id, schema_version: def.version, locale, status: NEW_STATUS };
}

/** Stored field name -> answer name: the way back from what Firestore holds to the form's questions. */
export const answerNames = (def: FormDefinition) => new Map(Object.entries(def.storedNames).map(([name, key]) => [key, name]));

const NOT_ANSWERS = new Set<string>([...META_FIELDS, ...SERVER_FIELDS, ...Object.values(BOT_TRAP), ...Object.values(FUNNEL_SEND), ...Object.values(DRAFT_SEND), ...Object.values(SOURCE_SEND)]);

/**
 * The visitor's part of a stored document: everything but the meta, server, bot-trap and funnel fields, unknown
 * keys kept (a field of the form is an answer even where its name is also one of those).
 */
export function storedAnswersOf(def: FormDefinition, doc: Record<string, unknown>): Record<string, unknown> {
  const stored = new Set(Object.values(def.storedNames));
  return Object.fromEntries(Object.entries(doc).filter(([key]) => stored.has(key) || !NOT_ANSWERS.has(key)));
}

/** A stored document read back: its answers under their names, lists split, and the keys the form does not know. */
export interface DecodedRecord {
  answers: Answers;
  /**
   * Stored keys that neither today's form nor an older version's removed question explains (a hand
   * edit, a question renamed or removed without a new version): a new submission holding one is refused.
   */
  unknownKeys: string[];
  /** The form version (form.json `version`) the lead was sent under. */
  version: number;
  /**
   * EVERY stored answer today's form does not know, by stored name, so staff never lose sight of one
   * (the lead page, the CSV and the e-mail show them as answers of an earlier version): a question an
   * older version asked and today's form removed, and each of `unknownKeys` too. Never a meta, server,
   * bot-trap or funnel field.
   */
  retired: Record<string, unknown>;
}

/**
 * The one way back from what Firestore holds to the form's answers (names back, joined lists split):
 * the function, the sweep, the viewer and the CSV all read a lead through here. A lead sent under an
 * older version (known from the definition's `history`) comes back in today's names and option values,
 * through the renames form.json declares. A stored answer today's form does not know is never dropped:
 * it comes back in `retired`, whatever the editor or a hand edit did to the form.
 */
export function fromStoredRecord(def: FormDefinition, doc: Record<string, unknown>): DecodedRecord {
  const byStored = answerNames(def);
  const joined = new Set(def.form.joinedLists ?? []);
  const version = sentUnder(def, doc.schema_version);
  const old = version < formVersion(def);
  const stored = old ? upgradeKeys(def, version, storedAnswersOf(def, doc)) : storedAnswersOf(def, doc);
  const answers: Answers = {};
  const unknownKeys: string[] = [];
  const retired: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(stored)) {
    const name = byStored.get(key);
    if (name) {
      answers[name] = joined.has(name) && typeof value === 'string' ? value.split(JOIN_SEPARATOR) : value;
      continue;
    }
    // Shown whatever explains it; only a question an older version recorded is no unknown key.
    retired[key] = value;
    if (!(old && recordedLabel(def, key, 'pt') !== undefined)) unknownKeys.push(key);
  }
  return { answers: old ? upgradeAnswers(def, version, answers) : answers, unknownKeys, version, retired };
}

/** Said of an answer stored in a shape the form never writes (a list joined another way, a blank, a list left unjoined). */
export const NOT_AS_WRITTEN = 'Resposta guardada num formato que o formulário não grava.';
export const UNKNOWN_FIELD = 'Campo desconhecido neste formulário.';

/**
 * Judges a stored document: decoded once (`record`, when the caller has decoded it already), its
 * answers checked by the form's own validator (the code the browser runs), and encoded again. An
 * answer that does not come back exactly as stored was not written by the form, so it is refused
 * too: what is accepted is exactly what the form would write.
 */
export function checkStoredRecord(
  def: FormDefinition,
  doc: Record<string, unknown>,
  validate: (answers: Answers) => FieldError[],
  record: DecodedRecord = fromStoredRecord(def, doc),
): { record: DecodedRecord; errors: FieldError[] } {
  const errors = validate(record.answers);
  const flagged = new Set(errors.map((e) => e.field));
  const stored = storedAnswersOf(def, doc);
  const again = toStoredAnswers(def, record.answers);
  for (const [name, key] of Object.entries(def.storedNames)) {
    if (key in stored && !flagged.has(name) && !sameValue(stored[key], again[key])) errors.push({ field: name, message: NOT_AS_WRITTEN });
  }
  // A question today's form no longer asks is no answer a visitor may send now.
  // (`retired` also holds the unknown keys, for display: each key is flagged once.)
  for (const key of new Set([...record.unknownKeys, ...Object.keys(record.retired)])) errors.push({ field: key, message: UNKNOWN_FIELD });
  if (doc.form_id !== def.id) errors.push({ field: 'form_id', message: `form_id deveria ser ${def.id}.` });
  return { record, errors };
}

/** Answers are texts, numbers, booleans and lists of them: equal when their JSON is. */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
