import Papa from 'papaparse';
import type { LeadStanding } from '../../../backend/lead-standings';
import type { SubmissionDoc } from '../../../backend/submission-reads';
import { displayValues, formatDateAnswer, formatDateTime, isUnanswered, looksLikePhone, presentedQuestions, presentLead } from '../../../forms/core/answer-presentation';
import { statusKey } from '../shared/submission-status';
import { fromStoredRecord, SOURCE_SEND } from '../../../forms/core/record';
import { leadSourceOf } from '../../../domain/lead-source';
import type { LeadView } from '../shared/lead-view';
import { intlLocaleOf } from '../../../forms/core/locale-formats';

/** Headings of the columns that are not questions (received at, status, e-mail delivery). */
export interface CsvTexts {
  receivedAt: string;
  status: string;
  delivery: string;
  /** The form version a lead was sent under. */
  version: string;
  /** Answers today's form no longer knows (a question removed or renamed, a key no version had). */
  olderAnswers: string;
  statusLabel: (status: unknown) => string;
  deliveryLabel: (delivery: unknown) => string;
  /** The pipeline columns' headings (when the export includes them). */
  stage: string;
  assignee: string;
  followUp: string;
  lastNote: string;
  /** The deal value of a won lead (R$) and why a lost one was lost. */
  wonValue: string;
  lostReason: string;
  /** A stage's name as staff read it ('em_contato' -> 'Em contato'). */
  stageLabel: (stage: string) => string;
  /** Where the visit came from (issue 41): the channel, the campaign and the landing page's headings. */
  source: string;
  campaign: string;
  landing: string;
  /** A channel's name as staff read it ('direto' -> 'Direto'). */
  channelLabel: (channel: string) => string;
  /** An assignee's uid as the staff list shows them (their e-mail), or the words for someone who left. */
  memberName: (uid: string) => string;
}

/** What the export includes beyond the answers. */
export interface CsvOptions {
  /**
   * Where each lead stands: stage, assignee, follow-up day, last note, deal value and lost reason, right after the fixed
   * columns, so a spreadsheet of leads says where each one is before what it answered.
   */
  pipeline?: boolean;
  /**
   * A last column of the answers today's form no longer knows ("label: values", one per line). An
   * export builds every row with it and lets fitOlderAnswers keep it only when an exported lead has one.
   */
  olderAnswers?: boolean;
}

/** The pipeline columns of one lead; empty cells when it has no summary yet. */
function pipelineCells(standing: LeadStanding | undefined, texts: CsvTexts, locale: LeadView['locale']): string[] {
  if (!standing) return ['', '', '', '', '', ''];
  return [
    texts.stageLabel(standing.stage),
    standing.assignee ? texts.memberName(standing.assignee) : '',
    // A calendar day with no time, in the staff member's language, as the lead page shows it.
    standing.followUp ? formatDateAnswer(standing.followUp, locale) : '',
    standing.lastNote ?? '',
    // The summary holds a value only while the lead is fechado, a reason only while perdido.
    typeof standing.wonValue === 'number' ? reaisCell(standing.wonValue, locale) : '',
    standing.lostReason ?? '',
  ];
}

/** Where the visit came from, as the submission carried it (the lead's `source` is read from the same): empty when its page kept none. */
function sourceCells(carried: unknown, texts: CsvTexts): string[] {
  if (carried === undefined) return ['', '', ''];
  const source = leadSourceOf(carried);
  return [texts.channelLabel(source.channel), source.utm.utm_campaign ?? '', source.landing];
}

/**
 * A value in reais as a spreadsheet in the staff member's language reads a number: two decimals,
 * that language's decimal mark, no grouping and no 'R$' (the heading says it): '1500,00' in pt.
 */
function reaisCell(cents: number, locale: LeadView['locale']): string {
  return new Intl.NumberFormat(intlLocaleOf(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(cents / 100);
}

/**
 * The CSV's header: the fixed columns (the form version each lead was sent under among them), then one
 * per question with its label, in the order of the form's sections (the lead page's and the e-mail's
 * order, from lead-presentation), then, with `options.olderAnswers`, one for the answers today's form
 * no longer knows.
 */
export function csvHeader(view: LeadView, texts: CsvTexts, options: CsvOptions = {}): string[] {
  return [
    texts.receivedAt,
    texts.status,
    texts.delivery,
    texts.version,
    texts.source,
    texts.campaign,
    texts.landing,
    ...(options.pipeline ? [texts.stage, texts.assignee, texts.followUp, texts.lastNote, texts.wonValue, texts.lostReason] : []),
    ...presentedQuestions(view.def, view.locale).map((q) => q.label),
    ...(options.olderAnswers ? [texts.olderAnswers] : []),
  ];
}

/**
 * One lead as a CSV row, with the texts the lead page and the e-mail show (lead-presentation): option
 * labels, yes/no and dates in the staff member's language; chosen items separated by '; '. An old
 * lead's answers come in today's names (the renames form.json declares), its version in its column.
 * With `options.pipeline`, `standing` is the lead's place in the pipeline (undefined: no summary yet).
 * With `options.olderAnswers`, the last cell holds every answer today's form no longer knows, under the
 * label its version gave it or its stored key (empty when the lead has none).
 */
export function csvRow(view: LeadView, lead: SubmissionDoc, texts: CsvTexts, options: CsvOptions = {}, standing?: LeadStanding): string[] {
  const { answers, version, retired } = fromStoredRecord(view.def, lead.data);
  const older = options.olderAnswers ? presentLead(view.def, {}, { locale: view.locale, retired }).sections.flatMap((s) => s.rows) : [];
  return [
    formatDateTime(lead.createdAt, view.locale),
    texts.statusLabel(lead.data.status),
    texts.deliveryLabel(lead.data.delivery),
    String(version),
    ...sourceCells(lead.data[SOURCE_SEND.touch], texts),
    ...(options.pipeline ? pipelineCells(standing, texts, view.locale) : []),
    ...presentedQuestions(view.def, view.locale).map(({ name }) =>
      isUnanswered(answers[name]) ? '' : displayValues(view.def, name, answers[name], view.locale).join('; '),
    ),
    ...(options.olderAnswers ? [older.map((row) => `${row.label}: ${row.values.join('; ')}`).join('\n')] : []),
  ];
}

/**
 * One export's rows (built with `olderAnswers: true`, in slices), fitted to one width: the column of
 * answers today's form no longer knows stays when any exported lead has one, and is cut from every row
 * otherwise. The options returned give the header that matches (csvHeader).
 */
export function fitOlderAnswers(slices: string[][][], options: CsvOptions): { slices: string[][][]; options: CsvOptions } {
  const olderAnswers = slices.some((rows) => rows.some((row) => row[row.length - 1] !== ''));
  return { slices: olderAnswers ? slices : slices.map((rows) => rows.map((row) => row.slice(0, -1))), options: { ...options, olderAnswers } };
}

/**
 * Whether a lead goes in an export: the function's verdicts 'spam' (a bot caught by the trap) and
 * 'rejected' (answers the form would never send) stay out unless staff ask for them.
 */
export const isExported = (lead: SubmissionDoc, includeSpam: boolean): boolean =>
  includeSpam || !['spam', 'rejected'].includes(statusKey(lead.data.status));

/**
 * A cell a spreadsheet will read as text. Following OWASP's CSV-injection guidance, a cell whose first
 * character is = + - @ tab or CR (and NUL, ASVS 1.2.10) gets a leading single quote, which spreadsheets
 * read as "text"; and so does one where = + - @ comes after leading spaces or line breaks, since
 * LibreOffice (with its "trim spaces" option) and some importers trim a cell before judging it.
 *
 * - Every cell, whatever its lines: Papa Parse's escapeFormulae tests `/^[=+\-@\t\r].*$/`, whose `.`
 *   and `$` stop at a line break, so a multi-line `=cmd|...` answer went out raw. This check reads
 *   only the start of the cell, so its line breaks do not matter.
 * - The cell's start, not each of its lines: a formula is read from the start of a cell, and RFC 4180
 *   quoting (Papa quotes any cell holding a line break) keeps a multi-line answer in ONE cell in Excel,
 *   Sheets, LibreOffice and Numbers; an apostrophe before every line would change what the visitor
 *   wrote, for no reader that honours the quotes.
 * - A number as typed (a phone "+55 11 98888-7777", "-5"): only digits, spaces and + - ( ) . /, no
 *   letter, so it can name no function, cell or DDE server; it is no formula and stays as typed.
 */
export function spreadsheetSafe(cell: string): string {
  if (/^[\t\r\0]/.test(cell)) return `'${cell}`;
  if (!/^\s*[=+\-@]/.test(cell)) return cell;
  if (/^\s*[+-]/.test(cell) && looksLikePhone(cell)) return cell;
  return `'${cell}`;
}

const UNPARSE = { escapeFormulae: false, newline: '\r\n', quotes: false } as const;

/**
 * RFC 4180 lines (CRLF, quotes doubled, a cell with a comma, quote or line break quoted) of some rows,
 * without a trailing newline, every cell through spreadsheetSafe. The export writes one chunk per
 * page read, so no single step handles the whole file.
 */
export function csvLines(rows: string[][]): string {
  return Papa.unparse(
    rows.map((row) => row.map(spreadsheetSafe)),
    UNPARSE,
  );
}

/** The file's parts: a UTF-8 byte order mark (so spreadsheets read accents right), the header, then each chunk. */
export function csvParts(header: string[], chunks: string[]): string[] {
  return ['\uFEFF', csvLines([header]), ...chunks.filter(Boolean).map((chunk) => `\r\n${chunk}`)];
}
