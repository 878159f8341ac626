/*
 * Owners and members of the staff (`staff/{uid}`'s `role`), read the same way by the functions that
 * change membership and by the pages that list it. Owners grant, remove and change roles; members work
 * the leads. There is always at least one owner.
 *
 * A document without a valid role is a member. When no document says 'owner' (a team granted before
 * roles existed, or one whose owner document was edited by hand), the earliest member, by the day their
 * access was given, is the owner: an upgraded deployment keeps someone who can manage the team, and that
 * is the person who was granted first, usually the one who set the site up. The first change of
 * membership writes that role down (functions/src/staff-membership.ts), so it never moves by itself.
 */

export const STAFF_ROLES = ['owner', 'member'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole => typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** What the rule needs of one membership document. */
export interface RoleRecord {
  uid: string;
  /** The stored `role`, whatever it holds. */
  role?: unknown;
  /** When access was given (`since`), in milliseconds; absent sorts last. */
  sinceMillis?: number;
}

/** The member who is owner by default when no document stores one: the earliest, then the smallest uid. */
export function defaultOwner(records: readonly RoleRecord[]): string | undefined {
  if (records.some((r) => r.role === 'owner')) return undefined;
  const since = (r: RoleRecord) => r.sinceMillis ?? Number.POSITIVE_INFINITY;
  return [...records].sort((a, b) => since(a) - since(b) || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0))[0]?.uid;
}

/** Each member's role as the rule above reads it. */
export function effectiveRoles(records: readonly RoleRecord[]): Map<string, StaffRole> {
  const fallback = defaultOwner(records);
  return new Map(records.map((r) => [r.uid, r.uid === fallback || r.role === 'owner' ? 'owner' : 'member']));
}
