import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFolderTexts } from './check-folder';
import { checkForms } from './check-forms';
import { readFormFiles } from './form-files';

const REAL = readFormFiles();

/** A real, valid folder's texts, so each test breaks exactly one thing. */
function texts(id = 'videos_cinematograficos') {
  return { id, files: { ...REAL.find((f) => f.id === id)!.files } };
}

/** Line and column of the first occurrence of a piece of text, counted independently of the parser. */
function place(text: string, needle: string) {
  const before = text.slice(0, text.indexOf(needle)).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

describe('checkFolderTexts: one folder given as texts (the staff preview)', () => {
  it('finds nothing wrong in a real folder and gives the form to draw, translations included', () => {
    const { problems, def } = checkFolderTexts(texts());
    expect(problems).toEqual([]);
    expect(def?.id).toBe('videos_cinematograficos');
    expect(Object.keys(def!.fields)).toContain('nomeCompleto');
    expect(Object.keys(def!.translations).sort()).toEqual(['en', 'es']);
  });

  it('says of a folder exactly what forms:check says of it alone, problem for problem and place for place', () => {
    // Problems in four files of one folder at once; broken JSON; a missing file. The answer does not depend
    // on which form it is (the same checkFolder runs for both), so a few kinds of problem stand for all forms.
    const several = texts();
    several.files['ui.json'] = several.files['ui.json']!.replace('"ui:widget": "radio"', '"ui:widget": "radoi"');
    several.files['i18n/en.json'] = several.files['i18n/en.json']!.replace('"fields"', '"feilds"');
    several.files['example.json'] = several.files['example.json']!.replace('"sim-muito"', '"talvez"');
    several.files['spec-messages.json'] = several.files['spec-messages.json']!.replace(/"Nome completo é obrigatório"/, '3');
    const brokenJson = texts('contato');
    brokenJson.files['ui.json'] = brokenJson.files['ui.json']!.replace(',', '');
    const missing = texts('criacao_sites');
    delete missing.files['form.json'];
    const files = new Set<string>();
    for (const folder of [several, brokenJson, missing]) {
      const problems = checkFolderTexts(folder).problems;
      expect(problems.length, folder.id).toBeGreaterThan(0);
      expect(problems, folder.id).toEqual(checkForms({ folders: [folder] }));
      problems.forEach((p) => files.add(p.file));
    }
    expect([...files].filter((file) => file.startsWith('schemas/videos_cinematograficos/'))).toHaveLength(4);
  });

  it('places a mistyped widget at its line and column, and does not draw the form', () => {
    const folder = texts();
    folder.files['ui.json'] = folder.files['ui.json']!.replace('"ui:widget": "radio"', '"ui:widget": "radoi"');
    const { problems, def } = checkFolderTexts(folder);
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'schemas/videos_cinematograficos/ui.json',
        ...place(folder.files['ui.json']!, '"ui:widget": "radoi"'),
        pt: 'O widget "radoi" não existe para uma pergunta deste tipo: troque por "radio".',
      }),
    ]);
    expect(def).toBeUndefined();
  });

  it('places broken JSON at its line, and does not draw the form', () => {
    const folder = texts();
    folder.files['schema.json'] = folder.files['schema.json']!.replace('"type": "object",', '"type": "object"');
    const { problems, def } = checkFolderTexts(folder);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'schemas/videos_cinematograficos/schema.json', pointer: '', line: expect.any(Number) });
    expect(problems[0].pt).toMatch(/^O JSON está quebrado aqui/);
    expect(def).toBeUndefined();
  });

  it('still draws the form when only a translation is wrong, without that translation (as the site would)', () => {
    const folder = texts();
    folder.files['i18n/en.json'] = folder.files['i18n/en.json']!.replace('"fields"', '"feilds"');
    const { problems, def } = checkFolderTexts(folder);
    expect(problems.map((p) => [p.file, p.pointer])).toContainEqual(['schemas/videos_cinematograficos/i18n/en.json', '/feilds']);
    expect(def?.translations.en).toBeUndefined();
    expect(def?.translations.es).toBeDefined();
  });

  it('reports a missing required file and draws nothing', () => {
    const folder = texts('contato');
    delete folder.files['form.json'];
    const { problems, def } = checkFolderTexts(folder);
    expect(problems).toEqual([
      expect.objectContaining({ file: 'schemas/contato/form.json', pt: expect.stringMatching(/^O arquivo form.json não existe/) }),
    ]);
    expect(def).toBeUndefined();
  });

  it('imports nothing from Node, so a browser can run it', () => {
    // Follows the relative imports from check-folder.ts and looks at every module it reaches.
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const [, spec] of source.matchAll(/^import\s[^;]*?from '([^']+)'/gms)) {
        expect(spec, `${file} imports ${spec}`).not.toMatch(/^(node:|fs$|path$|url$|os$|child_process$)/);
        if (spec.startsWith('.') && !spec.endsWith('.json')) visit(resolve(dirname(file), `${spec}.ts`));
      }
    };
    visit(resolve(import.meta.dirname, 'check-folder.ts'));
    expect(seen.size).toBeGreaterThan(10);
  });
});
