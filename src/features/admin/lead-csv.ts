import Papa from 'papaparse';
import type { LeadDoc } from '../../backend/leads';
import { displayValues, formatDateTime, type LeadView, orderedFields, storedAnswers, type YesNo } from './lead-view';

/** Headings of the columns that are not questions (received at, status, e-mail delivery). */
export interface CsvTexts extends YesNo {
  receivedAt: string;
  status: string;
  delivery: string;
  statusLabel: (status: unknown) => string;
  deliveryLabel: (delivery: unknown) => string;
}

/** The CSV's header: the fixed columns, then one per question with its label. */
export function csvHeader(view: LeadView, texts: CsvTexts): string[] {
  return [texts.receivedAt, texts.status, texts.delivery, ...orderedFields(view).map((f) => view.fields[f].title ?? f)];
}

/** One lead as a CSV row: option labels instead of codes, chosen items separated by '; '. */
export function csvRow(view: LeadView, lead: LeadDoc, texts: CsvTexts): string[] {
  const answers = storedAnswers(view, lead.data);
  return [
    formatDateTime(lead.createdAt),
    texts.statusLabel(lead.data.status),
    texts.deliveryLabel(lead.data.delivery),
    ...orderedFields(view).map((f) => {
      const value = answers[f];
      return value === undefined || value === null || value === '' ? '' : displayValues(view.fields[f], value, texts).join('; ');
    }),
  ];
}

const UNPARSE = { escapeFormulae: true, newline: '\r\n', quotes: false } as const;

/**
 * RFC 4180 lines (CRLF, quotes doubled) of some rows, without a trailing newline. Papa Parse's
 * escapeFormulae prefixes a quote to cells starting with = + - @ tab or CR, so a visitor's
 * `=HYPERLINK(...)` stays text instead of becoming a formula. The export writes one chunk per page
 * read, so no single step handles the whole file.
 */
export function csvLines(rows: string[][]): string {
  return Papa.unparse(rows, UNPARSE);
}

/** The file's parts: a UTF-8 byte order mark (so spreadsheets read accents right), the header, then each chunk. */
export function csvParts(header: string[], chunks: string[]): string[] {
  return ['\uFEFF', csvLines([header]), ...chunks.filter(Boolean).map((chunk) => `\r\n${chunk}`)];
}
