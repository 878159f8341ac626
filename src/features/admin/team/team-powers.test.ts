import { expect, it } from 'vitest';
import { otherRole, teamPowers } from './team-powers';

const ana = { uid: 'ana', email: 'ana@movaly.test', role: 'owner' as const };
const bia = { uid: 'bia', email: 'bia@movaly.test', role: 'member' as const };
const caio = { uid: 'caio', email: 'caio@movaly.test', role: 'owner' as const };

it('lets an owner act, names the owners to a member, and marks the only owner', () => {
  expect(teamPowers([ana, bia], 'ana')).toEqual({ viewerIsOwner: true, ownerEmails: ['ana@movaly.test'], soleOwner: 'ana' });
  expect(teamPowers([ana, bia, caio], 'bia')).toEqual({ viewerIsOwner: false, ownerEmails: ['ana@movaly.test', 'caio@movaly.test'], soleOwner: undefined });
  // A viewer the list does not hold (signed out meanwhile) may do nothing.
  expect(teamPowers([ana], undefined).viewerIsOwner).toBe(false);
});

it("offers the other role on each row's button", () => {
  expect(otherRole('owner')).toBe('member');
  expect(otherRole('member')).toBe('owner');
});
