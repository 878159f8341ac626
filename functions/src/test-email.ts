import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { escapeHtml } from '../../src/domain/lead-email';
import { COMPANY_SETTINGS_DOC, smtpPassword, smtpSettings } from './config';
import { type Mailer, smtpMailer } from './mailer';
import { requireStaff } from './staff-access';

/*
 * /teste-email: staff check that the summaries reach the company address. The sample goes through
 * the same SMTP settings and mailer as the submission trigger; the browser never sees a key.
 */

let mailer: Mailer | undefined;


const FIELDS = [
  ['nome', 'Nome'],
  ['email', 'E-mail'],
  ['telefone', 'Telefone'],
  ['mensagem', 'Mensagem'],
] as const;

/** A short, bounded text of what the tester typed (the callable is staff-only, but still capped). */
function sampleAnswers(data: unknown): Record<string, string> {
  const input = (data ?? {}) as Record<string, unknown>;
  return Object.fromEntries(FIELDS.map(([key]) => [key, typeof input[key] === 'string' ? (input[key] as string).trim().slice(0, 2000) : '']));
}

export const sendTestEmail = onCall({ secrets: [smtpPassword] }, async (request) => {
  await requireStaff(request);
  const answers = sampleAnswers(request.data);
  const to = (await getFirestore().doc(COMPANY_SETTINGS_DOC).get()).get('email');
  if (typeof to !== 'string' || !to) {
    throw new HttpsError('failed-precondition', 'No company e-mail is set (settings/company.email).', { reason: 'no-company-email' });
  }
  const rows = FIELDS.filter(([key]) => answers[key]);
  mailer ??= smtpMailer(smtpSettings());
  try {
    const messageId = await mailer.send({
      to,
      replyTo: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(answers.email) ? answers.email : undefined,
      subject: `Teste de e-mail - Movaly${answers.nome ? ` - ${answers.nome.replace(/[\r\n\t]+/g, ' ')}` : ''}`.slice(0, 200),
      text: ['Teste de e-mail enviado pela área da equipe.', '', ...rows.map(([key, label]) => `${label}: ${answers[key]}`)].join('\n'),
      html:
        '<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif">' +
        '<h1 style="font-size:20px">Teste de e-mail enviado pela área da equipe</h1><table cellpadding="6">' +
        rows
          .map(([key, label]) => `<tr><th align="left" valign="top">${label}</th><td>${escapeHtml(answers[key]).replace(/\n/g, '<br>')}</td></tr>`)
          .join('') +
        '</table></body></html>',
    });
    return { to, messageId };
  } catch (error) {
    // The SMTP text stays the message, for the page's "Detalhes"; the reason is what the page translates.
    throw new HttpsError('unavailable', error instanceof Error ? error.message : String(error), { reason: smtpReason(error) });
  }
});

/**
 * Why the SMTP server did not take the sample, as a code the page translates (src/features/admin/
 * mail-failure.ts): nodemailer's error codes, and Node's own for a server that cannot be reached.
 */
function smtpReason(error: unknown): 'smtp-unreachable' | 'smtp-auth' | 'smtp-rejected' | 'smtp-failed' {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  if (['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ENOTFOUND'].includes(code)) return 'smtp-unreachable';
  if (code === 'EAUTH') return 'smtp-auth';
  if (code === 'EENVELOPE' || code === 'EMESSAGE') return 'smtp-rejected';
  return 'smtp-failed';
}
