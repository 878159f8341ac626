import { describe, expect, it } from 'vitest';
import { checkFolderTexts } from '../../../../scripts/lib/check-folder';
import {
  addOption,
  addQuestion,
  confirmTranslation,
  type EditorFolder,
  fillQuestionMessages,
  folderTexts,
  isStale,
  questionsOf,
  readFolder,
  readText,
  setLimit,
  setRequired,
  setText,
  type TextRef,
  textRefs,
} from './form-editor-ops';
import { starterFolder } from './form-editor-template';

/*
 * The messages the editor writes for a question's rules: one per rule, in Portuguese and in both
 * translations, from the question's own words; a message it wrote follows its rule, one edited by
 * hand stays. What a visitor of an editor-made form reads instead of the engine's generic sentence.
 */

const starter = () => readFolder('podcast', starterFolder('podcast'));
const files = (folder: EditorFolder) => {
  const texts = folderTexts(folder);
  return { schema: JSON.parse(texts['schema.json']), es: JSON.parse(texts['i18n/es.json']), en: JSON.parse(texts['i18n/en.json']), example: JSON.parse(texts['example.json']) };
};
/** A question's messages as the three files hold them: schema.json's errorMessage and each translation's error. */
const messages = (folder: EditorFolder, name: string) => {
  const { schema, es, en } = files(folder);
  const question = schema.properties[name] ?? schema.allOf?.flatMap((e: { then: { properties: Record<string, unknown> } }) => e.then.properties[name] ?? [])[0];
  return { pt: question?.errorMessage, es: es.fields?.[name]?.error, en: en.fields?.[name]?.error };
};
const rule = (name: string, key: string): TextRef => ({ kind: 'field', name, part: 'error', rule: key });
const problemsOf = (folder: EditorFolder) => checkFolderTexts({ id: folder.id, files: Object.fromEntries(Object.entries(folderTexts(folder)).map(([k, v]) => [k, v || undefined])) }).problems;
/** A file without the messages of these questions (schema.json's errorMessage, the translations' error). */
function stripMessages(value: unknown, names: string[]): unknown {
  if (Array.isArray(value)) return value.map((v) => stripMessages(v, names));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, v]) => [key, names.includes(key) && typeof v === 'object' && v ? Object.fromEntries(Object.entries(v).filter(([k]) => k !== 'errorMessage' && k !== 'error')) : stripMessages(v, names)]),
  );
}

describe('a new question carries its messages in pt, es and en', () => {
  it('"Número": the range, 1 to 10', () => {
    const { folder, name } = addQuestion(starter(), 'number');
    expect(messages(folder, name)).toEqual({
      pt: { minimum: 'Informe um número entre 1 e 10.', maximum: 'Informe um número entre 1 e 10.' },
      es: { minimum: 'Indique un número entre 1 y 10.', maximum: 'Indique un número entre 1 y 10.' },
      en: { minimum: 'Enter a number between 1 and 10.', maximum: 'Enter a number between 1 and 10.' },
    });
    // In the order the guide writes a question: the message last.
    expect(Object.keys(files(folder).schema.properties[name])).toEqual(['type', 'title', 'minimum', 'maximum', 'errorMessage']);
  });

  it('"E-mail": the format; "Aceite": what it says when left unticked', () => {
    const email = addQuestion(starter(), 'email');
    expect(messages(email.folder, email.name)).toEqual({
      pt: { format: 'Informe um e-mail válido, como nome@exemplo.com.' },
      es: { format: 'Indique un correo electrónico válido, como nombre@ejemplo.com.' },
      en: { format: 'Enter a valid e-mail address, like name@example.com.' },
    });
    const consent = addQuestion(starter(), 'consent');
    expect(messages(consent.folder, consent.name)).toEqual({
      pt: { _: 'Marque esta caixa para continuar.' },
      es: { _: 'Marque esta casilla para continuar.' },
      en: { _: 'Tick this box to continue.' },
    });
  });

  it('every kind, required and with its limits: each rule covered in pt, es and en, and forms:check finds no message missing', () => {
    let folder = starter();
    const names: string[] = [];
    for (const kind of ['text', 'longText', 'email', 'phone', 'number', 'single', 'multiple', 'date', 'consent'] as const) {
      const added = addQuestion(folder, kind);
      names.push(added.name);
      folder = setRequired(added.folder, added.name, true);
      if (kind === 'longText') folder = setLimit(folder, added.name, 'minLength', 20);
      if (kind === 'multiple') folder = setLimit(addOption(folder, added.name, 'Segunda'), added.name, 'minItems', 2);
    }
    // The contract's rules that want a message ("_" for required), and what covers one: a string, its key or "_".
    const wanted = (q: Record<string, unknown>) => ['minimum', 'maximum', 'minLength', 'pattern', 'format'].filter((k) => q[k] !== undefined).concat(Number(q.minItems) > 1 ? ['minItems'] : []);
    const covers = (message: unknown, key: string) => typeof message === 'string' || (typeof message === 'object' && !!message && (!!(message as Record<string, string>)[key] || !!(message as Record<string, string>)._));
    const { schema } = files(folder);
    for (const name of names) {
      const keys = ['_', ...wanted(schema.properties[name])];
      for (const [lang, message] of Object.entries(messages(folder, name))) for (const key of keys) expect(covers(message, key), `${name} ${lang} ${key}`).toBe(true);
    }
    // The check agrees: nothing at a question (schema.json) or at its message (translations), where it says a message is missing...
    const at = (folder: EditorFolder) =>
      problemsOf(folder)
        .map((p) => `${p.file.split('/').slice(2).join('/')} ${p.pointer}`)
        .filter((place) => names.some((name) => place.endsWith(`/properties/${name}`) || place.endsWith(`/fields/${name}/error`)));
    expect(at(folder)).toEqual([]);
    // ...which it does say of the same questions without the editor's messages.
    const bare = readFolder('podcast', Object.fromEntries(Object.entries(folderTexts(folder)).map(([file, text]) => [file, file.endsWith('.json') && text ? JSON.stringify(stripMessages(JSON.parse(text), names)) : text])) as ReturnType<typeof folderTexts>);
    expect(at(bare).length).toBeGreaterThanOrEqual(names.length);
  });

  it('a question without rules gets none', () => {
    const { folder, name } = addQuestion(starter(), 'text');
    expect(messages(folder, name)).toEqual({ pt: undefined, es: undefined, en: undefined });
  });
});

describe('a message the editor wrote follows its rule; one edited by hand stays', () => {
  it('changing the maximum rewrites the editor\'s range in every language', () => {
    const { folder, name } = addQuestion(starter(), 'number');
    const after = setLimit(folder, name, 'maximum', 50);
    expect(messages(after, name)).toEqual({
      pt: { minimum: 'Informe um número entre 1 e 50.', maximum: 'Informe um número entre 1 e 50.' },
      es: { minimum: 'Indique un número entre 1 y 50.', maximum: 'Indique un número entre 1 y 50.' },
      en: { minimum: 'Enter a number between 1 and 50.', maximum: 'Enter a number between 1 and 50.' },
    });
    // Large numbers as each language writes them.
    expect(messages(setLimit(after, name, 'maximum', 10000), name).pt.maximum).toBe('Informe um número entre 1 e 10.000.');
    expect(messages(setLimit(after, name, 'maximum', 10000), name).en.maximum).toBe('Enter a number between 1 and 10,000.');
  });

  it('keeps a message edited by hand, in the language it was edited in, while the others follow', () => {
    const { folder, name } = addQuestion(starter(), 'number');
    let after = setText(folder, rule(name, 'range'), 'pt', 'Dê uma nota de 1 a 10.');
    after = setLimit(after, name, 'maximum', 5);
    expect(messages(after, name).pt).toEqual({ minimum: 'Dê uma nota de 1 a 10.', maximum: 'Dê uma nota de 1 a 10.' });
    expect(messages(after, name).es).toEqual({ minimum: 'Indique un número entre 1 y 5.', maximum: 'Indique un número entre 1 y 5.' });
    expect(messages(after, name).en).toEqual({ minimum: 'Enter a number between 1 and 5.', maximum: 'Enter a number between 1 and 5.' });
    // Edited by hand in English only: English keeps it.
    let english = setText(folder, rule(name, 'range'), 'en', 'Pick a score from 1 to 10.');
    english = setLimit(english, name, 'maximum', 5);
    expect(messages(english, name).en).toEqual({ minimum: 'Pick a score from 1 to 10.', maximum: 'Pick a score from 1 to 10.' });
    expect(messages(english, name).pt.maximum).toBe('Informe um número entre 1 e 5.');
  });

  it('a hand-edited range survives the maximum retyped in the panel (cleared, then typed)', () => {
    const { folder, name } = addQuestion(starter(), 'number');
    let after = setText(folder, rule(name, 'range'), 'pt', 'Dê uma nota de 1 a 10.');
    after = setLimit(after, name, 'maximum', undefined);
    after = setLimit(after, name, 'maximum', 5);
    expect(messages(after, name).pt).toEqual({ minimum: 'Dê uma nota de 1 a 10.', maximum: 'Dê uma nota de 1 a 10.' });
    expect(messages(after, name).en).toEqual({ minimum: 'Enter a number between 1 and 5.', maximum: 'Enter a number between 1 and 5.' });
  });

  it('one end taken away: the other end\'s sentence says only it', () => {
    const { folder, name } = addQuestion(starter(), 'number');
    const after = setLimit(folder, name, 'maximum', undefined);
    expect(messages(after, name)).toEqual({
      pt: { minimum: 'Informe um número a partir de 1.' },
      es: { minimum: 'Indique un número a partir de 1.' },
      en: { minimum: 'Enter a number of at least 1.' },
    });
    expect(messages(setLimit(after, name, 'minimum', undefined), name)).toEqual({ pt: undefined, es: undefined, en: undefined });
  });

  it('"Obrigatória" writes the message when left empty from the title, which follows the title; unticked, it goes', () => {
    const { folder, name } = addQuestion(starter(), 'text');
    let after = setText(folder, { kind: 'field', name, part: 'title' }, 'pt', 'Nome do podcast');
    after = setRequired(after, name, true);
    expect(messages(after, name)).toEqual({ pt: { _: 'Responda: Nome do podcast' }, es: { _: 'Responda: Nome do podcast' }, en: { _: 'Please answer: Nome do podcast' } });
    // The title translated: the translation's message speaks its words.
    after = setText(after, { kind: 'field', name, part: 'title' }, 'en', 'Podcast name');
    expect(messages(after, name).en).toEqual({ _: 'Please answer: Podcast name' });
    after = setText(after, { kind: 'field', name, part: 'title' }, 'pt', 'Nome do seu podcast');
    expect(messages(after, name).pt).toEqual({ _: 'Responda: Nome do seu podcast' });
    expect(messages(setRequired(after, name, false), name)).toEqual({ pt: undefined, es: undefined, en: undefined });
    // One edited by hand stays when the question becomes optional: it is also the message of any other failure.
    const hand = setRequired(setText(after, rule(name, '_'), 'pt', 'Conte o nome do seu podcast'), name, false);
    expect(messages(hand, name)).toEqual({ pt: { _: 'Conte o nome do seu podcast' }, es: undefined, en: undefined });
  });

  it('a choice says to choose; several choices with a minimum say how many', () => {
    const single = addQuestion(starter(), 'single');
    expect(messages(setRequired(single.folder, single.name, true), single.name).pt).toEqual({ _: 'Escolha uma opção: Nova pergunta' });
    const { folder, name } = addQuestion(starter(), 'multiple');
    let after = setRequired(folder, name, true);
    expect(messages(after, name).pt).toEqual({ _: 'Escolha pelo menos 1 opção: Nova pergunta' });
    after = setLimit(after, name, 'minItems', 2);
    expect(messages(after, name)).toEqual({
      pt: { _: 'Escolha pelo menos 1 opção: Nova pergunta', minItems: 'Escolha pelo menos 2 opções.' },
      es: { _: 'Elija al menos 1 opción: Nova pergunta', minItems: 'Elija al menos 2 opciones.' },
      en: { _: 'Choose at least 1 option: Nova pergunta', minItems: 'Choose at least 2 options.' },
    });
    expect(questionsOf(after).find((q) => q.name === name)).toMatchObject({ minItems: 2 });
    // The example picks as many as the minimum asks (the question has only one option: it cannot).
    expect(files(after).example[name]).toEqual(['opcao-1']);
  });

  it('a length: "Escreva pelo menos 3 caracteres.", one character in the singular', () => {
    const { folder, name } = addQuestion(starter(), 'longText');
    const after = setLimit(folder, name, 'minLength', 3);
    expect(messages(after, name)).toEqual({
      pt: { minLength: 'Escreva pelo menos 3 caracteres.' },
      es: { minLength: 'Escriba al menos 3 caracteres.' },
      en: { minLength: 'Write at least 3 characters.' },
    });
    expect(messages(setLimit(after, name, 'minLength', 1), name).pt).toEqual({ minLength: 'Escreva pelo menos 1 caractere.' });
  });
});

describe('a message that is one string for every case', () => {
  it('stays as it is while the rules change (it covers them all)', () => {
    const before = starter();
    const after = setLimit(before, 'nome', 'minLength', 3);
    expect(messages(after, 'nome')).toEqual(messages(before, 'nome'));
    expect(messages(after, 'nome').pt).toBe('Nome deve ter pelo menos 2 caracteres');
  });

  it('"Uma mensagem por regra" replaces it, in every language, with the editor\'s per rule', () => {
    const after = fillQuestionMessages(starter(), 'nome', true);
    expect(messages(after, 'nome')).toEqual({
      pt: { _: 'Responda: Nome completo', minLength: 'Escreva pelo menos 2 caracteres.' },
      es: { _: 'Responda: Nombre completo', minLength: 'Escriba al menos 2 caracteres.' },
      en: { _: 'Please answer: Full name', minLength: 'Write at least 2 characters.' },
    });
  });
});

describe('the messages in the translation table', () => {
  it('a row per rule, the range as one; following its rule does not make a translation "a revisar"', () => {
    const { folder, name } = addQuestion(starter(), 'number');
    const rows = textRefs(folder).filter((row) => row.ref.kind === 'field' && row.ref.name === name && row.ref.part === 'error');
    expect(rows.map((row) => row.key)).toEqual([`${name}:error:range`]);
    const ref = rows[0].ref;
    expect(readText(folder, ref, 'es')).toBe('Indique un número entre 1 y 10.');
    // Confirmed once, then the range changes: the translations were rewritten with it, nothing to review.
    let after = confirmTranslation(folder, ref, 'es');
    after = setLimit(after, name, 'maximum', 7);
    expect(readText(after, ref, 'es')).toBe('Indique un número entre 1 y 7.');
    expect(isStale(after, ref, 'es')).toBe(false);
    expect(isStale(after, ref, 'en')).toBe(false);
    // A Portuguese message edited by hand: its translations are to review, as any other text's.
    after = setText(after, ref, 'pt', 'Uma nota de 1 a 7.');
    expect(isStale(after, ref, 'es')).toBe(true);
    expect(isStale(after, ref, 'en')).toBe(true);
  });

  it('writing one language of the range writes both ends', () => {
    const { folder, name } = addQuestion(starter(), 'number');
    const after = setText(folder, rule(name, 'range'), 'es', 'Una nota de 1 a 10.');
    expect(messages(after, name).es).toEqual({ minimum: 'Una nota de 1 a 10.', maximum: 'Una nota de 1 a 10.' });
  });

  it('an empty message is taken away and stays away until its rule changes', () => {
    const { folder, name } = addQuestion(starter(), 'number');
    const emptied = setText(folder, rule(name, 'range'), 'en', '');
    expect(messages(emptied, name).en).toBeUndefined();
    expect(messages(setRequired(emptied, name, true), name).en).toEqual({ _: 'Please answer: Nova pergunta' });
    expect(messages(setLimit(emptied, name, 'maximum', 9), name).en).toEqual({ minimum: 'Enter a number between 1 and 9.', maximum: 'Enter a number between 1 and 9.' });
    // "Escrever as mensagens que faltam" writes it back.
    expect(messages(fillQuestionMessages(emptied, name), name)).toEqual(messages(folder, name));
  });
});
