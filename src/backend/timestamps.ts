/*
 * Firestore timestamps turned into dates, for documents read through either SDK. Firestore Lite and
 * the full SDK each have their own Timestamp class, so `instanceof` would know only one of them; both
 * have toDate(), and that is what is checked. Importing neither SDK keeps this module free to use on
 * any page: a Lite-only public page never pulls in the full SDK by way of it.
 */

/** What a Timestamp of either SDK offers (the inbox's cursors also keep its seconds and nanoseconds). */
export interface TimestampLike {
  toDate(): Date;
  seconds: number;
  nanoseconds: number;
}

/** Whether `value` is a Firestore Timestamp of either SDK. */
export function isTimestamp(value: unknown): value is TimestampLike {
  return !!value && typeof value === 'object' && typeof (value as { toDate?: unknown }).toDate === 'function';
}

/** A timestamp as a date; null for anything else (a missing field, or one never set). */
export function toDate(value: unknown): Date | null {
  return isTimestamp(value) ? value.toDate() : null;
}

/** A document's data with its timestamps, at any depth, turned into dates (a stored submission nests some). */
export function withDates(value: unknown): unknown {
  if (isTimestamp(value)) return value.toDate();
  if (Array.isArray(value)) return value.map(withDates);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withDates(v)]));
  return value;
}
