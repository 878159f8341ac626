import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale, LOCALES } from '../forms/core/definition';
import en from './locales/en.json';
import es from './locales/es.json';
import pt from './locales/pt.json';

/*
 * Shared strings live in ./locales; each feature (and each shared component folder) keeps its own in
 * src/features/<feature>/locales (src/components/<folder>/locales), merged under that folder's name (`t('home.hero.title')`). scripts/i18n-check.ts fails the tests
 * when a key is missing in a language or used nowhere.
 */
const featureLocales = import.meta.glob<Record<string, unknown>>(
  ['/src/features/*/locales/*.json', '/src/components/*/locales/*.json'],
  { eager: true, import: 'default' },
);

/** `<locale>.json` or `<locale>.<part>.json`: a feature may split its strings across files (one per owner). */
function resources(locale: Locale, shared: Record<string, unknown>) {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const [path, strings] of Object.entries(featureLocales)) {
    const [, , , feature, , file] = path.split('/');
    if (file.split('.')[0] === locale) merged[feature] = { ...merged[feature], ...strings };
  }
  return { translation: { ...shared, ...merged } };
}

const STORAGE_KEY = 'movaly.lang';
const HTML_LANG: Record<Locale, string> = { pt: 'pt-BR', es: 'es', en: 'en' };

export const toLocale = (language: string | undefined): Locale =>
  LOCALES.find((l) => language?.startsWith(l)) ?? DEFAULT_LOCALE;

function storedLocale(): Locale {
  try {
    return toLocale(localStorage.getItem(STORAGE_KEY) ?? undefined);
  } catch {
    return DEFAULT_LOCALE;
  }
}

void i18next.use(initReactI18next).init({
  resources: { pt: resources('pt', pt), es: resources('es', es), en: resources('en', en) },
  lng: storedLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false },
  returnNull: false,
});

const applyLang = (language: string) => {
  document.documentElement.lang = HTML_LANG[toLocale(language)];
};
applyLang(i18next.language);
i18next.on('languageChanged', (language) => {
  applyLang(language);
  try {
    localStorage.setItem(STORAGE_KEY, toLocale(language));
  } catch {
    // the choice just isn't remembered
  }
});

export { i18next };
