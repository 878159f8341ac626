import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { addOption, addQuestion, readFolder, textRefs } from './form-editor-ops';
import { starterFolder } from './form-editor-template';
import { rowName } from './form-editor-texts';
import pt from './lazy-locales/pt.editor.json';
import en from './lazy-locales/en.editor.json';

/** The translation table's rows as the page names them, in one language. */
async function rowNames(lang: 'pt' | 'en'): Promise<string[]> {
  const t = i18next.createInstance();
  await t.init({ lng: lang, resources: { pt: { translation: { admin: pt } }, en: { translation: { admin: en } } } });
  let folder = readFolder('podcast', starterFolder('podcast'));
  const added = addQuestion(folder, 'single');
  folder = addOption(added.folder, added.name, 'Mesa redonda');
  return textRefs(folder).map((row) => rowName(row, t.t));
}

describe('the translation table', () => {
  it('names each row as a person reads the form, never by its stored key', async () => {
    const names = await rowNames('pt');
    expect(names).toContain('Título da página');
    expect(names).toContain('Link de voltar');
    expect(names).toContain('Seção “Seus dados”');
    expect(names).toContain('Nome completo · pergunta');
    expect(names).toContain('Nome completo · exemplo dentro do campo');
    expect(names).toContain('Nome completo · mensagem de erro');
    expect(names.some((name) => /· opção “Mesa redonda”$/.test(name))).toBe(true);
    expect(names.filter((name) => /\b(title|backLabel|placeholder)\b|^nome ·/.test(name))).toEqual([]);
  });

  it('in the staff member’s language', async () => {
    const names = await rowNames('en');
    expect(names).toContain('Page title');
    expect(names).toContain('Nome completo · question');
  });
});
