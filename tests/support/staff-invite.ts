import { getAuth } from 'firebase-admin/auth';
import { adminDb } from './admin';
import { call, signIn } from './function-host';
import { waitForMail } from './mailbox';

/*
 * Access as an owner gives it (issue 37): the invitation callable, the link the studio mails, and the
 * colleague accepting it signed in with that address, confirmed. The functions suites use it wherever
 * they need someone granted through the callables rather than by the admin SDK.
 */

/** The token of the latest invitation link mailed to `email`. */
export async function invitationToken(email: string): Promise<string> {
  const mail = await waitForMail((all) => all.some((m) => m.to.includes(email) && m.subject.startsWith('Convite para a equipe')));
  const text = mail.filter((m) => m.to.includes(email) && m.subject.startsWith('Convite para a equipe')).at(-1)!.text;
  const token = /\/admin\/convite#([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error(`no invitation link in the mail to ${email}`);
  return token;
}

/** An account for `email` with its address confirmed (created when missing), signed in: its ID token. */
export async function confirmedAccount(email: string, password: string): Promise<string> {
  adminDb(); // initializes the admin app
  const existing = await getAuth()
    .getUserByEmail(email)
    .catch(() => undefined);
  if (existing) await getAuth().updateUser(existing.uid, { emailVerified: true, password });
  else await getAuth().createUser({ email, password, emailVerified: true });
  return signIn(email);
}

/** `ownerToken` invites `email` as `role`; the colleague accepts by the mailed link. Returns their ID token, with the claim. */
export async function inviteAndAccept(ownerToken: string, email: string, password: string, role: 'owner' | 'member' = 'member'): Promise<string> {
  const invited = await call('inviteStaff', { email, role }, ownerToken);
  if (!invited.result) throw new Error(`inviteStaff refused: ${JSON.stringify(invited.error)}`);
  const token = await invitationToken(email);
  const accepted = await call('acceptStaffInvite', { token }, await confirmedAccount(email, password));
  if ((accepted.result as { ok?: boolean } | undefined)?.ok !== true) throw new Error(`acceptStaffInvite refused: ${JSON.stringify(accepted.result ?? accepted.error)}`);
  return signIn(email);
}
