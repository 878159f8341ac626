import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '../forms/core/definition';
import { baseOptions, HTML_LANG, i18next, loadNamespaces, STORAGE_KEY, toLocale } from './index';
import { loadNamespace } from './namespaces';

/** The language the visitor chose last time (the language switcher remembers it), else Portuguese. */
export function storedLocale(): Locale {
  try {
    return toLocale(localStorage.getItem(STORAGE_KEY) ?? undefined);
  } catch {
    return DEFAULT_LOCALE;
  }
}

const applyLang = (language: string) => {
  document.documentElement.lang = HTML_LANG[toLocale(language)];
};

/**
 * Starts i18next in the browser in `locale`, with `namespaces` loaded before it resolves. Every
 * other namespace and language is fetched when a page or a language switch asks for it.
 */
export async function initClientI18n(locale: Locale, namespaces: readonly string[]): Promise<void> {
  await i18next
    .use(resourcesToBackend(loadNamespace))
    .use(initReactI18next)
    .init({ ...baseOptions, fallbackNS: baseOptions.fallbackNS, lng: locale, ns: [...namespaces] });
  await loadNamespaces(namespaces);
  applyLang(i18next.language);
}

/**
 * From now on a language change sets the page's lang and is remembered. Called after the first
 * render, so switching a prerendered (Portuguese) page to the stored language does not count as a choice.
 */
export function rememberLanguageChanges(): void {
  i18next.on('languageChanged', (language) => {
    applyLang(language);
    try {
      localStorage.setItem(STORAGE_KEY, toLocale(language));
    } catch {
      // the choice just isn't remembered
    }
  });
}
