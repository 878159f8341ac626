import type { TFunction } from 'i18next';
import { PipelineInputError, type PlanError } from '../../../backend/pipeline-plan';
import type { Locale } from '../../../forms/core/definition';
import { formatDateAnswer, formatDateTime } from '../../../forms/core/answer-presentation';
import type { LeadEvent, Stage } from '../../../domain/lead';
import { formatReais, type MoneyError } from '../../../domain/money';
import { callMomentWithZone } from '../../../domain/booking/lead-call';

/*
 * The pipeline's texts as staff read them: times in their language and Brazil's time zone (the
 * studio's), history entries as sentences, and any refused write as a message of their own.
 */

/** A moment in the staff member's language, in Brazil's time zone ('16/05/2026, 14:05'), as the lead page's other dates. */
export const formatMoment = (date: Date | null | undefined, locale: Locale): string => formatDateTime(date ?? undefined, locale);

/** A stored calendar day ('2026-05-16') in the staff member's language ('16/05/2026'); it has no time, so no zone shifts it. */
export const formatDay = (day: string | null | undefined, locale: Locale): string => (day ? formatDateAnswer(day, locale) : '');

/** The stage's name in the staff member's language. */
export const stageLabel = (t: TFunction, stage: string | null | undefined) => (stage ? t(`admin.pipeline.stages.${stage}`, { defaultValue: stage }) : '');

/** What a history entry says happened, as one sentence (who and when are shown beside it). */
export function eventSentence(
  entry: Pick<LeadEvent, 'kind' | 'from' | 'to' | 'text' | 'value' | 'start'> & { by?: string },
  t: TFunction,
  locale: Locale,
  memberName: (uid: string) => string,
): string {
  const stage = (value: string | null | undefined) => stageLabel(t, value as Stage);
  switch (entry.kind) {
    case 'received':
      // A partial lead's first save (issue 40); its entry stays in the history of the lead it becomes.
      return t(entry.text === 'partial' ? 'admin.pipeline.events.receivedPartial' : 'admin.pipeline.events.received');
    case 'stage': {
      const moved = { from: stage(entry.from), to: stage(entry.to) };
      // A move to fechado or perdido says its outcome when staff told it (the value, the reason).
      if (entry.to === 'fechado' && typeof entry.value === 'number') return t('admin.pipeline.events.stageWon', { ...moved, value: formatReais(entry.value, locale) });
      if (entry.to === 'perdido' && entry.text) return t('admin.pipeline.events.stageLost', { ...moved, reason: entry.text });
      return t('admin.pipeline.events.stage', moved);
    }
    case 'assignee':
      return entry.to
        ? t('admin.pipeline.events.assignee', { to: memberName(entry.to) })
        : t('admin.pipeline.events.assigneeCleared', { from: entry.from ? memberName(entry.from) : '' });
    case 'followUp':
      return entry.to ? t('admin.pipeline.events.followUp', { day: formatDay(entry.to, locale) }) : t('admin.pipeline.events.followUpCleared');
    case 'note':
      return t('admin.pipeline.events.note');
    case 'contact': {
      const channel = t(`admin.pipeline.channels.${entry.text ?? 'phone'}`, { defaultValue: entry.text ?? '' });
      return entry.to
        ? t('admin.pipeline.events.contactMoved', { channel, from: stage(entry.from), to: stage(entry.to) })
        : t('admin.pipeline.events.contact', { channel });
    }
    case 'booking': {
      const when = typeof entry.start === 'number' ? callMomentWithZone(entry.start, locale) : '';
      // A cancellation or a new time says who did it: the visitor (by their link, written as 'system') or staff.
      if (entry.text === 'cancelled' || entry.text === 'rescheduled') {
        const key = entry.text === 'cancelled' ? 'bookingCancelled' : 'bookingRescheduled';
        return t(`admin.pipeline.events.${key}${entry.by && entry.by !== 'system' ? 'ByStaff' : ''}`, { when });
      }
      // A colleague left the team (issue 37): their call went to another, or to nobody.
      if (entry.text === 'handedOver') return t('admin.pipeline.events.bookingHandedOver', { when });
      if (entry.text === 'unassigned') return t('admin.pipeline.events.bookingUnassigned', { when });
      return entry.to
        ? t('admin.pipeline.events.bookingMoved', { when, from: stage(entry.from), to: stage(entry.to) })
        : t('admin.pipeline.events.booking', { when });
    }
    default:
      return String(entry.kind);
  }
}

/** What the page says of a refused change: a message key under admin.pipeline.errors, and the technical text for "Detalhes". */
export interface WriteFailure {
  key: PlanError | MoneyError | 'permission' | 'network' | 'notFound' | 'unexpected';
  detail?: string;
}

export function writeFailure(error: unknown): WriteFailure {
  if (error instanceof PipelineInputError) return { key: error.reason };
  const code = (error as { code?: unknown } | null)?.code;
  const detail = error instanceof Error ? error.message : String(error);
  if (code === 'permission-denied' || code === 'unauthenticated') return { key: 'permission', detail };
  if (code === 'unavailable' || code === 'deadline-exceeded') return { key: 'network', detail };
  if (code === 'not-found') return { key: 'notFound', detail };
  return { key: 'unexpected', detail };
}
