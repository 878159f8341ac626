import { Timestamp } from 'firebase-admin/firestore';
import {
  AGENDA_MAX_LINES,
  agendaLine,
  assignedByColleague,
  type AssignmentEvent,
  assigneeNoticeId,
  ASSIGNEE_NOTICES,
  renderAssigneeNotice,
} from '../../src/domain/daily-agenda';
import { HISTORY, LEADS, STAFF } from '../../src/domain/lead';
import { claimSend, markEmpty, sendClaimed } from './claimed-send';
import type { AgendaDeps } from './daily-agenda';

/*
 * The notice a staff member gets when a colleague gives them a lead (a history entry of kind
 * 'assignee' whose `to` is not its `by`); taking a lead oneself sends nothing. One e-mail per entry:
 * the entry's claim (`assignee_notices/{leadId}_{eventId}`, ./claimed-send.ts) makes a redelivered
 * event, or a sweep beside it, send nothing more. A failed send is tried again by the event's
 * redelivery (the trigger throws) and by the sweep (retryAssigneeNotices).
 */

export type NoticeOutcome = 'not-needed' | 'done' | 'sent' | 'failed' | 'dropped';

/**
 * Notices the assignee of one history entry, once. 'dropped': nothing to tell any more (the lead is
 * gone or has another assignee now, or the assignee has no access or no e-mail), recorded so that no
 * later run tries.
 */
export async function noticeAssignee(leadId: string, eventId: string, event: AssignmentEvent, deps: AgendaDeps): Promise<NoticeOutcome> {
  const uid = assignedByColleague(event);
  if (!uid) return 'not-needed';
  const { db } = deps;
  const nowMs = (deps.now ?? Date.now)();
  const ref = db.collection(ASSIGNEE_NOTICES).doc(assigneeNoticeId(leadId, eventId));
  const attempt = await claimSend(db, ref, nowMs, { leadId, eventId, uid });
  if (attempt === undefined) return 'done';

  const [lead, member] = await Promise.all([db.collection(LEADS).doc(leadId).get(), db.collection(STAFF).doc(uid).get()]);
  const stored = member.get('email');
  const to = typeof stored === 'string' && stored.includes('@') ? stored : (await deps.auth?.getUser(uid).catch(() => undefined))?.email;
  if (!lead.exists || lead.get('assignee') !== uid || !member.exists || !to) {
    await markEmpty(ref);
    return 'dropped';
  }
  const line = agendaLine(
    { id: lead.id, formId: String(lead.get('formId') ?? ''), docId: String(lead.get('docId') ?? ''), name: lead.get('name'), email: lead.get('email'), phone: lead.get('phone'), stage: lead.get('stage') },
    { siteUrl: deps.siteUrl, formTitle: deps.formTitle },
  );
  const byEmail = typeof event.byEmail === 'string' ? event.byEmail : undefined;
  return sendClaimed(ref, deps.mailer, { to, ...renderAssigneeNotice(line, byEmail) }, nowMs, attempt);
}

/** Tries again the notices whose send failed (or whose run died past its lease); returns how many went. */
export async function retryAssigneeNotices(deps: AgendaDeps): Promise<number> {
  const nowMs = (deps.now ?? Date.now)();
  const due = await deps.db.collection(ASSIGNEE_NOTICES).where('retryAt', '<=', Timestamp.fromMillis(nowMs)).limit(AGENDA_MAX_LINES).get();
  let sent = 0;
  for (const claim of due.docs) {
    const leadId = String(claim.get('leadId'));
    const eventId = String(claim.get('eventId'));
    const event = await deps.db.collection(LEADS).doc(leadId).collection(HISTORY).doc(eventId).get();
    // An entry that is gone (its lead deleted by a privacy request) has nobody left to tell.
    if (!event.exists) await markEmpty(claim.ref);
    else if ((await noticeAssignee(leadId, eventId, event.data()!, deps)) === 'sent') sent++;
  }
  return sent;
}
