import { type DocumentReference, FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { type AnswersValidator, FormNotJudged } from '../../src/forms/core/answers-validator';
import { ATTEMPTS_PER_RUN, MAX_EVENT_ATTEMPTS } from '../../src/domain/delivery-budget';
import type { FieldError } from '../../src/forms/core/errors';
import { type Answers, botTrapReason, checkStoredRecord, type DecodedRecord, DRAFT_SEND, fromStoredRecord, isDraftLinkHash, FUNNEL_SEND, MIN_FILL_MS } from '../../src/forms/core/record';
import { DRAFTS } from '../../src/domain/form-drafts';
import type { FormDefinition } from '../../src/forms/core/registry';
import { FUNNEL_EVENTS, funnelSendId, funnelSendOf } from '../../src/domain/funnel';
import { renderLeadEmail } from '../../src/domain/lead-email';
import { createLead, formFacts, JUDGED, type Judged, leadRef } from './create-lead';
import { type Arrival, touchPersonLeads } from './person-activity';
import { mergePartial, partialLeadRef, type PartialRead, readPartial } from './partial-lead';
import type { Mailer } from './mailer';
import { MAIL_CAP_PER_HOUR, nextHour, reserveMail } from './mail-quota';

/*
 * Delivery budgets, counted apart so that a long outage cannot use up the sweep's tries before it
 * ever runs: the creation event (three tries per run, redelivered by the platform after a throw) and
 * the periodic sweep (one try per pass, every SWEEP_EVERY_MINUTES). Out of both, the lead stays
 * stored and marked `delivery.exhausted` for staff, who can resend it from the admin area.
 */
export const SWEEP_EVERY_MINUTES = 10;
/** A day of sweeps: an SMTP outage shorter than that loses nothing. */
export const MAX_SWEEPS = (24 * 60) / SWEEP_EVERY_MINUTES;
/** How long a claimed delivery is reserved for the invocation that claimed it (past the SMTP timeouts). */
export const LEASE_MS = 2 * 60_000;

export interface Deps {
  db: Firestore;
  mailer: Mailer;
  /** Judges the decoded answers: the form's precompiled Portuguese validator, the code the browser runs. */
  validate: AnswersValidator;
  /** Each form's validator, for work that spans forms (the sweep); `validate` otherwise. */
  validatorFor?: (def: FormDefinition) => AnswersValidator;
  /** The studio's address (settings/company.email). */
  recipient: () => Promise<string | undefined>;
  /** Pause between attempts; tests shorten it. */
  backoffMs?: (attempt: number) => number;
  /** The time; tests move it. */
  now?: () => number;
  /** The site's address, for the e-mail's link to the lead in the admin viewer. */
  siteUrl?: string;
  /** Submissions sent sooner than this after the form was shown are spam (default MIN_FILL_MS). */
  minFillMs?: number;
  /** E-mails per hour before leads wait for the hourly digest (default MAIL_CAP_PER_HOUR). */
  mailCapPerHour?: number;
}

/** `queued`: the lead waits for the sweep (over the hourly cap: the next digest; no company e-mail yet). */
export type Outcome = 'rejected' | 'spam' | 'sent' | 'queued' | 'failed' | 'skipped';
/** Who is trying: each has its own budget. */
export type Trier = 'event' | 'sweep';

interface Delivery {
  state: 'sending' | 'sent' | 'failed' | 'digest';
  attempts?: number;
  sweeps?: number;
  leaseUntil?: Timestamp;
}

/**
 * Handles one stored submission: checks it again with the form's own schema, marks it accepted,
 * rejected or spam, writes its lead summary, and e-mails the accepted ones once. The visitor's answers
 * are never modified: only the server-owned fields (status, validation, delivery) are written. Safe to
 * run twice: a judged submission is not judged again, and its summary is written only when missing
 * (so a lead judged before summaries existed gets one, and one staff already worked is left alone).
 */
export async function processSubmission(def: FormDefinition, ref: DocumentReference, deps: Deps): Promise<Outcome> {
  const snap = await ref.get();
  const doc = snap.data();
  if (!doc) return 'skipped';

  const record = fromStoredRecord(def, doc);
  const judgement = isJudged(doc.status) ? undefined : judge(def, doc, record, deps);
  const { status, arrival } = await recordJudgement(def, ref, deps, judgement, record.answers);
  // The person's other open leads are active again; beside the e-mail, never before it (best effort, never throws).
  const touched = arrival ? touchPersonLeads(deps.db, arrival) : undefined;
  const outcome = status !== 'accepted' ? (status ?? 'skipped') : await deliver(def, ref, record, deps, 'event', receivedAt(doc.createdAt));
  await touched;
  return outcome;
}

interface Judgement {
  status: Judged;
  errors: FieldError[];
  trapped?: string;
  /** Why the form could not check the answers (FormNotJudged). */
  unchecked?: string;
}

const isJudged = (status: unknown): status is Judged => JUDGED.includes(status as Judged);

/**
 * A bot trap sprung makes it spam (unvalidated); otherwise the form's validator decides. A form whose
 * definition cannot be judged (FormNotJudged) loses no lead: its answers are accepted unchecked (the
 * record's own checks still run), and staff are told, on the lead and in its e-mail.
 */
function judge(def: FormDefinition, doc: Record<string, unknown>, record: DecodedRecord, deps: Deps): Judgement {
  const trapped = botTrapReason(doc, deps.minFillMs ?? MIN_FILL_MS);
  if (trapped) return { status: 'spam', errors: [], trapped };
  let unchecked: string | undefined;
  const validate = (answers: Answers) => {
    try {
      return deps.validate(answers);
    } catch (error) {
      if (!(error instanceof FormNotJudged)) throw error;
      unchecked = error.message;
      return [];
    }
  };
  const { errors } = checkStoredRecord(def, doc, validate, record);
  return { status: errors.length ? 'rejected' : 'accepted', errors, ...(unchecked ? { unchecked } : {}) };
}

/**
 * In one transaction: stores `judgement` on a submission still unjudged, and creates the lead's summary
 * with its 'received' history entry when it has none. Returns the submission's status as stored
 * (another run may have judged it first), or undefined when it is gone (a privacy request deleted it),
 * and the new lead's arrival when this run wrote its summary.
 *
 * Judging also counts the send in the briefing funnel when the submission names its visit (FUNNEL_SEND):
 * the visit's 'submit' event, under an id of the submission's own, so it is written once however often
 * the event is delivered, and whatever the judgement (the browser's recorder counted every stored send,
 * spam and rejected ones included, and the funnel measures the form, not the lead). The visit is then
 * removed from the submission, in the same write: the lead keeps no link to its anonymous visit. A
 * submission finished from a "Continuar depois" link (DRAFT_SEND) deletes its draft in the same write,
 * and the draft's partial lead, if the visitor agreed to one, becomes this lead (./partial-lead.ts).
 */
async function recordJudgement(
  def: FormDefinition,
  ref: DocumentReference,
  deps: Deps,
  judgement: Judgement | undefined,
  answers: Answers,
): Promise<{ status?: Judged; arrival?: Arrival }> {
  return deps.db.runTransaction(async (tx): Promise<{ status?: Judged; arrival?: Arrival; partialOf?: string }> => {
    const summary = leadRef(deps.db, def.id, ref.id);
    const [current, existing] = await tx.getAll(ref, summary);
    const doc = current.data();
    if (!doc) return {};
    // A briefing finished from its "Continuar depois" link: its draft goes (no reminder, no second copy).
    const draftLink = doc[DRAFT_SEND.link];
    const found = isDraftLinkHash(draftLink) && !isJudged(doc.status) ? (await tx.get(deps.db.collection(DRAFTS).where('tokens', 'array-contains', draftLink).limit(1))).docs[0] : undefined;
    const draft = found?.get('form_id') === def.id ? found : undefined;
    const partial: PartialRead | undefined = draft && !existing.exists ? await readPartial(tx, deps.db, def.id, draft.id) : undefined;
    let status = doc.status as unknown;
    let trapReason = doc.validation?.spam as unknown;
    if (!isJudged(status)) {
      if (!judgement) return {};
      ({ status, trapped: trapReason } = judgement);
      const send = funnelSendOf(def.id, doc);
      if (send) tx.set(deps.db.collection(FUNNEL_EVENTS).doc(funnelSendId(def.id, ref.id)), { ...send, at: FieldValue.serverTimestamp() });
      // The visit leaves the submission with its judgement; a question stored under such a name is an answer and stays.
      const answerKeys = new Set(Object.values(def.storedNames));
      const carried = [...Object.values(FUNNEL_SEND), ...Object.values(DRAFT_SEND)].filter((field) => field in doc && !answerKeys.has(field));
      if (draft) tx.delete(draft.ref);
      tx.update(ref, {
        status,
        validation: {
          errors: judgement.errors,
          schemaVersion: def.version,
          checkedAt: FieldValue.serverTimestamp(),
          ...(judgement.trapped ? { spam: judgement.trapped } : {}),
          ...(judgement.unchecked ? { unchecked: judgement.unchecked } : {}),
        },
        // Should this run die before its first try, the sweep finds the lead once the lease has passed.
        ...(status === 'accepted' ? { 'delivery.retryAt': Timestamp.fromMillis(now(deps) + LEASE_MS) } : {}),
        ...Object.fromEntries(carried.map((field) => [field, FieldValue.delete()])),
      });
    }
    const judged = status as Judged;
    const fromPartial = partial && mergePartial(tx, partial, summary, judged === 'accepted');
    const arrival = existing.exists ? undefined : createLead(tx, summary, formFacts(def, ref.id, doc, judged, trapReason, answers), fromPartial);
    return { status: judged, arrival, partialOf: partial ? draft?.id : undefined };
  }).then(async ({ partialOf, ...judged }) => {
    // Whatever of the partial's history one transaction could not move goes with it.
    if (partialOf) await deps.db.recursiveDelete(partialLeadRef(deps.db, def.id, partialOf));
    return judged;
  });
}

/** The server time a submission was stored, when it is one. */
export const receivedAt = (value: unknown) => (value instanceof Timestamp ? value.toDate() : undefined);

/** What deliver() e-mails: the decoded answers, and for an old lead its version and retired answers. */
export type LeadAnswers = Pick<DecodedRecord, 'answers'> & Partial<Pick<DecodedRecord, 'version' | 'retired'>>;

/** Sends the summary of an accepted submission unless it was already sent, is being sent, or is out of tries. */
export async function deliver(
  def: FormDefinition,
  ref: DocumentReference,
  record: LeadAnswers,
  deps: Deps,
  trier: Trier,
  received?: Date,
): Promise<Outcome> {
  // A missing company address is the studio's to fix: it is recorded (unless the e-mail already
  // went or is going), and no try is spent on it; the sweep sends once the address is set.
  const to = await deps.recipient();
  if (!to) {
    await deps.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const state = snap.get('delivery.state');
      // Gone: a privacy request deleted the lead, and its pending e-mail with it.
      if (!snap.exists || state === 'sent' || state === 'sending') return;
      tx.update(ref, {
        'delivery.state': 'failed',
        'delivery.lastError': 'No company e-mail is set (settings/company.email).',
        'delivery.failedAt': FieldValue.serverTimestamp(),
        'delivery.retryAt': Timestamp.fromMillis(now(deps)),
      });
    });
    return 'queued';
  }
  const { answers } = record;
  const render = (unchecked: string | undefined) =>
    renderLeadEmail(def, answers, { docId: ref.id, siteUrl: deps.siteUrl, receivedAt: received, sentUnder: record.version, retired: record.retired, unchecked });
  const leadEmail = def.form.lead.email ? answers[def.form.lead.email] : undefined;
  const runs = trier === 'event' ? ATTEMPTS_PER_RUN : 1;
  for (let run = 1; run <= runs; run++) {
    const claimed = await claim(deps, ref, trier);
    if (!claimed) return 'skipped';
    const summary = render(claimed.unchecked);
    if (!(await reserveMail(deps.db, deps.mailCapPerHour ?? MAIL_CAP_PER_HOUR, now(deps)))) {
      await ref.update({
        'delivery.state': 'digest',
        'delivery.leaseUntil': FieldValue.delete(),
        'delivery.retryAt': Timestamp.fromMillis(nextHour(now(deps))),
      });
      return 'queued';
    }
    try {
      const messageId = await deps.mailer.send({
        to,
        // Accepted means the schema checked this address, so replying reaches the visitor.
        replyTo: typeof leadEmail === 'string' ? leadEmail : undefined,
        ...summary,
      });
      await ref.update({
        'delivery.state': 'sent',
        'delivery.messageId': messageId,
        'delivery.sentAt': FieldValue.serverTimestamp(),
        'delivery.leaseUntil': FieldValue.delete(),
        'delivery.retryAt': FieldValue.delete(),
      });
      return 'sent';
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const exhausted = claimed.lastForTrier && (trier === 'sweep' || claimed.sweepsLeft === 0);
      await ref.update({
        'delivery.state': 'failed',
        'delivery.lastError': message.slice(0, 500),
        'delivery.failedAt': FieldValue.serverTimestamp(),
        'delivery.leaseUntil': FieldValue.delete(),
        // The next sweep tries again, until both budgets are spent.
        'delivery.retryAt': exhausted ? FieldValue.delete() : Timestamp.fromMillis(now(deps)),
        'delivery.exhausted': exhausted,
      });
      if (claimed.lastForTrier) return 'failed';
      if (run < runs) await sleep((deps.backoffMs ?? defaultBackoff)(run));
    }
  }
  return 'failed';
}

interface Claim {
  /** This trier has no try left after this one. */
  lastForTrier: boolean;
  sweepsLeft: number;
  /** The judgement's FormNotJudged reason, said at the top of the e-mail. */
  unchecked?: string;
}

/**
 * Reserves the next try in a transaction, counted against the trier's own budget; undefined when the
 * e-mail is sent, another invocation holds a live lease, or the trier has no try left. The lease is
 * also the retry time: a run cut off mid-send (a timeout) is picked up by the sweep once it expires.
 */
async function claim(deps: Deps, ref: DocumentReference, trier: Trier): Promise<Claim | undefined> {
  return deps.db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    // A lead deleted by a privacy request is never e-mailed (the sweep or the digest may still hold its reference).
    if (!snap.exists) return undefined;
    const current = snap.get('delivery') as Delivery | undefined;
    if (current?.state === 'sent') return undefined;
    if (current?.state === 'sending' && current.leaseUntil && current.leaseUntil.toMillis() > now(deps)) return undefined;
    const field = trier === 'event' ? 'attempts' : 'sweeps';
    const limit = trier === 'event' ? MAX_EVENT_ATTEMPTS : MAX_SWEEPS;
    const used = (current?.[field] ?? 0) + 1;
    if (used > limit) return undefined;
    const leaseUntil = Timestamp.fromMillis(now(deps) + LEASE_MS);
    tx.update(ref, {
      'delivery.state': 'sending',
      [`delivery.${field}`]: used,
      'delivery.leaseUntil': leaseUntil,
      'delivery.retryAt': leaseUntil,
    });
    const unchecked = snap.get('validation.unchecked') as unknown;
    return {
      lastForTrier: used === limit,
      sweepsLeft: MAX_SWEEPS - (trier === 'sweep' ? used : (current?.sweeps ?? 0)),
      ...(typeof unchecked === 'string' ? { unchecked } : {}),
    };
  });
}

const now = (deps: Deps) => (deps.now ?? Date.now)();
/** The pause before each further try of one run: `baseMs` before the second, doubled after (param MAIL_RETRY_BASE_MS). */
export const retryBackoff = (baseMs: number) => (run: number) => baseMs * 2 ** (run - 1);
const defaultBackoff = retryBackoff(1000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
