/*
 * The morning "Agenda do dia" each staff member gets, and the notice a colleague's assignment sends:
 * which leads go in (selection), the e-mails themselves (always in Portuguese, like every staff e-mail,
 * every visitor text escaped), and the claim that makes each e-mail go once. React- and Firebase-free:
 * the function (functions/src/daily-agenda.ts, functions/src/assignee-notice.ts) reads Firestore and
 * sends; this module decides.
 *
 * Not the hourly "digest" (./digest-email.ts), which gathers leads past the e-mail cap for the studio.
 */
import { escapeHtml, oneLine } from '../forms/core/answer-presentation';
import { isOpenStage, type Stage } from './lead';
import type { LeadEmail } from './lead-email';
import { viewerLink } from './lead-email';
import { hourInBrazil } from './studio-time';

/** `agenda_sends/{uid}_{day}`: the claim of one member's agenda of one day (admin SDK only; no rule lets a browser near it). */
export const AGENDA_SENDS = 'agenda_sends';
/** `assignee_notices/{leadId}_{eventId}`: the claim of the notice of one assignment. */
export const ASSIGNEE_NOTICES = 'assignee_notices';
/** The field of `staff/{uid}` that turns the member's agenda off (written by the callable setAgendaOff). */
export const AGENDA_OFF = 'agendaOff';
/** The hour, in Brazil, from which the day's agenda goes. */
export const AGENDA_HOUR = 8;
/** Lines per section; past it the e-mail says how many more there are and the inbox lists them all. */
export const AGENDA_MAX_LINES = 20;
/** Tries of one e-mail over all runs (the scheduled runs of the morning, the sweep, the event's redeliveries). */
export const MAX_SEND_ATTEMPTS = 6;
/** How long a claimed send is reserved for the run that claimed it (past the SMTP timeouts). */
export const SEND_LEASE_MS = 2 * 60_000;

/** The team page, where each member turns their agenda on or off (src/config/paths.ts adminTeam). */
export const teamPageLink = (siteUrl: string) => `${siteUrl}/admin/team`;

export const agendaSendId = (uid: string, day: string) => `${uid}_${day}`;
export const assigneeNoticeId = (leadId: string, eventId: string) => `${leadId}_${eventId}`;


/** Whether the day's agenda is due at `now` (08:00 or later in Brazil): the local sweep asks before each pass. */
export const agendaIsDue = (now: Date) => hourInBrazil(now) >= AGENDA_HOUR;

/** A lead summary as the agenda reads it (`leads/{id}`). */
export interface AgendaLead {
  /** The summary's id. */
  id: string;
  formId: string;
  docId: string;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  stage: Stage;
  spam?: boolean;
  assignee?: string | null;
  due?: string | null;
  /** Milliseconds; orders the unassigned leads newest first. */
  receivedAtMs?: number;
}

/** One line of an e-mail: who, which form, where to open it, and for a follow-up its day. */
export interface AgendaLine {
  name: string;
  formTitle: string;
  link?: string;
  /** 'YYYY-MM-DD', for overdue follow-ups. */
  due?: string;
}

export interface AgendaSection {
  lines: AgendaLine[];
  /** How many leads the section has in all (more than `lines` when the list was cut). */
  total: number;
}

export interface Agenda {
  day: string;
  overdue: AgendaSection;
  today: AgendaSection;
  unassigned: AgendaSection;
}

/** Where the lines point and what they call a form. */
export interface LineContext {
  /** The site's public address, no trailing slash; no link without it. */
  siteUrl?: string;
  formTitle: (formId: string) => string;
}

/** What the e-mail calls a lead without a name: its e-mail, its phone, or this. */
export const UNNAMED = 'Contato sem nome';

export function agendaLine(lead: AgendaLead, context: LineContext, withDue = false): AgendaLine {
  const name = [lead.name, lead.email, lead.phone].find((text): text is string => typeof text === 'string' && text.trim() !== '');
  return {
    name: name?.trim() ?? UNNAMED,
    formTitle: context.formTitle(lead.formId),
    link: context.siteUrl ? viewerLink(context.siteUrl, lead.formId, lead.docId) : undefined,
    ...(withDue && lead.due ? { due: lead.due } : {}),
  };
}

/** The leads a query returned, and how many there are in all when the query was cut (undefined: all were read). */
export interface Found {
  leads: AgendaLead[];
  total?: number;
}

/**
 * One member's agenda of `day` from what the function read: their overdue follow-ups (oldest first),
 * today's, and the new leads nobody has taken (newest first). Every lead is checked again here, so a
 * summary that changed between the query and now (closed, reassigned, marked spam) is left out.
 */
export function selectAgenda(uid: string, day: string, found: { overdue: Found; today: Found; unassigned: Found }, context: LineContext): Agenda {
  const mine = (lead: AgendaLead) => lead.assignee === uid && isOpenStage(lead.stage) && typeof lead.due === 'string';
  const overdue = found.overdue.leads.filter((lead) => mine(lead) && lead.due! < day).sort((a, b) => a.due!.localeCompare(b.due!));
  const today = found.today.leads.filter((lead) => mine(lead) && lead.due === day);
  const unassigned = found.unassigned.leads
    .filter((lead) => lead.stage === 'novo' && !lead.assignee && lead.spam !== true)
    .sort((a, b) => (b.receivedAtMs ?? 0) - (a.receivedAtMs ?? 0));
  const section = (leads: AgendaLead[], total: number | undefined, withDue = false): AgendaSection => ({
    lines: leads.slice(0, AGENDA_MAX_LINES).map((lead) => agendaLine(lead, context, withDue)),
    total: Math.max(total ?? 0, leads.length),
  });
  return {
    day,
    overdue: section(overdue, found.overdue.total, true),
    today: section(today, found.today.total),
    unassigned: section(unassigned, found.unassigned.total),
  };
}

/** Nothing to do: no e-mail that day. */
export const isEmptyAgenda = (agenda: Agenda) => agenda.overdue.total + agenda.today.total + agenda.unassigned.total === 0;

/** 'YYYY-MM-DD' as Brazilians write it. */
export const brazilianDate = (day: string) => day.split('-').reverse().join('/');

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const SECTIONS = [
  ['overdue', 'Follow-ups atrasados'],
  ['today', 'Follow-ups de hoje'],
  ['unassigned', 'Novos leads sem responsável'],
] as const;

/**
 * The agenda e-mail: a heading per section that has leads, one line per lead (name, form, for an
 * overdue one the day it was due, and the link to its page), "e mais N" past the cut, and where to
 * turn it off. `teamUrl` is the team page, where each member switches their agenda.
 */
export function renderAgendaEmail(agenda: Agenda, teamUrl?: string): LeadEmail {
  const counts = [
    agenda.overdue.total && plural(agenda.overdue.total, 'atrasado', 'atrasados'),
    agenda.today.total && `${agenda.today.total} para hoje`,
    agenda.unassigned.total && plural(agenda.unassigned.total, 'novo sem responsável', 'novos sem responsável'),
  ].filter(Boolean);
  const subject = oneLine(`Agenda do dia ${brazilianDate(agenda.day)}: ${counts.join(', ')}`);
  const sections = SECTIONS.map(([key, title]) => ({ title, section: agenda[key] })).filter(({ section }) => section.total > 0);
  const more = (section: AgendaSection) => section.total - section.lines.length;
  const lineText = (line: AgendaLine) =>
    [oneLine(line.name), oneLine(line.formTitle), line.due && `previsto para ${brazilianDate(line.due)}`, line.link].filter(Boolean).join(' | ');
  const offText = 'Para deixar de receber a agenda do dia, desligue-a na página Equipe do painel';

  const text = [
    subject,
    ...sections.flatMap(({ title, section }) => [
      '',
      `${title.toUpperCase()} (${section.total})`,
      ...section.lines.map((line) => `- ${lineText(line)}`),
      ...(more(section) > 0 ? [`- e mais ${more(section)} no painel`] : []),
    ]),
    '',
    teamUrl ? `${offText}: ${teamUrl}` : `${offText}.`,
  ].join('\n');

  const lineHtml = (line: AgendaLine) =>
    '<li style="margin:4px 0">' +
    `<strong>${escapeHtml(line.name)}</strong> · ${escapeHtml(line.formTitle)}` +
    (line.due ? ` · previsto para ${escapeHtml(brazilianDate(line.due))}` : '') +
    (line.link ? ` · <a href="${escapeHtml(line.link)}">Abrir no painel</a>` : '') +
    '</li>';
  const html = [
    '<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1a202c">',
    `<h1 style="font-size:20px">${escapeHtml(subject)}</h1>`,
    ...sections.map(
      ({ title, section }) =>
        `<h2 style="font-size:16px;margin-top:24px">${escapeHtml(title)} (${section.total})</h2><ul>` +
        section.lines.map(lineHtml).join('') +
        (more(section) > 0 ? `<li style="margin:4px 0">e mais ${more(section)} no painel</li>` : '') +
        '</ul>',
    ),
    `<p style="margin-top:24px;color:#4a5568;font-size:13px">${escapeHtml(offText)}${teamUrl ? `: <a href="${escapeHtml(teamUrl)}">${escapeHtml(teamUrl)}</a>` : '.'}</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}

/** A history entry as the notice reads it (`leads/{leadId}/history/{eventId}`). */
export interface AssignmentEvent {
  kind?: unknown;
  by?: unknown;
  byEmail?: unknown;
  to?: unknown;
}

/** The member a colleague just gave a lead to, or undefined (not an assignment, unassigned, or taken by themselves). */
export function assignedByColleague(event: AssignmentEvent): string | undefined {
  if (event.kind !== 'assignee' || typeof event.to !== 'string' || event.to === '') return undefined;
  return event.to === event.by ? undefined : event.to;
}

/** The notice to the new assignee: who gave it, the lead's name, its form and its link. */
export function renderAssigneeNotice(line: AgendaLine, byEmail?: string | null): LeadEmail {
  const who = typeof byEmail === 'string' && byEmail.trim() ? byEmail.trim() : 'Uma pessoa da equipe';
  const subject = oneLine(`Lead atribuído a você: ${line.name} (${line.formTitle})`).slice(0, 200);
  const intro = `${who} atribuiu a você o lead ${line.name}, do formulário ${line.formTitle}.`;
  const text = [oneLine(intro), ...(line.link ? ['', `Ver no painel: ${line.link}`] : [])].join('\n');
  const html = [
    '<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1a202c">',
    `<h1 style="font-size:20px">${escapeHtml(`Lead atribuído a você: ${line.name}`)}</h1>`,
    `<p>${escapeHtml(who)} atribuiu a você o lead <strong>${escapeHtml(line.name)}</strong>, do formulário ${escapeHtml(line.formTitle)}.</p>`,
    line.link ? `<p>Ver no painel: <a href="${escapeHtml(line.link)}">${escapeHtml(line.link)}</a></p>` : '',
    '</body></html>',
  ].join('');
  return { subject, text, html };
}

/**
 * The claim of one e-mail (an agenda, a notice), as stored. `empty`: the agenda had nothing that day,
 * so no later run of the day sends one. `failed` is tried again by a later run while tries are left.
 */
export interface SendClaim {
  state: 'sending' | 'sent' | 'failed' | 'empty';
  attempts?: number;
  leaseUntilMs?: number;
}

/**
 * Whether a run may try the e-mail now, and as which try: never once sent (or found empty), not while
 * another run's lease is live, not past MAX_SEND_ATTEMPTS. The function applies it in a transaction.
 */
export function nextAttempt(current: SendClaim | undefined, nowMs: number): { attempt: number; leaseUntilMs: number } | undefined {
  if (current?.state === 'sent' || current?.state === 'empty') return undefined;
  if (current?.state === 'sending' && (current.leaseUntilMs ?? 0) > nowMs) return undefined;
  const attempt = (current?.attempts ?? 0) + 1;
  if (attempt > MAX_SEND_ATTEMPTS) return undefined;
  return { attempt, leaseUntilMs: nowMs + SEND_LEASE_MS };
}
