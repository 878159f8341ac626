import { describe, expect, it } from 'vitest';
import { dueReminder } from './reminder-due';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const start = Date.UTC(2030, 0, 10, 15);
const bookedDaysBefore = start - 5 * 24 * HOUR;

describe('the reminder due for a call', () => {
  it('none more than a day before', () => {
    expect(dueReminder(start, bookedDaysBefore, start - 24 * HOUR - MINUTE)).toBeUndefined();
  });

  it('the 24 h one from a day before until an hour before', () => {
    expect(dueReminder(start, bookedDaysBefore, start - 24 * HOUR)).toBe('reminder24h');
    expect(dueReminder(start, bookedDaysBefore, start - HOUR - MINUTE)).toBe('reminder24h');
  });

  it('the 1 h one in the last hour, none once the call started', () => {
    expect(dueReminder(start, bookedDaysBefore, start - HOUR)).toBe('reminder1h');
    expect(dueReminder(start, bookedDaysBefore, start - 50 * MINUTE)).toBe('reminder1h');
    expect(dueReminder(start, bookedDaysBefore, start)).toBeUndefined();
    expect(dueReminder(start, bookedDaysBefore, start + MINUTE)).toBeUndefined();
  });

  it('none for a window the call was booked in: the invitation just said the time', () => {
    const bookedThirteenHoursBefore = start - 13 * HOUR;
    expect(dueReminder(start, bookedThirteenHoursBefore, start - 12 * HOUR)).toBeUndefined();
    expect(dueReminder(start, bookedThirteenHoursBefore, start - 30 * MINUTE)).toBe('reminder1h');
    expect(dueReminder(start, start - 40 * MINUTE, start - 30 * MINUTE)).toBeUndefined();
  });
});
