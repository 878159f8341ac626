import { useCallback, useRef } from 'react';

/**
 * For a page that loads on mount and may load again: each load takes a ticket, and only the newest
 * ticket's answer may be drawn. React's development mode mounts a component twice, so two loads are in
 * flight at once; on a busy server the older answer came last and put the page back to its first step
 * under the visitor's next click (the visitor's call page lost its open cancel question that way).
 */
export function useNewestAnswer(): () => () => boolean {
  const newest = useRef(0);
  return useCallback(() => {
    const mine = ++newest.current;
    return () => mine === newest.current;
  }, []);
}
