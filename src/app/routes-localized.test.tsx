// @vitest-environment jsdom
import '../test-setup/jsdom-for-forms';
import { cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRegistry } from '../../scripts/lib/read-forms';
import { siteRoutes, UNKNOWN_PATH } from '../../scripts/lib/site-routes';
import { i18next } from '../i18n';
import { initClientI18n, rememberLanguageChanges } from '../i18n/client';
import { LAYOUT_NAMESPACES } from '../i18n/namespaces';
import { App } from './app';
import { routes } from './router';

/*
 * Every route of spec 000's route table in Spanish and in English, rendered by the app's own route
 * table (src/app/router.tsx) and providers (src/app/app.tsx), as the prerender renders them in
 * Portuguese (src/app/prerender.tsx): one main heading, not empty (a briefing's is its form's title in
 * that language), the page's lang, and nothing logged as an error. Moved down from the browser's
 * routes-and-a11y.spec, which keeps the Portuguese pass (each route loaded from its prerendered page and
 * hydrated) and the accessibility checks. Firestore is replaced at the seams these pages reach: the
 * services list and the Instagram and WhatsApp pages' availability check (switched on, as the emulator
 * seeds them).
 */
vi.mock('../backend/services', () => ({
  listActiveServices: vi.fn(async () => []),
  isServiceActive: vi.fn(async () => true),
}));

const registry = readRegistry();
/** The routes tests/e2e/routes-and-a11y.spec.ts opens in Portuguese. */
const ROUTES = siteRoutes(registry.forms);
const NOT_FOUND = UNKNOWN_PATH;

/** The page's level-1 headings, wherever they are drawn (a portal included). */
const mainHeadings = () => [...document.querySelectorAll('h1, [role="heading"][aria-level="1"]')];

// The app marks its phases with User Timing (hydrate-apart.tsx marks `app:ready`); jsdom has no marks.
if (typeof performance.mark !== 'function') Object.assign(performance, { mark: () => undefined });

let consoleError: ReturnType<typeof vi.spyOn>;
let consoleWarn: ReturnType<typeof vi.spyOn>;
let router: ReturnType<typeof createMemoryRouter> | undefined;

beforeAll(async () => {
  // As the app's start on a prerendered page: i18next in Portuguese with the layout's strings, language
  // changes applied to the page and remembered from then on, then the visitor's stored language.
  await initClientI18n('pt', LAYOUT_NAMESPACES);
  rememberLanguageChanges();
});
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  router?.dispose();
  consoleError.mockRestore();
  consoleWarn.mockRestore();
});
afterAll(() => i18next.changeLanguage('pt'));

/** The app as src/app/start.tsx mounts it (its providers, the route table), at `path`. */
function open(path: string) {
  router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <App>
      <RouterProvider router={router} />
    </App>,
  );
  return router;
}

describe.each(['es', 'en'] as const)('in %s', (locale) => {
  beforeAll(async () => {
    document.documentElement.lang = '';
    await i18next.changeLanguage(locale);
  });

  it.each(ROUTES)('%s shows one main heading in the language, with no console error', async (path) => {
    const router = open(path);
    // The page itself, not the busy mark: its code and strings loaded, the availability guard answered.
    // The first of a page's modules to load in this worker are transformed then: a bound, not a speed target.
    const heading = await waitFor(
      () => {
        expect(router.state.initialized && router.state.navigation.state === 'idle', path).toBe(true);
        const [first] = mainHeadings();
        expect(first?.textContent?.trim(), path).toBeTruthy();
        return first;
      },
      { timeout: 15_000 },
    );
    expect(mainHeadings(), path).toHaveLength(1);
    const text = heading.textContent!.trim();
    // Not a translation key left raw, nor the router's error page, nor (but where asked for) the not-found page.
    expect(text).not.toMatch(/^[\w-]+(\.[\w-]+)+$/);
    expect(text).not.toBe(i18next.t('errors.unexpected'));
    if (path !== NOT_FOUND) expect(text).not.toBe('404');
    expect(document.documentElement.lang).toBe(locale);
    const def = registry.forms.find((f) => f.form.route === path);
    if (def) expect(text).toBe(def.translations[locale]?.texts?.title ?? def.form.texts.title);
    expect(router.state.location.pathname).toBe(path);
    expect(consoleError.mock.calls).toEqual([]);
    // The unknown address is logged, as a warning.
    if (path === NOT_FOUND) expect(consoleWarn).toHaveBeenCalledWith('404: no page at', NOT_FOUND);
  });
});
