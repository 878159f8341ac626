import { describe, expect, it } from 'vitest';
import { QUOTA_COLLECTION, reserveMail } from '../../functions/src/mail-quota';
import { adminDb } from '../support/admin';

/*
 * The hourly mail cap under concurrent senders, against the Firestore emulator: every lead trigger
 * and the sweep take from one counter document per hour, so several take from it at the same moment.
 */
let hours = 0;
/** An hour of its own per test (far in the past), so no other test's sends count against it. */
const freshHour = () => Date.UTC(2001, 0, 1, ++hours) + 60_000;

describe('hourly mail cap', () => {
  it('lets 10 senders reserve at the same moment without an error, within the cap', async () => {
    const now = freshHour();
    const results = await Promise.all(Array.from({ length: 10 }, () => reserveMail(adminDb(), 100, now)));
    expect(results).toEqual(Array(10).fill(true));
    const hour = new Date(now).toISOString().slice(0, 13);
    expect((await adminDb().collection(QUOTA_COLLECTION).doc(hour).get()).get('sent')).toBe(10);
  });

  it('never lets more senders through than the cap, however many race for it', async () => {
    const now = freshHour();
    const results = await Promise.all(Array.from({ length: 12 }, () => reserveMail(adminDb(), 5, now)));
    const granted = results.filter(Boolean).length;
    expect(granted).toBeLessThanOrEqual(5);
    // One at a time, the cap is exact: after the race, the hour is spent.
    expect(await reserveMail(adminDb(), 5, now)).toBe(false);
  });

  it('grants exactly the cap to senders one after the other', async () => {
    const now = freshHour();
    const results: boolean[] = [];
    for (let i = 0; i < 7; i++) results.push(await reserveMail(adminDb(), 5, now));
    expect(results).toEqual([true, true, true, true, true, false, false]);
  });
});
