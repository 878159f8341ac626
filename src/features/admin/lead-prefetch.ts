import type { LoaderFunctionArgs } from 'react-router-dom';
import { watchSession } from '../../backend/auth';
import { watchLeadsPage } from '../../backend/leads';
import { staffDb } from '../../backend/staff-firestore';
import { normalizeSearch } from '../../forms/core/search-terms';
import { formEntries } from '../../forms/registry.browser';
import { PAGE_SIZE } from './use-lead-page';

/** How long a prefetched page stays subscribed waiting for the table to ask for the same query. */
const HOLD_MS = 15_000;

/**
 * Starts the query of a lead table's first page as soon as its route matches, instead of after the
 * staff gate has the session and the table has its form definition (a waterfall that cost about
 * 300 ms before the query even left; docs/performance.md). Only the collection is needed, and the
 * form metadata already in the main bundle has it. Firestore shares one target between listeners of
 * the same query, so the table's own listener gets this page as soon as it is there, with no second
 * round trip. Non-staff sessions ask nothing: the rules would refuse it anyway.
 */
export function prefetchFirstPage(formId: string, q: string | null): void {
  const entry = formEntries.find((e) => e.id === formId);
  const words = normalizeSearch(q ?? '');
  if (!entry || (q && words.length === 0)) return;
  // Firestore's client (its worker queue and connection settings) starts while the session restores.
  staffDb();
  const stopSession = watchSession((session) => {
    stopSession();
    if (!session?.staff) return;
    const stop = watchLeadsPage(
      { collection: entry.meta.collection, term: words[0], pageSize: PAGE_SIZE },
      () => {},
      () => {},
    );
    setTimeout(stop, HOLD_MS);
  });
}

/** A route loader that prefetches the table of `formId` (or of the route's :formId) and returns nothing. */
export function leadTableLoader(formId?: string) {
  return ({ params, request }: LoaderFunctionArgs) => {
    prefetchFirstPage(formId ?? params.formId ?? '', new URL(request.url).searchParams.get('q'));
    return null;
  };
}
