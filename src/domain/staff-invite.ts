/*
 * A grant of access by invitation (issue 37, part 6). An owner names an e-mail and a role; the studio
 * e-mails that address a link with a random token (kept only as its SHA-256 in `staff_invites`, which
 * no browser reads); the colleague opens it, signs in with the account of that very address, confirmed,
 * and accepts. So access never goes to an address someone else registered first (they cannot confirm
 * it, and they never see the link), and the colleague agreed to it. React- and Firebase-free: the
 * function (functions/src/staff-invites.ts) and the page (src/features/auth/invite-page.tsx) share it.
 */
import { paths } from '../config/paths';
import { escapeHtml } from '../forms/core/answer-presentation';
import { STUDIO_NAME } from './booking/booking-email-words';
import { callMomentWithZone } from './booking/lead-call';
import type { LeadEmail } from './lead-email';
import type { StaffRole } from './staff-role';

export const STAFF_INVITES = 'staff_invites';
/** How long a link works; inviting the address again replaces it with a new one. */
export const INVITE_DAYS = 7;
/** 32 random bytes in base64url (256 bits). */
export const INVITE_TOKEN_BYTES = 32;
export const INVITE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const isInviteToken = (value: unknown): value is string => typeof value === 'string' && INVITE_TOKEN.test(value);

/** The page that accepts, outside the staff gate (an account is not staff yet when it opens it). The token rides in the fragment: never sent to a server, kept out of logs and referrers. */
export const INVITE_PATH = paths.staffInvite;
export const inviteUrlOf = (siteUrl: string, token: string) => `${siteUrl}${INVITE_PATH}#${token}`;

/** Why accepting was refused; the page words each in the colleague's language (auth.invite.refusal.*). */
export const INVITE_REFUSALS = ['unknown', 'expired', 'otherEmail', 'unverified'] as const;
export type InviteRefusal = (typeof INVITE_REFUSALS)[number];

export type AcceptInviteAnswer = { ok: true; role: StaffRole } | { ok: false; reason: InviteRefusal; email?: string };

/** A pending invitation as the team page lists it. */
export interface PendingInvite {
  email: string;
  role: StaffRole;
  /** ISO 8601. */
  expiresAt: string;
}

const ROLE_WORD: Record<StaffRole, string> = { owner: 'proprietário(a)', member: 'membro' };

/** The invitation e-mail, in Portuguese like every staff e-mail; the link is the only way in. */
export function inviteEmail(input: { url: string; role: StaffRole; by: string | null; expiresAt: number }): LeadEmail {
  const until = callMomentWithZone(input.expiresAt, 'pt');
  const who = input.by ? `${input.by} convidou você` : 'Você foi convidado(a)';
  const lines = [
    `${who} para a área da equipe da ${STUDIO_NAME}, como ${ROLE_WORD[input.role]}: os formulários, os leads e as conversas marcadas.`,
    'Para aceitar, abra o link abaixo e entre com a conta deste endereço de e-mail (ou crie uma, e confirme o e-mail).',
    `O link vale até ${until} e só serve uma vez. Se você não esperava este convite, ignore este e-mail: nada muda sem você aceitar.`,
  ];
  return {
    subject: `Convite para a equipe da ${STUDIO_NAME}`,
    text: [...lines.slice(0, 2), '', input.url, '', lines[2]].join('\n'),
    html: [
      '<!doctype html><html lang="pt-BR"><body>',
      `<p>${escapeHtml(lines[0])}</p>`,
      `<p>${escapeHtml(lines[1])}</p>`,
      `<p><a href="${escapeHtml(input.url)}">Aceitar o convite</a></p>`,
      `<p>${escapeHtml(lines[2])}</p>`,
      '</body></html>',
    ].join(''),
  };
}
