import { describe, expect, it } from 'vitest';
import { TEAM_CHANGED, teamFailureOf } from './team-failure';

/** The shape of what the web SDK throws for a callable's refusal (FunctionsError): code, message, the server's details. */
const refusal = (status: string, message: string, details?: unknown) =>
  Object.assign(new Error(message), { name: 'FirebaseError', code: `functions/${status}`, details });

describe('a failed team call, as the page says it', () => {
  it("is named by the function's reason, whatever its status, with its text only as the detail", () => {
    expect(teamFailureOf(refusal('not-found', 'No account with the e-mail a@b.co: the person must sign up first.', { reason: 'no-account' }))).toEqual({
      key: 'noAccount',
      detail: 'No account with the e-mail a@b.co: the person must sign up first. (functions/not-found)',
    });
    expect(teamFailureOf(refusal('invalid-argument', 'A valid e-mail is required.', { reason: 'invalid-email' })).key).toBe('invalidEmail');
    expect(teamFailureOf(refusal('failed-precondition', 'You cannot remove your own access.', { reason: 'self' })).key).toBe('self');
    expect(teamFailureOf(refusal('permission-denied', 'Only staff may do this.', { reason: 'not-staff' })).key).toBe('notStaff');
  });

  it("names the roles' refusals: a member asking, the last owner, someone removed meanwhile; each makes the page read the team again", () => {
    const notOwner = teamFailureOf(refusal('permission-denied', 'Only owners may change the team.', { reason: 'not-owner' }));
    expect(notOwner).toEqual({ key: 'notOwner', detail: 'Only owners may change the team. (functions/permission-denied)' });
    const lastOwner = teamFailureOf(refusal('failed-precondition', 'The team must keep at least one owner.', { reason: 'last-owner' }));
    expect(lastOwner.key).toBe('lastOwner');
    const notMember = teamFailureOf(refusal('failed-precondition', 'x has no access to change the role of.', { reason: 'not-member' }));
    expect(notMember.key).toBe('notMember');
    expect([notOwner, lastOwner, notMember].every((f) => TEAM_CHANGED.has(f.key))).toBe(true);
    // A role the function does not know is the page's own mistake: said as a failure to try again, the list kept.
    const role = teamFailureOf(refusal('invalid-argument', "The role must be 'owner' or 'member'.", { reason: 'invalid-role' }));
    expect(role.key).toBe('unknown');
    expect(TEAM_CHANGED.has(role.key)).toBe(false);
    expect(TEAM_CHANGED.has('self')).toBe(false);
  });

  it('falls back on the status when there is no reason, and calls a request with no answer unreachable', () => {
    expect(teamFailureOf(refusal('permission-denied', 'x')).key).toBe('notStaff');
    expect(teamFailureOf(refusal('unauthenticated', 'x')).key).toBe('notStaff');
    expect(teamFailureOf(refusal('internal', 'internal')).key).toBe('unreachable');
    expect(teamFailureOf(refusal('deadline-exceeded', 'deadline-exceeded')).key).toBe('unreachable');
    expect(teamFailureOf(refusal('unknown', 'boom')).key).toBe('unknown');
    expect(teamFailureOf(new TypeError('Failed to fetch'))).toEqual({ key: 'unknown', detail: 'Failed to fetch' });
    expect(teamFailureOf(undefined)).toEqual({ key: 'unknown', detail: undefined });
  });
});
