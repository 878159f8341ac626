import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { readRegistry } from '../../../scripts/lib/read-forms';
import { toStoredAnswers } from '../../forms/core/record';
import { csvHeader, csvLines, csvParts, csvRow, type CsvTexts } from './lead-csv';

/** The file as the export writes it, in one piece. */
const toCsv = (header: string[], rows: string[][]) => csvParts(header, [csvLines(rows)]).join('');
import { leadView } from './lead-view';

const sites = readRegistry().forms.find((f) => f.id === 'criacao_sites')!;
const texts: CsvTexts = {
  yes: 'Sim',
  no: 'Não',
  receivedAt: 'Recebido em',
  status: 'Situação',
  delivery: 'Envio do e-mail',
  statusLabel: (s) => (s === 'accepted' ? 'Aceito' : 'Em análise'),
  deliveryLabel: () => 'Enviado',
};

describe('lead CSV', () => {
  it('has a BOM, one column per question with its label, option labels, and neutralised formulas', () => {
    const view = leadView(sites, 'pt');
    const data = toStoredAnswers(sites, { ...sites.example, nome: '=HYPERLINK("http://x","clique")', empresa: 'Açaí; "Bom" & Cia\nFilial' });
    const lead = { id: 'a', data: { ...data, status: 'accepted' }, createdAt: new Date('2026-05-16T15:04:00Z') };
    const csv = toCsv(csvHeader(view, texts), [csvRow(view, lead, texts)]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, row] = Papa.parse<string[]>(csv.slice(1), { newline: '\r\n' }).data;
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

  it('neutralises every formula-leading character', () => {
    const csv = toCsv(['a'], [['+1'], ['-1'], ['@x'], ['\tx'], ['\rx'], ['ok']]);
    const cells = Papa.parse<string[]>(csv.slice(1), { newline: '\r\n' }).data.slice(1).map((r) => r[0]);
    expect(cells).toEqual(["'+1", "'-1", "'@x", "'\tx", "'\rx", 'ok']);
  });
});
