import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { paths } from '../config/paths';
import { CLIENT_ONLY_PAGES, PRERENDERED_PAGES } from '../config/site-pages';
import { pageForms } from '../forms/browser-registry';
import { i18next, requestedNamespaces } from '../i18n';
import { LAYOUT_NAMESPACES, namespaceFile } from '../i18n/namespaces';
import { initServerI18n, missingKeys } from '../i18n/server';
import { App } from './app';
import { EMOTION_KEY } from './emotion-cache';
import { BRIEFING_ROUTE_ID, routes } from './router';

/*
 * The build-time prerender (scripts/prerender.ts builds this module for Node and calls it): each
 * public route rendered to HTML in Portuguese with the Chakra (Emotion) styles it uses, plus the
 * router's hydration data, so the browser paints the page before any JavaScript runs and then
 * hydrates it as is (src/main.tsx). The staff area and the sign-in pages stay client-only.
 */

/**
 * The public routes prerendered at build time, in the order the sitemap lists them. A briefing
 * arrives with its first questions drawn (empty: a visitor's draft is restored once the app runs).
 */
export const PUBLIC_ROUTES: string[] = [...PRERENDERED_PAGES, ...pageForms.map(({ meta }) => meta.route)];

/**
 * Public routes that render in the browser only, listed in the sitemap: the Instagram and WhatsApp
 * pages, which show nothing until they know the service is active (spec 000's service guard) and
 * are given the empty shell.
 */
const GUARDED_ROUTES = [...CLIENT_ONLY_PAGES];
export const CLIENT_ONLY_PUBLIC_ROUTES: string[] = GUARDED_ROUTES;

/** Client-only routes with a fixed address, given the empty shell rather than the home page's HTML. */
export const SHELL_ROUTES: string[] = [...GUARDED_ROUTES, paths.login, paths.resetPassword, paths.admin];

/** Source files of the Portuguese strings of the layout (header, footer), preloaded by the shell too. */
export const LAYOUT_STRING_FILES: string[] = LAYOUT_NAMESPACES.flatMap((ns) => namespaceFile('pt', ns) ?? []);

/** Routes that are public but not worth a search engine's index (a design page). */
export const UNLISTED_ROUTES: string[] = [paths.buttonTest];

export interface RenderedPage {
  route: string;
  status: number;
  /** The app's markup, for inside <div id="root">. */
  html: string;
  /** <style> tags of the page's critical CSS, for the end of <head>. */
  styles: string;
  /**
   * The router's state (loader data) for createBrowserRouter to start from, as a <script> that goes
   * before the app's module script and outside #root (inside it, hydration would meet an extra node).
   */
  hydrationScript: string;
  /** Translation keys the page asked for and found no string for (should be none). */
  missingKeys: string[];
  /** Source files of the Portuguese strings the page shows, for modulepreload links (hydration needs them). */
  stringFiles: string[];
}

let started: Promise<void> | undefined;

type QueryContext = Exclude<Awaited<ReturnType<ReturnType<typeof createStaticHandler>['query']>>, Response>;

/**
 * What StaticRouterProvider would inline (window.__staticRouterHydrationData), escaped for a <script>,
 * less a briefing's form: the browser loads it with the page's code (src/app/start.tsx).
 */
function hydrationScript({ loaderData: all, actionData, errors }: QueryContext): string {
  const loaderData = Object.fromEntries(Object.entries(all).filter(([id]) => !id.startsWith(BRIEFING_ROUTE_ID)));
  const json = JSON.stringify(JSON.stringify({ loaderData, actionData, errors })).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script>window.__staticRouterHydrationData = JSON.parse(${json});</script>`;
}

export async function renderRoute(route: string): Promise<RenderedPage> {
  started ??= initServerI18n();
  await started;
  await i18next.changeLanguage('pt');
  missingKeys.clear();
  requestedNamespaces.clear();

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${route}`));
  if (context instanceof Response) throw new Error(`${route}: the router answered with a redirect (${context.status}).`);
  const router = createStaticRouter(handler.dataRoutes, context);

  // A fresh cache per page, so each page carries only its own styles. Its key is the browser's
  // cache's (src/app/emotion-cache.ts), which adopts these styles on start instead of inserting them again.
  const cache = createCache({ key: EMOTION_KEY });
  // Styles go to the extraction below instead of inline <style> tags beside each element.
  cache.compat = true;
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <App>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </CacheProvider>,
  );
  const chunks = extractCriticalToChunks(html);
  return {
    route,
    status: context.statusCode,
    html: chunks.html,
    styles: constructStyleTagsFromChunks(chunks),
    hydrationScript: hydrationScript(context),
    missingKeys: [...missingKeys],
    stringFiles: [...new Set([...LAYOUT_NAMESPACES, ...requestedNamespaces])].flatMap((ns) => namespaceFile('pt', ns) ?? []),
  };
}
