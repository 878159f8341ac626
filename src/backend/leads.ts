import {
  collection,
  doc,
  type DocumentData,
  getCountFromServer,
  limit,
  onSnapshot,
  orderBy,
  query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  startAfter,
  where,
} from 'firebase/firestore';
import * as lite from 'firebase/firestore/lite';
import { firestore as liteDb } from './firebase';
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

/** A Firestore timestamp of either SDK (Lite and the full SDK each have their own Timestamp class). */
const isTimestamp = (value: unknown): value is { toDate(): Date } =>
  !!value && typeof value === 'object' && typeof (value as { toDate?: unknown }).toDate === 'function';

function toPlain(value: unknown): unknown {
  if (isTimestamp(value)) return value.toDate();
  if (Array.isArray(value)) return value.map(toPlain);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPlain(v)]));
  return value;
}

function toLeadDoc(id: string, raw: DocumentData): LeadDoc {
  const data = toPlain(raw) as Record<string, unknown>;
  return { id, data, createdAt: data.createdAt instanceof Date ? data.createdAt : undefined };
}

// A lead written a moment ago may still carry a pending server time: show the estimate.
const toLead = (snap: QueryDocumentSnapshot<DocumentData>): LeadDoc => toLeadDoc(snap.id, snap.data({ serverTimestamps: 'estimate' }));

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

/**
 * One page read once, for the CSV export walking the whole collection. Firestore Lite's plain REST
 * query, not the full SDK's: the full SDK pushes every document of a one-off read through its watch
 * stream and local view (sorted, cached, then dropped), which for 500-document pages cost the main
 * thread long tasks of 400-1,000 ms (docs/performance.md). Its cursors only fit this function.
 */
export async function fetchLeadsPage({ collection: name, term, after, pageSize }: LeadQuery): Promise<LeadPage> {
  const constraints: lite.QueryConstraint[] = [];
  if (term) constraints.push(lite.where('search', 'array-contains', term));
  constraints.push(lite.orderBy('createdAt', 'desc'));
  if (after) constraints.push(lite.startAfter(after as unknown as lite.QueryDocumentSnapshot));
  constraints.push(lite.limit(pageSize));
  const { docs } = await lite.getDocs(lite.query(lite.collection(liteDb(), name), ...constraints));
  const last = docs.length === pageSize ? docs[docs.length - 1] : undefined;
  return { leads: docs.map((d) => toLeadDoc(d.id, d.data())), next: last as unknown as LeadCursor | undefined };
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
