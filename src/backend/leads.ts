import {
  collection,
  doc,
  type DocumentData,
  getCountFromServer,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  startAfter,
  Timestamp,
  where,
} from 'firebase/firestore';
import { staffDb } from './staff-firestore';

/** One stored submission as the viewer reads it: Firestore timestamps turned into dates. */
export interface LeadDoc {
  id: string;
  data: Record<string, unknown>;
  createdAt: Date | undefined;
}

/** Where the next page starts; opaque outside the backend. */
export type LeadCursor = { readonly __cursor: unique symbol };

export interface LeadPage {
  leads: LeadDoc[];
  /** Set when a full page came back: there may be more after it. */
  next?: LeadCursor;
}

export interface LeadQuery {
  collection: string;
  /** The first normalized search word (asked of the stored `search` prefixes), if any. */
  term?: string;
  after?: LeadCursor;
  pageSize: number;
}

function toPlain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(toPlain);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPlain(v)]));
  return value;
}

function toLead(snap: QueryDocumentSnapshot<DocumentData>): LeadDoc {
  // A lead written a moment ago may still carry a pending server time: show the estimate.
  const data = toPlain(snap.data({ serverTimestamps: 'estimate' })) as Record<string, unknown>;
  return { id: snap.id, data, createdAt: data.createdAt instanceof Date ? data.createdAt : undefined };
}

/** Newest first; with a term, only the submissions whose `search` prefixes hold it. */
function leadsQuery({ collection: name, term, after, pageSize }: LeadQuery) {
  const constraints: QueryConstraint[] = [];
  if (term) constraints.push(where('search', 'array-contains', term));
  constraints.push(orderBy('createdAt', 'desc'));
  if (after) constraints.push(startAfter(after as unknown as QueryDocumentSnapshot));
  constraints.push(limit(pageSize));
  return query(collection(staffDb(), name), ...constraints);
}

function toPage(docs: QueryDocumentSnapshot<DocumentData>[], pageSize: number): LeadPage {
  const last = docs.length === pageSize ? docs[docs.length - 1] : undefined;
  return { leads: docs.map(toLead), next: last as unknown as LeadCursor | undefined };
}

/** A page of leads that stays current: new submissions appear, delivery states change. Returns the unsubscribe. */
export function watchLeadsPage(q: LeadQuery, onPage: (page: LeadPage) => void, onError: (error: Error) => void): () => void {
  return onSnapshot(leadsQuery(q), (snap) => onPage(toPage(snap.docs, q.pageSize)), onError);
}

/** One page read once (the CSV export walks the collection with these). */
export async function fetchLeadsPage(q: LeadQuery): Promise<LeadPage> {
  const snap = await getDocs(leadsQuery(q));
  return toPage(snap.docs, q.pageSize);
}

/** One submission, kept current (its delivery state changes after a resend). Calls back undefined when it does not exist. */
export function watchLead(
  collectionName: string,
  id: string,
  onLead: (lead: LeadDoc | undefined) => void,
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
  return (await getCountFromServer(collection(staffDb(), collectionName))).data().count;
}

/** How many leads a search's first word matches (all of them without one), counted by the server. */
export async function countLeads(collectionName: string, term?: string): Promise<number> {
  const base = collection(staffDb(), collectionName);
  return (await getCountFromServer(term ? query(base, where('search', 'array-contains', term)) : base)).data().count;
}
