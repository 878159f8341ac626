import { describe, expect, it } from 'vitest';
import { readRegistry } from '../../../scripts/lib/read-forms';
import pt from '../../i18n/locales/pt.json';
import { precompiledAnswersValidator } from './precompiled-validators';
import {
  BOT_TRAP,
  BOT_TRAP_MAX_CHARS,
  botTrapFields,
  botTrapReason,
  checkStoredRecord,
  fromStoredRecord,
  DRAFT_SEND,
  FUNNEL_SEND,
  META_FIELDS,
  MIN_FILL_MS,
  NOT_AS_WRITTEN,
  SERVER_FIELDS,
  storedAnswersOf,
  submissionMeta,
  toStoredAnswers,
  UNKNOWN_FIELD,
} from './record';

import { defineForm } from './registry';
import { nextHistory } from './versions';
import {
  editedInPlace,
  leadBeforeEdit,
  NEVER_ASKED,
  NOT_ANSWER_FIELDS,
  RELABELLED,
  RENAMED,
  RENAMED_ANSWER,
} from '../../test-setup/edited-forms';

const registry = readRegistry();
const form = (id: string) => registry.forms.find((f) => f.id === id)!;

// The function re-validates what it reads back, so a lossy round trip would refuse a real lead.
describe('the stored record', () => {
  it('reads back every registered form example as it was answered', () => {
    expect(registry.forms.length).toBeGreaterThan(0);
    for (const def of registry.forms) {
      expect(def.example, def.id).toBeDefined();
      const { answers, unknownKeys } = fromStoredRecord(def, toStoredAnswers(def, def.example!));
      expect(answers, def.id).toEqual(def.example);
      expect(unknownKeys, def.id).toEqual([]);
    }
  });

  it('stores a snake_case form under snake_case names and reads them back under the answer names', () => {
    const def = form('videos_cinematograficos');
    expect(def.form.storedNames).toBe('snake_case');
    const stored = toStoredAnswers(def, def.example!);
    expect(stored.nome_completo).toBe(def.example!.nomeCompleto);
    expect(stored).not.toHaveProperty('nomeCompleto');
    expect(fromStoredRecord(def, stored).answers.nomeCompleto).toBe(def.example!.nomeCompleto);
  });

  it('joins a joinedLists answer into one text and splits it back into the list', () => {
    const def = form('criacao_sites');
    expect(def.form.joinedLists).toContain('funcionalidades');
    const list = ['blog', 'galeria'];
    const stored = toStoredAnswers(def, { funcionalidades: list });
    expect(stored.funcionalidades).toBe('blog, galeria');
    expect(fromStoredRecord(def, stored).answers.funcionalidades).toEqual(list);
    // An empty list is not an answer: nothing is stored, so nothing comes back as [''].
    expect(toStoredAnswers(def, { funcionalidades: [] })).toEqual({});
  });

  it('does not store blank, null or undefined answers, nor names the form does not have', () => {
    const def = form('contato');
    const stored = toStoredAnswers(def, {
      nome: 'Ana',
      telefone: '   ',
      historia: '',
      email: null,
      tipoProjetoP: undefined,
      naoExiste: 'x',
    });
    expect(stored).toEqual({ nome: 'Ana' });
  });

  it('reports keys the form does not know apart from the answers', () => {
    const def = form('contato');
    const { answers, unknownKeys } = fromStoredRecord(def, { nome: 'Ana', intruso: 1, outro: 'x' });
    expect(answers).toEqual({ nome: 'Ana' });
    expect(unknownKeys).toEqual(['intruso', 'outro']);
  });

  it('treats meta, server, bot-trap, funnel and draft fields as neither answers nor unknown keys', () => {
    const def = form('contato');
    const extras = Object.fromEntries(
      [...META_FIELDS, ...SERVER_FIELDS, ...Object.values(BOT_TRAP), ...Object.values(FUNNEL_SEND), ...Object.values(DRAFT_SEND)].map((key) => [key, `v-${key}`]),
    );
    expect(Object.keys(extras)).toEqual(
      expect.arrayContaining(['form_id', 'status', 'validation', 'delivery', 'search', 'trap', 'fill_ms', 'funnel_visit', 'funnel_ms', 'draft_link']),
    );
    const { answers, unknownKeys } = fromStoredRecord(def, { ...extras, nome: 'Ana' });
    expect(answers).toEqual({ nome: 'Ana' });
    expect(unknownKeys).toEqual([]);
    // What the function validates: the answers as stored, unknown keys included (reported apart).
    expect(storedAnswersOf(def, { ...extras, nome: 'Ana', intruso: 1 })).toEqual({ nome: 'Ana', intruso: 1 });
  });
});

// What the function does with every stored lead: decode once, validate with the browser's code, encode again.
describe('checking a stored record', () => {
  const judge = (id: string, doc: Record<string, unknown>) => {
    const def = form(id);
    return checkStoredRecord(def, { ...submissionMeta(def, 'pt'), ...doc }, precompiledAnswersValidator(def, pt.engine)).errors;
  };
  const sites = form('criacao_sites');
  const stored = (id: string) => toStoredAnswers(form(id), form(id).example!);

  it('accepts what the form writes, for every form, renamed and joined fields included', () => {
    for (const def of registry.forms) expect(judge(def.id, stored(def.id)), def.id).toEqual([]);
  });

  it("accepts a submission naming its funnel visit: the visit is no answer, so no unknown key (a lead is never refused for the funnel's sake)", () => {
    const funnel = { [FUNNEL_SEND.visit]: '0123456789abcdef0123456789abcdef', [FUNNEL_SEND.ms]: 95_000 };
    for (const def of registry.forms) expect(judge(def.id, { ...stored(def.id), ...funnel }), def.id).toEqual([]);
  });

  it('refuses a joined list written any other way than the form joins it', () => {
    const cases: [string | string[], string][] = [
      ['blog,galeria', 'funcionalidades'],
      ['blog, nao_existe', 'funcionalidades'],
      [['blog', 'galeria'], 'funcionalidades'],
    ];
    for (const [value, field] of cases) {
      const errors = judge(sites.id, { ...stored(sites.id), funcionalidades: value });
      expect(errors.map((e) => e.field), JSON.stringify(value)).toEqual([field]);
    }
    // Valid options, not joined: the validator passes the list; only encoding it again tells.
    expect(judge(sites.id, { ...stored(sites.id), funcionalidades: ['blog', 'galeria'] })).toEqual([{ field: 'funcionalidades', message: NOT_AS_WRITTEN }]);
  });

  it('refuses a blank answer, which the form never stores', () => {
    const def = form('contato');
    expect(judge('contato', { ...stored('contato'), telefone: '  ' })).toEqual([{ field: 'telefone', message: NOT_AS_WRITTEN }]);
    expect(def.schema.required).not.toContain('telefone');
  });

  it('refuses an answer under its answer name in a form that stores it renamed, and a foreign form_id', () => {
    const videos = form('videos_cinematograficos');
    const errors = judge(videos.id, { ...stored(videos.id), nomeCompleto: 'Ana', form_id: 'contato' });
    expect(errors).toEqual([
      { field: 'nomeCompleto', message: UNKNOWN_FIELD },
      { field: 'form_id', message: 'form_id deveria ser videos_cinematograficos.' },
    ]);
  });

  it('gives the form’s own message for an invalid answer, under the answer name', () => {
    const videos = form('videos_cinematograficos');
    const errors = judge(videos.id, { ...stored(videos.id), nome_completo: '   ' });
    expect(errors).toHaveLength(1);
    expect(errors[0].field).toBe('nomeCompleto');
    expect(errors[0].message).not.toBe(NOT_AS_WRITTEN);
  });
});

// Issue 28: whatever an edit did to the form, every stored answer comes back, for staff to see.
describe('answers the form no longer knows', () => {
  const shown = { [RENAMED.stored]: RENAMED_ANSWER, [NEVER_ASKED.key]: NEVER_ASKED.value };

  it('come back for display, a renamed question (same version) and a key no version had alike; no meta, server, trap or funnel field', () => {
    for (const recorded of [true, false]) {
      const def = editedInPlace({ recorded });
      const record = fromStoredRecord(def, leadBeforeEdit.data);
      expect(record.version, `recorded: ${recorded}`).toBe(1);
      expect(record.retired, `recorded: ${recorded}`).toEqual(shown);
      // Today's question under its new name has no answer: the old one is not moved without a declared rename.
      expect(record.answers).not.toHaveProperty(RENAMED.after);
      // The option value the form no longer has stays as stored.
      expect(record.answers[RELABELLED.name]).toBe(RELABELLED.before);
      expect(Object.keys(record.retired).some((key) => key in NOT_ANSWER_FIELDS || (META_FIELDS as readonly string[]).includes(key))).toBe(false);
    }
  });

  it('are still refused on a new submission, each once; a removed question an older version recorded is refused too, not unknown', () => {
    const def = editedInPlace({ recorded: true });
    const { errors } = checkStoredRecord(def, leadBeforeEdit.data, () => []);
    expect(errors).toEqual([
      { field: RENAMED.stored, message: UNKNOWN_FIELD },
      { field: NEVER_ASKED.key, message: UNKNOWN_FIELD },
    ]);
    expect(fromStoredRecord(def, leadBeforeEdit.data).unknownKeys).toEqual([RENAMED.stored, NEVER_ASKED.key]);

    // Version 2 removes the question on purpose: its answer is shown, refused now, and no unknown key.
    const v2 = defineForm({ ...def, form: { ...def.form, version: 2, renames: { 2: { fields: { [RENAMED.before]: null } } } } });
    const later = { ...v2, history: nextHistory(v2, def.history) };
    const record = fromStoredRecord(later, leadBeforeEdit.data);
    expect(record.retired).toEqual(shown);
    expect(record.unknownKeys).toEqual([NEVER_ASKED.key]);
    expect(checkStoredRecord(later, leadBeforeEdit.data, () => []).errors.filter((e) => e.message === UNKNOWN_FIELD).map((e) => e.field)).toEqual([
      NEVER_ASKED.key,
      RENAMED.stored,
    ]);
  });
});

// One trap for every visitor form (the briefings, the newsletter signup): what is stored, and how the function judges it.
describe('the bot trap', () => {
  it('stores the honeypot only when something filled it, cut to what the rules allow, and the fill time as a whole non-negative number', () => {
    expect(botTrapFields({ honeypot: '', fillMs: 95_000.6 })).toEqual({ [BOT_TRAP.fillMs]: 95_001 });
    expect(botTrapFields({ honeypot: 'x'.repeat(BOT_TRAP_MAX_CHARS + 50), fillMs: 12 })).toEqual({
      [BOT_TRAP.honeypot]: 'x'.repeat(BOT_TRAP_MAX_CHARS),
      [BOT_TRAP.fillMs]: 12,
    });
    // A phone whose clock stepped back while the form was open.
    expect(botTrapFields({ honeypot: '', fillMs: -4_000 })).toEqual({ [BOT_TRAP.fillMs]: 0 });
  });

  it('judges a filled honeypot or a send quicker than a person as spam, and nothing else', () => {
    expect(botTrapReason({ [BOT_TRAP.honeypot]: 'https://spam.example', [BOT_TRAP.fillMs]: 95_000 }, MIN_FILL_MS)).toBe('honeypot');
    expect(botTrapReason({ [BOT_TRAP.fillMs]: MIN_FILL_MS - 1 }, MIN_FILL_MS)).toBe('too-fast');
    expect(botTrapReason({ [BOT_TRAP.fillMs]: 0 }, MIN_FILL_MS)).toBe('too-fast');
    expect(botTrapReason({ [BOT_TRAP.fillMs]: MIN_FILL_MS }, MIN_FILL_MS)).toBeUndefined();
    // A blank honeypot is no bot's (the browser does not even store one).
    expect(botTrapReason({ [BOT_TRAP.honeypot]: '   ', [BOT_TRAP.fillMs]: 95_000 }, MIN_FILL_MS)).toBeUndefined();
    // A document from a page older than the trap: nothing to judge it by.
    expect(botTrapReason({ email: 'ana@example.com' }, MIN_FILL_MS)).toBeUndefined();
    // The time trap off (MIN_FILL_SECONDS=0, the emulators): only the honeypot catches.
    expect(botTrapReason({ [BOT_TRAP.fillMs]: 0 }, 0)).toBeUndefined();
    expect(botTrapReason({ [BOT_TRAP.honeypot]: 'x', [BOT_TRAP.fillMs]: 0 }, 0)).toBe('honeypot');
  });
});
