import type { TFunction } from 'i18next';
import type { BulkAction, BulkPreview, BulkResult } from '../../../backend/bulk-plan';
import type { InboxLead } from '../../../backend/inbox';

/*
 * What a bulk action says, in the staff member's language: the confirmation (how many leads, what
 * happens to them, which stay as they are and why) and the result line once it is written.
 */

/** A lead as the result line names it (the row shows the same). */
export const leadName = (lead: Pick<InboxLead, 'name' | 'email'>, t: TFunction) => lead.name || lead.email || t('admin.inbox.unnamed');

/** The words of `action`: its stage's name or the assignee's e-mail. */
function subject(action: BulkAction, t: TFunction, emailOf: (uid: string) => string) {
  if (action.kind === 'stage') return { stage: t(`admin.inbox.stages.${action.to}`) };
  if (action.kind === 'assignee' && action.to) return { name: emailOf(action.to) };
  return {};
}

/** The key of what happens to the leads changed (`will` in the confirmation, `did` in the result). */
function changeKey(action: BulkAction, tense: 'will' | 'did') {
  const what = action.kind === 'assignee' ? (action.to ? 'assign' : 'unassign') : action.kind === 'stage' ? 'move' : 'spam';
  return `admin.inbox.bulk.${tense}.${what}`;
}

/** The key of what a lead already in the target state is said to be. */
function alreadyKey(action: BulkAction) {
  const what = action.kind === 'assignee' ? (action.to ? 'assigned' : 'unassigned') : action.kind === 'stage' ? 'there' : 'spam';
  return `admin.inbox.bulk.already.${what}`;
}

/** The confirmation's sentences, or one saying nothing would change. */
export function confirmText(preview: BulkPreview<unknown>, action: BulkAction, t: TFunction, emailOf: (uid: string) => string): string[] {
  const words = subject(action, t, emailOf);
  const lines: string[] = [];
  if (preview.change.length) {
    lines.push(t(changeKey(action, 'will'), { ...words, count: preview.change.length }));
    lines.push(t('admin.inbox.bulk.history'));
  } else lines.push(t('admin.inbox.bulk.nothing'));
  if (preview.already.length) lines.push(t(alreadyKey(action), { ...words, count: preview.already.length }));
  if (preview.spam.length) lines.push(t('admin.inbox.bulk.spamStays', { count: preview.spam.length }));
  return lines;
}

/** The result line ("12 leads movidos para Em contato; 2 já estavam lá.") and the failures, each lead named. */
export function resultText(
  result: BulkResult<InboxLead>,
  action: BulkAction,
  t: TFunction,
  emailOf: (uid: string) => string,
): { done: string; failed?: string } {
  const words = subject(action, t, emailOf);
  const parts = [t(changeKey(action, 'did'), { ...words, count: result.changed.length })];
  if (result.already.length) parts.push(t(`${alreadyKey(action)}Done`, { ...words, count: result.already.length }));
  if (result.spam.length) parts.push(t('admin.inbox.bulk.spamStayed', { count: result.spam.length }));
  const done = `${parts.join('; ')}.`;
  if (!result.failed.length) return { done };
  const names = result.failed.map(({ lead, reason }) => t('admin.inbox.bulk.failure', { name: leadName(lead, t), reason: t(`admin.inbox.bulk.reasons.${reason}`) }));
  return { done, failed: t('admin.inbox.bulk.failed', { count: result.failed.length, leads: names.join(', ') }) };
}
