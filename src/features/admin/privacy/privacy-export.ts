import type { HistoryEntry, SummaryDoc } from '../../../backend/pipeline';
import type { ExportedBooking } from '../../../domain/booking/booking-export';
import type { ExportedDraft } from '../../../domain/draft-export';
import { csvLines, csvParts } from '../csv-export';

/*
 * A person's data as one file (LGPD's access and portability): every lead of theirs with its full
 * answers as the form's codec decodes them (record.fromStoredRecord), when it came, its pipeline and
 * its history. JSON holds everything; the CSV one row per answer (form, received, question, answer),
 * since each form asks different questions, and one row per call they booked (issue 30), whose whole
 * booking the JSON holds under `bookings` (read by the personBookings callable: no browser reads bookings).
 * The person's "Continuar depois" drafts (issue 40) are under `drafts`, whole (personDrafts: no browser
 * lists drafts); the CSV has the answers of those saved without consent, since a consented one is
 * already there as its partial lead.
 */

/** One lead gathered for the export. */
export interface GatheredLead {
  summary: SummaryDoc;
  /** The form's title in the staff member's language (the newsletter's name for a signup). */
  formTitle: string;
  /** The answers by answer name, decoded; undefined when the stored submission is gone. */
  answers: Record<string, unknown> | undefined;
  /** Each answered question as read on the lead page: its label and display values. */
  rows: { label: string; values: string[] }[];
  history: HistoryEntry[];
}

/** One draft gathered for the export: as the function gave it, with its answers as rows. */
export interface GatheredDraft {
  draft: ExportedDraft;
  formTitle: string;
  rows: GatheredLead['rows'];
}

/** What the file holds beside the leads. */
export interface PersonExtras {
  bookings?: ExportedBooking[];
  drafts?: GatheredDraft[];
}

export interface CsvWords {
  form: string;
  receivedAt: string;
  question: string;
  answer: string;
  /** The question column of a call's row. */
  call: string;
  /** A call's answer: its start (`when`), and whether it was cancelled. */
  callAnswer: (when: string, status: ExportedBooking['status']) => string;
  /** A draft's form column: the form's title marked as not sent. */
  draft: (formTitle: string) => string;
}

const iso = (date: Date | null | undefined) => (date instanceof Date ? date.toISOString() : null);

/** Dates as ISO text at any depth: a file outlives the page's time zone. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

/** The JSON file's text. `memberName` turns an assignee's uid into the colleague's address. */
export function exportJson(query: string, leads: GatheredLead[], exportedAt: Date, memberName: (uid: string) => string, { bookings = [], drafts = [] }: PersonExtras = {}): string {
  const body = {
    query,
    exportedAt: exportedAt.toISOString(),
    leads: leads.map(({ summary, formTitle, answers, history }) => ({
      form: summary.formId,
      formTitle,
      id: summary.docId,
      receivedAt: iso(summary.receivedAt),
      locale: summary.locale,
      contact: { name: summary.name, email: summary.email, phone: summary.phone, company: summary.company },
      // Where the visit came from (issue 41), and whether it is a briefing not sent yet (issue 40).
      source: summary.source ?? null,
      ...(summary.partial ? { partial: true } : {}),
      answers: plain(answers ?? {}),
      pipeline: {
        stage: summary.stage,
        assignee: summary.assignee ? memberName(summary.assignee) : null,
        followUp: summary.followUp,
        firstContactAt: iso(summary.firstContactAt),
      },
      history: history.map((e) => plain({ at: e.at, by: e.byEmail ?? e.by, kind: e.kind, from: e.from, to: e.to, text: e.text })),
    })),
    bookings,
    drafts: drafts.map(({ draft, formTitle }) => ({ ...draft, formTitle })),
  };
  return JSON.stringify(body, null, 2);
}

/** The CSV file's parts (BOM, header, rows), every cell made safe for spreadsheets like the lead CSV's. */
export function exportCsv(
  leads: GatheredLead[],
  words: CsvWords,
  formatMoment: (date: Date | undefined) => string,
  { bookings = [], drafts = [] }: PersonExtras = {},
  titleOf: (formId: string) => string = (formId) => formId,
): string[] {
  const rows = leads.flatMap(({ summary, formTitle, rows: answered }) =>
    answered.map((row) => [formTitle, formatMoment(summary.receivedAt ?? undefined), row.label, row.values.join('\n')]),
  );
  const moment = (text: string | null) => formatMoment(text ? new Date(text) : undefined);
  const calls = bookings.map((b) => [titleOf(b.formId), moment(b.createdAt), words.call, words.callAnswer(moment(b.start), b.status)]);
  const unsent = drafts
    .filter(({ draft }) => !draft.consent)
    .flatMap(({ draft, formTitle, rows: answered }) => answered.map((row) => [words.draft(formTitle), moment(draft.savedAt), row.label, row.values.join('\n')]));
  return csvParts([words.form, words.receivedAt, words.question, words.answer], [csvLines([...rows, ...unsent, ...calls])]);
}
