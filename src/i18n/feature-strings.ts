import { fallbackNamespaces, i18next } from './index';

/**
 * Adds the strings of a feature that loads on demand (its `lazy-locales/<locale>.json`, under the
 * feature's name), so the public pages do not carry them. Call it from the feature's chunk before
 * its first render; scripts/i18n-check.ts checks these files like the eager ones. They go to a
 * namespace of their own: in the shared one they would make i18next believe that language's shared
 * strings were already loaded.
 */
export function addFeatureStrings(feature: string, files: Record<string, Record<string, unknown>>): void {
  const ns = `lazy/${feature}`;
  for (const [path, strings] of Object.entries(files)) {
    const locale = path.split('/').pop()!.split('.')[0];
    i18next.addResourceBundle(locale, ns, { [feature]: strings }, true, true);
  }
  if (!fallbackNamespaces.includes(ns)) fallbackNamespaces.push(ns);
}
