import { FieldValue, type Firestore } from 'firebase-admin/firestore';

/** One counter document per hour (UTC), written only by the function; the rules close the collection. */
export const QUOTA_COLLECTION = 'mail_quota';
/** E-mails per hour before leads are gathered into one digest (param MAIL_CAP_PER_HOUR). */
export const MAIL_CAP_PER_HOUR = 30;

const HOUR_MS = 3_600_000;
export const nextHour = (nowMs: number) => (Math.floor(nowMs / HOUR_MS) + 1) * HOUR_MS;

/**
 * Takes one e-mail of this hour's allowance; false when the hour's cap is reached (a flood of leads
 * then reaches the inbox as one digest an hour instead of hundreds of messages).
 *
 * An increment, then a read, not a transaction: every lead e-mail of every form takes from this one
 * document, and transactions on it made concurrent senders wait on each other's locks (ten at once
 * took 7 s on the emulator, which under load gave up with UNKNOWN errors and lost the trigger's run).
 * Each sender reads at least its own increment, so none past the cap sends: the cap is never
 * exceeded. At its very edge two racing senders may each read the other's increment and both fall
 * back to the digest, which still delivers their leads.
 */
export async function reserveMail(db: Firestore, cap: number, nowMs: number): Promise<boolean> {
  const hour = new Date(nowMs).toISOString().slice(0, 13);
  const ref = db.collection(QUOTA_COLLECTION).doc(hour);
  await ref.set({ hour, sent: FieldValue.increment(1) }, { merge: true });
  const sent = ((await ref.get()).get('sent') as number | undefined) ?? 0;
  return sent <= cap;
}
