import { createHash, randomBytes } from 'node:crypto';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { DRAFT_STOP_KEY, DRAFT_TOKEN_BYTES, DRAFTS, draftProgress, draftUrlOf } from '../../src/domain/form-drafts';
import { draftReminderEmail } from '../../src/domain/form-draft-email';
import type { Locale } from '../../src/forms/core/definition';
import { localizeTexts } from '../../src/forms/core/localize';
import type { FormDefinition, FormRegistry } from '../../src/forms/core/registry';
import type { Mailer } from './mailer';
import { deleteExpiredPartials } from './partial-lead';

/*
 * The drafts of "Continuar depois" (issue 40; ./form-drafts.ts has the callables) as stored, and the
 * upkeep the delivery sweep and a privacy request do on them. Free of the function's embedded forms
 * (the registry is handed in), so `npm start`'s local sweep loads it in plain Node.
 */

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const HOUR_MS = 3_600_000;

/** What a stored draft holds (never a token). */
export interface StoredDraft {
  form_id: string;
  /** SHA-256 of each link's token (the first e-mail's, the reminder's). */
  tokens: string[];
  answers: Record<string, unknown>;
  step?: string;
  email: string;
  emailKey: string;
  phoneDigits: string | null;
  consent: boolean;
  locale: Locale;
  createdAt: Timestamp;
  savedAt: Timestamp;
  expiresAt: Timestamp;
  saves: number;
  /** When the one reminder is due; absent once sent, or when the visitor asked for none. */
  remindAt?: Timestamp;
  remindedAt?: Timestamp;
  reminders: boolean;
}


/** The form's title in the visitor's language, as the e-mails name it. */
export const titleIn = (def: FormDefinition, locale: Locale) => localizeTexts(def.form.texts, locale === 'pt' ? undefined : def.translations[locale]).title;

/** The link that reopens the draft, and the one-click "não quero mais lembretes", for one token. */
export const draftLinks = (siteUrl: string, def: FormDefinition, token: string) => ({
  url: draftUrlOf(siteUrl, def.form.route!, token),
  stopUrl: draftUrlOf(siteUrl, def.form.route!, token, DRAFT_STOP_KEY),
});

/** A privacy request's deletion (./privacy.ts): every draft of the person, by the key their leads are found by; how many went. */
export async function forgetDrafts(db: Firestore, key: { field: 'emailKey' | 'phoneDigits'; values: string[] }): Promise<number> {
  const drafts = db.collection(DRAFTS);
  const { docs } = await (key.values.length === 1 ? drafts.where(key.field, '==', key.values[0]) : drafts.where(key.field, 'in', key.values)).get();
  await Promise.all(docs.map((doc) => doc.ref.delete()));
  return docs.length;
}

/**
 * Deletes the drafts whose link has expired (DRAFT_DAYS after their last save), a page at a time until
 * `deadline`: the sweep does it on the emulators, which run no TTL policy; in production the TTL policy
 * on `expiresAt` (firestore.indexes.json) deletes them too, within a day or so of the time. Their partial
 * leads go with them (by the same `expiresAt`, which only partial leads carry), here in both places.
 * How many drafts went.
 */
export async function deleteExpiredDrafts(db: Firestore, nowMs: number, deadline: number): Promise<number> {
  let deleted = 0;
  while (Date.now() < deadline) {
    const { docs } = await db.collection(DRAFTS).where('expiresAt', '<=', Timestamp.fromMillis(nowMs)).limit(200).get();
    await Promise.all(docs.map((doc) => doc.ref.delete()));
    deleted += docs.length;
    if (docs.length < 200) break;
  }
  await deleteExpiredPartials(db, nowMs);
  return deleted;
}

/**
 * The one reminder of each draft due by `nowMs` (the delivery sweep's part): claimed in a transaction
 * (its `remindAt` taken away) before the e-mail goes, so two sweeps never both send it; a refused e-mail
 * gives the claim back for the next pass. It carries a link of its own (a new token beside the first,
 * since no token is kept). How many were sent.
 */
export async function sendDraftReminders(deps: { db: Firestore; mailer: Mailer; siteUrl?: string }, registry: FormRegistry, nowMs: number, deadline: number): Promise<number> {
  const { docs } = await deps.db.collection(DRAFTS).where('remindAt', '<=', Timestamp.fromMillis(nowMs)).limit(50).get();
  let sent = 0;
  for (const doc of docs) {
    if (Date.now() > deadline) break;
    const token = randomBytes(DRAFT_TOKEN_BYTES).toString('base64url');
    const claimed = await deps.db.runTransaction(async (tx) => {
      const now = await tx.get(doc.ref);
      const draft = now.data() as StoredDraft | undefined;
      if (!draft?.remindAt || draft.remindAt.toMillis() > nowMs || draft.reminders === false || draft.expiresAt.toMillis() <= nowMs) return undefined;
      tx.update(doc.ref, { remindAt: FieldValue.delete(), remindedAt: Timestamp.fromMillis(nowMs), tokens: FieldValue.arrayUnion(sha256(token)) });
      return draft;
    });
    const def = claimed && registry.forms.find((form) => form.id === claimed.form_id);
    if (!claimed || !def?.form.route) continue;
    const { url, stopUrl } = draftLinks(deps.siteUrl ?? '', def, token);
    const progress = draftProgress(claimed.answers, Object.keys(def.fields));
    try {
      await deps.mailer.send({
        to: claimed.email,
        ...draftReminderEmail({ formTitle: titleIn(def, claimed.locale), url, stopUrl, expiresAt: claimed.expiresAt.toMillis(), locale: claimed.locale, ...progress }),
      });
      sent++;
    } catch (error) {
      logger.warn('draft reminder not sent; the next sweep tries again', { form: def.id, error: String(error) });
      await doc.ref.update({ remindAt: claimed.remindAt, remindedAt: FieldValue.delete(), tokens: FieldValue.arrayRemove(sha256(token)) });
    }
  }
  return sent;
}
