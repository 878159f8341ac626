import Papa from 'papaparse';
import type { LeadDoc } from '../../backend/leads';
import { displayValues, formatDateTime, isUnanswered, looksLikePhone, presentedQuestions } from '../../forms/core/lead-presentation';
import { statusKey } from './lead-status';
import { type LeadView, storedAnswers } from './lead-view';

/** Headings of the columns that are not questions (received at, status, e-mail delivery). */
export interface CsvTexts {
  receivedAt: string;
  status: string;
  delivery: string;
  statusLabel: (status: unknown) => string;
  deliveryLabel: (delivery: unknown) => string;
}

/**
 * The CSV's header: the fixed columns, then one per question with its label, in the order of the
 * form's sections (the lead page's and the e-mail's order, from lead-presentation).
 */
export function csvHeader(view: LeadView, texts: CsvTexts): string[] {
  return [texts.receivedAt, texts.status, texts.delivery, ...presentedQuestions(view.def, view.locale).map((q) => q.label)];
}

/**
 * One lead as a CSV row, with the texts the lead page and the e-mail show (lead-presentation): option
 * labels, yes/no and dates in the staff member's language; chosen items separated by '; '.
 */
export function csvRow(view: LeadView, lead: LeadDoc, texts: CsvTexts): string[] {
  const answers = storedAnswers(view, lead.data);
  return [
    formatDateTime(lead.createdAt, view.locale),
    texts.statusLabel(lead.data.status),
    texts.deliveryLabel(lead.data.delivery),
    ...presentedQuestions(view.def, view.locale).map(({ name }) =>
      isUnanswered(answers[name]) ? '' : displayValues(view.def, name, answers[name], view.locale).join('; '),
    ),
  ];
}

/**
 * Whether a lead goes in an export: the function's verdicts 'spam' (a bot caught by the trap) and
 * 'rejected' (answers the form would never send) stay out unless staff ask for them.
 */
export const isExported = (lead: LeadDoc, includeSpam: boolean): boolean =>
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
