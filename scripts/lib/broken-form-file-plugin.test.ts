import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, createServer, type InlineConfig, type ViteDevServer } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BROKEN_FORM_FILE } from '../../src/forms/broken-form-file';
import { brokenFormFilePlugin, brokenFormFileStandIn } from './broken-form-file-plugin';
import { parseFormFile } from './broken-form-file';

/*
 * On the dev server a form file that is not JSON loads as a stand-in naming its file, line and column
 * (the form's page shows it), in the words forms:generate uses; a sound file loads as Vite reads it;
 * a build still fails on the broken file.
 */
const SOUND = '{\n  "type": "object",\n  "title": "Contato",\n  "properties": {}\n}\n';
// Line 3's comma taken out: the next key, line 4 column 3, is where a comma or '}' was due.
const BROKEN = '{\n  "type": "object",\n  "title": "Contato"\n  "properties": {}\n}\n';

const PT = `O JSON está quebrado aqui: encontrei '"' onde devia vir uma vírgula ou '}'. Confira vírgulas, aspas e chaves perto deste ponto.`;
const ES = `El JSON está roto aquí: encontré '"' donde debería ir una coma o '}'. Revisa comas, comillas y llaves cerca de este punto.`;
const EN = `The JSON is broken here: found '"' where a comma or '}' should be. Check commas, quotes and brackets near this point.`;
const STAND_IN = { file: 'schemas/contato/schema.json', line: 4, column: 3, reason: { pt: PT, es: ES, en: EN } };

describe('the stand-in for a form file', () => {
  const root = '/repo';

  it('names a broken file by its path in the project, line, column and what is wrong, in pt, es and en', () => {
    const text = brokenFormFileStandIn(BROKEN, '/repo/schemas/contato/schema.json', root);
    expect(JSON.parse(text ?? 'null')).toEqual({ [BROKEN_FORM_FILE]: STAND_IN });
  });

  it('says in Portuguese what forms:generate says about the same file', () => {
    expect(() => parseFormFile('schemas/contato/schema.json', BROKEN)).toThrow(`schemas/contato/schema.json:4:3  /  ${PT}`);
  });

  it('leaves a sound file, a file outside schemas/ and a query to Vite', () => {
    expect(brokenFormFileStandIn(SOUND, '/repo/schemas/contato/schema.json', root)).toBeUndefined();
    expect(brokenFormFileStandIn(BROKEN, '/repo/src/i18n/locales/pt.json', root)).toBeUndefined();
    expect(brokenFormFileStandIn(BROKEN, '/elsewhere/schemas/contato/schema.json', root)).toBeUndefined();
    expect(brokenFormFileStandIn(BROKEN, '/repo/schemas/contato/notes.txt', root)).toBeUndefined();
    expect(JSON.parse(brokenFormFileStandIn(BROKEN, '/repo/schemas/contato/i18n/es.json?import', root) ?? 'null')[BROKEN_FORM_FILE].file).toBe(
      'schemas/contato/i18n/es.json',
    );
  });
});

describe('a Vite project with the plugin', { timeout: 60_000 }, () => {
  let root: string;
  let server: ViteDevServer | undefined;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'broken-form-plugin-'));
    mkdirSync(join(root, 'schemas', 'contato'), { recursive: true });
    writeFileSync(join(root, 'schemas', 'contato', 'schema.json'), BROKEN);
    writeFileSync(join(root, 'schemas', 'contato', 'ui.json'), SOUND);
    writeFileSync(join(root, 'entry.js'), "export { default } from './schemas/contato/schema.json';\n");
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    rmSync(root, { recursive: true, force: true });
  });

  const config = (plugins: InlineConfig['plugins']): InlineConfig => ({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    server: { middlewareMode: true, ws: false, watch: null },
  });

  it('serves a broken file as its stand-in and a sound file as its JSON, on the dev server', async () => {
    server = await createServer(config([brokenFormFilePlugin()]));
    expect((await server.ssrLoadModule('/schemas/contato/schema.json')).default).toEqual({ [BROKEN_FORM_FILE]: STAND_IN });
    expect((await server.ssrLoadModule('/schemas/contato/ui.json')).default).toEqual(JSON.parse(SOUND));
  });

  it('fails on the broken file without the plugin (what the form page used to meet)', async () => {
    server = await createServer(config([]));
    await expect(server.ssrLoadModule('/schemas/contato/schema.json')).rejects.toThrow('expected `,` or `}` at line 4 column 3');
  });

  it('still fails a build on the broken file: the stand-in never ships', async () => {
    const building = build({ ...config([brokenFormFilePlugin()]), build: { write: false, lib: { entry: join(root, 'entry.js'), formats: ['es'] } } });
    await expect(building).rejects.toThrow(/vite-json[\s\S]*expected `,` or `}` at line 4 column 3/);
  });
});
