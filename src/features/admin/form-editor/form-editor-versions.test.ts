import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFolderTexts } from '../../../../scripts/lib/check-folder';
import { checkFolder } from '../../../../scripts/lib/check-forms';
import { type FormHistory, nextHistory } from '../../../forms/core/versions';
import { FOLDER_FILE_NAMES, type FolderTexts } from '../form-preview';
import {
  addOption,
  addQuestion,
  type EditorFolder,
  folderTexts,
  optionValue,
  questionsOf,
  readFolder,
  relabelOption,
  removeOption,
  removeQuestion,
  renameQuestion,
  setCondition,
} from './form-editor-ops';
import { starterFolder } from './form-editor-template';
import { declareFates, type Fates, lossId, newLosses, optionPublished, publicationStatus, publishedLosses, questionTargets, savedLosses } from './form-editor-versions';

const ROOT = resolve(import.meta.dirname, '../../../..');
const filesOf = (folder: EditorFolder) => ({ id: folder.id, files: Object.fromEntries(Object.entries(folderTexts(folder)).map(([k, v]) => [k, v || undefined])) });
const real = (id: string): EditorFolder =>
  readFolder(
    id,
    Object.fromEntries(
      FOLDER_FILE_NAMES.map((name) => {
        try {
          return [name, readFileSync(resolve(ROOT, 'schemas', id, name), 'utf8')];
        } catch {
          return [name, ''];
        }
      }),
    ) as FolderTexts,
  );
const recordOf = (id: string) => JSON.parse(readFileSync(resolve(ROOT, 'src/forms/generated/versions', `${id}.json`), 'utf8')) as FormHistory;

/**
 * What forms:check says of the folder against a published history: the editor's own folder check
 * (checkFolderTexts), then the same folder under the guard of published versions, with the version
 * record forms:generate would write after it.
 */
function checked(folder: EditorFolder, published: FormHistory): string[] {
  const own = checkFolderTexts(filesOf(folder)).problems;
  const first = checkFolder(filesOf(folder), { published: { [folder.id]: published }, onDisk: {} });
  const onDisk = first.def ? { [folder.id]: nextHistory(first.def, published) } : {};
  const guarded = checkFolder(filesOf(folder), { published: { [folder.id]: published }, onDisk }).problems;
  return [...own, ...guarded].map((p) => `${p.file} ${p.pointer} ${p.pt}`);
}

const formJson = (folder: EditorFolder) => JSON.parse(folderTexts(folder)['form.json']) as { version?: number; renames?: unknown };

describe('stable option values', () => {
  it('gives an option a readable value from its Portuguese label, like the site forms', () => {
    expect(optionValue('Mesa redonda')).toBe('mesa-redonda');
    expect(optionValue('Não sei / Ação!')).toBe('nao-sei-acao');
    expect(optionValue('Mesa redonda', ['mesa-redonda'])).toBe('mesa-redonda-2');
    expect(optionValue('???')).toBe('opcao');
  });

  it('before publication, the stored value follows the label everywhere the folder names it', () => {
    let folder = addQuestion(readFolder('podcast', starterFolder('podcast')), 'single').folder;
    folder = addOption(folder, 'pergunta1', 'Entrevista');
    folder = addQuestion(folder, 'text').folder;
    folder = setCondition(folder, 'pergunta2', { controller: 'pergunta1', values: ['entrevista'] });
    const after = relabelOption(folder, 'pergunta1', 'entrevista', 'Mesa redonda', false);
    expect(questionsOf(after).find((q) => q.name === 'pergunta1')!.options).toEqual([
      { value: 'opcao-1', label: 'Opção 1' },
      { value: 'mesa-redonda', label: 'Mesa redonda' },
    ]);
    expect(questionsOf(after).find((q) => q.name === 'pergunta2')!.condition).toEqual({ controller: 'pergunta1', values: ['mesa-redonda'] });
    expect(folderTexts(after)['schema.json']).not.toContain('"entrevista"');
  });

  it('after publication, only the label changes, and nothing is owed to old leads', () => {
    const folder = real('evento_briefing');
    const history = recordOf('evento_briefing');
    expect(optionPublished(folder, history, 'tipoEvento', 'Batizado')).toBe(true);
    const after = relabelOption(folder, 'tipoEvento', 'Batizado', 'Batizado ou Primeira Comunhão', optionPublished(folder, history, 'tipoEvento', 'Batizado'));
    expect(questionsOf(after).find((q) => q.name === 'tipoEvento')!.options).toContainEqual({ value: 'Batizado', label: 'Batizado ou Primeira Comunhão' });
    expect(publishedLosses(after, history)).toEqual([]);
    expect(formJson(after).version).toBeUndefined();
  });
});

describe('renames the editor writes on a published form', () => {
  const history = recordOf('evento_briefing');

  it('starts from a published form forms:check accepts', () => {
    expect(checked(real('evento_briefing'), history)).toEqual([]);
    expect(publicationStatus(history, false)).toEqual({ published: 1, changed: false });
  });

  it('asks what a renamed or removed question or option became, and writes version 2 and its renames, which forms:check accepts', () => {
    const before = real('evento_briefing');
    const fates: Fates = {};
    let folder = before;
    // A question renamed: the question it became is offered.
    let next = renameQuestion(folder, 'cidade', 'cidadeEvento');
    expect(newLosses(folder, next, history).map(lossId)).toEqual(['q:cidade']);
    expect(questionTargets(next, history)).toEqual([{ name: 'cidadeEvento', label: 'Cidade' }]);
    fates['q:cidade'] = 'cidadeEvento';
    folder = next;
    // An option removed: its old answers now count as another option (merged).
    next = removeOption(folder, 'tipoEvento', 'Batizado');
    expect(newLosses(folder, next, history)).toEqual([{ kind: 'option', question: 'tipoEvento', questionLabel: expect.any(String), value: 'Batizado', label: 'Batizado' }]);
    fates['o:tipoEvento:Batizado'] = 'Aniversário';
    folder = next;
    // A question removed on purpose.
    next = removeQuestion(folder, 'observacoes');
    expect(newLosses(folder, next, history).map(lossId)).toEqual(['q:observacoes']);
    fates['q:observacoes'] = null;
    folder = next;

    // Without saying what they became, forms:check refuses the three edits.
    expect(checked(folder, history)).toHaveLength(3);
    const declared = declareFates(folder, history, publishedLosses(folder, history), fates);
    expect(formJson(declared)).toMatchObject({
      version: 2,
      renames: { '2': { fields: { cidade: 'cidadeEvento', observacoes: null }, options: { tipoEvento: { Batizado: 'Aniversário' } } } },
    });
    expect(Object.keys(formJson(declared)).slice(0, 3)).toEqual(['$schema', 'version', 'renames']);
    expect(publishedLosses(declared, history)).toEqual([]);
    expect(checked(declared, history)).toEqual([]);

    // Renamed again in the same version: the renames follow, nothing new is asked, the check still passes.
    const again = renameQuestion(declared, 'cidadeEvento', 'local');
    expect(newLosses(declared, again, history)).toEqual([]);
    expect(formJson(again).renames).toMatchObject({ '2': { fields: { cidade: 'local' } } });
    expect(checked(again, history)).toEqual([]);
    // And back to its published name: the rename is gone, as it says nothing any more.
    const back = renameQuestion(again, 'local', 'cidade');
    expect(formJson(back).renames).toEqual({ '2': { fields: { observacoes: null }, options: { tipoEvento: { Batizado: 'Aniversário' } } } });
    expect(checked(back, history)).toEqual([]);
  });

  it('asks nothing on a form never published', () => {
    const folder = readFolder('podcast', starterFolder('podcast'));
    expect(newLosses(folder, removeQuestion(folder, 'mensagem'), undefined)).toEqual([]);
    expect(publicationStatus(undefined, false)).toEqual({ published: undefined, changed: true });
  });
});

describe('a form never published', () => {
  it('names what leads sent since its last save keep under names the form no longer has', () => {
    const folder = readFolder('podcast', starterFolder('podcast'));
    const def = checkFolderTexts(filesOf(folder)).def!;
    const saved = nextHistory(def);
    expect(savedLosses(folder, saved)).toEqual([]);
    const after = renameQuestion(folder, 'mensagem', 'descricao');
    expect(savedLosses(after, saved)).toEqual([{ kind: 'question', key: 'mensagem', label: 'Conte sobre o seu projeto' }]);
  });
});
