import { randomBytes } from 'node:crypto';
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { type CallableRequest, onCall } from 'firebase-functions/v2/https';
import {
  DRAFT_CALLS_PER_HOUR,
  DRAFT_EMAIL_MAX,
  DRAFT_ID_PREFIX,
  DRAFT_MAILS_PER_ADDRESS_DAY,
  DRAFT_MAX_JSON_CHARS,
  DRAFT_REMINDER_HOURS,
  DRAFT_TOKEN_BYTES,
  DRAFTS,
  type DraftCall,
  draftExpiry,
  isDraftToken,
  type OpenDraftAnswer,
  resumeOffered,
  type SaveDraftAnswer,
  type StopRemindersAnswer,
} from '../../src/domain/form-drafts';
import { draftEmail } from '../../src/domain/form-draft-email';
import { digitsOf } from '../../src/domain/lead';
import { emailPersonKey } from '../../src/domain/person-key';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/forms/core/definition';
import { draftAnswersProblem } from '../../src/forms/core/draft-answers';
import { precompiledValidate } from '../../src/forms/core/precompiled-validators';
import { botTrapReason, BOT_TRAP } from '../../src/forms/core/record';
import type { FormDefinition } from '../../src/forms/core/registry';
import { requireAppCheck } from './booking/app-check';
import { callerOf, withinCallerLimit } from './booking/caller-limit';
import { smtpPassword } from './config';
import { productionDeps } from './deps';
import { draftLinks, HOUR_MS, sha256, type StoredDraft, titleIn } from './draft-store';
import { registry } from './embedded-forms';
import { syncPartialLead } from './partial-lead';

/*
 * "Continuar depois" (issue 40; src/domain/form-drafts.ts says what and why). Two public callables:
 * `saveDraft` stores a briefing's answers so far and e-mails the visitor a link; `openDraft` gives them
 * back to whoever holds the link; `stopDraftReminders` is the e-mails' one-click "não quero mais
 * lembretes". `drafts/{random id}` keeps the SHA-256 of each link's token (`tokens`: the first e-mail's,
 * and the reminder's), never a token; a link is found by that hash. Read as an attacker would:
 *
 * - who can call: any visitor's anonymous account, with App Check where the site has it;
 * - how often: DRAFT_CALLS_PER_HOUR per account (saves 10, opens 60, reminder stops 20);
 * - whom it can make the studio e-mail: the address typed, at most DRAFT_MAILS_PER_ADDRESS_DAY links a
 *   day per address whoever asks, and only for a new draft or a changed address (a save from the link
 *   sends nothing); the bot trap and the fill time refuse a script's first try;
 * - what it stores: only the form's own questions, of their types, formats and caps (the form's
 *   validator in a partial mode: src/forms/core/draft-answers.ts), at most DRAFT_MAX_JSON_CHARS;
 * - what it reads per call: one draft by its token's hash, one counter for the account, one for the address.
 *
 * One reminder (DRAFT_REMINDER_HOURS after the last save, unless the visitor said no or sent the
 * briefing) is sent by the delivery sweep, claimed before it is sent: never a second.
 */

const DRAFT_ADDRESSES = 'draft_addresses';
/** The draft a link's token opens, if any. */
async function draftOf(token: string) {
  return (await getFirestore().collection(DRAFTS).where('tokens', 'array-contains', sha256(token)).limit(1).get()).docs[0];
}

type Input = Record<string, unknown>;
const inputOf = (request: CallableRequest): Input => (typeof request.data === 'object' && request.data !== null ? (request.data as Input) : {});
const formOf = (id: unknown): FormDefinition | undefined => registry.forms.find((def) => def.id === id);
const localeOf = (value: unknown): Locale => (LOCALES.includes(value as Locale) ? (value as Locale) : DEFAULT_LOCALE);
const stepOf = (value: unknown): string | undefined => (typeof value === 'string' && /^[\w-]{1,64}$/.test(value) ? value : undefined);

/** Takes one call of `kind` from the account's hourly allowance. */
async function allowed(request: CallableRequest, kind: DraftCall, nowMs: number): Promise<boolean> {
  requireAppCheck(request);
  return withinCallerLimit(getFirestore(), callerOf(request.auth), kind, nowMs, DRAFT_CALLS_PER_HOUR[kind]);
}

/** Takes one link e-mail of today's allowance of this address (keyed by its hash: the collection lists no address). */
async function addressAllows(email: string, nowMs: number): Promise<boolean> {
  const day = new Date(nowMs).toISOString().slice(0, 10);
  const ref = getFirestore().collection(DRAFT_ADDRESSES).doc(`${sha256(email)}_${day}`);
  await ref.set({ day, sent: FieldValue.increment(1) }, { merge: true });
  return (((await ref.get()).get('sent') as number | undefined) ?? 0) <= DRAFT_MAILS_PER_ADDRESS_DAY;
}

async function mailLink(def: FormDefinition, email: string, token: string, locale: Locale, expiresAt: number): Promise<void> {
  const { mailer, siteUrl } = productionDeps(undefined);
  const { url, stopUrl } = draftLinks(siteUrl ?? '', def, token);
  await mailer.send({ to: email, ...draftEmail({ formTitle: titleIn(def, locale), url, stopUrl, expiresAt, locale }) });
}

/** Stores (or, from its link, updates) a briefing's draft; a new one, or one given a new address, is e-mailed its link. */
export const saveDraft = onCall({ secrets: [smtpPassword] }, async (request): Promise<SaveDraftAnswer> => {
  const now = Date.now();
  const data = inputOf(request);
  if (!(await allowed(request, 'saveDraft', now))) return { ok: false, reason: 'tooMany' };
  const def = formOf(data.formId);
  if (!def || !resumeOffered(def)) return { ok: false, reason: 'off' };
  // A person never fills the hidden field, and takes longer than a moment: a script is refused before anything is stored or sent.
  const trap = (typeof data.trap === 'object' && data.trap !== null ? data.trap : {}) as { honeypot?: unknown; fillMs?: unknown };
  if (botTrapReason({ [BOT_TRAP.honeypot]: trap.honeypot, [BOT_TRAP.fillMs]: trap.fillMs }, productionDeps(def).minFillMs ?? 0)) {
    logger.warn('draft refused by the bot trap', { form: def.id });
    return { ok: false, reason: 'invalid', fields: [] };
  }
  const email = typeof data.email === 'string' ? data.email.trim() : '';
  if (email.length > DRAFT_EMAIL_MAX || !emailPersonKey(email)) return { ok: false, reason: 'email' };
  const answers = data.answers;
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return { ok: false, reason: 'invalid', fields: [] };
  if (JSON.stringify(answers).length > DRAFT_MAX_JSON_CHARS) return { ok: false, reason: 'tooLong' };
  const problem = draftAnswersProblem(def, answers as Record<string, unknown>, precompiledValidate(def));
  if (problem) return { ok: false, reason: problem.reason, fields: problem.fields };

  const locale = localeOf(data.locale);
  const expiresAt = draftExpiry(now);
  const phone = def.form.lead?.phone ? (answers as Record<string, unknown>)[def.form.lead.phone] : undefined;
  const saved = {
    form_id: def.id,
    answers: answers as Record<string, unknown>,
    step: stepOf(data.step) ?? FieldValue.delete(),
    email,
    // How a privacy request finds the person's drafts, as it finds their leads (src/domain/person-key.ts).
    emailKey: email.toLowerCase(),
    phoneDigits: typeof phone === 'string' && phone.trim() ? digitsOf(phone) || null : null,
    consent: data.consent === true,
    locale,
    savedAt: Timestamp.fromMillis(now),
    expiresAt: Timestamp.fromMillis(expiresAt),
    saves: FieldValue.increment(1),
  };

  if (data.token !== undefined) {
    // From the link: the same draft, its 30 days started again (and its reminder's 48 h, unless sent or refused).
    if (!isDraftToken(data.token)) return { ok: false, reason: 'unknown' };
    const before = await draftOf(data.token);
    const refusal = linkRefusal(before?.data() as StoredDraft | undefined, def.id, now);
    if (refusal || !before) return { ok: false, reason: refusal ?? 'unknown' };
    const ref = before.ref;
    const newAddress = (before.get('email') as string).toLowerCase() !== email.toLowerCase();
    if (newAddress && !(await addressAllows(email.toLowerCase(), now))) return { ok: false, reason: 'addressBusy' };
    const remindAgain = before.get('reminders') !== false && !before.get('remindedAt');
    await ref.update({ ...saved, ...(remindAgain ? { remindAt: Timestamp.fromMillis(now + DRAFT_REMINDER_HOURS * HOUR_MS) } : {}) });
    await syncPartialLead(getFirestore(), def, { ...partialOf(saved, data.step), id: ref.id, createdAt: before.get('createdAt') as Timestamp });
    if (!newAddress) return { ok: true, expiresAt, emailed: false };
    try {
      await mailLink(def, email, data.token, locale, expiresAt);
    } catch (error) {
      logger.warn('draft link not sent', { form: def.id, error: String(error) });
      return { ok: false, reason: 'mailFailed' };
    }
    return { ok: true, expiresAt, emailed: true };
  }

  if (!(await addressAllows(email.toLowerCase(), now))) return { ok: false, reason: 'addressBusy' };
  const token = randomBytes(DRAFT_TOKEN_BYTES).toString('base64url');
  const drafts = getFirestore().collection(DRAFTS);
  const ref = drafts.doc(`${DRAFT_ID_PREFIX}${drafts.doc().id}`);
  await ref.set({
    ...saved,
    tokens: [sha256(token)],
    step: stepOf(data.step) ?? null,
    saves: 1,
    createdAt: Timestamp.fromMillis(now),
    reminders: true,
    remindAt: Timestamp.fromMillis(now + DRAFT_REMINDER_HOURS * HOUR_MS),
  });
  try {
    await mailLink(def, email, token, locale, expiresAt);
  } catch (error) {
    // A link nobody received must not be kept: the visitor is told, and their local draft stays.
    await ref.delete();
    logger.warn('draft link not sent', { form: def.id, error: String(error) });
    return { ok: false, reason: 'mailFailed' };
  }
  await syncPartialLead(getFirestore(), def, { ...partialOf(saved, data.step), id: ref.id, createdAt: saved.savedAt });
  logger.info('draft saved', { form: def.id, consent: saved.consent });
  return { ok: true, expiresAt, emailed: true, token };
});

/** What the partial lead takes of a save (./partial-lead.ts). */
function partialOf(saved: { answers: Record<string, unknown>; email: string; consent: boolean; locale: Locale; savedAt: Timestamp; expiresAt: Timestamp }, step: unknown) {
  const { answers, email, consent, locale, savedAt, expiresAt } = saved;
  return { answers, step: stepOf(step) ?? null, email, consent, locale, savedAt, expiresAt };
}

/** Why a link's draft cannot be used for `formId` now, or undefined. */
function linkRefusal(draft: StoredDraft | undefined, formId: string, nowMs: number): 'unknown' | 'expired' | 'otherForm' | undefined {
  if (!draft) return 'unknown';
  if (draft.expiresAt.toMillis() <= nowMs) return 'expired';
  if (draft.form_id !== formId) return 'otherForm';
  return undefined;
}

/** The answers and the step of a link's draft, for the briefing it was saved from. */
export const openDraft = onCall(async (request): Promise<OpenDraftAnswer> => {
  const now = Date.now();
  const data = inputOf(request);
  if (!(await allowed(request, 'openDraft', now))) return { ok: false, reason: 'tooMany' };
  if (!isDraftToken(data.token)) return { ok: false, reason: 'unknown' };
  const snap = await draftOf(data.token);
  const draft = snap?.data() as StoredDraft | undefined;
  const refusal = linkRefusal(draft, String(data.formId), now);
  if (refusal || !draft || !snap) return { ok: false, reason: refusal ?? 'unknown' };
  await snap.ref.update({ openedAt: Timestamp.fromMillis(now), opens: FieldValue.increment(1) });
  return {
    ok: true,
    formId: draft.form_id,
    answers: draft.answers,
    ...(draft.step ? { step: draft.step } : {}),
    email: draft.email,
    consent: draft.consent,
    expiresAt: draft.expiresAt.toMillis(),
  };
});

/** The e-mails' one-click "não quero mais lembretes": the draft of the link gets no reminder. */
export const stopDraftReminders = onCall(async (request): Promise<StopRemindersAnswer> => {
  const data = inputOf(request);
  if (!(await allowed(request, 'stopDraftReminders', Date.now()))) return { ok: false, reason: 'tooMany' };
  if (!isDraftToken(data.token)) return { ok: false, reason: 'unknown' };
  const found = await draftOf(data.token);
  // An expired or deleted draft sends nothing anyway: the visitor is told it is done.
  if (found) await found.ref.update({ reminders: false, remindAt: FieldValue.delete() });
  return { ok: true };
});

