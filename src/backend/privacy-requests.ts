import { collection, doc, type DocumentData, getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import type { PersonKey } from '../domain/person-key';
import { HISTORY, LEADS, PRIVACY_LOG } from '../domain/lead';
import type { HistoryEntry, SummaryDoc } from './pipeline';
import { onSnapshot, staffDb } from './staff-firestore';
import { withDates } from './timestamps';

/*
 * The reads of a privacy request (LGPD): every lead of one person across forms, each one's stored
 * answers and history for the export, and the log of past deletions. The deletion itself is the
 * forgetPerson callable (./callables.ts), which only the admin SDK may do.
 */


/** One line of `privacy_log`: who deleted, when, how many leads and submissions of which forms; nothing of the person. */
export interface PrivacyLogEntry {
  id: string;
  at: Date | undefined;
  by: string;
  byEmail: string | null;
  leads: number;
  /** Absent from lines written before unjudged submissions were counted apart. */
  submissions: number | undefined;
  forms: string[];
}

const byNewest = (a: SummaryDoc, b: SummaryDoc) => (b.receivedAt?.getTime() ?? 0) - (a.receivedAt?.getTime() ?? 0);

/** Every summary of the person, newest first (at most a few dozen: no paging). */
export async function findPersonLeads({ field, values }: PersonKey): Promise<SummaryDoc[]> {
  const leads = collection(staffDb(), LEADS);
  const { docs } = await getDocs(values.length === 1 ? query(leads, where(field, '==', values[0])) : query(leads, where(field, 'in', values)));
  return docs.map((d) => ({ id: d.id, ...(withDates(d.data({ serverTimestamps: 'estimate' })) as DocumentData) }) as SummaryDoc).sort(byNewest);
}

/** A lead's stored submission, read once; undefined when it is gone. */
export async function fetchStoredLead(collectionName: string, docId: string): Promise<Record<string, unknown> | undefined> {
  const snap = await getDoc(doc(staffDb(), collectionName, docId));
  return snap.exists() ? (withDates(snap.data()) as Record<string, unknown>) : undefined;
}

/** A lead's history, oldest first, read once. */
export async function fetchHistory(id: string): Promise<HistoryEntry[]> {
  const { docs } = await getDocs(query(collection(staffDb(), LEADS, id, HISTORY), orderBy('at', 'asc')));
  return docs.map((d) => ({ id: d.id, ...(withDates(d.data()) as DocumentData) }) as HistoryEntry);
}

/** The latest deletions, newest first, kept current. */
export function watchPrivacyLog(onEntries: (entries: PrivacyLogEntry[]) => void, onError: (error: Error) => void, max = 50): () => void {
  return onSnapshot(
    query(collection(staffDb(), PRIVACY_LOG), orderBy('at', 'desc'), limit(max)),
    (snap) =>
      onEntries(
        snap.docs.map((d) => {
          const data = withDates(d.data({ serverTimestamps: 'estimate' })) as Record<string, unknown>;
          return {
            id: d.id,
            at: data.at instanceof Date ? data.at : undefined,
            by: String(data.by ?? ''),
            byEmail: typeof data.byEmail === 'string' ? data.byEmail : null,
            leads: typeof data.leads === 'number' ? data.leads : 0,
            submissions: typeof data.submissions === 'number' ? data.submissions : undefined,
            forms: Array.isArray(data.forms) ? data.forms.map(String) : [],
          };
        }),
      ),
    onError,
  );
}
