import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import editorStrings from '../../src/features/admin/form-editor/lazy-locales/pt.editor.json';

/*
 * The visual form editor (issue 20) writes schemas/ through the dev server: a built site must carry
 * none of it, neither its code (the router imports it behind import.meta.env.DEV) nor its strings nor
 * the address of the dev server's endpoint.
 */
const DIST = resolve(import.meta.dirname, '../..', process.env.BUILD_DIR ?? '.data/web-emulator');
const ASSETS = join(DIST, 'assets');

const files = existsSync(ASSETS) ? readdirSync(ASSETS).filter((name) => name.endsWith('.js') || name.endsWith('.js.map')) : [];

describe(`the build in ${relative(process.cwd(), DIST)} without the form editor`, () => {
  it('has chunks to look at', () => {
    expect(files.filter((name) => name.endsWith('.js')).length).toBeGreaterThan(5);
  });

  it("has no chunk with the editor's code, strings or endpoint", () => {
    const markers = ['__form-editor', editorStrings.editor.title, editorStrings.editor.save.saving];
    const found = files
      .filter((name) => name.endsWith('.js'))
      .flatMap((name) => markers.filter((marker) => readFileSync(join(ASSETS, name), 'utf8').includes(marker)).map((marker) => `${name}: ${marker}`));
    expect(found).toEqual([]);
  });

  it("was built from none of the editor's modules (the source maps list every module in a chunk)", () => {
    const editorModules = files
      .filter((name) => name.endsWith('.js.map'))
      .flatMap((name) => ((JSON.parse(readFileSync(join(ASSETS, name), 'utf8')) as { sources?: string[] }).sources ?? []).filter((s) => /form-editor|\.editor\.json/.test(s)).map((s) => `${name}: ${s}`));
    expect(editorModules).toEqual([]);
  });
});
