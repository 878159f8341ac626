import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantMembership, MembershipRefusal, revokeMembership, roleOf, setMemberRole } from '../../functions/src/staff-membership';
import { adminDb } from '../support/admin';
import { call, idToken, unique } from '../support/function-host';
import { inviteAndAccept } from '../support/staff-invite';

/*
 * Owners and members through the callables, over HTTP as the web SDK calls them: a member can neither
 * grant, remove nor change a role, and is told why (details.reason 'not-owner'); an owner can; the
 * last owner can be neither removed nor demoted ('last-owner'); two owners demoting at once leave one.
 *
 * "The last owner" is the whole team's, so while this file runs the owners it finds (the seeded local
 * account, other files' owners) are made members and given their role back at the end; Ana, created
 * here, is the one owner the tests start from.
 */
type Refusal = [status: string | undefined, reason: string | undefined];

let ana: { email: string; token: string; user: UserRecord };
let bia: { email: string; token: string; user: UserRecord };
const setAside: string[] = [];

const account = async (name: string, staff: boolean) => {
  const email = `${name}.${unique()}@example.com`;
  const token = await idToken(email, `senha-${name}-1`, staff || undefined);
  return { email, token, user: await getAuth().getUserByEmail(email) };
};
const roleIn = async (uid: string) => (await adminDb().doc(`staff/${uid}`).get()).get('role') as string | undefined;
const owners = async () => (await adminDb().collection('staff').where('role', '==', 'owner').get()).docs.map((d) => d.id).sort();
const refusal = async (name: string, data: unknown, token: string): Promise<Refusal> => {
  const { error } = await call(name, data, token);
  return [error?.status, error?.details?.reason];
};

beforeAll(async () => {
  ana = await account('ana.dona', true);
  await grantMembership(ana.user, { role: 'owner' });
  for (const uid of await owners()) {
    if (uid === ana.user.uid) continue;
    setAside.push(uid);
    await adminDb().doc(`staff/${uid}`).update({ role: 'member' });
  }
  bia = await account('bia.membro', true);
});

afterAll(async () => {
  for (const uid of setAside) await adminDb().doc(`staff/${uid}`).update({ role: 'owner' });
});

describe('a member', () => {
  it('cannot grant, remove or change a role, and is told it is for owners; nothing changes', async () => {
    const stranger = await account('estranho', false);
    expect(await refusal('inviteStaff', { email: stranger.email, role: 'owner' }, bia.token)).toEqual(['PERMISSION_DENIED', 'not-owner']);
    expect(await refusal('revokeStaff', { email: ana.email }, bia.token)).toEqual(['PERMISSION_DENIED', 'not-owner']);
    expect(await refusal('setStaffRole', { email: ana.email, role: 'member' }, bia.token)).toEqual(['PERMISSION_DENIED', 'not-owner']);
    expect(await refusal('setStaffRole', { email: bia.email, role: 'owner' }, bia.token)).toEqual(['PERMISSION_DENIED', 'not-owner']);

    expect((await adminDb().doc(`staff/${stranger.user.uid}`).get()).exists).toBe(false);
    expect((await getAuth().getUserByEmail(stranger.email)).customClaims?.staff).toBeUndefined();
    expect(await roleIn(ana.user.uid)).toBe('owner');
    expect(await roleIn(bia.user.uid)).toBe('member');
  });

  it("still sees the team with everyone's role", async () => {
    const { result } = await call('listStaff', {}, bia.token);
    const listed = result as { uid: string; role: string }[];
    expect(listed.find((m) => m.uid === ana.user.uid)?.role).toBe('owner');
    expect(listed.find((m) => m.uid === bia.user.uid)?.role).toBe('member');
  });
});

describe('an owner', () => {
  it('grants as a member or an owner by invitation, changes roles both ways and removes; inviting a member again never demotes', async () => {
    const caio = await account('caio', false);
    await inviteAndAccept(ana.token, caio.email, 'senha-caio-1', 'owner');
    expect(await roleIn(caio.user.uid)).toBe('owner');
    expect((await getAuth().getUserByEmail(caio.email)).customClaims?.staff).toBe(true);
    expect(await refusal('inviteStaff', { email: caio.email }, ana.token)).toEqual(['FAILED_PRECONDITION', 'already-member']);
    expect(await roleIn(caio.user.uid)).toBe('owner');

    expect((await call('setStaffRole', { email: caio.email, role: 'member' }, ana.token)).result).toEqual({ email: caio.email, role: 'member' });
    expect(await roleIn(caio.user.uid)).toBe('member');
    expect((await call('setStaffRole', { email: caio.email, role: 'owner' }, ana.token)).result).toEqual({ email: caio.email, role: 'owner' });
    expect(await roleIn(caio.user.uid)).toBe('owner');

    expect((await call('revokeStaff', { email: caio.email }, ana.token)).result).toEqual({ email: caio.email, handedOver: 0, unassigned: 0 });
    expect((await adminDb().doc(`staff/${caio.user.uid}`).get()).exists).toBe(false);
    expect(await owners()).toEqual([ana.user.uid]);

    const dora = await account('dora', false);
    await inviteAndAccept(ana.token, dora.email, 'senha-dora-1');
    expect(await roleIn(dora.user.uid)).toBe('member');
  });

  it('is refused a role that does not exist and a change for someone without access', async () => {
    const outsider = await account('fora', false);
    expect(await refusal('setStaffRole', { email: bia.email, role: 'admin' }, ana.token)).toEqual(['INVALID_ARGUMENT', 'invalid-role']);
    expect(await refusal('inviteStaff', { email: outsider.email, role: 'chefe' }, ana.token)).toEqual(['INVALID_ARGUMENT', 'invalid-role']);
    expect(await refusal('setStaffRole', { email: outsider.email, role: 'owner' }, ana.token)).toEqual(['FAILED_PRECONDITION', 'not-member']);
    expect((await adminDb().doc(`staff/${outsider.user.uid}`).get()).exists).toBe(false);
  });
});

describe('the last owner', () => {
  it('cannot step down, by the callable or a script, nor be removed by a script', async () => {
    expect(await owners()).toEqual([ana.user.uid]);
    expect(await refusal('setStaffRole', { email: ana.email, role: 'member' }, ana.token)).toEqual(['FAILED_PRECONDITION', 'last-owner']);
    await expect(setMemberRole(ana.user, 'member')).rejects.toMatchObject({ reason: 'last-owner' });
    await expect(revokeMembership(ana.user)).rejects.toBeInstanceOf(MembershipRefusal);
    expect(await roleIn(ana.user.uid)).toBe('owner');
    expect((await getAuth().getUserByEmail(ana.email)).customClaims?.staff).toBe(true);
  });

  it('stays when the only two owners demote each other, or each steps down, at the same moment', async () => {
    for (const round of [1, 2, 3]) {
      await setMemberRole(bia.user, 'owner');
      expect(await owners()).toEqual([ana.user.uid, bia.user.uid].sort());
      // Odd rounds: each demotes the other. Even rounds: each steps down.
      const [target1, target2] = round % 2 ? [bia, ana] : [ana, bia];
      const answers = await Promise.all([
        call('setStaffRole', { email: target1.email, role: 'member' }, ana.token),
        call('setStaffRole', { email: target2.email, role: 'member' }, bia.token),
      ]);
      expect(answers.filter((a) => a.result).length, `round ${round}`).toBe(1);
      const refused = answers.find((a) => a.error)!;
      expect(['not-owner', 'last-owner'], `round ${round}`).toContain(refused.error?.details?.reason);
      const left = await owners();
      expect(left, `round ${round}`).toHaveLength(1);
      // Ana is the owner the other tests start from.
      if (left[0] !== ana.user.uid) {
        await setMemberRole(ana.user, 'owner');
        await setMemberRole(bia.user, 'member');
      }
    }
    expect(await owners()).toEqual([ana.user.uid]);
  });
});

describe('a team from before roles (no document says owner)', () => {
  // A project of its own on the same emulator: a team of three documents without a role. Only
  // Firestore is touched (roles live in the documents), so the people need no Auth account there.
  let app: App;
  let db: Firestore;
  const person = (uid: string) => ({ uid, email: `${uid}@example.com` }) as UserRecord;
  const [first, second, third] = ['primeira', 'segunda', 'terceira'].map((name) => person(`${name}-${unique()}`));

  beforeAll(async () => {
    adminDb(); // refuses to run outside the emulators
    app = initializeApp({ projectId: 'demo-movaly-roles-upgrade' }, 'roles-upgrade');
    db = getFirestore(app);
    for (const [at, p] of [first, second, third].entries()) {
      await db.doc(`staff/${p.uid}`).set({ email: p.email, since: Timestamp.fromMillis(Date.UTC(2025, 0, 1 + at)) });
    }
  });
  afterAll(async () => {
    await deleteApp(app);
  });

  it('has its earliest member as owner, who can neither step down alone nor be overruled by a member', async () => {
    expect(await roleOf(first.uid, app)).toBe('owner');
    expect(await roleOf(second.uid, app)).toBe('member');
    await expect(setMemberRole(first, 'member', { app, by: first.uid })).rejects.toMatchObject({ reason: 'last-owner' });
    await expect(setMemberRole(second, 'owner', { app, by: third.uid })).rejects.toMatchObject({ reason: 'not-owner' });
  });

  it('writes that owner down at the first change, so naming another owner takes the role from nobody', async () => {
    await setMemberRole(second, 'owner', { app, by: first.uid });
    expect((await db.doc(`staff/${first.uid}`).get()).get('role')).toBe('owner');
    expect((await db.doc(`staff/${second.uid}`).get()).get('role')).toBe('owner');
    expect((await db.doc(`staff/${third.uid}`).get()).get('role')).toBeUndefined();
    expect(await roleOf(third.uid, app)).toBe('member');
  });
});
