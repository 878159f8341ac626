import { type DocumentReference, type DocumentSnapshot, type Firestore, type QuerySnapshot, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { DRAFTS, partialProgress } from '../../src/domain/form-drafts';
import { HISTORY, type Identity, identityOf, LEADS, type LeadEvent, leadId, newLead, recentOf } from '../../src/domain/lead';
import type { FormDefinition } from '../../src/forms/core/registry';

/*
 * The partial lead of a "Continuar depois" draft (issue 40; src/domain/form-drafts.ts says what it is):
 * written or removed at each save by ./form-drafts.ts, merged into the real lead when the visitor sends
 * the briefing (./process-submission.ts), and deleted with its draft (./draft-store.ts).
 */

/** What a save knows of the draft it stored. */
export interface SavedDraft {
  id: string;
  answers: Record<string, unknown>;
  step: string | null;
  /** The address the link went to: the lead's e-mail when the briefing's own e-mail question is empty. */
  email: string;
  consent: boolean;
  locale: string;
  createdAt: Timestamp;
  savedAt: Timestamp;
  expiresAt: Timestamp;
}

export const partialLeadRef = (db: Firestore, formId: string, draftId: string) => db.collection(LEADS).doc(leadId(formId, draftId));

/** Who the partial lead is: the briefing's own answers, and the link's address when it has no e-mail answer. */
function partialIdentity(def: FormDefinition, draft: SavedDraft): Identity {
  const identity = identityOf(def, draft.answers);
  return identity.email?.trim() ? identity : { ...identity, email: draft.email };
}

/**
 * Brings the partial lead in line with a draft just saved: written with the consent (created with a
 * 'received' entry the first time; afterwards only who the person is, the progress, the expiry and the
 * last activity move, never what staff changed), deleted with its history without it (a visitor who
 * unticks the box on a later save is no longer visible to staff).
 */
export async function syncPartialLead(db: Firestore, def: FormDefinition, draft: SavedDraft): Promise<void> {
  const ref = partialLeadRef(db, def.id, draft.id);
  if (!draft.consent) {
    if ((await ref.get()).exists) await db.recursiveDelete(ref);
    return;
  }
  const identity = partialIdentity(def, draft);
  const progress = partialProgress(def, draft.answers, draft.step);
  await db.runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (existing.exists) {
      const lead = newLead({ formId: def.id, collection: DRAFTS, docId: draft.id, receivedAt: draft.savedAt, locale: draft.locale, spamReason: null, updatedAt: draft.savedAt }, identity);
      tx.update(ref, {
        name: lead.name,
        email: lead.email,
        emailKey: lead.emailKey,
        phone: lead.phone,
        phoneDigits: lead.phoneDigits,
        company: lead.company,
        pieces: lead.pieces,
        text: lead.text,
        // Dated with the time it was first received, which an update keeps.
        recent: recentOf(lead.pieces, existing.get('receivedAt') ?? draft.createdAt),
        pairs: recentOf(lead.pairs ?? {}, existing.get('receivedAt') ?? draft.createdAt),
        progress,
        expiresAt: draft.expiresAt,
        lastActivityAt: draft.savedAt,
      });
      return;
    }
    const event = ref.collection(HISTORY).doc();
    const entry: LeadEvent<Timestamp> = { at: draft.savedAt, by: 'system', byEmail: null, kind: 'received', text: 'partial' };
    const lead = newLead({ formId: def.id, collection: DRAFTS, docId: draft.id, receivedAt: draft.createdAt, locale: draft.locale, spamReason: null, updatedAt: draft.savedAt }, identity);
    tx.create(ref, { ...lead, lastActivityAt: draft.savedAt, partial: true, progress, expiresAt: draft.expiresAt, lastEvent: event.id });
    tx.create(event, entry);
  });
}

/** The pipeline fields a partial lead hands to the lead it becomes (what staff did while it was partial). */
const HANDED_OVER = ['stage', 'spam', 'assignee', 'followUp', 'due', 'firstContactAt', 'wonValue', 'lostReason', 'updatedBy'] as const;
/** A transaction writes at most 500 documents: the lead, its entry, the submission, the draft, the partial and the funnel leave this many for its history. */
const HISTORY_MOVED_MAX = 480;

/** A partial lead and its history, read in the judgement's transaction before any write. */
export interface PartialRead {
  summary: DocumentSnapshot;
  history: QuerySnapshot;
}

export async function readPartial(tx: Transaction, db: Firestore, formId: string, draftId: string): Promise<PartialRead | undefined> {
  const ref = partialLeadRef(db, formId, draftId);
  const summary = await tx.get(ref);
  if (!summary.exists) return undefined;
  return { summary, history: await tx.get(ref.collection(HISTORY).orderBy('at').limit(HISTORY_MOVED_MAX)) };
}

/**
 * Makes the partial lead the lead about to be created at `lead` in `tx`: its history moves under the
 * lead's (same ids; the lead's own 'received' entry comes last), and the partial is deleted. Returns what
 * the new summary takes of it: an accepted lead its pipeline fields, every lead the mark `fromPartial`.
 * One person, one history, counted once.
 */
export function mergePartial(tx: Transaction, partial: PartialRead, lead: DocumentReference, accepted: boolean): Record<string, unknown> {
  const data = partial.summary.data() ?? {};
  for (const entry of partial.history.docs) {
    tx.set(lead.collection(HISTORY).doc(entry.id), entry.data());
    tx.delete(entry.ref);
  }
  // History past HISTORY_MOVED_MAX (never seen: a partial lives 30 days) is deleted after, with what is left of the partial.
  tx.delete(partial.summary.ref);
  const carried = accepted ? HANDED_OVER.filter((field) => data[field] !== undefined).map((field) => [field, data[field]]) : [];
  return { ...Object.fromEntries(carried), fromPartial: true };
}

/** Deletes the partial leads whose draft has expired (up to `max`; the sweep's part). How many went. */
export async function deleteExpiredPartials(db: Firestore, nowMs: number, max = 200): Promise<number> {
  const { docs } = await db.collection(LEADS).where('expiresAt', '<=', Timestamp.fromMillis(nowMs)).limit(max).get();
  await Promise.all(docs.map((doc) => db.recursiveDelete(doc.ref)));
  return docs.length;
}
