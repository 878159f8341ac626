import type { Auth } from 'firebase-admin/auth';
import type { DocumentSnapshot, Firestore, Query, Timestamp } from 'firebase-admin/firestore';
import {
  AGENDA_MAX_LINES,
  AGENDA_OFF,
  AGENDA_SENDS,
  type AgendaLead,
  agendaSendId,
  type Found,
  isEmptyAgenda,
  renderAgendaEmail,
  selectAgenda,
  teamPageLink,
} from '../../src/domain/daily-agenda';
import { LEADS, NEWSLETTER_FORM_ID, STAFF } from '../../src/domain/lead';
import { todayInBrazil } from '../../src/domain/studio-time';
import type { FormRegistry } from '../../src/forms/core/registry';
import { claimSend, markEmpty, releaseClaim, sendClaimed } from './claimed-send';
import type { Mailer } from './mailer';

/*
 * "Agenda do dia": at 08:00 in Brazil each staff member who has not turned it off (`staff/{uid}.agendaOff`)
 * gets ONE e-mail with their overdue follow-ups, today's, and the new leads nobody has taken; none on
 * an empty day. The deployed schedule (index.ts dailyAgenda), the local sweep under `npm start` and
 * `npm run agenda:send` all run sendDailyAgendas. Each member's day is claimed first
 * (`agenda_sends/{uid}_{day}`, ./claimed-send.ts), so a second run, or a run beside another, sends
 * nothing more, and a failed send is tried again by the next run.
 *
 * Reads: the team, one claim per member, and for each member claimed two small queries (their
 * follow-ups before today, and today's) served by the inbox's (assignee, due) index; the unassigned new
 * leads once for everyone (stage and assignee equalities, newest first: the inbox's indexes). Each list
 * stops at AGENDA_MAX_LINES, with a count() for the rest.
 */

export interface AgendaDeps {
  db: Firestore;
  mailer: Mailer;
  /** The site's public address, no trailing slash: the lines link to the lead's page. */
  siteUrl?: string;
  /** The time; tests move it. */
  now?: () => number;
  /** What a line calls a lead's form. */
  formTitle: (formId: string) => string;
  /** The account's e-mail, for a staff document without one. */
  auth?: Auth;
}

/** Each form's title, the newsletter's as the inbox names it, and the id itself for a form no longer registered. */
export function formTitles(registry: FormRegistry): (formId: string) => string {
  const titles = new Map(registry.forms.map((def) => [def.id, def.form.texts.title]));
  return (formId) => titles.get(formId) ?? (formId === NEWSLETTER_FORM_ID ? 'Newsletter' : formId);
}

export interface AgendaReport {
  day: string;
  /** Agendas e-mailed by this run. */
  sent: number;
  /** Members with nothing today. */
  empty: number;
  /** Members who turned it off. */
  off: number;
  /** Members whose day another run has done, or is doing. */
  done: number;
  failed: number;
}

const agendaLead = (doc: DocumentSnapshot): AgendaLead => ({
  id: doc.id,
  formId: String(doc.get('formId') ?? ''),
  docId: String(doc.get('docId') ?? ''),
  name: doc.get('name') ?? null,
  email: doc.get('email') ?? null,
  phone: doc.get('phone') ?? null,
  stage: doc.get('stage'),
  spam: doc.get('spam') === true,
  assignee: doc.get('assignee') ?? null,
  due: doc.get('due') ?? null,
  receivedAtMs: (doc.get('receivedAt') as Timestamp | undefined)?.toMillis?.(),
});

/** A list cut at AGENDA_MAX_LINES (one more read tells whether there are more), and the whole count when cut. */
async function found(query: Query): Promise<Found> {
  const page = await query.limit(AGENDA_MAX_LINES + 1).get();
  const leads = page.docs.map(agendaLead);
  if (leads.length <= AGENDA_MAX_LINES) return { leads };
  const total = (await query.count().get()).data().count;
  return { leads, total };
}

/** A member's e-mail: the staff document's, else the account's. */
async function emailOf(member: DocumentSnapshot, auth: Auth | undefined): Promise<string | undefined> {
  const stored = member.get('email');
  if (typeof stored === 'string' && stored.includes('@')) return stored;
  const account = auth ? await auth.getUser(member.id).catch(() => undefined) : undefined;
  return account?.email ?? undefined;
}

/**
 * Sends the day's agenda to every member who has one due. `only` limits the run to some members (a test,
 * or a command about one person). The unassigned new leads are those received up to `now`.
 */
export async function sendDailyAgendas(deps: AgendaDeps, only?: readonly string[]): Promise<AgendaReport> {
  const { db } = deps;
  const nowMs = (deps.now ?? Date.now)();
  const day = todayInBrazil(new Date(nowMs));
  const report: AgendaReport = { day, sent: 0, empty: 0, off: 0, done: 0, failed: 0 };
  const leads = db.collection(LEADS);
  let unassigned: Promise<Found> | undefined;
  const context = { siteUrl: deps.siteUrl, formTitle: deps.formTitle };

  const team = (await db.collection(STAFF).get()).docs.filter((member) => !only || only.includes(member.id));
  for (const member of team) {
    if (member.get(AGENDA_OFF) === true) {
      report.off++;
      continue;
    }
    const ref = db.collection(AGENDA_SENDS).doc(agendaSendId(member.id, day));
    const attempt = await claimSend(db, ref, nowMs, { uid: member.id, day });
    if (attempt === undefined) {
      report.done++;
      continue;
    }
    try {
      const to = await emailOf(member, deps.auth);
      if (!to) throw new Error('This staff member has no e-mail address.');
      unassigned ??= found(
        leads.where('stage', '==', 'novo').where('assignee', '==', null).where('receivedAt', '<=', new Date(nowMs)).orderBy('receivedAt', 'desc'),
      );
      const [overdue, today, open] = await Promise.all([
        found(leads.where('assignee', '==', member.id).where('due', '<', day).orderBy('due')),
        found(leads.where('assignee', '==', member.id).where('due', '==', day)),
        unassigned,
      ]);
      const agenda = selectAgenda(member.id, day, { overdue, today, unassigned: open }, context);
      if (isEmptyAgenda(agenda)) {
        await markEmpty(ref);
        report.empty++;
        continue;
      }
      const mail = renderAgendaEmail(agenda, deps.siteUrl ? teamPageLink(deps.siteUrl) : undefined);
      const outcome = await sendClaimed(ref, deps.mailer, { to, ...mail }, nowMs, attempt);
      report[outcome]++;
    } catch (error) {
      // A read that failed, or no address: the claim is released for the next run (while tries are left).
      await releaseClaim(ref, error, nowMs, attempt);
      report.failed++;
    }
  }
  return report;
}
