import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { BOOKING_CALLERS, CALLER_LIMITS_PER_HOUR, type CallerLimited } from '../../../src/domain/booking/booking';

/*
 * Per-account limits on the public booking callables (issue 37). The visitor's browser calls them
 * signed in with the anonymous account it sent the briefing with (src/backend/visitor-identity.ts),
 * so each account may list the free starts and ask for a call only so often an hour
 * (CALLER_LIMITS_PER_HOUR): far above a person's pace, far below a script's. A call without an
 * account is refused outright. Counted as the lead e-mails' hourly cap is (../mail-quota.ts): an
 * increment, then a read, on one document per account and hour (`booking_callers/{uid}_{hour}`), so
 * no caller waits on another's lock; each caller reads at least its own increment, so none past the
 * limit gets through. Accounts are free, so this bounds a script's pace per account, not in all:
 * what bounds the studio's e-mail is the one-call-per-address day and the hourly mail cap.
 */

/** The caller's account, or unauthenticated: the site always calls with one. */
export function callerOf(auth: { uid: string } | undefined): string {
  if (!auth?.uid) throw new HttpsError('unauthenticated', 'Booking calls are made by the page that sent the briefing.', { reason: 'no-account' });
  return auth.uid;
}

/**
 * Takes one `kind` call of this hour from the account's allowance (`perHour`: the booking calls'
 * CALLER_LIMITS_PER_HOUR unless told; the drafts' own are src/domain/form-drafts.ts's); false past it.
 */
export async function withinCallerLimit(db: Firestore, uid: string, kind: CallerLimited, nowMs: number): Promise<boolean>;
export async function withinCallerLimit(db: Firestore, uid: string, kind: string, nowMs: number, perHour: number): Promise<boolean>;
export async function withinCallerLimit(db: Firestore, uid: string, kind: string, nowMs: number, perHour?: number): Promise<boolean> {
  const hour = new Date(nowMs).toISOString().slice(0, 13);
  const ref = db.collection(BOOKING_CALLERS).doc(`${uid}_${hour}`);
  await ref.set({ uid, hour, [kind]: FieldValue.increment(1) }, { merge: true });
  const count = ((await ref.get()).get(kind) as number | undefined) ?? 0;
  return count <= (perHour ?? CALLER_LIMITS_PER_HOUR[kind as CallerLimited]);
}
