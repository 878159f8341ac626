import { describe, expect, it } from 'vitest';
import { readRegistry } from '../../../scripts/lib/read-forms';
import { toStoredAnswers } from '../../forms/core/record';
import { answerGroups, displayValues, formatDateTime, leadColumns, leadView, orderedFields } from './lead-view';

const registry = readRegistry();
const sites = registry.forms.find((f) => f.id === 'criacao_sites')!;
const yesNo = { yes: 'Sim', no: 'Não' };

describe('lead view', () => {
  it("takes the table's columns from the form's lead fields, in the staff member's language", () => {
    expect(leadColumns(leadView(sites, 'pt')).map((c) => c.field)).toEqual(['nome', 'email', 'telefone', 'empresa']);
    const en = leadColumns(leadView(sites, 'en'));
    expect(en.map((c) => c.role)).toEqual(['name', 'email', 'phone', 'company']);
    expect(en[0].label).toBe(sites.translations.en?.fields?.nome?.title ?? sites.fields.nome.title);
  });

  it('shows option labels, yes/no, and dates in pt-BR', () => {
    const field = { type: 'string', oneOf: [{ const: 'a', title: 'Opção A' }] };
    expect(displayValues(field, 'a', yesNo)).toEqual(['Opção A']);
    expect(displayValues({ type: 'array', items: field }, ['a', 'b'], yesNo)).toEqual(['Opção A', 'b']);
    expect(displayValues({ type: 'boolean' }, false, yesNo)).toEqual(['Não']);
    expect(displayValues({ type: 'string', format: 'date' }, '2026-05-16', yesNo)).toEqual(['16/05/2026']);
    expect(formatDateTime(new Date('2026-05-16T15:04:00Z'))).toBe('16/05/2026, 12:04');
  });

  it('groups the answered questions under their sections and leaves the unanswered out', () => {
    const doc = toStoredAnswers(sites, sites.example!);
    const groups = answerGroups(leadView(sites, 'pt'), doc, yesNo, 'Outras respostas');
    const names = groups.flatMap((g) => g.rows.map((r) => r.name));
    expect(names).toEqual(orderedFields(leadView(sites, 'pt')).filter((f) => names.includes(f)));
    expect(names).toContain('nome');
    const answered = Object.keys(sites.example!).filter((k) => sites.example![k] !== '' && sites.example![k] !== undefined);
    expect(new Set(names)).toEqual(new Set(answered.filter((k) => !(Array.isArray(sites.example![k]) && (sites.example![k] as unknown[]).length === 0))));
  });
});
