import { isAbsolute, relative } from 'node:path';
import { parseJsonSource } from './json-source';
import { formatProblem, type Problem } from './problem';

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

/** The value of a form file's text; a BrokenFormFile at the first syntax error. */
export function parseFormFile(path: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Only now the slower reader that knows lines and columns (it also takes a byte-order mark JSON.parse refuses).
    const parsed = parseJsonSource(text);
    if (parsed.ok) return parsed.source.value;
    const { line, column, pt, en } = parsed.error;
    throw new BrokenFormFile({ file: shown(path), line, column, pointer: '', pt, en });
  }
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
