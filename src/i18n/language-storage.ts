/*
 * Where the visitor's language choice is kept, and the one piece of it the entry runs before the app:
 * kept apart from ./index.ts so src/main.tsx can use it without loading i18next.
 */

export const STORAGE_KEY = 'movaly.lang';

/** The attribute the language buttons carry with their locale (features/layout/language-switcher.tsx). */
export const LOCALE_ATTRIBUTE = 'data-locale';

/**
 * A prerendered page shows the language buttons before the app has hydrated them, when a click on
 * one would do nothing. Until the returned function is called (right before hydration, after which
 * React handles the buttons) such a click is remembered, and the app starts in that language.
 */
export function keepEarlyLanguageChoice(): () => void {
  const remember = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest(`[${LOCALE_ATTRIBUTE}]`) : null;
    const locale = button?.getAttribute(LOCALE_ATTRIBUTE);
    if (!locale) return;
    try {
      localStorage.setItem(STORAGE_KEY, locale);
    } catch {
      // storage refused (private mode): the page stays in Portuguese, as before the click
    }
  };
  document.addEventListener('click', remember, true);
  return () => document.removeEventListener('click', remember, true);
}
