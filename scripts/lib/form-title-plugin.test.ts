import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brokenFormFilePlugin } from './broken-form-file-plugin';
import { asksFormTitle, formTitleOnly, formTitlePlugin } from './form-title-plugin';

/*
 * A form's translation file asked with `?form-title` is its title alone: the staff pages' one small
 * module of every form's translated titles (src/features/admin/shared/translated-form-titles.ts), not
 * 26 files of questions. The form's own page still imports the whole file.
 */
const ES = { texts: { title: 'Briefing - Clon Digital con IA', subtitle: 'Cuéntanos tu idea' }, properties: { nombre: { title: 'Nombre' } } };

describe("a translation file's title", () => {
  it('keeps the title and nothing else', () => {
    expect(JSON.parse(formTitleOnly(JSON.stringify(ES)))).toEqual({ title: 'Briefing - Clon Digital con IA' });
  });

  it('is empty for a file without a title, or that is not JSON (the Portuguese title stands in)', () => {
    expect(JSON.parse(formTitleOnly('{"texts":{}}'))).toEqual({});
    expect(JSON.parse(formTitleOnly('{"texts": {"title": 3}}'))).toEqual({});
    expect(JSON.parse(formTitleOnly('{"texts": {"title": "x"'))).toEqual({});
  });

  it('is asked only of JSON files with the query', () => {
    expect(asksFormTitle('/repo/schemas/clone_digital/i18n/es.json?form-title')).toBe(true);
    expect(asksFormTitle('/repo/schemas/clone_digital/i18n/es.json?import&form-title')).toBe(true);
    expect(asksFormTitle('/repo/schemas/clone_digital/i18n/es.json')).toBe(false);
    expect(asksFormTitle('/repo/src/x.ts?form-title')).toBe(false);
  });
});

describe('a Vite project with the plugin', { timeout: 60_000 }, () => {
  let root: string;
  let server: ViteDevServer | undefined;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'form-title-plugin-'));
    mkdirSync(join(root, 'schemas', 'clone_digital', 'i18n'), { recursive: true });
    writeFileSync(join(root, 'schemas', 'clone_digital', 'i18n', 'es.json'), JSON.stringify(ES));
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the title alone with the query, and the whole file without it, on the dev server beside the broken-file plugin', async () => {
    server = await createServer({ root, configFile: false, logLevel: 'silent', plugins: [brokenFormFilePlugin(), formTitlePlugin()], server: { middlewareMode: true, ws: false, watch: null } });
    expect((await server.ssrLoadModule('/schemas/clone_digital/i18n/es.json?form-title')).default).toEqual({ title: 'Briefing - Clon Digital con IA' });
    expect((await server.ssrLoadModule('/schemas/clone_digital/i18n/es.json')).default).toEqual(ES);
  });
});
