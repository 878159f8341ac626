/*
 * Which Portuguese text each translation was made from, so a translation whose Portuguese changed
 * since shows "a revisar" until someone edits or confirms it, after a save, a reload or a hand edit.
 *
 * The record lives in the translation's own file, as one short line per translation the editor wrote:
 * `"reviewed": { "fields.nome.title": "3f9a0c1e" }` in i18n/es.json says the Spanish question title
 * was written (or confirmed) for the Portuguese title whose fingerprint is 3f9a0c1e. A translation with
 * no line is taken as up to date: forms written before the editor kept this record show nothing stale.
 */

/** The key of the record in i18n/es.json and i18n/en.json (schemas/i18n.meta.schema.json documents it). */
export const REVIEWED = 'reviewed';

/** The record's key for a translation: its path in the i18n file, joined with dots ("texts.title"). */
export const reviewedKey = (path: string[]): string => path.join('.');

/**
 * A short fingerprint of a Portuguese text (32-bit FNV-1a of its UTF-8 bytes, 8 hex digits): enough
 * to tell that a text changed, short enough to read past in the file. Spaces around the text do not count.
 */
export function sourceHash(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text.trim())) hash = Math.imul(hash ^ byte, 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}
