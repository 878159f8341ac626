import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFolderTexts } from '../../../../scripts/lib/check-folder';
import { FOLDER_FILE_NAMES, type FolderTexts } from '../form-preview';
import {
  addOption,
  addQuestion,
  confirmTranslation,
  type EditorFolder,
  folderTexts,
  isStale,
  moveQuestion,
  readFolder,
  readText,
  relabelOption,
  removeQuestion,
  renameQuestion,
  setText,
  type TextRef,
  textRefs,
} from './form-editor-ops';
import { sourceHash } from './form-editor-review';
import { starterFolder } from './form-editor-template';

/*
 * "A revisar": a translation whose Portuguese changed after it was written, recorded in the translation's
 * own file so that the mark outlives a save, a reload and a hand edit, and goes when the translation is
 * edited or confirmed.
 */

const starter = () => readFolder('podcast', starterFolder('podcast'));
/** What the editor writes and reads back on the next visit. */
const reload = (folder: EditorFolder) => readFolder(folder.id, folderTexts(folder));
const i18n = (folder: EditorFolder, locale: 'es' | 'en') => JSON.parse(folderTexts(folder)[`i18n/${locale}.json`]) as { reviewed?: Record<string, string> };
const stale = (folder: EditorFolder, ref: TextRef) => (['es', 'en'] as const).filter((l) => isStale(folder, ref, l));
const allStale = (folder: EditorFolder) => textRefs(folder).flatMap(({ key, ref }) => stale(folder, ref).map((l) => `${key} ${l}`));
const problemsOf = (folder: EditorFolder) => checkFolderTexts({ id: folder.id, files: Object.fromEntries(Object.entries(folderTexts(folder)).map(([k, v]) => [k, v || undefined])) }).problems;

const TITLE: TextRef = { kind: 'field', name: 'mensagem', part: 'title' };

function real(id: string): EditorFolder {
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
}

describe('translations to review', () => {
  it('a Portuguese change marks the Spanish and English translations, and the mark is written to both files', () => {
    const before = starter();
    expect(stale(before, TITLE)).toEqual([]);
    const after = setText(before, TITLE, 'pt', 'Conte sobre o seu podcast');
    expect(stale(after, TITLE)).toEqual(['es', 'en']);
    // The record holds the Portuguese the translations were made from, by the translation's path.
    expect(i18n(after, 'es').reviewed).toEqual({ 'fields.mensagem.title': sourceHash('Conte sobre o seu projeto') });
    expect(i18n(after, 'en').reviewed).toEqual({ 'fields.mensagem.title': sourceHash('Conte sobre o seu projeto') });
    // Saved and opened again: still to review, and nothing else is.
    expect(allStale(reload(after))).toEqual(['mensagem:title es', 'mensagem:title en']);
    // The files with the record pass the check.
    expect(problemsOf(after)).toEqual([]);
  });

  it('typing on in Portuguese keeps what the translation was made from; going back to it clears the mark', () => {
    let folder = setText(starter(), TITLE, 'pt', 'Conte sobre');
    folder = setText(folder, TITLE, 'pt', 'Conte sobre o seu podcast');
    expect(i18n(folder, 'es').reviewed).toEqual({ 'fields.mensagem.title': sourceHash('Conte sobre o seu projeto') });
    folder = setText(folder, TITLE, 'pt', 'Conte sobre o seu projeto');
    expect(stale(folder, TITLE)).toEqual([]);
  });

  it('editing a translation clears its mark only; confirming keeps its text and clears the mark', () => {
    const changed = setText(starter(), TITLE, 'pt', 'Conte sobre o seu podcast');
    const edited = setText(changed, TITLE, 'es', 'Cuéntanos sobre tu podcast');
    expect(stale(edited, TITLE)).toEqual(['en']);
    const confirmed = confirmTranslation(edited, TITLE, 'en');
    expect(stale(confirmed, TITLE)).toEqual([]);
    expect(readText(confirmed, TITLE, 'en')).toBe('Tell us about your project');
    const read = reload(confirmed);
    expect(allStale(read)).toEqual([]);
    // Both now record today's Portuguese: a hand edit of schema.json later marks them again.
    expect(i18n(read, 'en').reviewed).toEqual({ 'fields.mensagem.title': sourceHash('Conte sobre o seu podcast') });
    const texts = folderTexts(read);
    const handEdited = readFolder('podcast', { ...texts, 'schema.json': texts['schema.json'].replace('Conte sobre o seu podcast', 'Fale do seu podcast') });
    expect(stale(handEdited, TITLE)).toEqual(['es', 'en']);
  });

  it('marks every kind of row: page text, section, placeholder, option', () => {
    let folder = addOption(addQuestion(starter(), 'single').folder, 'pergunta1', 'Entrevista');
    const option: TextRef = { kind: 'option', name: 'pergunta1', value: 'entrevista' };
    folder = setText(folder, option, 'es', 'Entrevista');
    const rows: TextRef[] = [{ kind: 'form', key: 'title' }, { kind: 'section', index: 0 }, { kind: 'field', name: 'nome', part: 'placeholder' }];
    for (const ref of rows) folder = setText(folder, ref, 'pt', `${readText(folder, ref, 'pt')} (novo)`);
    // The option's stored value follows its label (nothing published yet): its translation and mark follow it.
    folder = relabelOption(folder, 'pergunta1', 'entrevista', 'Entrevista longa', false);
    expect(allStale(reload(folder))).toEqual([
      'form:title es',
      'form:title en',
      'section:0 es',
      'section:0 en',
      'nome:placeholder es',
      'nome:placeholder en',
      'pergunta1:option:entrevista-longa es',
    ]);
    expect(readText(folder, { kind: 'option', name: 'pergunta1', value: 'entrevista-longa' }, 'es')).toBe('Entrevista');
  });

  it('the record follows a renamed question and leaves with a removed one', () => {
    const changed = setText(starter(), TITLE, 'pt', 'Conte sobre o seu podcast');
    const renamed = renameQuestion(changed, 'mensagem', 'projeto');
    expect(stale(renamed, { kind: 'field', name: 'projeto', part: 'title' })).toEqual(['es', 'en']);
    expect(Object.keys(i18n(renamed, 'es').reviewed ?? {})).toEqual(['fields.projeto.title']);
    const removed = removeQuestion(renamed, 'projeto');
    expect(i18n(removed, 'es').reviewed).toBeUndefined();
    expect(folderTexts(removed)['i18n/en.json']).toBe(folderTexts(removeQuestion(starter(), 'mensagem'))['i18n/en.json']);
  });

  it('an existing form with no record shows nothing to review, and an edit elsewhere leaves its translations as they were', () => {
    const folder = real('evento_briefing');
    expect(textRefs(folder).length).toBeGreaterThan(10);
    expect(allStale(folder)).toEqual([]);
    const moved = moveQuestion(folder, 'cidade', 1);
    expect(folderTexts(moved)['i18n/es.json']).toBe(folderTexts(folder)['i18n/es.json']);
    expect(folderTexts(moved)['i18n/en.json']).toBe(folderTexts(folder)['i18n/en.json']);
  });
});
