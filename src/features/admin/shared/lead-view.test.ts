import { describe, expect, it } from 'vitest';
import { readRegistry } from '../../../../scripts/lib/read-forms';
import { toStoredAnswers } from '../../../forms/core/record';
import { answerGroups, formatDateTime, leadColumns, leadView, olderVersion, orderedFields } from './lead-view';
import { editedInPlace, leadBeforeEdit, NEVER_ASKED, NOT_ANSWER_FIELDS, RENAMED, RENAMED_ANSWER, RENAMED_LABEL } from '../../../test-setup/edited-forms';

const registry = readRegistry();
const sites = registry.forms.find((f) => f.id === 'criacao_sites')!;
const convites = registry.forms.find((f) => f.id === 'convites_cinematograficos')!;

describe('lead view', () => {
  it("takes the table's columns from the form's lead fields, in the staff member's language", () => {
    expect(leadColumns(leadView(sites, 'pt')).map((c) => c.field)).toEqual(['nome', 'email', 'telefone', 'empresa']);
    const en = leadColumns(leadView(sites, 'en'));
    expect(en.map((c) => c.role)).toEqual(['name', 'email', 'phone', 'company']);
    expect(en[0].label).toBe(sites.translations.en?.fields?.nome?.title ?? sites.fields.nome.title);
    expect(leadView(sites, 'en')).toBe(leadView(sites, 'en')); // one object per form and language
  });

  it('writes the received time in pt-BR by default', () => {
    expect(formatDateTime(new Date('2026-05-16T15:04:00Z'))).toBe('16/05/2026, 12:04');
  });

  it('groups the answered questions under their sections and leaves the unanswered out', () => {
    const doc = toStoredAnswers(sites, sites.example!);
    const groups = answerGroups(leadView(sites, 'pt'), doc);
    const names = groups.flatMap((g) => g.rows.map((r) => r.name));
    expect(names).toEqual(orderedFields(leadView(sites, 'pt')).filter((f) => names.includes(f)));
    expect(names).toContain('nome');
    const answered = Object.keys(sites.example!).filter((k) => sites.example![k] !== '' && sites.example![k] !== undefined);
    expect(new Set(names)).toEqual(new Set(answered.filter((k) => !(Array.isArray(sites.example![k]) && (sites.example![k] as unknown[]).length === 0))));
  });

  it("reads a lead in the staff member's language, with what kind each answer is", () => {
    const doc = toStoredAnswers(convites, convites.example!);
    const rows = answerGroups(leadView(convites, 'es'), doc).flatMap((g) => g.rows);
    const row = (name: string) => rows.find((r) => r.name === name)!;
    expect(row('movalyContinuum').values).toEqual(['Sí']);
    expect(row('dataEvento')).toMatchObject({ values: ['21/11/2026'], kind: 'date' });
    expect(row('email').kind).toBe('email');
    expect(row('telefone').kind).toBe('phone');
    expect(row('nome').label).toBe(convites.translations.es!.fields!.nome.title);
  });

  it("shows on the lead page every stored answer today's form does not know, last, under its old label or its stored key", () => {
    for (const recorded of [true, false]) {
      const view = leadView(editedInPlace({ recorded }), 'pt');
      const groups = answerGroups(view, leadBeforeEdit.data);
      const last = groups[groups.length - 1];
      expect(last).toMatchObject({ id: '_older', title: 'Respostas de uma versão anterior' });
      expect(last.rows.map((r) => [r.label, r.values])).toEqual([
        [recorded ? RENAMED_LABEL : RENAMED.stored, [RENAMED_ANSWER]],
        [NEVER_ASKED.key, [NEVER_ASKED.value]],
      ]);
      const names = groups.flatMap((g) => g.rows.map((r) => r.name));
      for (const key of [...Object.keys(NOT_ANSWER_FIELDS), 'form_id', 'schema_version', 'locale', 'status', 'createdAt']) expect(names).not.toContain(key);
      // Edited in place: still the version it was sent under, so no "older version" note.
      expect(olderVersion(view, leadBeforeEdit.data)).toBeUndefined();
    }
  });
});
