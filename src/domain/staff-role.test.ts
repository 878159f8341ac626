import { describe, expect, it } from 'vitest';
import { defaultOwner, effectiveRoles, isStaffRole } from './staff-role';

describe("a staff member's role", () => {
  it('is what their document stores; a document without a valid role is a member', () => {
    const roles = effectiveRoles([
      { uid: 'ana', role: 'owner', sinceMillis: 2 },
      { uid: 'bia', role: 'member', sinceMillis: 1 },
      { uid: 'caio', sinceMillis: 0 },
      { uid: 'duda', role: 'admin', sinceMillis: 3 },
    ]);
    expect(Object.fromEntries(roles)).toEqual({ ana: 'owner', bia: 'member', caio: 'member', duda: 'member' });
  });

  it('makes the earliest member the owner when no document stores one (a team granted before roles)', () => {
    const team = [
      { uid: 'bia', sinceMillis: 200 },
      { uid: 'ana', sinceMillis: 100 },
      { uid: 'caio' },
    ];
    expect(defaultOwner(team)).toBe('ana');
    expect(Object.fromEntries(effectiveRoles(team))).toEqual({ ana: 'owner', bia: 'member', caio: 'member' });
  });

  it('breaks a tie of days by uid, puts a member without a day last, and has no default owner once one is stored', () => {
    expect(defaultOwner([{ uid: 'b', sinceMillis: 5 }, { uid: 'a', sinceMillis: 5 }])).toBe('a');
    expect(defaultOwner([{ uid: 'a' }, { uid: 'b', sinceMillis: 9 }])).toBe('b');
    expect(defaultOwner([{ uid: 'a', sinceMillis: 1 }, { uid: 'b', role: 'owner', sinceMillis: 9 }])).toBeUndefined();
    expect(defaultOwner([])).toBeUndefined();
  });

  it('accepts only the two roles from a caller', () => {
    expect(isStaffRole('owner')).toBe(true);
    expect(isStaffRole('member')).toBe(true);
    expect(isStaffRole('admin')).toBe(false);
    expect(isStaffRole(undefined)).toBe(false);
  });
});
