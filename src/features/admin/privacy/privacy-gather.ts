import type { TFunction } from 'i18next';
import type { SummaryDoc } from '../../../backend/pipeline';
import { fetchHistory, fetchStoredLead } from '../../../backend/privacy-requests';
import type { Locale } from '../../../forms/core/definition';
import { NEWSLETTER_FORM_ID } from '../../../domain/lead';
import { formEntries } from '../../../forms/browser-registry';
import { loadFormWithHistory } from '../shared/form-with-history';
import { answerGroups, type LeadView, leadView, storedAnswers } from '../shared/lead-view';
import type { ExportedDraft } from '../../../domain/draft-export';
import type { GatheredDraft, GatheredLead } from './privacy-export';

/** A signup's stored fields that are its answers (the rest is bookkeeping). */
const SIGNUP_ANSWERS = ['email', 'whatsapp', 'service_interests'];

/**
 * Reads, one lead after another, what the export holds of each: its stored answers decoded by its
 * form's codec, the rows the lead page shows, and its history. `onProgress` is told after each one.
 */
export async function gatherLeads(
  summaries: SummaryDoc[],
  locale: Locale,
  t: TFunction,
  titleOf: (formId: string) => string,
  onProgress: (done: number) => void,
): Promise<GatheredLead[]> {
  const gathered: GatheredLead[] = [];
  for (const summary of summaries) {
    const [stored, history] = await Promise.all([fetchStoredLead(summary.collection, summary.docId), fetchHistory(summary.id)]);
    let answers: Record<string, unknown> | undefined;
    let rows: GatheredLead['rows'] = [];
    if (stored && summary.formId === NEWSLETTER_FORM_ID) {
      answers = Object.fromEntries(SIGNUP_ANSWERS.filter((k) => stored[k] !== undefined).map((k) => [k, stored[k]]));
      rows = Object.entries(answers).map(([k, v]) => ({
        label: t(`admin.newsletter.${k === 'service_interests' ? 'interests' : k}`),
        values: Array.isArray(v) ? v.map((i) => t(`admin.newsletter.interest.${String(i)}`, { defaultValue: String(i) })) : [String(v)],
      }));
    } else if (stored && !formEntries.some((e) => e.id === summary.formId)) {
      // A form removed from schemas/ since: its answers as stored, still the person's data.
      answers = stored;
    } else if (stored) {
      const view = leadView(await loadFormWithHistory(summary.formId), locale);
      answers = storedAnswers(view, stored, summary.docId);
      rows = answeredRows(view, stored, summary.docId);
    }
    gathered.push({ summary, formTitle: titleOf(summary.formId), answers, rows, history });
    onProgress(gathered.length);
  }
  return gathered;
}

/**
 * The person's "Continuar depois" drafts (issue 40, from the personDrafts callable) with their answers
 * as the lead page would show them; a form removed since keeps its answers by their stored names.
 */
export async function gatherDrafts(drafts: ExportedDraft[], locale: Locale, titleOf: (formId: string) => string): Promise<GatheredDraft[]> {
  const gathered: GatheredDraft[] = [];
  for (const draft of drafts) {
    const known = formEntries.some((e) => e.id === draft.formId);
    const rows = known
      ? answeredRows(leadView(await loadFormWithHistory(draft.formId), locale), { answers: draft.answers }, draft.id)
      : Object.entries(draft.answers).map(([label, value]) => ({ label, values: [typeof value === 'string' ? value : JSON.stringify(value)] }));
    gathered.push({ draft, formTitle: titleOf(draft.formId), rows });
  }
  return gathered;
}

const answeredRows = (view: LeadView, stored: Record<string, unknown>, docId: string) =>
  answerGroups(view, stored, docId).flatMap((section) => section.rows.map(({ label, values }) => ({ label, values })));
