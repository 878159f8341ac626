import { FieldValue, type Firestore, getFirestore, type Query } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { emailPersonKey, type PersonKey, phonePersonKey } from '../../src/domain/person-key';
import { LEADS, PRIVACY_LOG } from '../../src/domain/lead';
import { requireStaff } from './staff-access';

/*
 * A person's request to be forgotten (LGPD): staff name them by e-mail or phone, and every lead of
 * theirs goes for good, across forms and the newsletter: the stored submission (with its pending
 * e-mail: the sweep and the digest only send what a form document still holds), the summary and its
 * history. What stays is one line of `privacy_log`: when, by whom, how many leads of which forms,
 * and nothing of the person.
 */

export interface ForgetRequest {
  email?: string;
  phone?: string;
}
export interface ForgetResult {
  /** How many leads were deleted. */
  deleted: number;
  /** The forms they came from (`newsletter` for signups), each once. */
  forms: string[];
}

/** Summaries read per round; each round deletes what it read, so the next query starts afresh. */
const PAGE = 100;
/** The summaries' field and values that name the person; refuses anything but exactly one usable key. */
export function personKey(data: unknown): PersonKey {
  const { email, phone } = (data ?? {}) as { email?: unknown; phone?: unknown };
  const given = [email, phone].filter((value) => value !== undefined && value !== null && value !== '');
  if (given.length !== 1) throw invalid();
  const key = typeof email === 'string' ? emailPersonKey(email) : typeof phone === 'string' ? phonePersonKey(phone) : undefined;
  if (!key) throw invalid();
  return key;
}

const invalid = () => new HttpsError('invalid-argument', 'Give exactly one of a valid e-mail or phone.', { reason: 'invalid-request' });

/**
 * Deletes every lead whose summary `query` finds: the form document first (so nothing is sent from
 * it any more), then the summary with its history, last, so that a run cut off midway is finished
 * by asking again. Counts into `result` as it goes.
 */
async function forgetLeads(db: Firestore, query: Query, result: { deleted: number; forms: Set<string> }): Promise<void> {
  for (;;) {
    const page = await query.limit(PAGE).get();
    if (page.empty) return;
    for (const summary of page.docs) {
      const { formId, collection, docId } = summary.data() as { formId?: unknown; collection?: unknown; docId?: unknown };
      if (typeof collection === 'string' && typeof docId === 'string' && collection && docId) {
        await db.collection(collection).doc(docId).delete();
      }
      await db.recursiveDelete(summary.ref);
      result.deleted++;
      if (typeof formId === 'string') result.forms.add(formId);
    }
  }
}

/** Staff only: deletes every lead of one person and writes the privacy log line. */
export const forgetPerson = onCall({ timeoutSeconds: 300 }, async (request): Promise<ForgetResult> => {
  await requireStaff(request);
  const { field, values } = personKey(request.data);
  const db = getFirestore();
  const leads = db.collection(LEADS);
  const query = values.length === 1 ? leads.where(field, '==', values[0]) : leads.where(field, 'in', values);
  const result = { deleted: 0, forms: new Set<string>() };
  let failure: unknown;
  try {
    await forgetLeads(db, query, result);
  } catch (error) {
    failure = error;
  }
  const forms = [...result.forms].sort();
  // Written even when cut off midway: what was deleted is on record either way.
  await db.collection(PRIVACY_LOG).add({
    at: FieldValue.serverTimestamp(),
    by: request.auth!.uid,
    byEmail: request.auth!.token.email ?? null,
    leads: result.deleted,
    forms,
  });
  if (failure) {
    logger.error('forgetPerson stopped midway', { deleted: result.deleted, error: failure instanceof Error ? failure.message : String(failure) });
    throw new HttpsError('internal', 'Deleting stopped midway; asking again finishes it.', { reason: 'delete-failed', deleted: result.deleted });
  }
  return { deleted: result.deleted, forms };
});
