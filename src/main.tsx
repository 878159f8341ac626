/*
 * The entry: the public pages arrive prerendered (scripts/prerender.ts), so the first paint needs no
 * JavaScript. The app's code (React, Chakra, the router, i18next: ./app/start.tsx) is fetched and run
 * only after that paint, so neither its download nor its evaluation delays it; it then hydrates the
 * page as it is. A client-only page (the staff area) arrives as an empty shell that
 * preloads the app (scripts/prerender.ts) and starts it at once.
 */
import { keepEarlyClicks } from './app/early-clicks';
import { nextTask } from './app/next-task';
import { paths } from './config/paths';

function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    // A tab opened in the background gets no animation frame until shown: start anyway.
    setTimeout(resolve, 500);
  });
}

// A shell (client-only page) has nothing to paint first: start at once. A prerendered page paints first.
const prerendered = !!document.getElementById('root')?.dataset.prerendered;
// Meanwhile the prerendered buttons are plain HTML: a press on one is kept and replayed once hydrated.
const replayEarlyClick = keepEarlyClicks();
// A staff page cannot ask Firestore for anything before Firebase Auth has restored the session (a
// read of the browser's storage, then a call to Auth): start that now, beside the app's code.
const { pathname } = window.location;
const staffPage = [paths.admin, paths.emailTest].some((path) => pathname === path || pathname.startsWith(`${path}/`));
if (!prerendered && staffPage) void import('./backend/app-auth').then((m) => m.appAuth());

// The app's code is evaluated in three tasks, not one: Chakra's styling system and theme, then React
// DOM, then the rest. Each task the browser cannot interrupt blocks a tap or a scroll, and Total
// Blocking Time counts each one's excess over 50 ms: one long task counts it once, three shorter ones
// lose that much three times.
void (prerendered ? afterFirstPaint() : Promise.resolve())
  .then(() => import('./app/system'))
  .then(nextTask)
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./app/start'))
  .then(({ start }) => start(replayEarlyClick));
