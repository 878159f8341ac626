/*
 * Why an e-mail from the staff area (the test e-mail, a resend) did not go, as a message key the
 * page translates (admin.mailFailure.<key>), plus the server's raw text for the "Detalhes"
 * disclosure. Staff never read "connect ECONNREFUSED 127.0.0.1:2525" as the message itself.
 */

export type MailFailureKey = 'unreachable' | 'auth' | 'rejected' | 'noCompanyEmail' | 'notAllowed' | 'notResendable' | 'leadGone' | 'unknown';

export interface MailFailure {
  key: MailFailureKey;
  /** The server's own text (SMTP or function), for the disclosure only. */
  detail?: string;
}

/**
 * The `details.reason` codes of the callables' HttpsErrors (functions/src/test-email.ts, staff-access.ts).
 * Any other ('smtp-failed') is read from the error's text below.
 */
const REASONS: Record<string, MailFailureKey> = {
  'smtp-unreachable': 'unreachable',
  'smtp-auth': 'auth',
  'smtp-rejected': 'rejected',
  'no-company-email': 'noCompanyEmail',
  'not-staff': 'notAllowed',
};

/**
 * What an SMTP error's text says, for the texts stored without a code (a lead's `delivery.lastError`):
 * nodemailer's codes and Node's socket errors, the server's 535 for a refused login, 5xx for a refusal.
 */
export function mailFailureOfText(text: string | undefined): MailFailureKey {
  if (!text) return 'unknown';
  if (/ECONNREFUSED|ECONNRESET|ECONNECTION|ETIMEDOUT|ETIMEOUT|ENOTFOUND|EHOSTUNREACH|ENETUNREACH|EDNS|ESOCKET|Greeting never received|Connection (timeout|closed)/i.test(text)) {
    return 'unreachable';
  }
  if (/EAUTH|Invalid login|\b535\b|authentication/i.test(text)) return 'auth';
  if (/No company e-mail/i.test(text)) return 'noCompanyEmail';
  if (/EENVELOPE|EMESSAGE|\b5\d\d\b/.test(text)) return 'rejected';
  return 'unknown';
}

/** A failed callable (Firebase's FunctionsError: `code` 'functions/...', `message`, `details`). */
export function mailFailureOfCall(error: unknown): MailFailure {
  const { code, message, details } = (error ?? {}) as { code?: unknown; message?: unknown; details?: unknown };
  const detail = typeof message === 'string' && message ? message : undefined;
  const reason = (details as { reason?: unknown } | null | undefined)?.reason;
  if (typeof reason === 'string' && REASONS[reason]) return { key: REASONS[reason], detail };
  switch (code) {
    case 'functions/unauthenticated':
    case 'functions/permission-denied':
      return { key: 'notAllowed', detail };
    case 'functions/not-found':
      return { key: 'leadGone', detail };
    case 'functions/failed-precondition':
      return { key: /company e-mail/i.test(detail ?? '') ? 'noCompanyEmail' : 'notResendable', detail };
    default:
      return { key: mailFailureOfText(detail), detail };
  }
}
