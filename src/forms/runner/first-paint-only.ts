import { createContext } from 'react';

/**
 * True while the build renders a briefing route's first paint (src/app/prerender.tsx): the page's
 * layout, title and subtitle are drawn, and the runner only holds the place its questions will take.
 * The questions are rendered in the browser, which renders the whole page anew rather than hydrating
 * it (the runner's markup is not yet hydrated as is; docs/performance.md).
 */
export const FirstPaintOnly = createContext(false);
