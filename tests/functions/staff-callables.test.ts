import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { grantMembership } from '../../functions/src/staff-membership';
import { adminDb } from '../support/admin';
import { call, idToken, removeStaff, unique } from '../support/function-host';
import { clearMail, smtp, waitForMail } from '../support/mailbox';
import { inviteAndAccept } from '../support/staff-invite';

/*
 * The admin area's callables, each call as the platform hands it on once it has read the caller's ID
 * token (tests/support/function-host.ts): each
 * refuses a signed-out caller, a signed-in account without the staff claim, one with the claim but no
 * staff/{uid} document, and a removed colleague whose ID token still carries the claim; it works for
 * staff (an owner, for the team's changes: roles have a file of their own, staff-roles.test.ts). Every
 * refusal names its reason (details.reason) for the browser to translate.
 */
const COMPANY = 'contato@movaly.com.br';

let outsider: string;
let claimOnly: string;
let removed: string;
let staff: string;
let staffEmail: string;

beforeAll(async () => {
  await adminDb().doc('settings/company').set({ email: COMPANY });
  outsider = await idToken(`fora.${unique()}@example.com`, 'senha-fora-1');
  claimOnly = await idToken(`so.claim.${unique()}@example.com`, 'senha-claim-1', 'claim-only');
  const removedEmail = `removida.${unique()}@example.com`;
  // A token taken while they were staff: it still carries `staff: true` after the removal.
  removed = await idToken(removedEmail, 'senha-removida-1', true);
  await removeStaff(removedEmail);
  staffEmail = `equipe.${unique()}@example.com`;
  staff = await idToken(staffEmail, 'senha-equipe-1', true);
  // Only owners change the team; the role is in the document, so the token needs no refresh.
  await grantMembership(await getAuth().getUserByEmail(staffEmail), { role: 'owner' });
});

afterAll(async () => {
  await smtp('up');
});

beforeEach(async () => {
  await smtp('up');
  await clearMail();
});

describe('staff callables refuse non-staff callers', () => {
  for (const [name, data] of [
    ['inviteStaff', { email: 'alguem@example.com' }],
    ['listStaffInvites', {}],
    ['cancelStaffInvite', { email: 'alguem@example.com' }],
    ['revokeStaff', { email: 'alguem@example.com' }],
    ['setStaffRole', { email: 'alguem@example.com', role: 'owner' }],
    ['listStaff', {}],
    ['sendTestEmail', { nome: 'Teste', mensagem: 'oi' }],
  ] as const) {
    it(`${name}: signed out, without the claim, with the claim but no membership, and removed get permission-denied`, async () => {
      for (const token of [undefined, outsider, claimOnly, removed]) {
        const answer = await call(name, data, token);
        expect(answer.status).toBe(403);
        expect(answer.error?.status).toBe('PERMISSION_DENIED');
        expect(answer.error?.details?.reason).toBe('not-staff');
      }
    });
  }

  it('a non-staff caller cannot make itself staff', async () => {
    const email = `auto.${unique()}@example.com`;
    const token = await idToken(email, 'senha-auto-1');
    expect((await call('inviteStaff', { email }, token)).error?.status).toBe('PERMISSION_DENIED');
    // Nor by accepting a link it made up.
    expect((await call('acceptStaffInvite', { token: 'a'.repeat(43) }, token)).result).toEqual({ ok: false, reason: 'unknown' });
    expect((await getAuth().getUserByEmail(email)).customClaims?.staff).toBeUndefined();
  });

  it('sends no test e-mail for a non-staff caller', async () => {
    // The callable sends its e-mail before it answers, and the sink stores a message before it
    // acknowledges it: once refused, the mailbox is final.
    await call('sendTestEmail', { nome: 'Intruso' }, outsider);
    const mail = await fetch(`http://127.0.0.1:${process.env.MAIL_HTTP_PORT ?? 8025}/api/messages`).then((r) => r.json());
    expect(mail).toEqual([]);
  });
});

describe('staff callables for staff', () => {
  it('grants by an accepted invitation, lists and revokes by e-mail (claim and membership document together)', async () => {
    const email = `nova.${unique()}@example.com`;
    await inviteAndAccept(staff, email, 'senha-nova-1');
    const user = await getAuth().getUserByEmail(email);
    expect(user.customClaims?.staff).toBe(true);
    const membership = (await adminDb().doc(`staff/${user.uid}`).get()).data();
    expect(membership?.email).toBe(email);
    expect(membership?.role).toBe('member');
    expect(membership?.since.toDate()).toBeInstanceOf(Date);
    const listed = (await call('listStaff', {}, staff)).result as { uid: string; email: string; since?: string }[];
    expect(listed.map((m) => m.email)).toEqual(expect.arrayContaining([email, staffEmail]));
    expect(listed.find((m) => m.email === email)).toMatchObject({ uid: user.uid, since: expect.any(String), role: 'member' });
    expect(listed.find((m) => m.email === staffEmail)).toMatchObject({ role: 'owner' });

    expect((await call('revokeStaff', { email }, staff)).result).toEqual({ email, handedOver: 0, unassigned: 0 });
    expect((await getAuth().getUserByEmail(email)).customClaims?.staff).toBe(false);
    expect((await adminDb().doc(`staff/${user.uid}`).get()).exists).toBe(false);
    expect(((await call('listStaff', {}, staff)).result as { email: string }[]).map((m) => m.email)).not.toContain(email);
  });

  it('refuse with a reason: an unknown e-mail, a malformed one, inviting a member, removing oneself', async () => {
    const refusal = async (name: string, email: string) => {
      const { error } = await call(name, { email }, staff);
      return [error?.status, error?.details?.reason];
    };
    expect(await refusal('revokeStaff', `ninguem.${unique()}@example.com`)).toEqual(['NOT_FOUND', 'no-account']);
    expect(await refusal('inviteStaff', 'nao-e-email')).toEqual(['INVALID_ARGUMENT', 'invalid-email']);
    expect(await refusal('inviteStaff', staffEmail)).toEqual(['FAILED_PRECONDITION', 'already-member']);
    expect(await refusal('revokeStaff', staffEmail)).toEqual(['FAILED_PRECONDITION', 'self']);
  });

  it('sends a sample summary to the company e-mail, escaped, and reports an SMTP failure with its reason', async () => {
    const answer = await call('sendTestEmail', { nome: 'Ana <b>Teste</b>', email: 'ana@example.com', telefone: '11 9999-0000', mensagem: '<script>x</script>' }, staff);
    expect(answer.result).toMatchObject({ to: COMPANY });
    const [mail] = await waitForMail((m) => m.length === 1);
    expect(mail.to).toEqual([COMPANY]);
    expect(mail.replyTo).toBe('ana@example.com');
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('Mensagem: <script>x</script>');

    await smtp('down');
    const failed = await call('sendTestEmail', { nome: 'Falha' }, staff);
    expect(failed.error?.status).toBe('UNAVAILABLE');
    expect(failed.error?.message).toBeTruthy();
  });
});
