import { addFeatureStrings } from '../../../i18n/feature-strings';
import '../staff-strings';

/*
 * The visual form editor's strings, loaded with its chunk only: the editor exists in the dev server
 * (the router imports it behind import.meta.env.DEV), so the built admin pages carry none of them.
 */
addFeatureStrings('admin', import.meta.glob<Record<string, unknown>>('./lazy-locales/*.editor.json', { eager: true, import: 'default' }));
