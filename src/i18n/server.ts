import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE } from '../forms/core/definition';
import { baseOptions, i18next } from './index';
import { describeLocaleFile, SHARED_NS } from './namespaces';

type Strings = Record<string, unknown>;

/*
 * For the build-time prerender (scripts/prerender.ts): every Portuguese string at once, no backend.
 * A key that finds no string is an error there, so a page never ships a raw key in its HTML.
 */
const shared = import.meta.glob<Strings>('./locales/pt.json', { import: 'default', eager: true });
const owners = import.meta.glob<Strings>(['/src/features/*/locales/pt*.json', '/src/components/*/locales/pt*.json'], {
  import: 'default',
  eager: true,
});

export const missingKeys = new Set<string>();

export async function initServerI18n(): Promise<void> {
  const resources: Record<string, Strings> = { [SHARED_NS]: Object.values(shared)[0] };
  for (const [path, strings] of Object.entries(owners)) {
    const { ns, owner } = describeLocaleFile(path);
    resources[ns] = { [owner]: strings };
  }
  await i18next.use(initReactI18next).init({
    ...baseOptions,
    lng: DEFAULT_LOCALE,
    ns: Object.keys(resources),
    resources: { [DEFAULT_LOCALE]: resources },
    saveMissing: true,
    missingKeyHandler: (_lngs, _ns, key) => missingKeys.add(key),
  });
}
