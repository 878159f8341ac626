import { addFeatureStrings } from '../../i18n/feature-strings';

/*
 * The staff area's strings travel with its chunk, not with the landing page. Every staff page imports
 * this module first, so the strings are there before the first render. Each room keeps its own in
 * `<room>/lazy-locales/`, all under the `admin.` keys: rooms share words (a stage's name, a form's title).
 */
// The visual form editor's strings stay out: it exists in the dev server only (form-editor-strings.ts).
addFeatureStrings(
  'admin',
  import.meta.glob<Record<string, unknown>>(['./lazy-locales/*.json', './*/lazy-locales/*.json', '!./form-editor/**'], { eager: true, import: 'default' }),
);
