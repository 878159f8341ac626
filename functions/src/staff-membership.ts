import type { App } from 'firebase-admin/app';
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { type DocumentSnapshot, FieldValue, getFirestore, type Timestamp } from 'firebase-admin/firestore';
import { STAFF } from '../../src/domain/lead';
import { dropTeamHours, ensureTeamHours, renameTeamHours } from './booking/team-hours-store';
import { defaultOwner, effectiveRoles, type RoleRecord, type StaffRole } from '../../src/domain/staff-role';

/*
 * Staff membership, the one place that makes or unmakes a staff member (admin SDK): the callables of
 * /admin/team, `npm run grant-staff`, the seed's local account and the tests' staff all come here, so
 * every staff member has both halves the rules check.
 *
 * An account is staff while its ID token carries the custom claim `staff: true` AND the document
 * `staff/{uid}` exists. The claim alone cannot end access quickly: an ID token keeps its claims until
 * it expires (up to an hour). The document can: the rules look it up on every request, so deleting it
 * shuts a removed colleague out within seconds, over REST too. The claim stays as the cheap first test
 * (a signed-up account without it costs the rules no document read).
 *
 * Owners and members (../../src/domain/staff-role.ts): every change of roles, and every grant or
 * removal a staff member asks for, is one transaction over the team that checks the asker is an owner
 * and refuses to leave the team without one. The rules let no browser write these documents at all.
 *
 * Scripts and tests pass their own admin app; the deployed function uses the default one.
 */

/** What `staff/{uid}` holds: the e-mail (the assignee picker lists it), when access was given, and the role. */
export interface MembershipDoc {
  email: string;
  since: FieldValue;
  role: StaffRole;
}

/** Why a change of membership was refused; the callables pass it on as `details.reason`. */
export type MembershipRefusalReason = 'not-owner' | 'last-owner' | 'not-member';

/** A change of membership that would break a rule of the team (thrown inside the transaction, so nothing was written). */
export class MembershipRefusal extends Error {
  constructor(
    readonly reason: MembershipRefusalReason,
    message: string,
  ) {
    super(message);
    this.name = 'MembershipRefusal';
  }
}

const staffCollection = (app?: App) => (app ? getFirestore(app) : getFirestore()).collection(STAFF);
const staffDoc = (uid: string, app?: App) => staffCollection(app).doc(uid);
const authOf = (app?: App) => (app ? getAuth(app) : getAuth());

const sinceMillis = (doc: DocumentSnapshot): number | undefined => (doc.get('since') as Timestamp | undefined)?.toMillis?.();
const recordOf = (doc: DocumentSnapshot): RoleRecord => ({ uid: doc.id, role: doc.get('role'), sinceMillis: sinceMillis(doc) });

/** Who changes membership: a staff member through /admin/team (who must be an owner), or a script or test (trusted). */
export interface MembershipOptions {
  app?: App;
  /** The uid of the staff member asking; absent for the admin scripts (grant-staff, seed) and tests. */
  by?: string;
}

/** What one change does to the team. */
interface TeamChange {
  /** The roles it changes: a role, or undefined for someone removed. */
  roles: Map<string, StaffRole | undefined>;
  /** A new member's document. */
  create?: { uid: string; doc: MembershipDoc };
  /** Other fields of a member's document (a grant's e-mail). */
  fields?: { uid: string; data: { email: string } };
}

/**
 * One change of the team, in a transaction over the whole team (a small collection): the asker is
 * checked to be an owner, and the change is refused when it would leave no owner. Two owners demoting
 * each other at once both read the team; Firestore lets one commit and runs the other again, which then
 * sees one owner (or that its asker is no longer one) and is refused. A default owner
 * (../../src/domain/staff-role.ts) is written down with the change, so that naming another owner never
 * takes the role from them. Each membership document gets at most one write.
 */
async function changeTeam(options: MembershipOptions, change: (team: Map<string, StaffRole>) => TeamChange): Promise<void> {
  const collection = staffCollection(options.app);
  await collection.firestore.runTransaction(async (tx) => {
    const records = (await tx.get(collection)).docs.map(recordOf);
    // The team's hours change with the team (a removed member's go); read before any write.
    const hours = await ensureTeamHours(collection.firestore, tx);
    const team = effectiveRoles(records);
    if (options.by !== undefined && team.get(options.by) !== 'owner') {
      throw new MembershipRefusal('not-owner', 'Only owners may change the team.');
    }
    const { roles, create, fields } = change(team);
    const after = new Map(team);
    for (const [uid, role] of roles) {
      if (role) after.set(uid, role);
      else after.delete(uid);
    }
    // An empty team (a claim revoked from someone without a document) has no owner to lose.
    if ([...team.values()].includes('owner') && ![...after.values()].includes('owner')) {
      throw new MembershipRefusal('last-owner', 'The team must keep at least one owner.');
    }
    const updates = new Map<string, Record<string, unknown>>();
    const update = (uid: string, data: Record<string, unknown>) => updates.set(uid, { ...updates.get(uid), ...data });
    const fallback = defaultOwner(records);
    if (fallback && after.get(fallback) === 'owner') update(fallback, { role: 'owner' });
    if (fields) update(fields.uid, fields.data);
    if (fields && hours[fields.uid] && hours[fields.uid].email !== fields.data.email) renameTeamHours(collection.firestore, tx, fields.uid, fields.data.email);
    for (const [uid, role] of roles) {
      if (role === undefined) {
        tx.delete(collection.doc(uid));
        dropTeamHours(collection.firestore, tx, uid);
      } else if (team.has(uid)) update(uid, { role });
    }
    if (create) tx.set(collection.doc(create.uid), create.doc);
    for (const [uid, data] of updates) tx.update(collection.doc(uid), data);
  });
}

/**
 * Gives an existing account access: the claim (effective at its next token refresh or sign-in) and the
 * document. Granting a member again keeps the day they first got access and their role, except that
 * `role: 'owner'` makes them an owner: granting never demotes anyone (that is setMemberRole's, which
 * keeps the last owner). A new member is a member unless `role` says owner.
 */
export async function grantMembership(user: UserRecord, options: MembershipOptions & { role?: StaffRole } = {}): Promise<void> {
  const email = (user.email ?? '').toLowerCase();
  if (options.role === 'owner' || options.by !== undefined) {
    await changeTeam(options, (team): TeamChange => {
      if (team.has(user.uid)) {
        return { roles: new Map(options.role === 'owner' ? [[user.uid, 'owner']] : []), fields: { uid: user.uid, data: { email } } };
      }
      const role = options.role ?? 'member';
      return { roles: new Map([[user.uid, role]]), create: { uid: user.uid, doc: { email, since: FieldValue.serverTimestamp(), role } } };
    });
  } else {
    // A member added by a script or a test: one document, no team read (adding a member takes no
    // owner away, and a team's first member is its owner by default).
    const ref = staffDoc(user.uid, options.app);
    await ref.firestore.runTransaction(async (tx) => {
      const current = await tx.get(ref);
      if (current.exists) tx.update(ref, { email });
      else tx.set(ref, { email, since: FieldValue.serverTimestamp(), role: 'member' } satisfies MembershipDoc);
    });
  }
  // The claim after the document: a grant refused above leaves the account as it was.
  await authOf(options.app).setCustomUserClaims(user.uid, { ...user.customClaims, staff: true });
}

/** Makes a member an owner or an owner a member; refuses the last owner's demotion and anyone without access. */
export async function setMemberRole(user: UserRecord, role: StaffRole, options: MembershipOptions = {}): Promise<void> {
  await changeTeam(options, (team) => {
    if (!team.has(user.uid)) throw new MembershipRefusal('not-member', `${user.email ?? user.uid} has no access to change the role of.`);
    return { roles: new Map([[user.uid, role]]) };
  });
}

/**
 * Ends an account's access. The document goes first (refused when it is the last owner's): from that
 * moment the rules refuse the account, whatever token it holds. Then the claim is cleared and the
 * refresh tokens revoked, so the account gets no new token with the old claim, and its open tab is
 * signed out at its next refresh. An account without a document loses its claim all the same.
 */
export async function revokeMembership(user: UserRecord, options: MembershipOptions = {}): Promise<void> {
  await changeTeam(options, (team) => ({ roles: new Map(team.has(user.uid) ? [[user.uid, undefined]] : []) }));
  await authOf(options.app).setCustomUserClaims(user.uid, { ...user.customClaims, staff: false });
  await authOf(options.app).revokeRefreshTokens(user.uid);
}

/** Whether `staff/{uid}` exists (the half of membership a still-valid ID token cannot vouch for). */
export async function isMember(uid: string, app?: App): Promise<boolean> {
  return (await staffDoc(uid, app).get()).exists;
}

export interface Member {
  uid: string;
  email: string;
  role: StaffRole;
  /** When access was given, ISO 8601. */
  since?: string;
  /** The account's last sign-in, ISO 8601, when Auth knows it. */
  lastSignIn?: string;
  /** True when the member turned their morning agenda e-mail off (functions/src/agenda-preference.ts). */
  agendaOff?: boolean;
}

/** Everyone with access now (the `staff` collection), by e-mail, with their role and their last sign-in from Auth. */
export async function listMembers(app?: App): Promise<Member[]> {
  const snap = await staffCollection(app).get();
  const roles = effectiveRoles(snap.docs.map(recordOf));
  const members = snap.docs.map((doc): Member => {
    const since = sinceMillis(doc);
    return {
      uid: doc.id,
      email: String(doc.get('email') ?? ''),
      role: roles.get(doc.id) ?? 'member',
      since: since === undefined ? undefined : new Date(since).toISOString(),
      ...(doc.get('agendaOff') === true ? { agendaOff: true } : {}),
    };
  });
  const signIns = new Map<string, string>();
  // getUsers takes at most 100 identifiers per call.
  for (let at = 0; at < members.length; at += 100) {
    const { users } = await authOf(app).getUsers(members.slice(at, at + 100).map(({ uid }) => ({ uid })));
    for (const user of users) {
      const time = user.metadata.lastSignInTime;
      if (time) signIns.set(user.uid, new Date(time).toISOString());
    }
  }
  return members
    .map((member) => ({ ...member, lastSignIn: signIns.get(member.uid) }))
    .sort((a, b) => a.email.localeCompare(b.email));
}

/** The role of one staff member now (their document and, when no owner is stored, the team's earliest member). */
export async function roleOf(uid: string, app?: App): Promise<StaffRole | undefined> {
  const snap = await staffCollection(app).get();
  return effectiveRoles(snap.docs.map(recordOf)).get(uid);
}
