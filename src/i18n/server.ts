import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE } from '../forms/core/definition';
import { baseOptions, i18next } from './index';
import { loadNamespace, OWNER_NAMESPACES, SHARED_NS } from './namespaces';

/*
 * For the build-time prerender (src/app/prerender.tsx): every Portuguese string loaded up front, no
 * backend. A key that finds no string is recorded, and the prerender fails on it, so a page never
 * ships a raw key in its HTML.
 */
export const missingKeys = new Set<string>();

export async function initServerI18n(): Promise<void> {
  const namespaces = [SHARED_NS, ...OWNER_NAMESPACES];
  const bundles = await Promise.all(namespaces.map((ns) => loadNamespace(DEFAULT_LOCALE, ns)));
  await i18next.use(initReactI18next).init({
    ...baseOptions,
    lng: DEFAULT_LOCALE,
    ns: namespaces,
    resources: { [DEFAULT_LOCALE]: Object.fromEntries(namespaces.map((ns, i) => [ns, bundles[i]])) },
    saveMissing: true,
    missingKeyHandler: (_lngs, _ns, key) => missingKeys.add(key),
  });
}
