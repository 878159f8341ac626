import { describe, expect, it } from 'vitest';
import { folderFileName, pickedFolderId, readPickedFiles, registeredFolderTexts } from './form-preview-files';

describe('the files a person picks for the preview', () => {
  it('knows each file of a picked folder by its path inside it, and ignores the rest', () => {
    expect(folderFileName('contato/form.json')).toBe('form.json');
    expect(folderFileName('contato/i18n/en.json')).toBe('i18n/en.json');
    expect(folderFileName('contato/notas.txt')).toBeUndefined();
    expect(folderFileName('contato/en.json')).toBeUndefined();
  });

  it('takes loose es.json / en.json as the translations', () => {
    expect(folderFileName('es.json')).toBe('i18n/es.json');
    expect(folderFileName('ui.json')).toBe('ui.json');
  });

  it("names the form after the picked folder, and nothing when loose files were picked", () => {
    expect(pickedFolderId(['podcast/form.json', 'podcast/i18n/en.json'])).toBe('podcast');
    expect(pickedFolderId(['form.json', 'ui.json'])).toBeUndefined();
  });

  it('reads the picked files into the editors by name', async () => {
    const file = (path: string, text: string) => Object.assign(new File([text], path.split('/').pop()!), { webkitRelativePath: path });
    const picked = await readPickedFiles([file('podcast/form.json', '{"a":1}'), file('podcast/i18n/es.json', '{}'), file('podcast/x.md', '#')]);
    expect(picked).toEqual({ id: 'podcast', texts: { 'form.json': '{"a":1}', 'i18n/es.json': '{}' } });
  });

  it("loads a registered form's files as the text on disk", async () => {
    const texts = await registeredFolderTexts('contato');
    expect(texts['form.json']).toMatch(/^\{\n {2}"\$schema": "\.\.\/form\.meta\.schema\.json"/);
    expect(texts['i18n/en.json']).toContain('"Contact message"');
  });
});
