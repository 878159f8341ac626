/*
 * Why a team call (grant, remove, change a role, list) failed, as a message key the page translates
 * (admin.teamAccess.failure.<key>), plus the server's raw text for the "Detalhes" disclosure.
 * Staff read "Não há conta com o e-mail ...", never "No account with the e-mail ... [404]".
 */

export type TeamFailureKey =
  | 'noAccount'
  | 'invalidEmail'
  | 'self'
  | 'notStaff'
  | 'notOwner'
  | 'lastOwner'
  | 'notMember'
  | 'alreadyMember'
  | 'mailFailed'
  | 'unreachable'
  | 'unknown';

export interface TeamFailure {
  key: TeamFailureKey;
  /** The function's or Firebase's own text, for the disclosure only. */
  detail?: string;
}

/** The `details.reason` codes functions/src/staff-access.ts gives its HttpsError. */
const REASONS: Record<string, TeamFailureKey> = {
  'no-account': 'noAccount',
  'invalid-email': 'invalidEmail',
  self: 'self',
  'not-staff': 'notStaff',
  'not-owner': 'notOwner',
  'last-owner': 'lastOwner',
  'not-member': 'notMember',
  'already-member': 'alreadyMember',
  'mail-failed': 'mailFailed',
  // The page only sends the two roles: another is a page older or newer than the function.
  'invalid-role': 'unknown',
};

/** The failures after which the team the page shows is out of date (someone else changed a role or access). */
export const TEAM_CHANGED: ReadonlySet<TeamFailureKey> = new Set(['notOwner', 'lastOwner', 'notMember']);

/** A failed callable (Firebase's FunctionsError: `code` 'functions/...', `message`, `details`). */
export function teamFailureOf(error: unknown): TeamFailure {
  const { code, message, details } = (error ?? {}) as { code?: unknown; message?: unknown; details?: unknown };
  const detail = typeof message === 'string' && message ? `${message}${typeof code === 'string' ? ` (${code})` : ''}` : undefined;
  const reason = (details as { reason?: unknown } | null | undefined)?.reason;
  if (typeof reason === 'string' && REASONS[reason]) return { key: REASONS[reason], detail };
  switch (code) {
    // The server's answers without a reason (a function older than the page, or Firebase's own check).
    case 'functions/not-found':
      return { key: 'noAccount', detail };
    case 'functions/invalid-argument':
      return { key: 'invalidEmail', detail };
    case 'functions/unauthenticated':
    case 'functions/permission-denied':
      return { key: 'notStaff', detail };
    // What the web SDK reports when the request never got an answer (offline, a timeout, a cut connection).
    case 'functions/unavailable':
    case 'functions/deadline-exceeded':
    case 'functions/internal':
      return { key: 'unreachable', detail };
    default:
      return { key: 'unknown', detail };
  }
}
