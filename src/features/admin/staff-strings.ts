import { addFeatureStrings } from '../../i18n/feature-strings';

/*
 * The admin pages' strings travel with their chunk, not with the landing page. Every page of this
 * feature imports this module first, so the strings are there before the first render.
 */
// The visual form editor's strings stay out: it exists in the dev server only (form-editor-strings.ts).
addFeatureStrings('admin', import.meta.glob<Record<string, unknown>>(['./lazy-locales/*.json', '!./lazy-locales/*.editor.json'], { eager: true, import: 'default' }));
