import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Membership, membershipOf, watchMembership } from './membership';

/*
 * What the staff gate is told about the signed-in member's own `staff/{uid}` document. Firestore is
 * replaced at its seams: the REST read beside the listener, and the listener, driven by the test with
 * snapshots shaped as the SDK's (`exists()`, `get()`, `metadata.fromCache`).
 */
const firestore = vi.hoisted(() => ({
  read: undefined as Promise<Stored> | undefined,
  listen: undefined as undefined | { options: unknown; next: (snap: Snap) => void },
}));
vi.mock('firebase/firestore', () => ({ doc: () => ({}) }));
vi.mock('firebase/firestore/lite', () => ({ doc: () => ({}), getDoc: () => firestore.read }));
vi.mock('./firebase', () => ({ firestore: () => ({}) }));
vi.mock('./staff-firestore', () => ({
  staffDb: () => ({}),
  onSnapshot: (_ref: unknown, options: unknown, next: (snap: Snap) => void) => {
    firestore.listen = { options, next };
    return () => {};
  },
}));

/** A member's document as the REST read returns it (no role written: a member). */
interface Stored {
  exists(): boolean;
  get(field: string): unknown;
}
interface Snap extends Stored {
  metadata: { fromCache: boolean };
}
const stored = (exists: boolean): Stored => ({ exists: () => exists, get: () => undefined });
const snapshot = (exists: boolean, fromCache: boolean): Snap => ({ ...stored(exists), metadata: { fromCache } });

/** Starts the watch with the REST read's outcome, and collects what the gate is told. */
async function watch(read: Promise<Stored>) {
  firestore.read = read;
  const told: Membership[] = [];
  watchMembership('colega-1', (membership) => told.push(membership));
  await read.catch(() => {});
  await Promise.resolve();
  return { told, push: (snap: Snap) => firestore.listen!.next(snap) };
}

beforeEach(() => {
  firestore.listen = undefined;
});

describe('a staff member’s membership', () => {
  it('is not removed by a snapshot from the cache without the document: that is a tab without a server', () => {
    expect(membershipOf(snapshot(false, true))).toBe('offline');
    expect(membershipOf(snapshot(false, false))).toBe('removed');
    expect(membershipOf(snapshot(true, true))).toBe('member');
    expect(membershipOf(snapshot(true, false))).toBe('member');
  });

  it('reloaded offline, says offline, then what the server says once it answers, even when only the metadata changes', async () => {
    const { told, push } = await watch(Promise.reject(Object.assign(new Error('offline'), { code: 'unavailable' })));
    // Without metadata changes, the server confirming a document the cache lacked would never be heard.
    expect(firestore.listen!.options).toEqual({ includeMetadataChanges: true });
    push(snapshot(false, true));
    expect(told).toEqual(['offline']);
    push(snapshot(false, false));
    expect(told).toEqual(['offline', 'removed']);
  });

  it('lets the REST read answer after an offline listener, but not after the listener’s verdict', async () => {
    const later = () => {
      let answer: (exists: boolean) => void = () => {};
      const read = new Promise<Stored>((resolve) => (answer = (exists) => resolve(stored(exists))));
      return { read, answer };
    };
    const offline = later();
    const first = watch(offline.read);
    firestore.listen!.next(snapshot(false, true));
    offline.answer(true);
    expect((await first).told).toEqual(['offline', 'member']);

    const stale = later();
    const second = watch(stale.read);
    firestore.listen!.next(snapshot(true, false));
    stale.answer(false);
    expect((await second).told).toEqual(['member']);
  });
});
