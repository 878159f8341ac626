import type { Locale } from './definition';
import type { FormDefinition } from './registry';

/**
 * Written by the browser with every submission, checked by the rules. `status` starts as 'new' (the
 * only value a visitor may write) so the sweep can find a submission whose creation event was lost.
 */
export const META_FIELDS = ['form_id', 'schema_version', 'locale', 'status', 'createdAt'] as const;
export const NEW_STATUS = 'new';
/**
 * What the browser adds to catch bots, stored beside the answers and judged by the function: the
 * value of a field people never see (a bot fills it) and how long the form was on screen before it
 * was sent, measured by the browser's own clock (a skewed phone clock cannot make it negative; a bot
 * sends within a moment). Both optional, so a visitor on an older page is never refused for lacking them.
 */
export const BOT_TRAP = { honeypot: 'trap', fillMs: 'fill_ms' } as const;
/** Written only by the function (admin SDK); a visitor may never set them. */
export const SERVER_FIELDS = ['status', 'validation', 'delivery', 'search'] as const;

export type Answers = Record<string, unknown>;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The stored answers: names as the definition declares, nothing empty or blank, no key outside the form. */
export function toStoredAnswers(def: FormDefinition, answers: Answers): Record<string, unknown> {
  const joined = new Set(def.form.joinedLists ?? []);
  const stored: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(answers)) {
    if (isBlank(value)) continue;
    const key = def.storedNames[name];
    if (!key) continue;
    if (joined.has(name) && Array.isArray(value)) {
      if (value.length) stored[key] = value.join(', ');
    } else stored[key] = value;
  }
  return stored;
}

export function submissionMeta(def: FormDefinition, locale: Locale) {
  return { form_id: def.id, schema_version: def.version, locale, status: NEW_STATUS };
}

/** Reads a stored document back into answer names; keys the form does not know are returned apart. */
export function fromStoredRecord(def: FormDefinition, doc: Record<string, unknown>) {
  const byStored = new Map(Object.entries(def.storedNames).map(([name, key]) => [key, name]));
  const joined = new Set(def.form.joinedLists ?? []);
  const allowed = new Set<string>([...META_FIELDS, ...SERVER_FIELDS, ...Object.values(BOT_TRAP)]);
  const answers: Answers = {};
  const unknownKeys: string[] = [];
  for (const [key, value] of Object.entries(doc)) {
    const name = byStored.get(key);
    if (name) answers[name] = joined.has(name) && typeof value === 'string' ? value.split(/,\s*/) : value;
    else if (!allowed.has(key)) unknownKeys.push(key);
  }
  return { answers, unknownKeys };
}
