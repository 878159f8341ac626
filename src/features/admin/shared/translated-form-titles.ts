import type { FormTexts } from '../../../forms/core/definition';

/*
 * Every form's Spanish and English title, from the `texts` of the forms' i18n files (only that part:
 * not the questions, which are most of those files). One small module the admin loads once, instead
 * of a request per form and language.
 */
const texts = import.meta.glob<Partial<FormTexts> | undefined>('/schemas/*/i18n/*.json', { import: 'texts', eager: true });

/** `titles[locale][formId]`, for the locales the i18n files hold. */
export const translatedTitles: Record<string, Record<string, string>> = {};
for (const [path, formTexts] of Object.entries(texts)) {
  const [, , formId, , file] = path.split('/');
  const locale = file.replace(/\.json$/, '');
  if (formTexts?.title) (translatedTitles[locale] ??= {})[formId] = formTexts.title;
}
