import { describe, expect, it } from 'vitest';
import { readRegistry } from '../../../scripts/lib/read-forms';
import {
  displayValues,
  formatDateAnswer,
  formatDateTime,
  looksLikePhone,
  OLDER_SECTION,
  OTHER_SECTION,
  presentedQuestions,
  presentLead,
  valueKind,
  valueLink,
  webLink,
} from './answer-presentation';

import { fromStoredRecord } from './record';
import { editedInPlace, leadBeforeEdit, NEVER_ASKED, RELABELLED, RELABELLED_OLD_LABEL, RENAMED, RENAMED_ANSWER, RENAMED_LABEL } from '../../test-setup/edited-forms';

const forms = readRegistry().forms;
const form = (id: string) => forms.find((f) => f.id === id)!;
const convites = form('convites_cinematograficos');
const continuum = form('movaly_continuum');
const sites = form('criacao_sites');

describe('one presentation of a lead', () => {
  it("writes a received moment in Brazil's time and a date answer as the same calendar day, in each language", () => {
    const moment = new Date('2026-05-16T02:30:00Z'); // still the 15th in São Paulo
    expect(formatDateTime(moment)).toBe('15/05/2026, 23:30');
    expect(formatDateTime(moment, 'es')).toBe('15/05/2026, 23:30');
    expect(formatDateTime(moment, 'en')).toBe('15/05/2026, 23:30');
    expect(formatDateTime(undefined)).toBe('');
    for (const locale of ['pt', 'es', 'en'] as const) expect(formatDateAnswer('2026-05-16', locale)).toBe('16/05/2026');
    expect(formatDateAnswer('2026-02-30')).toBe('2026-02-30'); // no such day: shown as typed
  });

  it('decides in one place which answers are dates, e-mails, phones, addresses or long texts', () => {
    expect(valueKind(convites, 'dataEvento')).toBe('date');
    expect(valueKind(convites, 'email')).toBe('email');
    expect(valueKind(convites, 'telefone')).toBe('phone');
    expect(valueKind(convites, 'informacoesEspeciais')).toBe('long-text');
    expect(valueKind(convites, 'tipoEvento')).toBe('text');
    expect(valueKind(convites, 'movalyContinuum')).toBe('text');
    expect(valueKind(continuum, 'canais')).toBe('text');
    expect(valueKind(continuum, 'site')).toBe('url');
    expect(valueKind(sites, 'website_atual')).toBe('url');
    // Only a date question's answer is a date: a text that looks like one is shown as typed.
    expect(displayValues(convites, 'dataEvento', '2026-11-21')).toEqual(['21/11/2026']);
    expect(displayValues(convites, 'localEvento', '2026-11-21')).toEqual(['2026-11-21']);
  });

  it('shows option labels and yes/no in the chosen language, and keeps a value no option has', () => {
    expect(displayValues(convites, 'movalyContinuum', true)).toEqual(['Sim']);
    expect(displayValues(convites, 'movalyContinuum', true, 'es')).toEqual(['Sí']);
    expect(displayValues(convites, 'movalyContinuum', false, 'en')).toEqual(['No']);
    expect(displayValues(convites, 'destinoVideo', 'E-mail')).toEqual(['Por e-mail']);
    const es = continuum.translations.es?.fields?.canais?.options?.Outro;
    expect(es).toBeTruthy();
    expect(displayValues(continuum, 'canais', ['Instagram', 'Outro', 'Rádio local'], 'es')).toEqual(['Instagram', es, 'Rádio local']);
  });

  it('gives the answered questions by section in the order the visitor saw them, the unplaced last', () => {
    const lead = presentLead(continuum, { ...continuum.example, perguntaAntiga: 'resposta de uma versão anterior' }, { receivedAt: new Date('2026-05-16T15:04:00Z') });
    expect(lead.title).toBe(continuum.form.texts.title);
    expect(lead.receivedAt).toBe('16/05/2026, 12:04');
    const sectionIds = (continuum.ui['ui:sections'] ?? []).map((s) => s.id);
    const ids = lead.sections.map((s) => s.id);
    expect(ids).toEqual(sectionIds.filter((id) => ids.includes(id)));
    const canais = lead.sections.find((s) => s.id === 'canais')!;
    expect(canais.rows.map((r) => [r.label, r.values])).toEqual([
      ['Em quais canais os vídeos serão publicados?', ['Instagram', 'LinkedIn', 'WhatsApp', 'Outro canal']],
      ['Quais outros canais?', ['Newsletter por e-mail']],
    ]);
    // An answer the form does not know is not shown (fromStoredRecord reports it apart); no empty block.
    expect(ids).not.toContain(OTHER_SECTION);
    const names = lead.sections.flatMap((s) => s.rows.map((r) => r.name));
    expect(names).toEqual(presentedQuestions(continuum).map((q) => q.name).filter((n) => names.includes(n)));
  });

  it('shows every answer today\'s form no longer knows in a last block of its own: the label its version gave it, else the stored key', () => {
    const recorded = editedInPlace({ recorded: true });
    const { answers, retired } = fromStoredRecord(recorded, leadBeforeEdit.data);
    const heading = { pt: 'Respostas de uma versão anterior', es: 'Respuestas de una versión anterior', en: 'Answers from an earlier version' };
    for (const locale of ['pt', 'es', 'en'] as const) {
      const lead = presentLead(recorded, answers, { locale, retired });
      const last = lead.sections[lead.sections.length - 1];
      expect(last.id).toBe(OLDER_SECTION);
      expect(last.title).toBe(heading[locale]);
      const label = locale === 'pt' ? RENAMED_LABEL : recorded.translations[locale]!.fields![RENAMED.before].title;
      expect(last.rows.map((r) => [r.name, r.label, r.values])).toEqual([
        [RENAMED.stored, label, [RENAMED_ANSWER]],
        [NEVER_ASKED.key, NEVER_ASKED.key, [NEVER_ASKED.value]],
      ]);
    }
    // A form with no recorded version: the stored key names the renamed question too.
    const bare = editedInPlace({ recorded: false });
    const rows = presentLead(bare, answers, { retired }).sections.find((s) => s.id === OLDER_SECTION)!.rows;
    expect(rows.map((r) => r.label)).toEqual([RENAMED.stored, NEVER_ASKED.key]);
    // Nothing to show, no block.
    expect(presentLead(bare, answers, { retired: { [NEVER_ASKED.key]: '  ' } }).sections.map((s) => s.id)).not.toContain(OLDER_SECTION);
  });

  it('shows an option value the form no longer has: under the label its version gave it, else as stored', () => {
    expect(displayValues(editedInPlace({ recorded: true }), RELABELLED.name, RELABELLED.before)).toEqual([RELABELLED_OLD_LABEL]);
    expect(displayValues(editedInPlace({ recorded: false }), RELABELLED.name, RELABELLED.before)).toEqual([RELABELLED.before]);
    expect(displayValues(editedInPlace({ recorded: false }), RELABELLED.name, RELABELLED.after)).toEqual([RELABELLED.label]);
  });

  it('makes links only of what is an address, a phone number or a web page', () => {
    expect(valueLink('email', 'ana@example.com')).toBe('mailto:ana@example.com');
    expect(valueLink('email', 'ana at example')).toBeUndefined();
    expect(valueLink('phone', '(11) 98888-7777')).toBe('https://wa.me/5511988887777');
    expect(valueLink('phone', '(11) 98888-7777 <b>x</b>')).toBeUndefined();
    expect(valueLink('url', 'www.cafeaurora.com.br')).toBe('https://www.cafeaurora.com.br');
    expect(valueLink('text', 'www.cafeaurora.com.br')).toBeUndefined();
    expect(webLink('https://exemplo.com.br/sobre?x=1')).toBe('https://exemplo.com.br/sobre?x=1');
    expect(webLink('javascript:alert(1)')).toBeUndefined();
    expect(webLink('@seuperfil')).toBeUndefined();
    expect(looksLikePhone('+55 11 98888-7777')).toBe(true);
    expect(looksLikePhone('+1+cmd')).toBe(false);
  });
});
