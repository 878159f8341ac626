import { useEffect, useState } from 'react';
import { type LeadCursor, type LeadDoc, type LeadPage, watchLeadsPage } from '../../backend/leads';
import { matchesSearch } from '../../forms/core/search-terms';

export const PAGE_SIZE = 25;

/**
 * One page of a form's leads, live, paged by cursor. Firestore answers the first search word from
 * the stored prefixes; the other words are checked here, on the page. Mount it with a key per
 * collection and search, so paging starts over when either changes.
 */
export function useLeadPage(collection: string, words: string[]) {
  const [cursors, setCursors] = useState<LeadCursor[]>([]);
  const [page, setPage] = useState<LeadPage | undefined>();
  const [error, setError] = useState<Error | undefined>();
  const after = cursors[cursors.length - 1];
  const first = words[0];

  useEffect(() => {
    setPage(undefined);
    return watchLeadsPage({ collection, term: first, after, pageSize: PAGE_SIZE }, setPage, (cause) => {
      console.warn('Leads not loaded', cause);
      setError(cause);
    });
  }, [collection, first, after]);

  const rest = words.slice(1);
  const leads: LeadDoc[] | undefined = page?.leads.filter((lead) => matchesSearch(lead.data.search, rest));
  const next = page?.next;
  return {
    leads,
    error,
    pageNumber: cursors.length + 1,
    next: next ? () => setCursors([...cursors, next]) : undefined,
    previous: cursors.length ? () => setCursors(cursors.slice(0, -1)) : undefined,
  };
}
