/**
 * A strict JSON reader that remembers where every value was written, so a problem found in the parsed
 * value can be reported at the line and column a person has to open. JSON.parse gives neither the
 * place of a value nor a line for a syntax error ("position 349"), hence this small parser.
 */

export interface Position {
  line: number;
  column: number;
}

export interface JsonSource {
  value: unknown;
  /** Where the value at a JSON pointer was written (for an object member: its key); else its nearest parent. */
  locate(pointer: string): Position;
}

export interface JsonSyntaxError extends Position {
  /** What was found and what was expected there, in the words of each language. */
  pt: string;
  en: string;
}

export type ParseResult = { ok: true; source: JsonSource; duplicates: string[] } | { ok: false; error: JsonSyntaxError };

/** `a/b` -> `a~1b`: keys as RFC 6901 writes them inside a pointer. */
export const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
export const pointerOf = (...parts: (string | number)[]) => parts.map((p) => `/${escapePointer(String(p))}`).join('');

class SyntaxProblem extends Error {
  constructor(
    readonly index: number,
    readonly pt: string,
    readonly en: string,
  ) {
    super(en);
  }
}

export function parseJsonSource(text: string): ParseResult {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const positionAt = (index: number): Position => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= index) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: index - lineStarts[lo] + 1 };
  };

  const places = new Map<string, number>();
  const duplicates: string[] = [];
  let i = 0;

  const skipSpace = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
  };
  const found = () => (i >= text.length ? 'o fim do arquivo' : `'${text[i]}'`);
  const foundEn = () => (i >= text.length ? 'the end of the file' : `'${text[i]}'`);
  const fail = (expectedPt: string, expectedEn: string): never => {
    throw new SyntaxProblem(
      i,
      `O JSON está quebrado aqui: encontrei ${found()} onde devia vir ${expectedPt}. Confira vírgulas, aspas e chaves perto deste ponto.`,
      `The JSON is broken here: found ${foundEn()} where ${expectedEn} should be. Check commas, quotes and brackets near this point.`,
    );
  };

  const parseString = (): string => {
    const start = i;
    i++; // opening quote
    let out = '';
    while (i < text.length && text[i] !== '"') {
      const ch = text[i];
      if (ch === '\n') {
        i = start;
        fail('um texto fechado com " na mesma linha', 'a text closed with " on the same line');
      }
      if (ch === '\\') {
        const next = text[i + 1];
        const simple: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
        if (next in simple) {
          out += simple[next];
          i += 2;
        } else if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
          out += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
          i += 6;
        } else {
          i++;
          fail('um escape válido (\\n, \\", \\\\ ...)', 'a valid escape (\\n, \\", \\\\ ...)');
        }
      } else {
        out += ch;
        i++;
      }
    }
    if (i >= text.length) {
      i = start;
      fail('um texto fechado com "', 'a text closed with "');
    }
    i++;
    return out;
  };

  /** Array items and the root are placed where their value starts; object members where their key is. */
  const parseValue = (pointer: string): unknown => {
    skipSpace();
    if (!places.has(pointer)) places.set(pointer, i);
    const ch = text[i];
    if (ch === '{') return parseObject(pointer);
    if (ch === '[') return parseArray(pointer);
    if (ch === '"') return parseString();
    const literal = /^(true|false|null|-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?)/.exec(text.slice(i, i + 400));
    if (literal) {
      i += literal[0].length;
      return JSON.parse(literal[0]);
    }
    return fail('um valor (texto entre aspas, número, true, false, [lista] ou {objeto})', 'a value (a quoted text, number, true, false, [list] or {object})');
  };

  const parseObject = (pointer: string): Record<string, unknown> => {
    i++;
    const out: Record<string, unknown> = {};
    skipSpace();
    if (text[i] === '}') {
      i++;
      return out;
    }
    for (;;) {
      skipSpace();
      if (text[i] !== '"') {
        if (text[i] === '}') fail('outro item (ou apague a vírgula antes de })', 'another member (or remove the comma before })');
        fail('o nome de uma chave entre aspas', 'a key name in double quotes');
      }
      const keyAt = i;
      const key = parseString();
      const child = pointer + pointerOf(key);
      if (Object.hasOwn(out, key)) duplicates.push(child);
      places.set(child, keyAt);
      skipSpace();
      if (text[i] !== ':') fail("':' depois do nome da chave", "':' after the key name");
      i++;
      out[key] = parseValue(child);
      skipSpace();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === '}') {
        i++;
        return out;
      }
      fail("uma vírgula ou '}'", "a comma or '}'");
    }
  };

  const parseArray = (pointer: string): unknown[] => {
    i++;
    const out: unknown[] = [];
    skipSpace();
    if (text[i] === ']') {
      i++;
      return out;
    }
    for (;;) {
      skipSpace();
      if (text[i] === ']') fail('outro item (ou apague a vírgula antes de ])', 'another item (or remove the comma before ])');
      out.push(parseValue(pointer + pointerOf(out.length)));
      skipSpace();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === ']') {
        i++;
        return out;
      }
      fail("uma vírgula ou ']'", "a comma or ']'");
    }
  };

  try {
    if (text.charCodeAt(0) === 0xfeff) i = 1; // a byte-order mark some editors add
    const value = parseValue('');
    skipSpace();
    if (i < text.length) fail('nada (o arquivo já terminou: apague o que sobra)', 'nothing (the file has ended: remove what is left)');
    const locate = (pointer: string): Position => {
      for (let p = pointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
        const at = places.get(p);
        if (at !== undefined) return positionAt(at);
        if (!p) return { line: 1, column: 1 };
      }
    };
    return { ok: true, source: { value, locate }, duplicates };
  } catch (error) {
    if (!(error instanceof SyntaxProblem)) throw error;
    return { ok: false, error: { ...positionAt(Math.min(error.index, text.length)), pt: error.pt, en: error.en } };
  }
}
