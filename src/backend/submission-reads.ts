import { collection, doc, type DocumentData, documentId, getCountFromServer, limit, orderBy, query, type QueryConstraint, type QueryDocumentSnapshot, startAfter, where } from 'firebase/firestore';
import * as lite from 'firebase/firestore/lite';
import { formEntries } from '../forms/browser-registry';
import { firestore as liteDb } from './firebase';
import { countInbox, findInbox } from './inbox';
import { onSnapshot, staffDb } from './staff-firestore';
import { withDates } from './timestamps';
import { tracked } from './staff-listeners';

/** One stored submission as the viewer reads it: Firestore timestamps turned into dates. */
export interface SubmissionDoc {
  id: string;
  data: Record<string, unknown>;
  createdAt: Date | undefined;
}

/** Where the next page starts; opaque outside the backend. */
export type SubmissionCursor = { readonly __cursor: unique symbol };

export interface SubmissionPage {
  leads: SubmissionDoc[];
  /** Set when a full page came back: there may be more after it. */
  next?: SubmissionCursor;
}

export interface SubmissionQuery {
  collection: string;
  /**
   * A search over name, e-mail, phone and company (text anywhere in them), answered from the lead
   * summaries of this collection's form (./inbox.ts); without it, every document. Spam is in both:
   * the export leaves it out or not by the submission's status.
   */
  term?: string;
  after?: SubmissionCursor;
  pageSize: number;
}

function toSubmissionDoc(id: string, raw: DocumentData): SubmissionDoc {
  const data = withDates(raw) as Record<string, unknown>;
  return { id, data, createdAt: data.createdAt instanceof Date ? data.createdAt : undefined };
}

// A lead written a moment ago may still carry a pending server time: show the estimate.
const toLead = (snap: QueryDocumentSnapshot<DocumentData>): SubmissionDoc => toSubmissionDoc(snap.id, snap.data({ serverTimestamps: 'estimate' }));

/** One page of a collection, newest first, that stays current (the newsletter's list). Returns the unsubscribe. */
export function watchSubmissionsPage(
  { collection: name, after, pageSize }: Omit<SubmissionQuery, 'term'>,
  onPage: (page: SubmissionPage) => void,
  onError: (error: Error) => void,
): () => void {
  const constraints: QueryConstraint[] = [orderBy('createdAt', 'desc')];
  if (after) constraints.push(startAfter(after as unknown as QueryDocumentSnapshot));
  constraints.push(limit(pageSize));
  return onSnapshot(
    query(collection(staffDb(), name), ...constraints),
    (snap) => {
      const last = snap.docs.length === pageSize ? snap.docs[snap.docs.length - 1] : undefined;
      onPage({ leads: snap.docs.map(toLead), next: last as unknown as SubmissionCursor | undefined });
    },
    onError,
  );
}

/**
 * Documents of a collection by id, kept current (their delivery state changes after a resend): the
 * per-form table lists lead summaries and reads the page's own submissions beside them, one query
 * of at most 30 ids (Firestore's `in` limit; a page holds 25).
 */
export function watchSubmissionsByIds(
  name: string,
  ids: string[],
  onLeads: (leads: Map<string, SubmissionDoc>) => void,
  onError: (error: Error) => void,
): () => void {
  if (ids.length === 0) {
    onLeads(new Map());
    return () => {};
  }
  return onSnapshot(
    query(collection(staffDb(), name), where(documentId(), 'in', ids.slice(0, 30))),
    (snap) => onLeads(new Map(snap.docs.map((d) => [d.id, toLead(d)]))),
    onError,
  );
}

/**
 * One page read once, for the CSV export walking the whole collection. Firestore Lite's plain REST
 * query, not the full SDK's: the full SDK pushes every document of a one-off read through its watch
 * stream and local view (sorted, cached, then dropped), which for 500-document pages cost the main
 * thread long tasks of 455-1,581 ms (docs/performance.md). Its cursors only fit this function.
 * With a search term, the matching summaries are found first (./inbox.ts) and their submissions read
 * by id, 30 to a request, in the summaries' order.
 */
export async function fetchSubmissionsPage({ collection: name, term, after, pageSize }: SubmissionQuery): Promise<SubmissionPage> {
  if (term?.trim()) return fetchSearchPage(name, term, after as unknown as SearchCursor | undefined, pageSize);
  const constraints: lite.QueryConstraint[] = [lite.orderBy('createdAt', 'desc')];
  if (after) constraints.push(lite.startAfter(after as unknown as lite.QueryDocumentSnapshot));
  constraints.push(lite.limit(pageSize));
  const { docs } = await lite.getDocs(lite.query(lite.collection(liteDb(), name), ...constraints));
  const last = docs.length === pageSize ? docs[docs.length - 1] : undefined;
  return { leads: docs.map((d) => toSubmissionDoc(d.id, d.data())), next: last as unknown as SubmissionCursor | undefined };
}

/** The ids of a search's matches, found once, and how far the export has read them. */
interface SearchCursor {
  ids: string[];
  at: number;
}

const formOf = (name: string) => formEntries.find((e) => e.meta.collection === name)?.id ?? name;

async function fetchSearchPage(name: string, term: string, after: SearchCursor | undefined, pageSize: number): Promise<SubmissionPage> {
  const ids = after?.ids ?? (await findInbox({ form: formOf(name), anyStage: true }, term)).map((lead) => lead.docId);
  const at = after?.at ?? 0;
  const slice = ids.slice(at, at + pageSize);
  const chunks: string[][] = [];
  for (let i = 0; i < slice.length; i += 30) chunks.push(slice.slice(i, i + 30));
  const read = await Promise.all(
    chunks.map((chunk) => lite.getDocs(lite.query(lite.collection(liteDb(), name), lite.where(lite.documentId(), 'in', chunk)))),
  );
  const byId = new Map(read.flatMap((snap) => snap.docs.map((d) => [d.id, toSubmissionDoc(d.id, d.data())] as const)));
  const leads = slice.map((id) => byId.get(id)).filter((lead): lead is SubmissionDoc => !!lead);
  const next = at + pageSize < ids.length ? ({ ids, at: at + pageSize } satisfies SearchCursor) : undefined;
  return { leads, next: next as unknown as SubmissionCursor | undefined };
}

/** One submission, kept current (its delivery state changes after a resend). Calls back undefined when it does not exist. */
export function watchSubmission(
  collectionName: string,
  id: string,
  onLead: (lead: SubmissionDoc | undefined) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    doc(staffDb(), collectionName, id),
    (snap) => onLead(snap.exists() ? toLead(snap as QueryDocumentSnapshot<DocumentData>) : undefined),
    onError,
  );
}

/** How many documents a collection holds, counted by the server (nothing downloaded). */
export async function countDocuments(collectionName: string): Promise<number> {
  return (await tracked(() => getCountFromServer(collection(staffDb(), collectionName)))).data().count;
}

/** How many of the form's leads a search matches, spam included like the export's pages, or how many documents the collection holds without one. */
export async function countSubmissions(collectionName: string, term?: string): Promise<number> {
  if (term?.trim()) return countInbox({ form: formOf(collectionName), anyStage: true }, term);
  return countDocuments(collectionName);
}
