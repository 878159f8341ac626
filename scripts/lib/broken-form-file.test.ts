import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGINE_FORM_DIR } from '../../tests/support/engine-form';
import { BrokenFormFile, readOrExit } from './broken-form-file';
import { readRegistry } from './read-forms';

/*
 * forms:generate reads the form folders with readOrExit(() => readRegistry()): a folder with a file that
 * is not JSON (here a comma taken out of a copy of the synthetic form) must be named at its line and
 * column, in Portuguese, and end the command with code 1, never with Node's stack trace.
 */
let dir: string;
let schemaFile: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'broken-form-'));
  cpSync(ENGINE_FORM_DIR, dir, { recursive: true });
  schemaFile = join(dir, 'motor_teste', 'schema.json');
  // Line 3 of the copy is `"title": "Formulário de teste do motor",`: its comma goes.
  const lines = readFileSync(schemaFile, 'utf8').split('\n');
  expect(lines[2]).toBe('  "title": "Formulário de teste do motor",');
  lines[2] = lines[2].replace(/,$/, '');
  writeFileSync(schemaFile, lines.join('\n'));
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

const expected = () =>
  `${schemaFile}:4:3  /  O JSON está quebrado aqui: encontrei '"' onde devia vir uma vírgula ou '}'. Confira vírgulas, aspas e chaves perto deste ponto.\n` +
  'Corrija o arquivo e rode o comando de novo (npm run forms:check mostra todos os problemas).';

describe('a form file that is not JSON', () => {
  it('is named by its file, line and column, with what is wrong there, in Portuguese', () => {
    const read = () => readRegistry(dir);
    expect(read).toThrow(BrokenFormFile);
    expect(read).toThrow(`${schemaFile}:4:3  /  O JSON está quebrado aqui: encontrei '"' onde devia vir uma vírgula ou '}'.`);
  });

  it('ends the command with code 1 and those lines, without a stack trace', () => {
    const printed: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(' ')));
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => {
      throw new Error('exited');
    }) as () => never);
    expect(() => readOrExit(() => readRegistry(dir))).toThrow('exited');
    expect(exit).toHaveBeenCalledWith(1);
    expect(printed).toEqual([expected()]);
    expect(printed.join('\n')).not.toMatch(/\n\s+at |SyntaxError|JSON\.parse/);
  });

  it('lets a sound folder through, and an unexpected error keep its stack', () => {
    writeFileSync(schemaFile, readFileSync(join(ENGINE_FORM_DIR, 'motor_teste', 'schema.json'), 'utf8'));
    expect(readOrExit(() => readRegistry(dir)).forms.map((def) => def.id)).toEqual(['motor_teste']);
    expect(() => readOrExit(() => readRegistry(join(dir, 'nowhere')))).toThrow(/ENOENT/);
  });
});
