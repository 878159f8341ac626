import { type DocumentReference, FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { FieldError } from '../../src/forms/core/errors';
import { fromStoredRecord } from '../../src/forms/core/record';
import type { FormDefinition } from '../../src/forms/core/registry';
import type { AnswersValidator } from '../../src/forms/core/server-validator';
import { renderSummary } from '../../src/forms/core/summary';
import type { Mailer } from './mailer';

/** Attempts within one invocation, and in all (the platform redelivers the event after a throw). */
export const ATTEMPTS_PER_RUN = 3;
export const MAX_ATTEMPTS = 10;
/** How long a claimed delivery is reserved for the invocation that claimed it. */
const LEASE_MS = 2 * 60_000;

export interface Deps {
  db: Firestore;
  mailer: Mailer;
  validate: AnswersValidator;
  /** The studio's address (settings/company.email). */
  recipient: () => Promise<string | undefined>;
  /** Pause between attempts; tests shorten it. */
  backoffMs?: (attempt: number) => number;
}

export type Outcome = 'rejected' | 'sent' | 'failed' | 'skipped';

interface Delivery {
  state: 'sending' | 'sent' | 'failed';
  attempts: number;
  leaseUntil?: Timestamp;
}

/**
 * Handles one stored submission: checks it again with the form's own schema, marks it accepted or
 * rejected, and e-mails the accepted ones once. The visitor's answers are never modified: only the
 * server-owned fields (status, validation, delivery) are written. Safe to run twice for one document.
 */
export async function processSubmission(def: FormDefinition, ref: DocumentReference, deps: Deps): Promise<Outcome> {
  const snap = await ref.get();
  const doc = snap.data();
  if (!doc) return 'skipped';
  if (doc.status === 'rejected') return 'rejected';

  const { answers, unknownKeys } = fromStoredRecord(def, doc);
  if (doc.status !== 'accepted') {
    const errors = checkSubmission(def, doc, answers, unknownKeys, deps.validate);
    await ref.update({
      status: errors.length ? 'rejected' : 'accepted',
      validation: { errors, schemaVersion: def.version, checkedAt: FieldValue.serverTimestamp() },
    });
    if (errors.length) return 'rejected';
  }
  return deliver(def, ref, answers, deps);
}

function checkSubmission(
  def: FormDefinition,
  doc: Record<string, unknown>,
  answers: Record<string, unknown>,
  unknownKeys: string[],
  validate: AnswersValidator,
): FieldError[] {
  const errors = validate(answers);
  for (const key of unknownKeys) errors.push({ field: key, message: 'Campo desconhecido neste formulário.' });
  if (doc.form_id !== def.id) errors.push({ field: 'form_id', message: `form_id deveria ser ${def.id}.` });
  return errors;
}

/** Sends the summary of an accepted submission unless it was already sent or is being sent. */
export async function deliver(
  def: FormDefinition,
  ref: DocumentReference,
  answers: Record<string, unknown>,
  deps: Deps,
): Promise<Outcome> {
  const summary = renderSummary(def, answers);
  const leadEmail = def.form.lead.email ? answers[def.form.lead.email] : undefined;
  let lastError = '';
  for (let run = 1; run <= ATTEMPTS_PER_RUN; run++) {
    const attempt = await claim(deps.db, ref);
    if (attempt === undefined) return 'skipped';
    try {
      const to = await deps.recipient();
      if (!to) throw new Error('No company e-mail is set (settings/company.email).');
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
      });
      return 'sent';
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      await ref.update({
        'delivery.state': 'failed',
        'delivery.lastError': lastError.slice(0, 500),
        'delivery.failedAt': FieldValue.serverTimestamp(),
        'delivery.leaseUntil': FieldValue.delete(),
      });
      if (attempt >= MAX_ATTEMPTS) return 'failed';
      if (run < ATTEMPTS_PER_RUN) await sleep((deps.backoffMs ?? defaultBackoff)(run));
    }
  }
  return 'failed';
}

/** Reserves the next attempt in a transaction; undefined when it is sent, taken, or out of attempts. */
async function claim(db: Firestore, ref: DocumentReference): Promise<number | undefined> {
  return db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data()?.delivery as Delivery | undefined;
    if (current?.state === 'sent') return undefined;
    if (current?.state === 'sending' && current.leaseUntil && current.leaseUntil.toMillis() > Date.now()) return undefined;
    const attempts = (current?.attempts ?? 0) + 1;
    if (attempts > MAX_ATTEMPTS) return undefined;
    tx.update(ref, {
      'delivery.state': 'sending',
      'delivery.attempts': attempts,
      'delivery.leaseUntil': Timestamp.fromMillis(Date.now() + LEASE_MS),
    });
    return attempts;
  });
}

const defaultBackoff = (run: number) => 1000 * 2 ** (run - 1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
