import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { readRegistry } from '../../../../scripts/lib/read-forms';
import { escapeHtml } from '../../../forms/core/answer-presentation';
import { fromStoredRecord, submissionMeta, toStoredAnswers } from '../../../forms/core/record';
import type { FormDefinition } from '../../../forms/core/registry';
import { renderLeadEmail } from '../../../domain/lead-email';
import { csvHeader, csvLines, csvParts, csvRow, spreadsheetSafe } from './lead-csv';
import { CSV_TEXTS } from './csv-test-texts';
import { answerGroups, leadView } from '../shared/lead-view';

/*
 * The studio's e-mail, the lead page and the CSV show one lead with the same texts: the same section
 * headings in the same order, the same question labels, and the same answer texts (option labels,
 * yes/no, dates). Two real briefings cover what differed before: a date, a multiple choice with
 * 'Outro' and its typed text, a single choice with 'Outro', a yes/no box.
 */
const forms = readRegistry().forms;
const form = (id: string) => forms.find((f) => f.id === id)!;
const texts = CSV_TEXTS;

/** A lead as Firestore holds it (the form's own codec), with a visitor's markup in a text answer. */
function storedLead(def: FormDefinition) {
  const name = def.form.lead.name!;
  const answers = { ...def.example, [name]: `${String(def.example![name])} <b>& Cia</b>` };
  const data = { ...toStoredAnswers(def, answers), ...submissionMeta(def, 'pt'), status: 'accepted' };
  return { id: 'lead1', data, createdAt: new Date('2026-05-16T15:04:00Z') };
}

const cases = [
  { id: 'movaly_continuum', date: 'dataDesejada', other: 'canais', otherText: 'canaisOutro' },
  { id: 'convites_cinematograficos', date: 'dataEvento', other: 'destinoVideo', otherText: 'destinoOutro', yesNo: 'movalyContinuum' },
];

describe('one presentation of a lead in the e-mail, the lead page and the CSV', () => {
  it.each(cases)('$id: same sections, labels and answer texts in all three', ({ id, date, other, otherText, yesNo }) => {
    const def = form(id);
    const lead = storedLead(def);
    const view = leadView(def, 'pt');

    const page = answerGroups(view, lead.data);
    const mail = renderLeadEmail(def, fromStoredRecord(def, lead.data).answers, { receivedAt: lead.createdAt });
    const [header, row] = Papa.parse<string[]>(csvParts(csvHeader(view, texts), [csvLines([csvRow(view, lead, texts)])]).join('').slice(1), {
      newline: '\r\n',
    }).data;

    // The cases hold what they are chosen for.
    const rows = page.flatMap((g) => g.rows);
    const rowOf = (name: string) => rows.find((r) => r.name === name)!;
    expect(rowOf(date).kind).toBe('date');
    expect(rowOf(date).values[0]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(rowOf(other).values.some((v) => v.startsWith('Outro'))).toBe(true);
    expect(rowOf(otherText).values).toEqual([def.example![otherText]]);
    if (yesNo) expect(rowOf(yesNo).values).toEqual(['Sim']);

    // Sections: the page's headings are the e-mail's, in the same order.
    const mailHeadings = [...mail.html.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map((m) => m[1]);
    expect(mailHeadings).toEqual(page.map((g) => escapeHtml(g.title)));

    expect(mail.html).not.toContain('<b>& Cia</b>');
    for (const r of rows) {
      // The e-mail: the label and every value (escaped in HTML; joined by ', ' in the plain text).
      expect(mail.text).toContain(`${r.label}: ${r.values.join(', ')}`);
      expect(mail.html).toContain(`>${escapeHtml(r.label)}</th>`);
      for (const v of r.values) expect(mail.html).toContain(escapeHtml(v));
      // The CSV: a column with the same label, the same values joined by '; ' (behind the CSV's own
      // escaping, as the e-mail's are behind HTML's: '@mari.oliveira' would be read as a formula).
      expect(header).toContain(r.label);
      expect(row[header.indexOf(r.label)]).toBe(spreadsheetSafe(r.values.join('; ')));
    }
    // The CSV's columns follow the sections: the answered ones come in the page's order.
    const answered = new Set(rows.map((r) => r.label));
    expect(header.filter((h) => answered.has(h))).toEqual(rows.map((r) => r.label));
    // The received time reads the same.
    expect(mail.text).toContain(`Recebido em: ${row[0]}`);
  });

  it('the lead page and the CSV of a staff member reading Spanish agree too', () => {
    const def = form('convites_cinematograficos');
    const lead = storedLead(def);
    const view = leadView(def, 'es');
    const rows = answerGroups(view, lead.data).flatMap((g) => g.rows);
    const header = csvHeader(view, texts);
    const row = csvRow(view, lead, texts);
    for (const r of rows) expect(row[header.indexOf(r.label)]).toBe(r.values.join('; ')); // cells before the CSV's escaping
    expect(rows.find((r) => r.name === 'movalyContinuum')!.values).toEqual(['Sí']);
  });
});
