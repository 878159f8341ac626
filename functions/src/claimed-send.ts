import { type DocumentReference, FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { MAX_SEND_ATTEMPTS, nextAttempt, type SendClaim } from '../../src/domain/daily-agenda';
import type { Mailer, OutgoingMail } from './mailer';

/*
 * One staff e-mail sent once (the morning agenda, the assignee notice), with states like a lead's
 * delivery (./process-submission.ts): a run claims the e-mail's own document in a transaction
 * (`sending`, with a lease) before it sends, marks it `sent` after, or `failed` with the error for a
 * later run; a sent one is never sent again, however often the schedule or the event runs. The rule of
 * a claim lives in ../../src/domain/daily-agenda.ts (nextAttempt).
 */

/** What a claim may start with: who and what it is about (kept on the document for the logs). */
export type ClaimFacts = Record<string, string | number | boolean | null>;

/** Reserves the next try and returns its number; undefined when the e-mail is sent, found empty, held by another run or out of tries. */
export async function claimSend(db: Firestore, ref: DocumentReference, nowMs: number, facts: ClaimFacts): Promise<number | undefined> {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const stored = snap.data();
    const current: SendClaim | undefined = stored
      ? { state: stored.state, attempts: stored.attempts, leaseUntilMs: (stored.leaseUntil as Timestamp | undefined)?.toMillis() }
      : undefined;
    const next = nextAttempt(current, nowMs);
    if (!next) return undefined;
    const leaseUntil = Timestamp.fromMillis(next.leaseUntilMs);
    tx.set(ref, { ...facts, state: 'sending', attempts: next.attempt, leaseUntil, retryAt: leaseUntil, claimedAt: FieldValue.serverTimestamp() }, { merge: true });
    return next.attempt;
  });
}

/** Records that the claimed e-mail had nothing to say (an empty agenda): no run of that key sends it later. */
export async function markEmpty(ref: DocumentReference): Promise<void> {
  await ref.update({ state: 'empty', leaseUntil: FieldValue.delete(), retryAt: FieldValue.delete(), checkedAt: FieldValue.serverTimestamp() });
}

/** Sends a claimed e-mail (`attempt`: the number claimSend gave) and records the outcome; resolves with 'sent' or 'failed' (never throws for the SMTP). */
export async function sendClaimed(ref: DocumentReference, mailer: Mailer, mail: OutgoingMail, nowMs: number, attempt: number): Promise<'sent' | 'failed'> {
  try {
    const messageId = await mailer.send(mail);
    await ref.update({
      state: 'sent',
      messageId,
      sentAt: FieldValue.serverTimestamp(),
      leaseUntil: FieldValue.delete(),
      retryAt: FieldValue.delete(),
      lastError: FieldValue.delete(),
    });
    return 'sent';
  } catch (error) {
    await releaseClaim(ref, error, nowMs, attempt);
    return 'failed';
  }
}

/**
 * Gives a claimed try back and makes the e-mail due at `untilMs` instead: the hour's mail cap is
 * reached (../mail-quota.ts), which is no failure of this e-mail, so no try is spent.
 */
export async function deferClaim(ref: DocumentReference, attempt: number, untilMs: number): Promise<void> {
  await ref.update({
    state: 'deferred',
    attempts: attempt - 1,
    leaseUntil: FieldValue.delete(),
    retryAt: Timestamp.fromMillis(untilMs),
    deferredAt: FieldValue.serverTimestamp(),
  });
}

/** Records a failed try; the claim is due again at once unless that was the last try. */
export async function releaseClaim(ref: DocumentReference, error: unknown, nowMs: number, attempt: number): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const exhausted = attempt >= MAX_SEND_ATTEMPTS;
  await ref.update({
    state: 'failed',
    lastError: message.slice(0, 500),
    failedAt: FieldValue.serverTimestamp(),
    leaseUntil: FieldValue.delete(),
    // Due at once: the next scheduled run or sweep tries again while tries are left.
    retryAt: exhausted ? FieldValue.delete() : Timestamp.fromMillis(nowMs),
    exhausted,
  });
}
