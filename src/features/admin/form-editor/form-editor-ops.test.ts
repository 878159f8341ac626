import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFolderTexts } from '../../../../scripts/lib/check-folder';
import {
  addOption,
  addQuestion,
  type EditorFolder,
  folderTexts,
  moveQuestion,
  questionsOf,
  readFolder,
  removeOption,
  removeQuestion,
  renameQuestion,
  setCondition,
  setLimit,
  setOther,
  setRequired,
  setText,
  setTextFormat,
} from './form-editor-ops';
import { FOLDER_FILE_NAMES, type FolderTexts } from '../form-preview';
import { starterFolder } from './form-editor-template';

/** The lines a change removed (-) and added (+), file by file: what `git diff` would show. */
function diff(before: EditorFolder, after: EditorFolder): Record<string, string[]> {
  const a = folderTexts(before);
  const b = folderTexts(after);
  const out: Record<string, string[]> = {};
  for (const name of FOLDER_FILE_NAMES) {
    if (a[name] === b[name]) continue;
    const x = a[name].split('\n');
    const y = b[name].split('\n');
    // Longest common subsequence of lines: small files, so the plain table is enough.
    const lcs = Array.from({ length: x.length + 1 }, () => new Array<number>(y.length + 1).fill(0));
    for (let i = x.length - 1; i >= 0; i--) for (let j = y.length - 1; j >= 0; j--) lcs[i][j] = x[i] === y[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    const lines: string[] = [];
    let i = 0;
    let j = 0;
    while (i < x.length || j < y.length) {
      if (i < x.length && j < y.length && x[i] === y[j]) {
        i++;
        j++;
      }
      else if (j < y.length && (i >= x.length || lcs[i][j + 1] > lcs[i + 1][j])) lines.push(`+${y[j++].trim()}`);
      else lines.push(`-${x[i++].trim()}`);
    }
    out[name] = lines;
  }
  return out;
}

const starter = () => readFolder('podcast', starterFolder('podcast'));
const problemsOf = (folder: EditorFolder) => checkFolderTexts({ id: folder.id, files: Object.fromEntries(Object.entries(folderTexts(folder)).map(([k, v]) => [k, v || undefined])) }).problems;
const real = (id: string): EditorFolder => {
  const texts = Object.fromEntries(
    FOLDER_FILE_NAMES.map((name) => {
      try {
        return [name, readFileSync(resolve(import.meta.dirname, '../../../../schemas', id, name), 'utf8')];
      } catch {
        return [name, ''];
      }
    }),
  ) as FolderTexts;
  return readFolder(id, texts);
};

describe('the visual editor changes a form folder in small steps', () => {
  it('starts a new form from a template that passes the check as it is', () => {
    expect(problemsOf(starter())).toEqual([]);
  });

  it('adds a question: schema.json, its place in ui.json, an example answer; the missing translations are named', () => {
    const before = starter();
    const { folder, name } = addQuestion(before, 'text', 'whatsapp');
    expect(name).toBe('pergunta1');
    expect(diff(before, folder)).toEqual({
      'schema.json': ['+},', '+"pergunta1": {', '+"type": "string",', '+"title": "Nova pergunta"'],
      'ui.json': ['+"pergunta1",'],
      'example.json': ['-"mensagem": "Quero um vídeo para o lançamento do meu podcast."', '+"mensagem": "Quero um vídeo para o lançamento do meu podcast.",', '+"pergunta1": "Exemplo de resposta"'],
    });
    expect(problemsOf(folder).map((p) => `${p.file} ${p.pointer}`)).toEqual([
      'schemas/podcast/i18n/es.json /fields',
      'schemas/podcast/i18n/en.json /fields',
    ]);
  });

  it('adds a question to a real folder in the lines it concerns only, leaving a one-line list on one line', () => {
    const before = real('clone_digital');
    const { folder } = addQuestion(before, 'email', 'empresa');
    const changed = diff(before, folder);
    expect(changed['ui.json']).toEqual([
      '-"fields": ["nomeCompleto", "email", "whatsapp", "cargoFuncao", "empresa"]',
      '+"fields": ["nomeCompleto", "email", "whatsapp", "cargoFuncao", "empresa", "pergunta1"]',
      '+},',
      '+"pergunta1": {',
      '+"ui:options": {',
      '+"inputType": "email",',
      '+"autocomplete": "email"',
      '+}',
    ]);
    // The e-mail's format message, written in the three languages as the question is added.
    expect(changed['schema.json']).toContain('+"errorMessage": {');
    expect(changed['i18n/en.json']).toContain('+"format": "Enter a valid e-mail address, like name@example.com."');
    expect(Object.keys(changed).sort()).toEqual(['example.json', 'i18n/en.json', 'i18n/es.json', 'schema.json', 'ui.json']);
  });

  it('removes a question from every file', () => {
    const before = starter();
    const after = removeQuestion(before, 'mensagem');
    expect(diff(before, after)).toEqual({
      'schema.json': ['-},', '-"mensagem": {', '-"type": "string",', '-"title": "Conte sobre o seu projeto"'],
      'ui.json': ['-"whatsapp",', '-"mensagem"', '+"whatsapp"', '-},', '-"mensagem": {', '-"ui:widget": "textarea",', '-"ui:options": {', '-"rows": 4', '-}'],
      'i18n/es.json': ['-},', '-"mensagem": {', '-"title": "Cuéntanos sobre tu proyecto"'],
      'i18n/en.json': ['-},', '-"mensagem": {', '-"title": "Tell us about your project"'],
      'example.json': ['-"whatsapp": "(11) 98765-4321",', '-"mensagem": "Quero um vídeo para o lançamento do meu podcast."', '+"whatsapp": "(11) 98765-4321"'],
    });
    expect(problemsOf(after)).toEqual([]);
  });

  it('moves a question within its section, and across into the next one', () => {
    const before = starter();
    expect(diff(before, moveQuestion(before, 'email', -1))).toEqual({ 'ui.json': ['-"nome",', '+"nome",'] });
    expect(questionsOf(moveQuestion(before, 'email', -1)).map((q) => q.name)).toEqual(['email', 'nome', 'whatsapp', 'mensagem']);
    const twoSections = readFolder('podcast', { ...folderTexts(before), 'ui.json': folderTexts(before)['ui.json'].replace('"whatsapp",', '"whatsapp"\n      ]\n    },\n    {\n      "id": "projeto",\n      "title": "Projeto",\n      "fields": [') });
    const moved = moveQuestion(twoSections, 'whatsapp', 1);
    expect(questionsOf(moved).map((q) => [q.name, q.section])).toEqual([['nome', 0], ['email', 0], ['whatsapp', 1], ['mensagem', 1]]);
  });

  it('makes a question required, with its message when left empty in each language, and optional again', () => {
    const before = starter();
    const after = setRequired(before, 'mensagem', true);
    expect(diff(before, after)).toEqual({
      'schema.json': ['-"whatsapp"', '+"whatsapp",', '+"mensagem"', '-"title": "Conte sobre o seu projeto"', '+"title": "Conte sobre o seu projeto",', '+"errorMessage": {', '+"_": "Responda: Conte sobre o seu projeto"', '+}'],
      'i18n/es.json': ['-"title": "Cuéntanos sobre tu proyecto"', '+"title": "Cuéntanos sobre tu proyecto",', '+"error": {', '+"_": "Responda: Cuéntanos sobre tu proyecto"', '+}'],
      'i18n/en.json': ['-"title": "Tell us about your project"', '+"title": "Tell us about your project",', '+"error": {', '+"_": "Please answer: Tell us about your project"', '+}'],
    });
    expect(folderTexts(setRequired(after, 'mensagem', false))).toEqual(folderTexts(before));
  });

  it('sets a number range, with the keywords in their place, the example inside it and the message following it', () => {
    const { folder: before, name } = addQuestion(starter(), 'number');
    const after = setLimit(setLimit(before, name, 'maximum', 30), name, 'minimum', 2);
    const range = (text: string) => [`"minimum": "${text}",`, `"maximum": "${text}"`];
    const changed = (from: string, to: string) => [...range(from).map((line) => `-${line}`), ...range(to).map((line) => `+${line}`)];
    expect(diff(before, after)).toEqual({
      // The message follows the range, in each language: the editor wrote it for 1 to 10.
      'schema.json': ['-"minimum": 1,', '-"maximum": 10,', '+"minimum": 2,', '+"maximum": 30,', ...changed('Informe um número entre 1 e 10.', 'Informe um número entre 2 e 30.')],
      'i18n/es.json': changed('Indique un número entre 1 y 10.', 'Indique un número entre 2 y 30.'),
      'i18n/en.json': changed('Enter a number between 1 and 10.', 'Enter a number between 2 and 30.'),
      'example.json': ['-"pergunta1": 1', '+"pergunta1": 2'],
    });
  });

  it('turns a short text into an e-mail, a web address, a phone and back: its format, keyboard, example and messages follow', () => {
    const { folder: before, name } = addQuestion(starter(), 'text');
    const email = setTextFormat(before, name, 'email');
    expect(questionsOf(email).find((q) => q.name === name)).toMatchObject({ kind: 'email', textFormat: 'email' });
    expect(diff(before, email)).toEqual({
      'schema.json': ['-"title": "Nova pergunta"', '+"title": "Nova pergunta",', '+"format": "email",', '+"errorMessage": {', '+"format": "Informe um e-mail válido, como nome@exemplo.com."', '+}'],
      'ui.json': expect.arrayContaining(['+"pergunta1": {', '+"ui:options": {', '+"inputType": "email",', '+"autocomplete": "email"']),
      'i18n/es.json': expect.arrayContaining(['+"format": "Indique un correo electrónico válido, como nombre@ejemplo.com."']),
      'i18n/en.json': expect.arrayContaining(['+"format": "Enter a valid e-mail address, like name@example.com."']),
      'example.json': ['-"pergunta1": "Exemplo de resposta"', '+"pergunta1": "ana.souza@example.com"'],
    });
    const url = setTextFormat(email, name, 'url');
    expect(readFolder(url.id, folderTexts(url)).docs['schema.json']?.value).toMatchObject({ properties: { [name]: { format: 'uri', errorMessage: { format: 'Informe um endereço completo, começando com https://.' } } } });
    const phone = setTextFormat(url, name, 'phone');
    expect(questionsOf(phone).find((q) => q.name === name)).toMatchObject({ kind: 'phone', textFormat: 'phone', minLength: 10 });
    // Back to free text: nothing of the formats is left, the editor's messages with them.
    const text = setTextFormat(phone, name, 'text');
    expect(questionsOf(text).find((q) => q.name === name)).toMatchObject({ kind: 'text', textFormat: 'text' });
    expect(folderTexts(text)['schema.json']).toBe(folderTexts(before)['schema.json']);
    expect(folderTexts(text)['ui.json']).toBe(folderTexts(before)['ui.json']);
    // A choice has no format control.
    expect(questionsOf(before).find((q) => q.kind === 'single')?.textFormat).toBeUndefined();
  });

  it('sets a text length and a message, in Portuguese and in a translation', () => {
    const before = starter();
    let after = setLimit(before, 'mensagem', 'maxLength', 500);
    after = setText(after, { kind: 'field', name: 'mensagem', part: 'error' }, 'pt', 'Até 500 letras');
    after = setText(after, { kind: 'field', name: 'mensagem', part: 'error' }, 'en', 'Up to 500 letters');
    expect(diff(before, after)).toEqual({
      'schema.json': ['-"title": "Conte sobre o seu projeto"', '+"title": "Conte sobre o seu projeto",', '+"maxLength": 500,', '+"errorMessage": "Até 500 letras"'],
      // With the fingerprint of the Portuguese it translates ("a revisar" when that changes).
      'i18n/en.json': ['-"title": "Tell us about your project"', '+"title": "Tell us about your project",', '+"error": "Up to 500 letters"', '+},', '+"reviewed": {', '+"fields.mensagem.error": "3e22fc80"'],
    });
  });

  it('adds a help text to ui.json, and an empty text removes it', () => {
    const before = starter();
    const after = setText(before, { kind: 'field', name: 'nome', part: 'help' }, 'pt', 'Como quer ser chamado');
    expect(diff(before, after)).toEqual({ 'ui.json': ['-}', '+},', '+"ui:help": "Como quer ser chamado"'] });
    expect(folderTexts(setText(after, { kind: 'field', name: 'nome', part: 'help' }, 'pt', ''))).toEqual(folderTexts(before));
  });

  it('adds and removes options of a choice', () => {
    const { folder: before, name } = addQuestion(starter(), 'single');
    const after = addOption(before, name, 'Semanal');
    expect(diff(before, after)).toEqual({ 'schema.json': ['+},', '+{', '+"const": "semanal",', '+"title": "Semanal"'] });
    expect(questionsOf(after).at(-1)!.options).toEqual([
      { value: 'opcao-1', label: 'Opção 1' },
      { value: 'semanal', label: 'Semanal' },
    ]);
    expect(folderTexts(removeOption(after, name, 'semanal'))['schema.json']).toBe(folderTexts(before)['schema.json']);
  });

  it('adds "Outro" with the question that asks which, shown only for it, in the guide\'s format', () => {
    const { folder: before, name } = addQuestion(starter(), 'multiple');
    const after = setOther(before, name, true);
    const schema = JSON.parse(folderTexts(after)['schema.json']);
    expect(schema.allOf).toEqual([
      { if: { properties: { pergunta1: { contains: { const: 'Outro' } } }, required: ['pergunta1'] }, then: { properties: { pergunta1Outro: { type: 'string', title: 'Qual?' } } } },
    ]);
    expect(questionsOf(after).map((q) => q.name)).toEqual(['nome', 'email', 'whatsapp', 'mensagem', 'pergunta1', 'pergunta1Outro']);
    expect(questionsOf(after).find((q) => q.name === name)?.other).toBe(true);
    expect(folderTexts(setOther(after, name, false))).toEqual(folderTexts(before));
    // A question added after that choice goes after its "Qual?", which stays with it.
    expect(questionsOf(addQuestion(after, 'text', name).folder).map((q) => q.name).slice(-3)).toEqual(['pergunta1', 'pergunta1Outro', 'pergunta2']);
  });

  it('fixes a question required at the top level but shown under a condition: ticked, and "Obrigatória" moves it where it shows', () => {
    let folder = addQuestion(starter(), 'single').folder;
    folder = addOption(folder, 'pergunta1', 'Entrevista');
    folder = addQuestion(folder, 'text').folder;
    folder = setCondition(folder, 'pergunta2', { controller: 'pergunta1', values: ['entrevista'] });
    // The hand edit: the conditional question listed in the top-level "required".
    const texts = folderTexts(folder);
    const handEdited = readFolder('podcast', { ...texts, 'schema.json': texts['schema.json'].replace('"whatsapp"\n', '"whatsapp",\n    "pergunta2"\n') });
    expect(JSON.parse(folderTexts(handEdited)['schema.json']).required).toContain('pergunta2');
    expect(problemsOf(handEdited).some((p) => p.pointer.startsWith('/required'))).toBe(true);
    expect(questionsOf(handEdited).find((q) => q.name === 'pergunta2')?.required).toBe(true);

    const fixed = setRequired(handEdited, 'pergunta2', true);
    const schema = JSON.parse(folderTexts(fixed)['schema.json']);
    expect(schema.required).toEqual(['nome', 'email', 'whatsapp']);
    expect(schema.allOf[0].then.required).toEqual(['pergunta2']);
    expect(problemsOf(fixed).filter((p) => p.pointer.startsWith('/required'))).toEqual([]);
    // Unticked instead: optional everywhere.
    const optional = JSON.parse(folderTexts(setRequired(handEdited, 'pergunta2', false))['schema.json']);
    expect(optional.required).toEqual(['nome', 'email', 'whatsapp']);
    expect(optional.allOf[0].then.required).toBeUndefined();
  });

  it('shows a question for several options of a single choice, required only when shown', () => {
    let folder = addQuestion(starter(), 'single').folder;
    folder = addOption(addOption(folder, 'pergunta1', 'Entrevista'), 'pergunta1', 'Solo');
    folder = addQuestion(folder, 'text').folder;
    folder = setRequired(folder, 'pergunta2', true);
    const after = setCondition(folder, 'pergunta2', { controller: 'pergunta1', values: ['opcao-1', 'entrevista'] });
    const schema = JSON.parse(folderTexts(after)['schema.json']);
    expect(schema.required).toEqual(['nome', 'email', 'whatsapp']);
    expect(schema.allOf).toEqual([
      {
        if: { properties: { pergunta1: { enum: ['opcao-1', 'entrevista'] } }, required: ['pergunta1'] },
        then: { properties: { pergunta2: { type: 'string', title: 'Nova pergunta', errorMessage: { _: 'Responda: Nova pergunta' } } }, required: ['pergunta2'] },
      },
    ]);
    expect(questionsOf(after).find((q) => q.name === 'pergunta2')).toMatchObject({ required: true, condition: { controller: 'pergunta1', values: ['opcao-1', 'entrevista'] } });
    expect(folderTexts(setCondition(after, 'pergunta2', undefined))['schema.json']).toBe(folderTexts(folder)['schema.json']);
  });

  it('renames a question everywhere the folder names it', () => {
    const before = starter();
    const after = renameQuestion(before, 'mensagem', 'projeto');
    const changed = diff(before, after);
    expect(changed['schema.json']).toEqual(['-"mensagem": {', '+"projeto": {']);
    expect(changed['ui.json']).toEqual(['-"mensagem"', '+"projeto"', '-"mensagem": {', '+"projeto": {']);
    expect(changed['example.json']).toEqual(['-"mensagem": "Quero um vídeo para o lançamento do meu podcast."', '+"projeto": "Quero um vídeo para o lançamento do meu podcast."']);
    expect(problemsOf(after)).toEqual([]);
  });

  it('edits a translation in its file only, and an empty one is named as missing', () => {
    const before = starter();
    const after = setText(before, { kind: 'section', index: 0 }, 'es', '');
    expect(diff(before, after)).toEqual({ 'i18n/es.json': ['-"sections": {', '-"seus-dados": "Tus datos"', '-},'] });
    expect(problemsOf(after).map((p) => p.pointer)).toEqual(['/sections']);
  });
});
