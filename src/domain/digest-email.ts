import type { LeadEmail } from './lead-email';
import { mailtoLink, whatsappLink } from './contact-links';
import { escapeHtml, oneLine } from '../forms/core/answer-presentation';

/** One lead of a digest: who, from which form, and where staff read it. */
export interface DigestEntry {
  formTitle: string;
  name?: string;
  email?: string;
  phone?: string;
  link?: string;
}

/**
 * The e-mail that stands for many leads once the hourly cap is reached: one line per lead with its
 * contacts and its link to the viewer, every visitor text escaped with the presentation's escapeHtml
 * and the contact links of contact-links.ts, as in the one-lead e-mail. Always in Portuguese.
 */
export function renderDigest(entries: DigestEntry[]): LeadEmail {
  const subject = `Resumo: ${entries.length} novo(s) contato(s) recebidos acima do limite de e-mails por hora`;
  const line = (e: DigestEntry) =>
    [e.formTitle, e.name, e.email, e.phone, e.link].filter(Boolean).map((part) => oneLine(String(part))).join(' | ');
  const text = [subject, '', ...entries.map((e) => `- ${line(e)}`)].join('\n');
  const cell = (value: string | undefined, href?: string) =>
    `<td>${value ? (href ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>` : escapeHtml(value)) : ''}</td>`;
  const html = [
    '<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1a202c">',
    `<h1 style="font-size:20px">${escapeHtml(subject)}</h1>`,
    '<table cellpadding="6" style="border-collapse:collapse"><tr><th align="left">Formulário</th><th align="left">Nome</th><th align="left">E-mail</th><th align="left">Telefone</th><th align="left">Painel</th></tr>',
    ...entries.map(
      (e) =>
        '<tr>' +
        cell(e.formTitle) +
        cell(e.name) +
        cell(e.email, e.email && mailtoLink(e.email)) +
        cell(e.phone, e.phone && whatsappLink(e.phone)) +
        cell(e.link && 'Abrir', e.link) +
        '</tr>',
    ),
    '</table></body></html>',
  ].join('');
  return { subject, text, html };
}
