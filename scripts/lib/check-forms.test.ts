import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RawFormFolder } from '../../src/forms/core/definition';
import { buildRegistry } from '../../src/forms/core/registry';
import { checkForms, formatProblem } from './check-forms';
import { readFormFolders } from './read-forms';
import { generateRules } from './rules-generator';

const RULES_FILE = resolve(import.meta.dirname, '../../firestore.rules');

// Broken fixtures start from a real, valid folder so each test breaks exactly one thing.
const realFolder = (): RawFormFolder => structuredClone(readFormFolders().find((f) => f.id === 'videos_cinematograficos')!);
const lines = (folders: RawFormFolder[]) => checkForms({ folders }).map(formatProblem);

describe('checkForms', () => {
  it('finds no problem in the real schemas folder, rules included', () => {
    const rulesOnDisk = existsSync(RULES_FILE) ? readFileSync(RULES_FILE, 'utf8') : null;
    expect(checkForms({ folders: readFormFolders(), rulesOnDisk }).map(formatProblem)).toEqual([]);
  });

  it('reports a section naming a question that does not exist', () => {
    const folder = realFolder();
    folder.ui['ui:sections']![0].fields!.push('campoFantasma');
    expect(lines([folder])).toContain(
      "schemas/videos_cinematograficos/ui.json: section 'dados-gerais' names 'campoFantasma', which is not a question in schema.json",
    );
  });

  it('reports a question left out of every section, and one placed twice', () => {
    const folder = realFolder();
    const sections = folder.ui['ui:sections']!;
    sections[0].fields = sections[0].fields!.filter((f) => f !== 'email');
    sections[1].fields!.push('nomeCompleto');
    expect(lines([folder])).toEqual(
      expect.arrayContaining([
        "schemas/videos_cinematograficos/ui.json: question 'email' is in no section of ui:sections",
        "schemas/videos_cinematograficos/ui.json: 'nomeCompleto' is in section 'dados-gerais' and again in 'objetivo-emocao'",
      ]),
    );
  });

  it('reports a ui.json key that names no question', () => {
    const folder = realFolder();
    folder.ui.nomeCompletto = { 'ui:placeholder': 'typo' };
    expect(lines([folder])).toContain("schemas/videos_cinematograficos/ui.json: 'nomeCompletto' is not a question in schema.json");
  });

  it('reports an example that fails the server validator, with the field message', () => {
    const folder = realFolder();
    folder.example!.nomeCompleto = 'A';
    folder.example!.temConteudo = 'talvez';
    const found = lines([folder]);
    expect(found).toContain(
      'schemas/videos_cinematograficos/example.json: does not pass schema.json: nomeCompleto: Nome completo é obrigatório',
    );
    expect(found).toContain('schemas/videos_cinematograficos/example.json: does not pass schema.json: temConteudo: Selecione uma opção');
  });

  it('reports a missing example', () => {
    const folder = realFolder();
    delete folder.example;
    expect(lines([folder])[0]).toMatch(/^schemas\/videos_cinematograficos\/example\.json: is missing/);
  });

  it('reports form.json errors against the meta-schema in plain words', () => {
    const folder = realFolder();
    const form = folder.form as unknown as Record<string, unknown>;
    delete form.collection;
    form.storedNames = 'camelCase';
    form.success = { then: 'reset', toastMs: 6000, to: '/obrigado' };
    expect(lines([folder])).toEqual(
      expect.arrayContaining([
        "schemas/videos_cinematograficos/form.json: the file: missing 'collection'",
        'schemas/videos_cinematograficos/form.json: storedNames: must be one of "as-is", "snake_case"',
        'schemas/videos_cinematograficos/form.json: success.to: not allowed with this success.then',
      ]),
    );
  });

  it('reports a route or collection used by two forms, in both folders', () => {
    const a = realFolder();
    const b = { ...realFolder(), id: 'outro_briefing' };
    b.form.collection = 'outro_briefing_responses';
    expect(lines([a, b])).toEqual([
      "schemas/outro_briefing/form.json: route '/videos-cinematograficos/briefing' is also used by videos_cinematograficos",
      "schemas/videos_cinematograficos/form.json: route '/videos-cinematograficos/briefing' is also used by outro_briefing",
    ]);
  });

  it('reports translation keys that refer to nothing', () => {
    const folder = realFolder();
    folder.translations.es = {
      sections: { 'dados-gerais': 'Datos generales', 'seccion-perdida': 'x' },
      fields: {
        temConteudo: { options: { 'sim-muito': 'Sí, mucho', 'sim-demais': 'x' } },
        campoPerdido: { title: 'x' },
      },
    };
    expect(lines([folder])).toEqual([
      "schemas/videos_cinematograficos/i18n/es.json: sections.seccion-perdida: no section or group 'seccion-perdida' in ui.json",
      "schemas/videos_cinematograficos/i18n/es.json: fields.temConteudo.options.sim-demais: 'temConteudo' has no option 'sim-demais'",
      "schemas/videos_cinematograficos/i18n/es.json: fields.campoPerdido: no question 'campoPerdido' in schema.json",
    ]);
  });

  it('reports a missing translation file', () => {
    const folder = realFolder();
    delete folder.translations.en;
    expect(lines([folder])).toEqual([
      'schemas/videos_cinematograficos/i18n/en.json: is missing: every form is offered in es and en too',
    ]);
  });

  it('reports stale or missing rules', () => {
    const folders = [realFolder()];
    const current = generateRules(buildRegistry(folders));
    const stale = 'firestore.rules is out of date: run npm run forms:generate';
    expect(checkForms({ folders, rulesOnDisk: current })).toEqual([]);
    expect(checkForms({ folders, rulesOnDisk: current.replace('<= 5000', '<= 9999') }).map(formatProblem)).toEqual([stale]);
    expect(checkForms({ folders, rulesOnDisk: null }).map(formatProblem)).toEqual([stale]);
  });
});
