import { type ReactNode, Suspense, useEffect, useId } from 'react';

/*
 * Parts of a prerendered page (the header, the page, the footer) in Suspense boundaries of their own.
 * React hydrates the page's root in one task that blocks the main thread; a boundary it meets there
 * is left as the server sent it and hydrated afterwards at low priority, in slices that yield to
 * the browser every few milliseconds. The page looks the same meanwhile (it is the prerendered
 * HTML), and a press on a part not yet hydrated makes React hydrate that part at once and then run
 * the handler (selective hydration), so nothing is dead; Lighthouse's Total Blocking Time is what
 * drops. In a page rendered in the browser (a later navigation) a boundary changes nothing: its
 * children never suspend here (their code and strings load before the route renders).
 */

/** The parts not hydrated (or, in a page rendered in the browser, not committed) yet, and those that are. */
const pending = new Set<string>();
const done = new Set<string>();
let resolveReady: () => void = () => {};

/**
 * Resolves once every part has hydrated (every handler attached); `html[data-app="ready"]` then
 * tells a test that a keyboard shortcut, which unlike a click is not replayed, can be pressed.
 */
export const appReady = new Promise<void>((resolve) => {
  resolveReady = resolve;
});

/** After its part's content, so its effect runs after theirs, in the commit that hydrates the part. */
function Hydrated({ id }: { id: string }) {
  useEffect(() => {
    pending.delete(id);
    done.add(id);
    if (pending.size > 0) return;
    document.documentElement.dataset.app = 'ready';
    performance.mark('app:ready');
    resolveReady();
  }, [id]);
  return null;
}

export function HydrateApart({ children }: { children: ReactNode }) {
  const id = useId();
  // In render, where every part is known before any has hydrated; not again when it re-renders later.
  if (!done.has(id)) pending.add(id);
  return (
    <Suspense fallback={null}>
      {children}
      <Hydrated id={id} />
    </Suspense>
  );
}
