import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { readRegistry } from '../../../../scripts/lib/read-forms';
import type { FormSchema } from '../../../forms/core/definition';
import { fromStoredRecord, submissionMeta, toStoredAnswers } from '../../../forms/core/record';
import { defineForm, type FormDefinition } from '../../../forms/core/registry';
import { renderLeadEmail } from '../../../domain/lead-email';
import { nextHistory, type VersionRenames } from '../../../forms/core/versions';
import { csvHeader, csvLines, csvParts, csvRow, fitOlderAnswers } from './lead-csv';
import { CSV_TEXTS } from './csv-test-texts';
import { answerGroups, leadView, olderVersion } from '../shared/lead-view';

/*
 * A lead sent under version 1 of the cinematic briefing, read after version 2 renamed one of its
 * options (form.json `renames`) and removed a question on purpose (null): the lead page, the CSV and
 * the studio's e-mail show the old lead under today's label, say which version it was sent under, and
 * keep the removed question's answer under the label version 1 gave it.
 */
const v1 = readRegistry().forms.find((f) => f.id === 'videos_cinematograficos')!;
const texts = CSV_TEXTS;

/** Version 2: option "nao-sei" of temConteudo is "ainda-nao-sei", labelled anew; fraseObrigatoria is gone. */
function version2(renames: Record<string, VersionRenames>): FormDefinition {
  const schema = structuredClone(v1.schema) as FormSchema;
  const option = (schema.properties.temConteudo.oneOf ?? []).find((o) => o.const === 'nao-sei')!;
  Object.assign(option, { const: 'ainda-nao-sei', title: 'Ainda não decidi' });
  delete schema.properties.fraseObrigatoria;
  schema.required = schema.required?.filter((n) => n !== 'fraseObrigatoria');
  const def = defineForm({ ...v1, schema, form: { ...v1.form, version: 2, renames } });
  return { ...def, history: nextHistory(def, nextHistory(v1)) };
}

/** A lead as version 1 stored it (its fingerprint, its option value, its answer to the removed question). */
const oldLead = {
  id: 'old1',
  createdAt: new Date('2026-05-16T15:04:00Z'),
  data: {
    ...toStoredAnswers(v1, { ...v1.example, temConteudo: 'nao-sei', fraseObrigatoria: 'Viver é contar histórias' }),
    ...submissionMeta(v1, 'pt'),
    status: 'accepted',
  },
};
const QUESTION = v1.fields.temConteudo.title!;
const REMOVED = v1.fields.fraseObrigatoria.title!;

describe('a lead sent under an older version of its form', () => {
  const v2 = version2({ 2: { options: { temConteudo: { 'nao-sei': 'ainda-nao-sei' } }, fields: { fraseObrigatoria: null } } });
  const view = leadView(v2, 'pt');

  it('reads on the lead page under the renamed option, with its version and the removed question under its old label', () => {
    const rows = answerGroups(view, oldLead.data).flatMap((g) => g.rows);
    expect(rows.find((r) => r.label === QUESTION)!.values).toEqual(['Ainda não decidi']);
    expect(rows.find((r) => r.label === REMOVED)!.values).toEqual(['Viver é contar histórias']);
    expect(olderVersion(view, oldLead.data)).toEqual({ sent: 1, current: 2 });
  });

  it('exports to the CSV the same way, the version in its own column', () => {
    // As the export writes it: the older answers' column kept because this lead has one.
    const file = fitOlderAnswers([[csvRow(view, oldLead, texts, { olderAnswers: true })]], {});
    const [header, row] = Papa.parse<string[]>(csvParts(csvHeader(view, texts, file.options), file.slices.map(csvLines)).join('').slice(1), {
      newline: '\r\n',
    }).data;
    expect(row[header.indexOf(QUESTION)]).toBe('Ainda não decidi');
    expect(row[header.indexOf('Versão do formulário')]).toBe('1');
    expect(row[header.indexOf('Respostas de versões anteriores')]).toBe(`${REMOVED}: Viver é contar histórias`);
  });

  it("is e-mailed again with today's label and the version it was sent under", () => {
    const record = fromStoredRecord(v2, oldLead.data);
    const mail = renderLeadEmail(v2, record.answers, { sentUnder: record.version, retired: record.retired });
    expect(mail.text).toContain(`${QUESTION}: Ainda não decidi`);
    expect(mail.text).toContain('Versão do formulário: 1 (a atual é a 2)');
    expect(mail.text).toContain(`${REMOVED}: Viver é contar histórias`);
  });

  it("without a mapping keeps version 1's label for the value today's form lacks; a lead of today's version says no version", () => {
    const unmapped = version2({});
    const rows = answerGroups(leadView(unmapped, 'pt'), oldLead.data).flatMap((g) => g.rows);
    expect(rows.find((r) => r.label === QUESTION)!.values).toEqual(['Ainda não sei']);
    const today = { ...oldLead.data, ...submissionMeta(v2, 'pt'), tem_conteudo: 'ainda-nao-sei' };
    expect(olderVersion(view, today)).toBeUndefined();
    expect(csvRow(view, { ...oldLead, data: today }, texts)[csvHeader(view, texts).indexOf('Versão do formulário')]).toBe('2');
  });
});

/*
 * The same lead read after version 2 renamed one of its questions (form.json `renames` fields): its
 * answer is found under the new name, on the lead page, in the e-mail, and as the lead is read back.
 */
describe('a lead whose question was renamed since it was sent', () => {
  const SPECIAL = 'especialDaHistoria';
  const RENAMED = 'oQueTornaEspecial';
  const schema = structuredClone(v1.schema) as FormSchema;
  schema.properties = Object.fromEntries(Object.entries(schema.properties).map(([name, field]) => [name === SPECIAL ? RENAMED : name, field]));
  schema.required = schema.required?.map((n) => (n === SPECIAL ? RENAMED : n));
  const renamed = defineForm({ ...v1, schema, form: { ...v1.form, version: 2, renames: { 2: { fields: { [SPECIAL]: RENAMED } } } } });
  const v2 = { ...renamed, history: nextHistory(renamed, nextHistory(v1)) };
  const answer = v1.example?.[SPECIAL] as string;

  it('reads the old answer under the new name, on the lead page and in the e-mail', () => {
    const record = fromStoredRecord(v2, oldLead.data);
    expect(record.answers[RENAMED]).toBe(answer);
    expect(record.answers).not.toHaveProperty(SPECIAL);
    const rows = answerGroups(leadView(v2, 'pt'), oldLead.data).flatMap((g) => g.rows);
    expect(rows.find((r) => r.label === v1.fields[SPECIAL].title)!.values).toEqual([answer]);
    expect(renderLeadEmail(v2, record.answers, { sentUnder: record.version, retired: record.retired }).text).toContain(`${v1.fields[SPECIAL].title}: ${answer}`);
  });
});
