import { addFeatureStrings } from '../../i18n/feature-strings';

/*
 * The sign-in screens' strings travel with their chunk, not with the landing page. Every page of
 * this feature imports this module first, so the strings are there before the first render.
 */
addFeatureStrings('auth', import.meta.glob<Record<string, unknown>>('./lazy-locales/*.json', { eager: true, import: 'default' }));
