import { whatsappLink } from './contact-links';
import { type FieldSchema, sectionFields } from './definition';
import type { Answers } from './record';
import type { FormDefinition } from './registry';
import { optionsOf } from './schema-fields';

export interface Summary {
  subject: string;
  text: string;
  html: string;
}

interface Row {
  label: string;
  values: string[];
}

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Header values must stay one plain line whatever a visitor typed: control characters (NUL, line
 * breaks, U+2028/2029) become spaces and bidi overrides, which could disguise a subject, are removed.
 */
export const oneLine = (s: string): string =>
  s
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();

/** Where the e-mail leads staff: the lead's page in the admin viewer, and when it arrived. */
export interface SummaryContext {
  docId?: string;
  /** The site's public address, e.g. https://movaly.com.br (no trailing slash). */
  siteUrl?: string;
  receivedAt?: Date;
}

/** The lead's page in the admin viewer. */
export const viewerLink = (siteUrl: string, formId: string, docId: string) => `${siteUrl}/admin/leads/${formId}/${docId}`;

/** `2026-05-16` -> `16/05/2026`, as the studio reads dates. */
const ptDate = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1');

const receivedText = (at: Date) =>
  at.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });

/** Human text of one answer: option labels instead of stored keys, lists one item per entry. */
function displayValues(field: FieldSchema, value: unknown): string[] {
  const labels = new Map(optionsOf(field)?.map((o) => [o.value, o.label]));
  const label = (v: unknown) => labels.get(String(v)) ?? (field.format === 'date' ? ptDate(String(v)) : String(v));
  if (Array.isArray(value)) return value.map(label);
  if (typeof value === 'boolean') return [value ? 'Sim' : 'Não'];
  return [label(value)];
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * The studio's e-mail of one accepted submission, always in Portuguese (the studio's language):
 * sections as headings, question labels, option labels, every visitor text escaped.
 */
export function renderSummary(def: FormDefinition, answers: Answers, context: SummaryContext = {}): Summary {
  const sections = def.ui['ui:sections'] ?? [];
  const placed = new Set(sections.flatMap(sectionFields));
  const groups = [
    ...sections.flatMap((s) => [
      { title: s.title, fields: s.fields ?? [] },
      ...(s.groups ?? []).map((g) => ({ title: `${s.title} - ${g.title}`, fields: g.fields })),
    ]),
    { title: 'Outras respostas', fields: Object.keys(def.fields).filter((f) => !placed.has(f)) },
  ]
    .map((g) => ({
      title: g.title,
      rows: g.fields
        .filter((f) => def.fields[f] && !isEmpty(answers[f]))
        .map((f): Row => ({ label: def.fields[f].title ?? f, values: displayValues(def.fields[f], answers[f]) })),
    }))
    .filter((g) => g.rows.length > 0);

  const leadName = def.form.lead.name ? String(answers[def.form.lead.name] ?? '') : '';
  const subject = oneLine(leadName ? `${def.form.email.subject} - ${leadName}` : def.form.email.subject).slice(0, 200);

  const leadText = (role: 'email' | 'phone') => {
    const name = def.form.lead[role];
    const value = name ? answers[name] : undefined;
    return typeof value === 'string' ? value : undefined;
  };
  const email = leadText('email');
  const phone = leadText('phone');
  const links = [
    context.receivedAt && { label: 'Recebido em', text: receivedText(context.receivedAt) },
    context.docId && context.siteUrl && {
      label: 'Ver no painel',
      text: viewerLink(context.siteUrl, def.id, context.docId),
      href: viewerLink(context.siteUrl, def.id, context.docId),
    },
    email && { label: 'Responder por e-mail', text: email, href: `mailto:${email}` },
    phone && whatsappLink(phone) && { label: 'Conversar no WhatsApp', text: whatsappLink(phone)!, href: whatsappLink(phone)! },
  ].filter((l): l is { label: string; text: string; href?: string } => Boolean(l));

  const text = [
    def.form.texts.title,
    ...links.map((l) => `${l.label}: ${l.text}`),
    ...groups.flatMap((g) => [
      '',
      g.title.toUpperCase(),
      ...g.rows.map((r) => `${r.label}: ${r.values.join(', ')}`),
    ]),
  ].join('\n');

  const html = [
    '<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1a202c">',
    `<h1 style="font-size:20px">${escapeHtml(def.form.texts.title)}</h1>`,
    ...links.map(
      (l) =>
        `<p style="margin:4px 0">${escapeHtml(l.label)}: ` +
        (l.href ? `<a href="${escapeHtml(l.href)}">${escapeHtml(l.text)}</a>` : escapeHtml(l.text)) +
        '</p>',
    ),
    ...groups.map(
      (g) =>
        `<h2 style="font-size:16px;margin-top:24px">${escapeHtml(g.title)}</h2>` +
        '<table cellpadding="6" style="border-collapse:collapse">' +
        g.rows
          .map(
            (r) =>
              `<tr><th align="left" valign="top" style="padding-right:16px">${escapeHtml(r.label)}</th>` +
              `<td>${r.values.map((v) => escapeHtml(v).replace(/\n/g, '<br>')).join('<br>')}</td></tr>`,
          )
          .join('') +
        '</table>',
    ),
    '</body></html>',
  ].join('');

  return { subject, text, html };
}
