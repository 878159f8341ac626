import { describe, expect, it } from 'vitest';
import { mailFailureOfCall, mailFailureOfText } from './mail-failure';

/** A failed callable as Firebase's web SDK rejects with it (FunctionsError's shape). */
const callError = (code: string, message: string, details?: unknown) => Object.assign(new Error(message), { code: `functions/${code}`, details });

describe('why a staff e-mail did not go', () => {
  it("reads the function's reason code, keeping its raw text for the disclosure", () => {
    expect(mailFailureOfCall(callError('unavailable', 'connect ECONNREFUSED 127.0.0.1:2525', { reason: 'smtp-unreachable' }))).toEqual({
      key: 'unreachable',
      detail: 'connect ECONNREFUSED 127.0.0.1:2525',
    });
    expect(mailFailureOfCall(callError('unavailable', 'Invalid login: 535 5.7.8', { reason: 'smtp-auth' })).key).toBe('auth');
    expect(mailFailureOfCall(callError('failed-precondition', 'No company e-mail is set', { reason: 'no-company-email' })).key).toBe('noCompanyEmail');
  });

  it("falls back on the call's code, then on the SMTP text, when there is no reason", () => {
    expect(mailFailureOfCall(callError('permission-denied', 'Staff only.')).key).toBe('notAllowed');
    expect(mailFailureOfCall(callError('unauthenticated', 'Sign in.')).key).toBe('notAllowed');
    expect(mailFailureOfCall(callError('not-found', 'This lead does not exist.')).key).toBe('leadGone');
    expect(mailFailureOfCall(callError('failed-precondition', 'This lead was already e-mailed.')).key).toBe('notResendable');
    expect(mailFailureOfCall(callError('unavailable', 'connect ECONNREFUSED 127.0.0.1:2525')).key).toBe('unreachable');
    expect(mailFailureOfCall(callError('internal', 'INTERNAL'))).toEqual({ key: 'unknown', detail: 'INTERNAL' });
    expect(mailFailureOfCall(undefined)).toEqual({ key: 'unknown', detail: undefined });
  });

  it("reads a lead's stored SMTP error", () => {
    expect(mailFailureOfText('connect ECONNREFUSED 127.0.0.1:2525')).toBe('unreachable');
    expect(mailFailureOfText('Greeting never received')).toBe('unreachable');
    expect(mailFailureOfText('getaddrinfo ENOTFOUND smtp.example.com')).toBe('unreachable');
    expect(mailFailureOfText('Invalid login: 535 Authentication failed')).toBe('auth');
    expect(mailFailureOfText("Can't send mail - all recipients were rejected: 550 5.1.1 unknown user")).toBe('rejected');
    expect(mailFailureOfText('No company e-mail is set (settings/company.email).')).toBe('noCompanyEmail');
    expect(mailFailureOfText('something odd')).toBe('unknown');
    expect(mailFailureOfText(undefined)).toBe('unknown');
  });
});
