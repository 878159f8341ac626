import { type DocumentData, type DocumentReference, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { isOpenStage, LEADS, type Stage } from '../../src/domain/lead';
import { personValues } from '../../src/domain/person-group';

/*
 * "A new submission of the same person" is activity on that person's other leads (issue 29 part 4):
 * when a lead arrives, the open leads with the same e-mail or the same phone (with or without 55; the
 * grouping of ../../src/domain/person-group.ts, which the lead page and the inbox's "2º contato" use)
 * get its received time as their last activity, so "sem atividade há N dias" stops listing a person
 * who has just written again, and the order by last activity brings them up.
 *
 * Best effort and bounded: it runs after the new lead's own transaction has committed, reads at most
 * two queries of PERSON_TOUCH_CAP summaries (an address shared by a whole office stops there), and
 * never throws, so neither the lead's summary nor its e-mail waits on it or fails with it.
 */

/** The most leads of one person moved per arrival. */
export const PERSON_TOUCH_CAP = 20;

/** What the arrival of a lead tells of its person (the new summary's own fields). */
export interface Arrival {
  /** The new summary's id: not one of the "other" leads. */
  id: string;
  emailKey: string | null;
  phoneDigits: string | null;
  receivedAt: Timestamp;
  /** A lead caught as spam is no contact of the person (a bot may have used the address): it moves nothing. */
  spam: boolean;
}

const activityOf = (data: DocumentData): Timestamp | undefined => {
  const value = data.lastActivityAt ?? data.receivedAt;
  return value instanceof Timestamp ? value : undefined;
};

/** Whether a summary is an open lead whose last activity is older than `at`. */
const movesOn = (data: DocumentData | undefined, at: Timestamp) => {
  if (!data || !isOpenStage(data.stage as Stage)) return false;
  const activity = activityOf(data);
  return !activity || activity.toMillis() < at.toMillis();
};

/**
 * Sets the arrival's received time as the last activity of the person's other open leads whose own is
 * older. Returns how many it moved; 0 after any failure (logged).
 */
export async function touchPersonLeads(db: Firestore, arrival: Arrival): Promise<number> {
  if (arrival.spam) return 0;
  try {
    const { emails, phones } = personValues(arrival);
    const leads = db.collection(LEADS);
    const queries = [
      ...(emails.length ? [leads.where('emailKey', '==', emails[0]).limit(PERSON_TOUCH_CAP)] : []),
      ...(phones.length ? [leads.where('phoneDigits', 'in', phones).limit(PERSON_TOUCH_CAP)] : []),
    ];
    if (queries.length === 0) return 0;
    const found = new Map<string, DocumentReference>();
    for (const snap of await Promise.all(queries.map((q) => q.get()))) {
      for (const doc of snap.docs) if (doc.id !== arrival.id && movesOn(doc.data(), arrival.receivedAt)) found.set(doc.id, doc.ref);
    }
    const refs = [...found.values()].slice(0, PERSON_TOUCH_CAP);
    if (refs.length === 0) return 0;
    // Read again in a transaction: a staff change made meanwhile (dated later) is never moved back.
    return await db.runTransaction(async (tx) => {
      const docs = await tx.getAll(...refs);
      let moved = 0;
      for (const doc of docs) {
        if (!movesOn(doc.data(), arrival.receivedAt)) continue;
        tx.update(doc.ref, { lastActivityAt: arrival.receivedAt });
        moved++;
      }
      return moved;
    });
  } catch (error) {
    logger.warn("person's other leads not marked active", { lead: arrival.id, error: String(error) });
    return 0;
  }
}
