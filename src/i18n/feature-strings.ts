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
  // First among the fallbacks: i18next tries each namespace in turn for every lookup, and a staff
  // page's keys all sit here (issue 39: behind a dozen owner namespaces, the inbox's first rows spent
  // about 60 ms in i18next's misses). Each feature's keys are under its own name: the order decides
  // nothing but how soon a key is found.
  if (!fallbackNamespaces.includes(ns)) fallbackNamespaces.unshift(ns);
}
