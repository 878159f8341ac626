import { HttpsError } from 'firebase-functions/v2/https';
import { BOOKING_TIME_ZONE } from '../../../src/domain/booking/availability';
import type { Locale } from '../../../src/forms/core/definition';

/*
 * bookCall's own input beside the ids: the start asked for, and the visitor's zone and language, which
 * only word their e-mail. Wrong types are refused (invalid-argument); a zone Intl does not know or a
 * language the site does not speak falls back to the studio's, since the visitor can do nothing about it.
 */

const LOCALES: readonly Locale[] = ['pt', 'es', 'en'];
const LONGEST_ZONE = 64;

export interface CallInput {
  /** Epoch milliseconds; checkSlot judges whether it is a slot. */
  start: number;
  zone: string;
  locale: Locale;
}

/** An IANA zone Intl knows, or the studio's. */
export function knownZone(zone: string): string {
  if (!zone || zone.length > LONGEST_ZONE) return BOOKING_TIME_ZONE;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return BOOKING_TIME_ZONE;
  }
}

export function callInput(data: unknown): CallInput {
  const { start, zone, locale } = (data ?? {}) as { start?: unknown; zone?: unknown; locale?: unknown };
  if (typeof start !== 'number' || typeof zone !== 'string' || typeof locale !== 'string') {
    throw new HttpsError('invalid-argument', 'start must be a number, zone and locale texts.', { reason: 'invalid-request' });
  }
  return { start, zone: knownZone(zone), locale: LOCALES.includes(locale as Locale) ? (locale as Locale) : 'pt' };
}
