/** The engine's own messages (not written in any form): built from the app's translations. */
export interface EngineMessages {
  /**
   * Contains `{{limit}}`. What the precompiled validators hold for a text over its cap; the visitor
   * reads maxLengthTyped instead, once the text's length is known (over-cap.ts).
   */
  maxLength: string;
  /** A text over its cap, with how long it is: contains `{{limit}}` and `{{length}}`. */
  maxLengthTyped: string;
  /** Contains `{{limit}}`. */
  maxItems: string;
  /**
   * A list with fewer picks than its minimum of two or more; contains `{{limit}}` (a minimum of one is
   * a required answer: it says `required`, or the question's own message).
   */
  minItems: string;
  /** The whole submission is over MAX_SUBMISSION_CHARS; contains `{{limit}}` and `{{length}}` (the total). */
  submissionTooLong: string;
  required: string;
  /**
   * What a rule says when the question's author wrote no message for it (normalize.ts): each names the
   * rule and its numbers. Counts are `{{limit}}`; `between` has `{{min}}` and `{{max}}`.
   */
  between: string;
  minimum: string;
  maximum: string;
  exclusiveMinimum: string;
  exclusiveMaximum: string;
  multipleOf: string;
  integer: string;
  number: string;
  minLength: string;
  pattern: string;
  email: string;
  uri: string;
  date: string;
  choice: string;
  uniqueItems: string;
  /** Only for a failure no rule above names (a hostile document's stray keyword): never a form's question. */
  invalid: string;
  /**
   * The Intl locale the counts of these messages are written in (pt-BR and es-ES "5.000", en-GB
   * "5,000"). It lives in the translation files beside the messages, so every set of messages built
   * from them (the browser's, the function's, the generator's) writes numbers as its language does.
   */
  numberLocale: string;
}

const countFormats = new Map<string, Intl.NumberFormat>();

/**
 * A count as `locale` writes it; plain digits without a locale. Grouping is forced: es-ES would
 * otherwise write four digits ungrouped ("5000") and five grouped ("60.000") in the same form.
 */
export function formatCount(count: number, locale?: string): string {
  if (!locale) return String(count);
  let format = countFormats.get(locale);
  if (!format) {
    // 'always' is Intl.NumberFormat v3 (Node 19+, current browsers; an older one reads it as `true`),
    // which TypeScript's ES2023 lib still types as a boolean.
    format = new Intl.NumberFormat(locale, { useGrouping: 'always' as unknown as boolean });
    countFormats.set(locale, format);
  }
  return format.format(count);
}

/**
 * Fills a message's `{{limit}}`, and its `{{length}}` (what the visitor wrote) when given, with the
 * counts written as `locale` writes numbers (EngineMessages.numberLocale). Without a locale, plain
 * digits, as every message had before numbers followed the visitor's language.
 */
export function withLimit(template: string, limit: number, locale?: string, length?: number): string {
  const filled = template.replaceAll('{{limit}}', formatCount(limit, locale));
  return length === undefined ? filled : filled.replaceAll('{{length}}', formatCount(length, locale));
}

/** Fills a range message's `{{min}}` and `{{max}}` as `locale` writes numbers. */
export function withRange(template: string, min: number, max: number, locale?: string): string {
  return template.replaceAll('{{min}}', formatCount(min, locale)).replaceAll('{{max}}', formatCount(max, locale));
}
