/*
 * Every form's Spanish and English title, from the `texts.title` of the forms' i18n files. The
 * `?form-title` query (scripts/lib/form-title-plugin.ts) makes each file a module of its title alone,
 * built into this one small chunk: the whole files (the questions are most of them) stay with the
 * form's own page. One module the admin loads once, instead of a request per form and language.
 */
const titles = import.meta.glob<{ title?: string }>('/schemas/*/i18n/*.json', { query: '?form-title', import: 'default', eager: true });

/** `titles[locale][formId]`, for the locales the i18n files hold. */
export const translatedTitles: Record<string, Record<string, string>> = {};
for (const [path, { title }] of Object.entries(titles)) {
  const [, , formId, , file] = path.split('/');
  const locale = file.replace(/\.json$/, '');
  if (title) (translatedTitles[locale] ??= {})[formId] = title;
}
