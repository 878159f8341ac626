import { describe, expect, it } from 'vitest';
import { readRegistry } from '../../../scripts/lib/read-forms';
import { BOT_TRAP, fromStoredRecord, META_FIELDS, SERVER_FIELDS, storedAnswersOf, toStoredAnswers } from './record';

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

  it('treats meta, server and bot-trap fields as neither answers nor unknown keys', () => {
    const def = form('contato');
    const extras = Object.fromEntries(
      [...META_FIELDS, ...SERVER_FIELDS, ...Object.values(BOT_TRAP)].map((key) => [key, `v-${key}`]),
    );
    expect(Object.keys(extras)).toEqual(
      expect.arrayContaining(['form_id', 'status', 'validation', 'delivery', 'search', 'trap', 'fill_ms']),
    );
    const { answers, unknownKeys } = fromStoredRecord(def, { ...extras, nome: 'Ana' });
    expect(answers).toEqual({ nome: 'Ana' });
    expect(unknownKeys).toEqual([]);
    // What the function validates: the answers as stored, unknown keys included (reported apart).
    expect(storedAnswersOf(def, { ...extras, nome: 'Ana', intruso: 1 })).toEqual({ nome: 'Ana', intruso: 1 });
  });
});
