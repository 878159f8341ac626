import { addFeatureStrings } from '../../i18n/feature-strings';

/*
 * The booking offer's strings travel with its chunk, which the runner loads only after a send on a
 * form that books calls: the briefing pages do not carry them. The offer imports this module first.
 */
addFeatureStrings('booking', import.meta.glob<Record<string, unknown>>('./lazy-locales/*.json', { eager: true, import: 'default' }));
