import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Availability, DEFAULT_AVAILABILITY } from '../domain/booking/availability';

/*
 * The availability page's reads and write, with Firestore Lite replaced at its import: what is read back
 * from a stored document, what is written, who may edit colleagues, and that no read leaves once a
 * sign-out has started (it would go without the token and be logged as a 403).
 */
const lite = vi.hoisted(() => {
  const batch = { set: vi.fn(), commit: vi.fn() };
  return {
    batch,
    doc: vi.fn((_db: unknown, ...path: string[]) => path.join('/')),
    collection: vi.fn((_db: unknown, path: string) => path),
    getDoc: vi.fn(),
    getDocs: vi.fn(),
    writeBatch: vi.fn(() => batch),
    FieldPath: class {
      segments: string[];
      constructor(...segments: string[]) {
        this.segments = segments;
      }
    },
  };
});
vi.mock('firebase/firestore/lite', () => lite);
vi.mock('./firebase', () => ({ firestore: () => 'db' }));

const snapshot = (data: Record<string, unknown> | undefined) => ({ exists: () => data !== undefined, data: () => data });
const member = (id: string, fields: Record<string, unknown>) => ({ id, get: (key: string) => fields[key] });

const ANA: Availability = {
  weekly: [[], [{ start: '09:00', end: '12:00' }, { start: '14:00', end: '24:00' }], [], [], [], [], [{ start: '10:00', end: '11:30' }]],
  callMinutes: 45,
  bufferMinutes: 15,
  noticeHours: 24,
  horizonDays: 30,
  daysOff: [{ from: '2026-12-24', to: '2026-12-26', label: 'Natal' }, { from: '2027-01-01', to: '2027-01-01' }],
  place: { kind: 'video', link: 'https://meet.example.com/ana' },
};

async function fresh() {
  vi.resetModules();
  return { ...(await import('./availability')), listeners: await import('./staff-listeners') };
}

beforeEach(() => {
  for (const fn of [lite.doc, lite.collection, lite.writeBatch, lite.batch.set]) fn.mockClear();
  lite.getDoc.mockReset();
  lite.getDocs.mockReset();
  lite.batch.commit.mockReset().mockResolvedValue(undefined);
});

describe('availability in Firestore', () => {
  it('writes what the rules check (no list inside a list) and reads the same availability back', async () => {
    const { saveAvailability, readAvailability } = await fresh();
    await saveAvailability({ uid: 'ana', email: 'ana@x.test' }, ANA);
    expect(lite.batch.commit).toHaveBeenCalledTimes(1);
    const [path, stored] = lite.batch.set.mock.calls[0] as [string, Record<string, unknown>];
    expect(path).toBe('staff_availability/ana');
    expect(stored).toEqual({
      weekly: { sun: [], mon: ['09:00-12:00', '14:00-24:00'], tue: [], wed: [], thu: [], fri: [], sat: ['10:00-11:30'] },
      callMinutes: 45,
      bufferMinutes: 15,
      noticeHours: 24,
      horizonDays: 30,
      daysOff: ['2026-12-24/2026-12-26', '2027-01-01/2027-01-01'],
      daysOffLabels: ['Natal', ''],
      place: { kind: 'video', link: 'https://meet.example.com/ana' },
    });
    // The team's copy in the same batch: this member's entry alone, the same document, and who changed.
    expect(lite.batch.set.mock.calls[1]).toEqual([
      'booking_team/hours',
      { members: { ana: { email: 'ana@x.test', availability: stored } }, changed: 'ana' },
      { mergeFields: [expect.objectContaining({ segments: ['members', 'ana'] }), 'changed'] },
    ]);
    lite.getDoc.mockResolvedValue(snapshot(stored));
    expect(await readAvailability('ana')).toEqual(ANA);
  });

  it('gives the defaults to someone who never saved, and a phone call keeps no link', async () => {
    const { readAvailability, saveAvailability } = await fresh();
    lite.getDoc.mockResolvedValue(snapshot(undefined));
    expect(await readAvailability('novo')).toEqual(DEFAULT_AVAILABILITY);
    await saveAvailability({ uid: 'bia', email: 'bia@x.test' }, { ...DEFAULT_AVAILABILITY, place: { kind: 'phone' } });
    expect((lite.batch.set.mock.calls[0][1] as { place: unknown }).place).toEqual({ kind: 'phone' });
  });

  it('lets only a member whose document says owner edit colleagues, and lists the team by e-mail', async () => {
    const { readAvailabilityTeam } = await fresh();
    lite.getDocs.mockResolvedValue({ docs: [member('b', { email: 'bia@x.test', role: 'member' }), member('a', { email: 'ana@x.test', role: 'owner' }), member('c', {})] });
    expect(await readAvailabilityTeam('a')).toEqual({
      people: [{ uid: 'a', email: 'ana@x.test' }, { uid: 'b', email: 'bia@x.test' }, { uid: 'c', email: 'c' }],
      editsOthers: true,
    });
    expect((await readAvailabilityTeam('b')).editsOthers).toBe(false);
  });

  it('sends no read once a sign-out has started', async () => {
    const { readAvailability, readAvailabilityTeam, listeners } = await fresh();
    await listeners.settleStaffReads(0);
    void readAvailability('ana');
    void readAvailabilityTeam('ana');
    await Promise.resolve();
    expect(lite.getDoc).not.toHaveBeenCalled();
    expect(lite.getDocs).not.toHaveBeenCalled();
  });
});
