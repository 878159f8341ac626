import { escapeHtml, oneLine, presentLead, valueLink } from '../forms/core/answer-presentation';
import type { Answers } from '../forms/core/record';
import type { FormDefinition } from '../forms/core/registry';
import { formVersion } from '../forms/core/versions';

export { escapeHtml, oneLine } from '../forms/core/answer-presentation';

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
}

/** Where the e-mail leads staff: the lead's page in the admin viewer, and when it arrived. */
export interface LeadEmailContext {
  docId?: string;
  /** The site's public address, e.g. https://movaly.com.br (no trailing slash). */
  siteUrl?: string;
  receivedAt?: Date;
  /** The form version the lead was sent under (record.fromStoredRecord), said when older than today's. */
  sentUnder?: number;
  /**
   * Every stored answer today's form does not know, by stored name (record.fromStoredRecord's
   * `retired`: removed or renamed questions, keys no version had), shown under "Respostas de uma
   * versão anterior" so the e-mail hides none.
   */
  retired?: Record<string, unknown>;
  /** Why the function could not check these answers (FormNotJudged): the form's definition is broken. */
  unchecked?: string;
}

/** The lead's page in the admin viewer. */
export const viewerLink = (siteUrl: string, formId: string, docId: string) => `${siteUrl}/admin/leads/${formId}/${docId}`;

/** A display value in HTML: escaped, its line breaks kept, a link when its kind has one. */
function htmlValue(value: string, href: string | undefined): string {
  const text = escapeHtml(value).replace(/\n/g, '<br>');
  return href ? `<a href="${escapeHtml(href)}">${text}</a>` : text;
}

/**
 * The studio's e-mail of one accepted submission, always in Portuguese (the studio's language): the
 * lead as lead-presentation shows it everywhere (sections as headings, question and option labels,
 * dates, e-mails, phones and web addresses as links), every visitor text escaped.
 */
export function renderLeadEmail(def: FormDefinition, answers: Answers, context: LeadEmailContext = {}): LeadEmail {
  const lead = presentLead(def, answers, { locale: 'pt', receivedAt: context.receivedAt, retired: context.retired });
  const current = formVersion(def);

  const leadName = def.form.lead.name ? String(answers[def.form.lead.name] ?? '') : '';
  const subject = oneLine(leadName ? `${def.form.email.subject} - ${leadName}` : def.form.email.subject).slice(0, 200);

  const leadText = (role: 'email' | 'phone') => {
    const name = def.form.lead[role];
    const value = name ? answers[name] : undefined;
    return typeof value === 'string' ? value : undefined;
  };
  const email = leadText('email');
  const phone = leadText('phone');
  // The same links as the rows of the lead's e-mail and phone (a mailto: of an address, a chat of a number).
  const reply = email ? valueLink('email', email) : undefined;
  const chat = phone ? valueLink('phone', phone) : undefined;
  const links = [
    context.unchecked && { label: 'Atenção', text: `estas respostas não foram conferidas: o formulário tem um erro de definição (${context.unchecked})` },
    lead.receivedAt && { label: 'Recebido em', text: lead.receivedAt },
    context.sentUnder !== undefined && context.sentUnder < current && { label: 'Versão do formulário', text: `${context.sentUnder} (a atual é a ${current})` },
    context.docId && context.siteUrl && {
      label: 'Ver no painel',
      text: viewerLink(context.siteUrl, def.id, context.docId),
      href: viewerLink(context.siteUrl, def.id, context.docId),
    },
    email && reply && { label: 'Responder por e-mail', text: email, href: reply },
    chat && { label: 'Conversar no WhatsApp', text: chat, href: chat },
  ].filter((l): l is { label: string; text: string; href?: string } => Boolean(l));

  const text = [
    lead.title,
    ...links.map((l) => `${l.label}: ${l.text}`),
    ...lead.sections.flatMap((s) => ['', s.title.toUpperCase(), ...s.rows.map((r) => `${r.label}: ${r.values.join(', ')}`)]),
  ].join('\n');

  const html = [
    '<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1a202c">',
    `<h1 style="font-size:20px">${escapeHtml(lead.title)}</h1>`,
    ...links.map((l) => `<p style="margin:4px 0">${escapeHtml(l.label)}: ${htmlValue(l.text, l.href)}</p>`),
    ...lead.sections.map(
      (s) =>
        `<h2 style="font-size:16px;margin-top:24px">${escapeHtml(s.title)}</h2>` +
        '<table cellpadding="6" style="border-collapse:collapse">' +
        s.rows
          .map(
            (r) =>
              `<tr><th align="left" valign="top" style="padding-right:16px">${escapeHtml(r.label)}</th>` +
              `<td>${r.values.map((v) => htmlValue(v, valueLink(r.kind, v))).join('<br>')}</td></tr>`,
          )
          .join('') +
        '</table>',
    ),
    '</body></html>',
  ].join('');

  return { subject, text, html };
}
