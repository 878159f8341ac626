import { getFirestore, type Timestamp } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { DRAFTS } from '../../src/domain/form-drafts';
import { type ExportedDraft, PERSON_DRAFTS_MAX } from '../../src/domain/draft-export';
import type { StoredDraft } from './draft-store';
import { personKey } from './privacy';
import { requireStaff } from './staff-access';

/*
 * Staff only: the "Continuar depois" drafts of one person (issue 40, part 6), for the privacy page. No
 * browser may list `drafts` (staff read one by id only when its visitor consented), so a draft saved
 * without the box would be deleted with the person but missing from their export. The person is named
 * as forgetPerson names them, and the drafts found are exactly those forgetDrafts deletes (by
 * `emailKey` or `phoneDigits`). Newest save first, at most PERSON_DRAFTS_MAX; one query a call.
 */
export const personDrafts = onCall(async (request): Promise<ExportedDraft[]> => {
  await requireStaff(request);
  const { field, values } = personKey(request.data);
  const drafts = getFirestore().collection(DRAFTS);
  const { docs } = await (values.length === 1 ? drafts.where(field, '==', values[0]) : drafts.where(field, 'in', values)).limit(PERSON_DRAFTS_MAX).get();
  return docs
    .map((doc) => exportedDraft(doc.id, doc.data() as StoredDraft))
    .sort((a, b) => (b.savedAt ?? '').localeCompare(a.savedAt ?? ''));
});

const iso = (at: Timestamp | undefined) => (at && typeof at.toDate === 'function' ? at.toDate().toISOString() : null);

function exportedDraft(id: string, stored: StoredDraft): ExportedDraft {
  return {
    id,
    formId: stored.form_id,
    answers: stored.answers ?? {},
    step: stored.step ?? null,
    email: stored.email,
    consent: stored.consent === true,
    locale: stored.locale,
    reminders: stored.reminders !== false,
    createdAt: iso(stored.createdAt),
    savedAt: iso(stored.savedAt),
    expiresAt: iso(stored.expiresAt),
    remindedAt: iso(stored.remindedAt),
  };
}
