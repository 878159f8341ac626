import { isAbsolute, relative } from 'node:path';
import { parseJsonSource, type JsonSyntaxError } from './json-source.ts';
import { formatProblem, type Problem } from './problem.ts';

/**
 * A form file that is not JSON, said as forms:check says it: the file, line and column, and what is wrong
 * there (json-source.ts), in Portuguese. The commands that read the form folders print this message and
 * stop, instead of a Node stack trace about `JSON.parse`.
 */
export class BrokenFormFile extends Error {
  constructor(readonly problem: Problem) {
    super(`${formatProblem(problem, 'pt')}\nCorrija o arquivo e rode o comando de novo (npm run forms:check mostra todos os problemas).`);
    this.name = 'BrokenFormFile';
  }
}

/** The file as a person opens it: relative to where the command runs, when it is under it. */
const shown = (path: string) => {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel.split('\\').join('/') : path;
};

/**
 * The value of a form file's text, or where and why it is not JSON: the part both the commands and the
 * dev server's broken-file page (broken-form-file-plugin.ts) say a broken file with.
 */
export function readFormText(text: string): { ok: true; value: unknown } | { ok: false; error: JsonSyntaxError } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    // Only now the slower reader that knows lines and columns (it also takes a byte-order mark JSON.parse refuses).
    const parsed = parseJsonSource(text);
    return parsed.ok ? { ok: true, value: parsed.source.value } : { ok: false, error: parsed.error };
  }
}

/** The value of a form file's text; a BrokenFormFile at the first syntax error. */
export function parseFormFile(path: string, text: string): unknown {
  const read = readFormText(text);
  if (read.ok) return read.value;
  const { line, column, pt, en } = read.error;
  throw new BrokenFormFile({ file: shown(path), line, column, pointer: '', pt, en });
}

/**
 * What a command reads the form folders with: a broken file is said in a few lines (stderr) and the
 * command ends with code 1; any other error is unexpected and keeps its stack.
 */
export function readOrExit<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof BrokenFormFile)) throw error;
    console.error(error.message);
    return process.exit(1);
  }
}
