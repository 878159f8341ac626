import { type DocumentReference, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { HISTORY, type LeadEvent, NEWSLETTER_COLLECTION, NEWSLETTER_FORM_ID } from '../../src/domain/lead';
import { fromStoredRecord } from '../../src/forms/core/record';
import type { FormDefinition } from '../../src/forms/core/registry';
import { smtpPassword } from './config';
import { leadRef } from './create-lead';
import { productionDeps } from './deps';
import { registry } from './embedded-forms';
import { type Deps, deliver, LEASE_MS, type Outcome, receivedAt } from './process-submission';
import { requireStaff, type StaffCaller } from './staff-access';

/*
 * "Não é spam" on a lead page: staff take a lead out of the spam stage, and it becomes a normal lead
 * everywhere. The function's verdict on the stored submission ('spam' for a bot trap sprung, 'rejected'
 * for answers that failed validation: both put the lead in the spam stage) becomes 'accepted', as
 * recordJudgement writes it for a lead that passed, with who rescued it and when
 * (`validation.rescued`: a server field, so no page, CSV or e-mail reads it as an answer); so the
 * default CSV, the counts and the lead page treat it as any accepted lead, and the studio gets its
 * lead e-mail through the same deliver() as the trigger (claim, lease, budgets, the sweep).
 *
 * Why one callable writes the submission AND the summary with its history entry, in one transaction,
 * rather than the page's rules-checked summary write plus a callable for the submission: either of two
 * separate writes can land without the other (a closed tab, a refusal, a lost connection), and each
 * half is exactly the half rescue this replaces: a summary in `novo` over a submission still marked
 * spam and never e-mailed, or the reverse. The browser cannot write the submission at all (its
 * status, validation and delivery are the function's), so the callable writes both. The summary and
 * its entry keep what the rules ask of a staff change (one 'stage' entry spam → novo by the caller at
 * the server time, named by `lastEvent`; `spam`, `due` consistent), so the history reads as before.
 *
 * Once only, whoever presses and however often: the transaction reads the summary, and a lead no longer
 * in spam (a second press, a colleague's press a moment earlier) changes nothing and sends nothing.
 * The e-mail itself is claimed with a lease like every lead e-mail, so even a redelivered creation
 * event or a sweep running at the same moment cannot send it twice. Several colleagues pressing at the
 * same moment (issue 42) all get an answer, never an error: a press that finds the lead out of spam is
 * answered without a transaction, with who took it out (the e-mail of the summary's last entry); the
 * transaction has 10 tries, and one that runs out of them while a colleague's press won answers the same. The flip arms `delivery.retryAt`
 * as judging does, so a call cut off before its try leaves the e-mail to the sweep, not forgotten.
 *
 * A newsletter signup has no e-mail to send (nobody is e-mailed for a signup): its rescue is the flip
 * and the summary. A lead whose submission was accepted and that staff put in spam by hand was
 * e-mailed already (or is in the delivery machinery): only its summary moves.
 */

/** The function's verdicts that a rescue overturns. */
const RESCUABLE = ['spam', 'rejected'];

export interface RescueResult {
  /** False when the lead was no longer in spam: nothing was written. */
  rescued: boolean;
  /** When not rescued by this call: the e-mail of the colleague whose press took it out of spam, when the lead's last entry says so. */
  by?: string;
  /** What the e-mail's first try gave ('queued' and 'failed' are left to the sweep); absent when none is due. */
  email?: Outcome;
}

interface Target {
  /** Undefined for a newsletter signup. */
  def: FormDefinition | undefined;
  ref: DocumentReference;
  summary: DocumentReference;
}

function targetOf(data: unknown, deps: Pick<Deps, 'db'>): Target {
  const { formId, docId } = (data ?? {}) as { formId?: unknown; docId?: unknown };
  if (typeof docId !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(docId)) throw invalid();
  if (formId === NEWSLETTER_FORM_ID) {
    return { def: undefined, ref: deps.db.collection(NEWSLETTER_COLLECTION).doc(docId), summary: leadRef(deps.db, NEWSLETTER_FORM_ID, docId) };
  }
  const def = registry.forms.find((f) => f.id === formId);
  if (!def) throw invalid();
  return { def, ref: deps.db.collection(def.form.collection).doc(docId), summary: leadRef(deps.db, def.id, docId) };
}

const invalid = () => new HttpsError('invalid-argument', 'Unknown form or lead.', { reason: 'invalid-request' });
const gone = () => new HttpsError('not-found', 'This lead does not exist.', { reason: 'not-found' });

/** Tries of the transaction: several colleagues pressing at once contend for the same two documents. */
const MAX_ATTEMPTS = 10;

/** Who took the lead out of spam: the history entry its summary names last, when that entry is the move out of spam. */
async function rescuerOf(summary: DocumentReference): Promise<string | undefined> {
  const lastEvent = (await summary.get()).get('lastEvent') as unknown;
  if (typeof lastEvent !== 'string' || !lastEvent) return undefined;
  const entry = (await summary.collection(HISTORY).doc(lastEvent).get()).data();
  return entry?.kind === 'stage' && entry.from === 'spam' && typeof entry.byEmail === 'string' ? entry.byEmail : undefined;
}

/** A press that finds the lead out of spam already: nothing written, and who did it (issue 42). */
const rescuedBefore = async (summary: DocumentReference): Promise<RescueResult> => {
  const by = await rescuerOf(summary);
  return by ? { rescued: false, by } : { rescued: false };
};

/** The rescue itself; rejects with an HttpsError when the lead or its submission is gone. */
async function rescueLead(target: Target, caller: StaffCaller, deps: Deps): Promise<RescueResult> {
  const { def, ref, summary } = target;
  // A press after a colleague's is answered without contending for the documents.
  const before = await summary.get();
  if (!before.exists) throw gone();
  if (before.get('stage') !== 'spam') return rescuedBefore(summary);
  const flipped = await deps.db
    .runTransaction(async (tx) => {
      const [lead, submission] = await tx.getAll(summary, ref);
      if (!lead.exists || !submission.exists) throw gone();
      if (lead.get('stage') !== 'spam') return undefined;

      const now = FieldValue.serverTimestamp();
      const verdict = submission.get('status') as unknown;
      const flip = typeof verdict === 'string' && RESCUABLE.includes(verdict);
      if (flip) {
        tx.update(ref, {
          status: 'accepted',
          'validation.rescued': { by: caller.uid, byEmail: caller.email, at: now, from: verdict },
          // As recordJudgement arms an accepted lead: should this call die before its try, the sweep sends it.
          ...(def ? { 'delivery.retryAt': Timestamp.fromMillis((deps.now ?? Date.now)() + LEASE_MS) } : {}),
        });
      }
      const event = summary.collection(HISTORY).doc();
      const entry: LeadEvent<FieldValue> = { at: now, by: caller.uid, byEmail: caller.email, kind: 'stage', from: 'spam', to: 'novo' };
      const followUp = lead.get('followUp') as string | null | undefined;
      tx.update(summary, {
        stage: 'novo',
        spam: false,
        // `novo` is an open stage: its follow-up counts again (the rules' `due` invariant).
        due: followUp ?? null,
        // The trap's reason no longer describes the lead; the submission keeps it in `validation.spam`.
        spamReason: null,
        lastEvent: event.id,
        // A staff action like any other: the lead is active from now (the inbox's order and idle filter).
        lastActivityAt: now,
        updatedAt: now,
        updatedBy: caller.uid,
      });
      tx.create(event, entry);
      return { flip, data: flip ? submission.data() : undefined };
    }, { maxAttempts: MAX_ATTEMPTS })
    .catch(async (error: unknown) => {
      if (error instanceof HttpsError) throw error;
      // Out of tries while colleagues pressed at the same moment: when one of them won, that is the answer.
      if ((await summary.get()).get('stage') !== 'spam') return undefined;
      throw error;
    });
  if (!flipped) return rescuedBefore(summary);
  if (!def || !flipped.data) return { rescued: true };

  // One try now, counted on the sweep's budget as a resend is; the sweep tries again every ten minutes.
  // The rescue is written whatever the try gives: a failure is the delivery's to retry, not the staff member's.
  try {
    const email = await deliver(def, ref, fromStoredRecord(def, flipped.data), deps, 'sweep', receivedAt(flipped.data.createdAt));
    return { rescued: true, email };
  } catch (error) {
    logger.warn('rescued lead: first e-mail try threw; the sweep will retry', { doc: ref.path, error: String(error) });
    return { rescued: true, email: 'failed' };
  }
}

/** The callable: staff only, `{ formId, docId }` of the lead (`newsletter` for a signup). */
export const rescueSpamLead = onCall({ secrets: [smtpPassword] }, async (request): Promise<RescueResult> => {
  const caller = await requireStaff(request);
  const formId = (request.data as { formId?: unknown } | undefined)?.formId;
  const deps = productionDeps(registry.forms.find((f) => f.id === formId));
  const result = await rescueLead(targetOf(request.data, deps), caller, deps);
  logger.info('lead rescued from spam', { formId, rescued: result.rescued, email: result.email, by: caller.uid });
  return result;
});
