import type { Firestore } from 'firebase-admin/firestore';

/** One counter document per hour (UTC), written only by the function; the rules close the collection. */
export const QUOTA_COLLECTION = 'mail_quota';
/** E-mails per hour before leads are gathered into one digest (param MAIL_CAP_PER_HOUR). */
export const MAIL_CAP_PER_HOUR = 30;

const HOUR_MS = 3_600_000;
export const nextHour = (nowMs: number) => (Math.floor(nowMs / HOUR_MS) + 1) * HOUR_MS;

/**
 * Takes one e-mail of this hour's allowance, in a transaction; false when the hour's cap is reached
 * (a flood of leads then reaches the inbox as one digest an hour instead of hundreds of messages).
 */
export async function reserveMail(db: Firestore, cap: number, nowMs: number): Promise<boolean> {
  const hour = new Date(nowMs).toISOString().slice(0, 13);
  const ref = db.collection(QUOTA_COLLECTION).doc(hour);
  return db.runTransaction(async (tx) => {
    const sent = ((await tx.get(ref)).get('sent') as number | undefined) ?? 0;
    if (sent >= cap) return false;
    tx.set(ref, { hour, sent: sent + 1 });
    return true;
  });
}
