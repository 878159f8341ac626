import { addFeatureStrings } from '../../i18n/feature-strings';

/*
 * The strings of "Continuar depois" (issue 40) travel with its dialog and with a page opened from a
 * link, not with every briefing: only the button's label (`form.draft.later`) is in the eager locales.
 */
addFeatureStrings('form', import.meta.glob<Record<string, unknown>>('./lazy-locales/*.json', { eager: true, import: 'default' }));
