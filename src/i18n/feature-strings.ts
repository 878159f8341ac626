import { i18next } from './index';

/**
 * Adds the strings of a feature that loads on demand (its `lazy-locales/<locale>.json`, under the
 * feature's name), so the public pages do not carry them. Call it from the feature's chunk before
 * its first render; scripts/i18n-check.ts checks these files like the eager ones.
 */
export function addFeatureStrings(feature: string, files: Record<string, Record<string, unknown>>): void {
  for (const [path, strings] of Object.entries(files)) {
    const locale = path.split('/').pop()!.split('.')[0];
    i18next.addResourceBundle(locale, 'translation', { [feature]: strings }, true, true);
  }
}
