/*
 * Search over a lead's identifying answers without downloading the collection: the function stores
 * `search`, every word prefix of the lead fields (normalized), and the viewer asks Firestore for
 * `array-contains` the first typed word. Shared by both sides so they normalize the same way.
 */

/** Shortest and longest prefix stored: one letter matches too much, long words are rare to type in full. */
export const MIN_PREFIX = 2;
export const MAX_PREFIX = 20;

/** Lower case, accents removed ('João' -> 'joao'). */
const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The words someone typed in the search box, normalized, each at most MAX_PREFIX long, without
 * repeats; words shorter than MIN_PREFIX are dropped (nothing stored could match them).
 */
export function normalizeSearch(text: string): string[] {
  const words = fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= MIN_PREFIX)
    .map((w) => w.slice(0, MAX_PREFIX));
  return [...new Set(words)];
}

/**
 * The stored search prefixes of one text (a lead's name, e-mail, phone, company): every prefix of
 * MIN_PREFIX..MAX_PREFIX characters of each word. A phone's digits also count as one word, so
 * '11987654321' finds '(11) 98765-4321'.
 */
export function searchTerms(text: string): string[] {
  const words = normalizeSearch(text);
  const digits = text.replace(/\D/g, '');
  if (digits.length >= MIN_PREFIX && !words.includes(digits)) words.push(digits.slice(0, MAX_PREFIX));
  const prefixes = new Set<string>();
  for (const word of words) {
    for (let end = MIN_PREFIX; end <= word.length; end++) prefixes.add(word.slice(0, end));
  }
  return [...prefixes];
}

/** Whether a stored `search` array holds every typed word (the first is asked of Firestore, the rest checked here). */
export function matchesSearch(stored: unknown, words: string[]): boolean {
  if (!Array.isArray(stored)) return words.length === 0;
  const terms = new Set(stored);
  return words.every((w) => terms.has(w));
}
