import { createInstance } from 'i18next';
import { DEFAULT_LOCALE, type Locale, LOCALES } from '../forms/core/definition';
import { OWNER_NAMESPACES, SHARED_NS } from './namespaces';

/*
 * The one i18next instance of the app. It is set up by ./client.ts in the browser (lazy strings per
 * language and namespace) and by ./server.ts when the build prerenders the public pages (all the
 * Portuguese strings at once). scripts/i18n-check.ts fails the tests when a key is missing in a
 * language or used nowhere.
 */

export const STORAGE_KEY = 'movaly.lang';
export const HTML_LANG: Record<Locale, string> = { pt: 'pt-BR', es: 'es', en: 'en' };

export const toLocale = (language: string | undefined): Locale =>
  LOCALES.find((l) => language?.startsWith(l)) ?? DEFAULT_LOCALE;

/**
 * The app's own instance rather than the library's global one: the app holds the one reference, so a
 * module graph loaded anew (a component test file, sharing its worker's libraries) starts with
 * strings and a language of its own.
 */
const i18next = createInstance();

/**
 * Namespaces a lookup falls back to after the shared strings. A feature that adds its strings itself
 * (./feature-strings.ts) appends its namespace to this same array, which i18next reads on every lookup.
 */
export const fallbackNamespaces: string[] = [...OWNER_NAMESPACES];

/** Options both set-ups share. */
export const baseOptions = {
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  defaultNS: SHARED_NS,
  fallbackNS: fallbackNamespaces,
  interpolation: { escapeValue: false },
  returnNull: false,
} as const;

/**
 * Every namespace a page asked for since the set was last cleared: the prerender reads it to preload
 * a page's strings in its HTML, so hydration does not wait for another round trip.
 */
export const requestedNamespaces = new Set<string>();

/** Loads the given namespaces in the current language (and Portuguese, the fallback) before resolving. */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  namespaces.forEach((ns) => requestedNamespaces.add(ns));
  return i18next.loadNamespaces([...namespaces]);
}

/**
 * Wraps a route's `lazy()` so the route renders only once its strings are there: the page chunk and
 * its translations download in parallel, and nothing shows raw keys.
 */
export function withStrings<T>(namespaces: readonly string[], load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadNamespaces(namespaces)]))[0];
}

export { i18next };
