import type { LoaderFunctionArgs } from 'react-router-dom';
import { knownSession, type Session, watchSession } from '../../../backend/auth';
import { prefetchInbox } from '../../../backend/inbox';
import type { InboxFilters } from '../../../backend/inbox-plan';
import { staffDb } from '../../../backend/staff-firestore';
import { formEntries } from '../../../forms/browser-registry';
import { loadFormTitles } from '../shared/form-titles';
import { readInboxView } from './inbox-url';

/** How long a prefetched page stays subscribed waiting for the table to ask for the same query. */
const HOLD_MS = 15_000;

/**
 * Starts the query of a lead list's first page as soon as its route matches, instead of after the
 * staff gate has the session and the table has mounted (a waterfall that cost about 300 ms before
 * the query even left; docs/performance.md). Firestore shares one target between listeners of the
 * same query, so the table's own listener gets this page as soon as it is there, with no second
 * round trip. Non-staff sessions ask nothing: the rules would refuse it anyway.
 */
function prefetch(params: URLSearchParams, fixed?: InboxFilters): void {
  // Firestore's client (its worker queue and connection settings) starts while the session restores.
  staffDb();
  // The rows name each form in the lead's language: its titles arrive with the page, not after it.
  void loadFormTitles().catch(() => undefined);
  const ask = (session: Session | null) => session?.staff && prefetchInbox(readInboxView(params, fixed), HOLD_MS);
  // A navigation within the staff area (a search, a filter) knows the session already: no wait for Auth's callback.
  const known = knownSession();
  if (known !== undefined) return void ask(known);
  const stopSession = watchSession((session) => {
    stopSession();
    ask(session);
  });
}

/** A route loader that prefetches the table of `formId` (or of the route's :formId) and returns nothing. */
export function leadTableLoader(formId?: string) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const form = formId ?? params.formId ?? '';
    if (formEntries.some((e) => e.id === form)) prefetch(new URL(request.url).searchParams, { form });
    return null;
  };
}

/** The admin home's loader: prefetches the inbox's first page as the URL asks for it. */
export function inboxLoader({ request }: LoaderFunctionArgs) {
  prefetch(new URL(request.url).searchParams);
  return null;
}
