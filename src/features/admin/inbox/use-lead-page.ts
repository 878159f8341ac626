import { useEffect, useState } from 'react';
import { type SubmissionCursor, type SubmissionDoc, type SubmissionPage, watchSubmissionsByIds, watchSubmissionsPage } from '../../../backend/submission-reads';

export const PAGE_SIZE = 25;

/**
 * One page of a collection, newest first, live, paged by cursor (the newsletter's list, which has
 * no search). Mount it with a key per collection, so paging starts over when it changes.
 */
export function useCollectionPage(collection: string) {
  const [cursors, setCursors] = useState<SubmissionCursor[]>([]);
  const [page, setPage] = useState<SubmissionPage | undefined>();
  const [error, setError] = useState<Error | undefined>();
  const after = cursors[cursors.length - 1];

  useEffect(() => {
    setPage(undefined);
    return watchSubmissionsPage({ collection, after, pageSize: PAGE_SIZE }, setPage, (cause) => {
      console.warn('Leads not loaded', cause);
      setError(cause);
    });
  }, [collection, after]);

  const next = page?.next;
  return {
    leads: page?.leads,
    error,
    pageNumber: cursors.length + 1,
    next: next ? () => setCursors([...cursors, next]) : undefined,
    previous: cursors.length ? () => setCursors(cursors.slice(0, -1)) : undefined,
  };
}

/**
 * The submissions behind a page of lead summaries, by id, kept current (the per-form table shows
 * their delivery state beside the summary's columns). Undefined until the first answer.
 */
export function useSubmissions(collection: string, ids: string[]): Map<string, SubmissionDoc> | undefined {
  const key = ids.join(',');
  const [state, setState] = useState<{ key: string; docs: Map<string, SubmissionDoc> }>();
  useEffect(() => {
    const wanted = key ? key.split(',') : [];
    return watchSubmissionsByIds(
      collection,
      wanted,
      (docs) => setState({ key: `${collection}|${key}`, docs }),
      (error) => console.warn('Submissions not loaded', error),
    );
  }, [collection, key]);
  return state?.key === `${collection}|${key}` ? state.docs : undefined;
}
