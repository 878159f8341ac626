import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { historyFile } from './check-versions';
import { checkText, generateText } from './editor-build';

/*
 * The editor's save and "Publicar" judge the form being edited (issue 38): another form's problems are
 * counted apart, and never make this form's verdict fail.
 */
const root = mkdtempSync(join(tmpdir(), 'editor-build-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
for (const id of ['contato', 'criacao_sites']) {
  cpSync(resolve(import.meta.dirname, '../../schemas', id), join(root, 'schemas', id), { recursive: true });
  cpSync(resolve(import.meta.dirname, '../..', historyFile(id)), join(root, historyFile(id)));
}

it('judges one form, and counts the other forms’ problems apart', async () => {
  const example = join(root, 'schemas/contato/example.json');
  writeFileSync(example, readFileSync(example, 'utf8').replace(/\n}\s*$/, ',\n  "naoExiste": "x"\n}\n'));
  expect((await generateText(root)).ok).toBe(true);

  const sites = await checkText(root, 'criacao_sites');
  expect(sites).toMatchObject({ ok: true, output: '' });
  // The copy holds two forms: the site's links to the eleven others are a site file's problems, apart too.
  expect(sites.others).toEqual([{ id: 'contato', count: 1 }, { id: 'src/forms/briefing-links.ts', count: 10 }]);
  const contato = await checkText(root, 'contato');
  expect(contato.ok).toBe(false);
  expect(contato.output).toMatch(/^schemas\/contato\/example\.json:\d+:\d+ {2}\/naoExiste {2}.*"naoExiste" não é uma pergunta/);
  expect(contato.others).toEqual([{ id: 'src/forms/briefing-links.ts', count: 10 }]);
  // The command's view: every problem counts.
  expect((await checkText(root)).ok).toBe(false);
});
