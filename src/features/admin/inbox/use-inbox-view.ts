import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import type { InboxFilters } from '../../../backend/inbox-plan';
import { type InboxView, readInboxView, writeInboxView } from './inbox-url';

/** A change of the view, applied to the view as it is when the change is made, never as it was last drawn. */
export type ViewChange = (now: InboxView) => InboxView;

/*
 * Why not `setSearchParams(next)` (issue 29: a stage, then a date chosen within 300 ms, and the stage
 * was gone): the data router shows a navigation only after its loaders (the inbox's prefetch) have run
 * and React has drawn it, and a change made in that gap started from the params of the last render,
 * so the second URL was written without the first change. The functional form is no queue either:
 * React Router hands it those same rendered params.
 *
 * So the URLs asked for here are kept, oldest first, until the router shows one of them. A change
 * starts from the newest URL asked for (or from the one shown when none is on its way). When the
 * router shows one of them, it and the older ones are done; a URL it shows that was not asked for here
 * (a link, the pager) drops them all, and the next change starts from it. So does Back or Forward,
 * even to a URL asked for here: on a busy machine React may draw neither of two quick changes before
 * Back lands on the first, which is then where the visitor is, not a step towards the second.
 */
export function useInboxView(fixed?: InboxFilters): {
  view: InboxView;
  change: (change: ViewChange) => void;
  /** Changes with each navigation shown, a Back or Forward to the URL already drawn included (./inbox-filters.tsx). */
  landing: string;
} {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  const arrival = useNavigationType();
  const shown = params.toString();
  const asked = useRef<string[]>([]);
  const current = useRef(shown);

  // In the commit itself (not after paint), so no event handled in between reads an older URL.
  useLayoutEffect(() => {
    current.current = shown;
    const at = arrival === 'POP' ? -1 : asked.current.lastIndexOf(shown);
    asked.current = at === -1 ? [] : asked.current.slice(at + 1);
  }, [key, shown, arrival]);

  const change = (update: ViewChange) => {
    const from = asked.current.at(-1) ?? current.current;
    const next = writeInboxView(update(readInboxView(new URLSearchParams(from), fixed)), fixed).toString();
    // The same view again would only add a history entry that Back stays on.
    if (next === from) return;
    asked.current = [...asked.current, next];
    setParams(new URLSearchParams(next));
  };

  return { view: readInboxView(params, fixed), change, landing: `${arrival} ${key}` };
}
