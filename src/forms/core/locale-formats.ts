import { type Locale, LOCALES } from './definition';

/**
 * The one Intl locale each language writes dates, times and numbers with: on the staff pages, on the
 * visitor's booking screens, in the e-mails and the `.ics` (issue 37: nine copies disagreed, en vs
 * en-GB vs en-US, so one call read "3:00 PM" on the booking screen and "15:00" in its e-mail). Each
 * writes day before month and a 24-hour clock, as the studio in Brazil reads them: es-ES rather than
 * es-419 (a 12-hour clock with "p.m."), en-GB rather than en-US (month first, "PM"). The page's `lang`
 * names the language alone (src/i18n HTML_LANG).
 */
export const INTL_LOCALES: Record<Locale, string> = { pt: 'pt-BR', es: 'es-ES', en: 'en-GB' };

/** The Intl locale of a language code as stored or chosen ('pt', 'es', 'en'); anything else as it is. */
export const intlLocaleOf = (locale: string): string => ((LOCALES as readonly string[]).includes(locale) ? INTL_LOCALES[locale as Locale] : locale);

/**
 * The studio's time zone: every day, month and hour the inbox, funnel, outcomes, agenda and booking
 * count in (src/domain/studio-time.ts), and the one the engine writes answered dates in.
 */
export const STUDIO_TIME_ZONE = 'America/Sao_Paulo';
