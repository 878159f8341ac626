import { type ReactNode, Suspense } from 'react';

/**
 * A part of a prerendered page (the header, the page, the footer) in its own Suspense boundary.
 * React hydrates the page's root in one task that blocks the main thread; a boundary it meets there
 * is left as the server sent it and hydrated afterwards at low priority, in slices that yield to
 * the browser every few milliseconds. The page looks the same meanwhile (it is the prerendered
 * HTML), and a press on a part not yet hydrated makes React hydrate that part at once and then run
 * the handler (selective hydration), so nothing is dead; Lighthouse's Total Blocking Time is what
 * drops. In a page rendered in the browser (a later navigation) the boundary changes nothing: its
 * children never suspend here (their code and strings load before the route renders).
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
