import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { historyFile } from './check-versions';
import { checkAllForms, generateForms, newMemo } from './form-build';

/*
 * The editor's save checks with a memo (each folder's result kept under its texts): a folder changed
 * between two saves is checked anew, and the memo's answer is the one a fresh check gives.
 */
const root = mkdtempSync(join(tmpdir(), 'form-build-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
/** The two forms' folders and their version records, so that the copy knows them as published, as the repository does. */
function copyForms(to: string) {
  for (const id of ['contato', 'criacao_sites']) {
    cpSync(resolve(import.meta.dirname, '../../schemas', id), join(to, 'schemas', id), { recursive: true });
    cpSync(resolve(import.meta.dirname, '../..', historyFile(id)), join(to, historyFile(id)));
  }
}
copyForms(root);

const ofFolder = (problems: { file: string; pt: string }[], id: string) => problems.filter((p) => p.file.startsWith(`schemas/${id}/`)).map((p) => p.pt);

describe('checkAllForms with a memo', () => {
  it('checks again a folder whose files changed, and answers as a fresh check', async () => {
    const memo = newMemo();
    const before = await checkAllForms(root, memo);
    expect(ofFolder(before.problems, 'contato')).toEqual([]);

    const example = join(root, 'schemas/contato/example.json');
    const text = readFileSync(example, 'utf8');
    writeFileSync(example, text.replace(/\n}\s*$/, ',\n  "naoExiste": "x"\n}\n'));
    const broken = await checkAllForms(root, memo);
    expect(ofFolder(broken.problems, 'contato')).toEqual([expect.stringContaining('"naoExiste" não é uma pergunta')]);
    expect(broken.problems).toEqual((await checkAllForms(root, newMemo())).problems);

    writeFileSync(example, text);
    expect(ofFolder((await checkAllForms(root, memo)).problems, 'contato')).toEqual([]);
  });
});

describe('generateForms with a schema Ajv cannot compile', () => {
  it('writes every other form, leaves that one without validators, and names it', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'form-build-unjudged-'));
    try {
      copyForms(scratch);
      const schemaFile = join(scratch, 'schemas/contato/schema.json');
      const schema = JSON.parse(readFileSync(schemaFile, 'utf8'));
      schema.properties.nome.pattern = '([a-z';
      writeFileSync(schemaFile, JSON.stringify(schema, null, 2));

      const { warnings } = await generateForms(scratch);
      expect(warnings).toEqual([expect.stringMatching(/^schemas\/contato: o Ajv não compila este schema \(Invalid regular expression/)]);
      expect(existsSync(join(scratch, 'src/forms/generated/validators/criacao-sites.pt.js'))).toBe(true);
      expect(existsSync(join(scratch, 'src/forms/generated/validators/contato.pt.js'))).toBe(false);
      const server = readFileSync(join(scratch, 'src/forms/generated/validators/server.js'), 'utf8');
      expect(server).toContain('"criacao_sites"');
      expect(server).not.toContain('"contato"');
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
