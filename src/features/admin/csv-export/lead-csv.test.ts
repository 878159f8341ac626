import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { readRegistry } from '../../../../scripts/lib/read-forms';
import { toStoredAnswers } from '../../../forms/core/record';
import type { SubmissionDoc } from '../../../backend/submission-reads';
import { csvHeader, type CsvOptions, csvLines, csvParts, csvRow, fitOlderAnswers, isExported, spreadsheetSafe } from './lead-csv';
import { CSV_TEXTS } from './csv-test-texts';
import { leadView, type LeadView } from '../shared/lead-view';
import {
  editedInPlace,
  leadBeforeEdit,
  NEVER_ASKED,
  NOT_ANSWER_FIELDS,
  RELABELLED,
  RELABELLED_OLD_LABEL,
  RENAMED,
  RENAMED_ANSWER,
  RENAMED_LABEL,
} from '../../../test-setup/edited-forms';

/** The file as the export writes it, in one piece. */
const toCsv = (header: string[], rows: string[][]) => csvParts(header, [csvLines(rows)]).join('');
/** The file read back as a spreadsheet reads it (RFC 4180), without its BOM. */
const parse = (csv: string) => Papa.parse<string[]>(csv.slice(1), { newline: '\r\n' }).data;

const sites = readRegistry().forms.find((f) => f.id === 'criacao_sites')!;
const texts = CSV_TEXTS;

/** A whole export as the button writes it (rows in two slices, fitted, then the header), read back. */
function exportOf(view: LeadView, leads: SubmissionDoc[], options: CsvOptions = {}): string[][] {
  const rows = leads.map((lead) => csvRow(view, lead, texts, { ...options, olderAnswers: true }));
  const file = fitOlderAnswers([rows.slice(0, 1), rows.slice(1)], options);
  return parse(csvParts(csvHeader(view, texts, file.options), file.slices.map(csvLines)).join(''));
}

describe('lead CSV', () => {
  it('with the pipeline option, says where each lead stands right after the fixed columns: stage, assignee, follow-up, last note', () => {
    const view = leadView(sites, 'pt');
    const data = { ...toStoredAnswers(sites, sites.example!), status: 'accepted' };
    const at = new Date('2026-05-16T15:04:00Z');
    const header = csvHeader(view, texts, { pipeline: true });
    expect(header.slice(0, 13)).toEqual([
      'Recebido em', 'Situação', 'Envio do e-mail', 'Versão do formulário', 'Origem', 'Campanha', 'Entrou por',
      'Etapa', 'Responsável', 'Próximo contato', 'Última nota', 'Valor (R$)', 'Motivo da perda',
    ]);
    expect(header.slice(13)).toEqual(csvHeader(view, texts).slice(7));
    const rows = [
      csvRow(view, { id: 'a', data, createdAt: at }, texts, { pipeline: true }, { stage: 'em_contato', assignee: 'uid-bia', followUp: '2026-06-02', lastNote: 'Ligou; quer\norçamento' }),
      // Assigned to someone who has since left: named as the lead page names them, never a bare uid.
      csvRow(view, { id: 'b', data, createdAt: at }, texts, { pipeline: true }, { stage: 'novo', assignee: 'uid-gone', followUp: null, lastNote: null }),
      // A note is what staff typed: a formula in it is neutralised like any answer.
      csvRow(view, { id: 'c', data, createdAt: at }, texts, { pipeline: true }, { stage: 'proposta_enviada', assignee: null, followUp: null, lastNote: '=HYPERLINK("http://x")' }),
      // No summary yet (the function has not written it): empty cells, the row still lines up.
      csvRow(view, { id: 'd', data, createdAt: at }, texts, { pipeline: true }),
      // A won lead's value as a number a Brazilian spreadsheet reads; a lost one's reason.
      csvRow(view, { id: 'e', data, createdAt: at }, texts, { pipeline: true }, { stage: 'fechado', assignee: null, followUp: null, lastNote: null, wonValue: 150_050, lostReason: null }),
      csvRow(view, { id: 'f', data, createdAt: at }, texts, { pipeline: true }, { stage: 'perdido', assignee: null, followUp: null, lastNote: null, wonValue: null, lostReason: 'Preço' }),
    ];
    const [, ...read] = parse(toCsv(header, rows));
    expect(read.map((row) => row.slice(7, 13))).toEqual([
      ['Em contato', 'bia@movaly.test', '02/06/2026', 'Ligou; quer\norçamento', '', ''],
      ['Novo', 'alguém que saiu da equipe', '', '', '', ''],
      ['Proposta enviada', '', '', `'=HYPERLINK("http://x")`, '', ''],
      ['', '', '', '', '', ''],
      ['fechado', '', '', '', '1500,50', ''],
      ['perdido', '', '', '', '', 'Preço'],
    ]);
    expect(read.every((row) => row.length === header.length)).toBe(true);
  });

  it('says where each visit came from (issue 41): the channel, the campaign as text (a formula neutralised), the landing page; empty when its page kept none', () => {
    const view = leadView(sites, 'pt');
    const data = { ...toStoredAnswers(sites, sites.example!), status: 'accepted' };
    const header = csvHeader(view, texts);
    const carried = (lead_source?: string) => csvRow(view, { id: 'a', data: { ...data, ...(lead_source ? { lead_source } : {}) }, createdAt: new Date() }, texts);
    const [, ...read] = parse(
      toCsv(header, [carried('utm_source=ig&utm_campaign=natal-2026&landing=%2Fservicos'), carried('utm_campaign=%3DHYPERLINK(%22x%22)&landing=%2F'), carried('landing=%2F'), carried()]),
    );
    expect(read.map((row) => row.slice(header.indexOf('Origem'), header.indexOf('Entrou por') + 1))).toEqual([
      ['Instagram', 'natal-2026', '/servicos'],
      ['outro', `'=HYPERLINK("x")`, '/'],
      ['Direto', '', '/'],
      ['', '', ''],
    ]);
  });

  it('without the pipeline option, has no pipeline column (a file of answers alone)', () => {
    const view = leadView(sites, 'pt');
    const lead = { id: 'a', data: { ...toStoredAnswers(sites, sites.example!), status: 'accepted' }, createdAt: new Date() };
    const standing = { stage: 'fechado' as const, assignee: 'uid-bia', followUp: '2026-06-02', lastNote: 'x' };
    expect(csvHeader(view, texts)).not.toContain('Etapa');
    expect(csvRow(view, lead, texts, {}, standing)).toEqual(csvRow(view, lead, texts));
    expect(csvRow(view, lead, texts).length).toBe(csvHeader(view, texts).length);
  });

  it('has a BOM, one column per question with its label, option labels, and neutralised formulas', () => {
    const view = leadView(sites, 'pt');
    const data = toStoredAnswers(sites, { ...sites.example, nome: '=HYPERLINK("http://x","clique")', empresa: 'Açaí; "Bom" & Cia\nFilial' });
    const lead = { id: 'a', data: { ...data, status: 'accepted' }, createdAt: new Date('2026-05-16T15:04:00Z') };
    const csv = toCsv(csvHeader(view, texts), [csvRow(view, lead, texts)]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, row] = parse(csv);
    expect(header.slice(0, 3)).toEqual(['Recebido em', 'Situação', 'Envio do e-mail']);
    expect(header).toContain(sites.fields.tipo_site.title);
    const cell = (field: string) => row[header.indexOf(sites.fields[field].title!)];
    expect(cell('tipo_site')).toBe('Site institucional');
    expect(cell('nome')).toBe(`'=HYPERLINK("http://x","clique")`);
    expect(cell('empresa')).toBe('Açaí; "Bom" & Cia\nFilial');
    expect(cell('funcionalidades').split('; ').length).toBe((sites.example!.funcionalidades as string[]).length);
    expect(row[0]).toBe('16/05/2026, 12:04');
    expect(row[1]).toBe('Aceito');
  });

  it('neutralises every cell a spreadsheet would read as a formula, multi-line ones and those after blanks included', () => {
    const risky = [
      '=cmd|\' /C calc\'!A0\nsegunda linha',
      '+1+cmd|x\r\nmais',
      '-2+3+cmd|x\nmais',
      '@SUM(1+1)*cmd|x\nmais',
      '=HYPERLINK("http://evil.example")',
      '\tx',
      '\rx',
      '  =1+1',
      '\n=cmd|x',
      '+cmd',
      '-x',
      '@x',
    ];
    // Papa Parse's own escapeFormulae misses a formula followed by a line break (its test stops there).
    expect(Papa.unparse([[risky[0]]], { escapeFormulae: true })).toBe(`"${risky[0].replace(/"/g, '""')}"`);
    const csv = toCsv(['a'], risky.map((v) => [v]));
    const cells = parse(csv).slice(1).map((r) => r[0]);
    expect(cells).toEqual(risky.map((v) => `'${v}`));
  });

  it('leaves a number as typed alone: a phone or a negative number is no formula', () => {
    const plain = ['+55 11 98888-7777', '(11) 98888-7777', '-5', ' +351 912 345 678', 'Texto = comum', 'ok'];
    expect(plain.map(spreadsheetSafe)).toEqual(plain);
    const cells = parse(toCsv(['a'], plain.map((v) => [v]))).slice(1).map((r) => r[0]);
    expect(cells).toEqual(plain);
  });

  it('also neutralises the fixed columns and the header', () => {
    const csv = toCsv(['=titulo'], [['=x']]);
    expect(parse(csv)).toEqual([["'=titulo"], ["'=x"]]);
  });

  it("has a column of the answers today's form no longer knows when an exported lead has one, under their old label or stored key", () => {
    const older = CSV_TEXTS.olderAnswers;
    for (const recorded of [true, false]) {
      const view = leadView(editedInPlace({ recorded }), 'pt');
      const today = { id: 'today', createdAt: new Date(), data: { ...toStoredAnswers(view.def, view.def.example!), status: 'accepted' } };
      const [header, ...rows] = exportOf(view, [today, leadBeforeEdit], { pipeline: true });
      expect(header[header.length - 1]).toBe(older);
      expect(rows.every((row) => row.length === header.length)).toBe(true);
      const label = recorded ? RENAMED_LABEL : RENAMED.stored;
      expect(rows[1][header.length - 1]).toBe(`${label}: ${RENAMED_ANSWER}\n${NEVER_ASKED.key}: ${NEVER_ASKED.value}`);
      expect(rows[0][header.length - 1]).toBe('');
      // The option value the form no longer has: its old label, else the value as stored.
      expect(rows[1][header.indexOf(view.fields[RELABELLED.name].title!)]).toBe(recorded ? RELABELLED_OLD_LABEL : RELABELLED.before);
      // No meta, server, trap or funnel field reads as an answer.
      const file = [header, ...rows].flat().join('\n');
      for (const key of Object.keys(NOT_ANSWER_FIELDS)) expect(file).not.toContain(`${key}:`);
      expect(file).not.toContain('bot text');

      // No exported lead with such an answer: no such column, every row as wide as the header.
      const [plainHeader, ...plainRows] = exportOf(view, [today, today]);
      expect(plainHeader).not.toContain(older);
      expect(plainRows.every((row) => row.length === plainHeader.length)).toBe(true);
    }
  });

  it('leaves bot-caught and rejected submissions out unless spam is asked for', () => {
    const lead = (status: unknown) => ({ id: String(status), data: { status }, createdAt: undefined });
    const all = ['accepted', 'new', undefined, 'spam', 'rejected'].map(lead);
    expect(all.filter((l) => isExported(l, false)).map((l) => l.data.status)).toEqual(['accepted', 'new', undefined]);
    expect(all.filter((l) => isExported(l, true))).toHaveLength(5);
  });
});
