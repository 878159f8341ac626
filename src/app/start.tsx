import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { DEFAULT_LOCALE } from '../forms/core/definition';
import { loadForm } from '../forms/browser-registry';
import { i18next } from '../i18n';
import { initClientI18n, rememberLanguageChanges, storedLocale } from '../i18n/client';
import { LAYOUT_NAMESPACES } from '../i18n/namespaces';
import { appReady } from '../components/ui/hydrate-apart';
import { App } from './app';
import { browserEmotionCache } from './emotion-cache';
import { nextTask } from './next-task';
import { BRIEFING_ROUTE_ID, routes } from './router';
import { getSystem } from './system';

/**
 * A User Timing mark of the start's phases (`app:start` ... `app:hydrate`; hydrate-apart.tsx marks
 * `app:ready`): what `npm run start-phases` reads, and what a browser's performance panel shows.
 */
const mark = (phase: string) => performance.mark(`app:${phase}`);

/*
 * The app's start, loaded by src/main.tsx once the page has painted. A public page arrives
 * prerendered in Portuguese (scripts/prerender.ts). Before hydrating it, the
 * browser gets exactly what rendered it: the Portuguese strings and the matched routes' code, so
 * React adopts the HTML as it is (no flash, no layout shift). A visitor who chose another language
 * then sees the page switch to it. Client-only routes (the staff area) render from scratch.
 */
export async function start(replayEarlyClick: (ready: Promise<void>) => void = () => {}): Promise<void> {
  mark('start');
  const container = document.getElementById('root')!;
  // A host may answer an unknown or staff URL with the prerendered home page: that HTML is not this page's.
  const prerendered = container.dataset.prerendered === window.location.pathname;
  if (!prerendered) container.replaceChildren();
  const wanted = storedLocale();
  // Each step below runs in a task of its own (the app's code was just evaluated in one): a task
  // the browser cannot interrupt blocks a tap or a scroll, and Lighthouse's Total Blocking Time
  // counts each one's excess over 50 ms.
  await nextTask();
  // i18next first: a route's lazy() below adds its strings to it.
  await initClientI18n(prerendered ? DEFAULT_LOCALE : wanted, LAYOUT_NAMESPACES);
  mark('i18n');
  await nextTask();
  // Then the lazy routes of this URL, so their code (and a briefing's form) loads meanwhile and the
  // router's first render is the page itself.
  const matches = matchRoutes(routes, window.location) ?? [];
  const routesLoaded = Promise.all(
    matches.filter((m) => m.route.lazy).map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  routesLoaded.catch(() => {}); // awaited below; not an unhandled rejection meanwhile
  // Chakra's system: its tokens and conditions worked out from the theme.
  await nextTask();
  getSystem();
  mark('system');
  await routesLoaded;
  mark('routes');

  // A briefing's form (its questions and validator: functions, not data) is not in the page's router
  // data; its route's lazy() above started loading it, and the router starts from it as from the rest.
  const hydration = (window as { __staticRouterHydrationData?: { loaderData: Record<string, unknown> } }).__staticRouterHydrationData;
  if (prerendered && hydration) {
    for (const { route } of matches) {
      if (route.id?.startsWith(BRIEFING_ROUTE_ID)) hydration.loaderData[route.id] = await loadForm((route.handle as { formId: string }).formId);
    }
  }
  mark('form');
  await nextTask();
  const router = createBrowserRouter(routes);
  await nextTask();
  const tree = (
    <StrictMode>
      <CacheProvider value={browserEmotionCache()}>
        <App>
          <RouterProvider router={router} />
        </App>
      </CacheProvider>
    </StrictMode>
  );
  rememberLanguageChanges();
  if (prerendered) {
    // As a transition, the root's own hydration yields to the browser every few milliseconds too.
    mark('hydrate');
    startTransition(() => {
      hydrateRoot(container, tree);
    });
    // Parts of the page hydrate after the root (HydrateApart) and must meet the Portuguese they were
    // rendered in: the stored language waits for them, as the language buttons do. Queued before the
    // early click is pressed again below, so a language button pressed while loading has the last word.
    if (wanted !== DEFAULT_LOCALE) void appReady.then(() => i18next.changeLanguage(wanted));
  } else {
    createRoot(container).render(tree);
  }
  // At once: from here React itself answers a press (hydrating the part pressed first).
  replayEarlyClick(appReady);
  // Where the visit came from (issue 41), for a submission to carry: kept once the page is up.
  void appReady.then(() => import('../backend/first-touch')).then((m) => m.recordFirstTouch(), () => {});
}

