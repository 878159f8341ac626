import { describe, expect, it } from 'vitest';
import { activityAge } from './activity-age';

describe("a row's last activity", () => {
  const receivedAt = new Date('2026-03-01T12:00:00Z');

  it('counts calendar days in Brazil: a late evening there is still that day', () => {
    expect(activityAge({ receivedAt, lastActivityAt: new Date('2026-03-10T02:30:00Z') }, '2026-03-09')).toBe(0);
    expect(activityAge({ receivedAt, lastActivityAt: new Date('2026-03-10T03:30:00Z') }, '2026-03-11')).toBe(1);
    expect(activityAge({ receivedAt, lastActivityAt: new Date('2026-03-02T15:00:00Z') }, '2026-03-10')).toBe(8);
  });

  it('says nothing when nothing happened since the lead arrived, or no time is known', () => {
    expect(activityAge({ receivedAt, lastActivityAt: receivedAt }, '2026-03-10')).toBeUndefined();
    expect(activityAge({ receivedAt, lastActivityAt: null }, '2026-03-10')).toBeUndefined();
    expect(activityAge({ receivedAt }, '2026-03-10')).toBeUndefined();
  });
});
