import { findNodeAtOffset, type Node, type ParseError, parseTree, printParseErrorCode } from 'jsonc-parser';

/**
 * A strict JSON reader that remembers where every value was written, so a problem found in the parsed
 * value can be reported at the line and column a person has to open. JSON.parse gives neither the
 * place of a value nor a line for a syntax error ("position 349"); jsonc-parser's tree gives offsets
 * for both, read here with its JSON-with-comments leniencies (comments, trailing commas) turned off.
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
  es: string;
}

export type ParseResult = { ok: true; source: JsonSource; duplicates: string[] } | { ok: false; error: JsonSyntaxError };

/** `a/b` -> `a~1b`: keys as RFC 6901 writes them inside a pointer. */
export const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
export const pointerOf = (...parts: (string | number)[]) => parts.map((p) => `/${escapePointer(String(p))}`).join('');

/** What is expected, in Portuguese, English and Spanish (the dev server's broken-file page speaks the site's three languages). */
type Words = [pt: string, en: string, es: string];
const VALUE: Words = ['um valor (texto entre aspas, número, true, false, [lista] ou {objeto})', 'a value (a quoted text, number, true, false, [list] or {object})', 'un valor (texto entre comillas, número, true, false, [lista] u {objeto})'];
const ESCAPE: Words = ['um escape válido (\\n, \\", \\\\ ...)', 'a valid escape (\\n, \\", \\\\ ...)', 'un escape válido (\\n, \\", \\\\ ...)'];
const NUMBER: Words = ['um número completo (como 10, 1.5 ou 2e3)', 'a complete number (like 10, 1.5 or 2e3)', 'un número completo (como 10, 1.5 o 2e3)'];
/** What was expected where jsonc-parser stopped, by its error code (CommaExpected depends on the container: see below). */
const EXPECTED: Record<string, Words> = {
  InvalidSymbol: VALUE,
  ValueExpected: VALUE,
  InvalidNumberFormat: NUMBER,
  UnexpectedEndOfNumber: NUMBER,
  PropertyNameExpected: ['o nome de uma chave entre aspas', 'a key name in double quotes', 'el nombre de una clave entre comillas'],
  ColonExpected: ["':' depois do nome da chave", "':' after the key name", "':' después del nombre de la clave"],
  CloseBraceExpected: ["uma vírgula ou '}'", "a comma or '}'", "una coma o '}'"],
  CloseBracketExpected: ["uma vírgula ou ']'", "a comma or ']'", "una coma o ']'"],
  EndOfFileExpected: ['nada (o arquivo já terminou: apague o que sobra)', 'nothing (the file has ended: remove what is left)', 'nada (el archivo ya terminó: borra lo que sobra)'],
  InvalidCommentToken: ['o resto do JSON (JSON não aceita comentários: apague este)', 'the rest of the JSON (JSON takes no comments: remove this one)', 'el resto del JSON (JSON no acepta comentarios: borra este)'],
  UnexpectedEndOfString: ['um texto fechado com "', 'a text closed with "', 'un texto cerrado con "'],
  UnclosedOnLine: ['um texto fechado com " na mesma linha', 'a text closed with " on the same line', 'un texto cerrado con " en la misma línea'],
  InvalidUnicode: ESCAPE,
  InvalidEscapeCharacter: ESCAPE,
  InvalidCharacter: ['um texto sem caracteres de controle (uma tabulação entre aspas se escreve \\t)', 'a text without control characters (a tab inside quotes is written \\t)', 'un texto sin caracteres de control (una tabulación entre comillas se escribe \\t)'],
  TrailingInList: ['outro item (ou apague a vírgula antes de ])', 'another item (or remove the comma before ])', 'otro elemento (o borra la coma antes de ])'],
  TrailingInObject: ['outro item (ou apague a vírgula antes de })', 'another member (or remove the comma before })', 'otro miembro (o borra la coma antes de })'],
};

const STRICT = { disallowComments: true, allowTrailingComma: false };

export function parseJsonSource(text: string): ParseResult {
  const positionAt = (offset: number): Position => {
    const lines = text.slice(0, offset).split('\n');
    return { line: lines.length, column: lines[lines.length - 1].length + 1 };
  };
  // jsonc-parser takes a byte-order mark (some editors add one) for a stray symbol: it reads a space of the same length.
  const errors: ParseError[] = [];
  const read = text.replace(/^\ufeff/, ' ');
  const root = parseTree(read, errors, STRICT);
  if (errors.length || !root) return { ok: false, error: describe(read, root, errors[0], positionAt) };

  const places = new Map<string, number>();
  const duplicates: string[] = [];
  /** Array items and the root are placed where their value starts; object members where their key is. */
  const walk = (node: Node, pointer: string, at = node.offset) => {
    places.set(pointer, at);
    const seen = new Set<string>();
    node.children?.forEach((child, index) => {
      if (node.type === 'array') return walk(child, pointer + pointerOf(index));
      const [key, value] = child.children as [Node, Node];
      const member = pointer + pointerOf(key.value as string);
      if (seen.has(key.value as string)) duplicates.push(member);
      seen.add(key.value as string);
      walk(value, member, key.offset);
    });
  };
  walk(root, '');
  const locate = (pointer: string): Position => {
    for (let p = pointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
      const at = places.get(p);
      if (at !== undefined) return positionAt(at);
      if (!p) return { line: 1, column: 1 };
    }
  };
  // The value as JSON.parse gives it (jsonc-parser's getNodeValue builds objects without a prototype).
  return { ok: true, source: { value: JSON.parse(read), locate }, duplicates };
}

/** The first syntax error, placed at the character to fix and told in the checker's words. */
function describe(text: string, root: Node | undefined, error: ParseError, positionAt: (offset: number) => Position): JsonSyntaxError {
  let { offset } = error;
  let code: string = printParseErrorCode(error.error);
  // A bad escape or a control character is reported at the start of its text: point at the character itself.
  if (code === 'InvalidUnicode' || code === 'InvalidEscapeCharacter' || code === 'InvalidCharacter') {
    const bad = /\\(?!["\\/bfnrt]|u[\da-fA-F]{4})|[^\u0020-\uffff]/.exec(text.slice(offset, offset + error.length));
    if (bad) offset += bad.index + (bad[0] === '\\' ? 1 : 0);
  }
  const char = text[offset];
  const before = text.slice(0, offset).trimEnd();
  /** The innermost list or object around the error: which bracket would close here, whether a key is due. */
  let node = root && findNodeAtOffset(root, offset);
  if (node?.offset === offset) node = node.parent;
  while (node && node.type !== 'object' && node.type !== 'array') node = node.parent;
  if ((code === 'InvalidSymbol' || code === 'ValueExpected') && node?.type === 'object' && /[{,]$/.test(before)) code = 'PropertyNameExpected';
  // Past the end of the value (an unclosed one ends at the end of the file, where its bracket is missing).
  if (root && offset >= root.offset + root.length && !code.startsWith('Close')) code = 'EndOfFileExpected';
  else if (code === 'UnexpectedEndOfString' && offset + error.length < text.length) code = 'UnclosedOnLine';
  else if (code === 'ValueExpected' && char === ']' && before.endsWith(',')) code = 'TrailingInList';
  else if (code === 'PropertyNameExpected' && char === '}' && before.endsWith(',')) code = 'TrailingInObject';
  else if (code === 'CommaExpected') code = node?.type === 'array' ? 'CloseBracketExpected' : 'CloseBraceExpected';
  const [expectedPt, expectedEn, expectedEs] = EXPECTED[code] ?? VALUE;
  const found = offset < text.length ? `'${char}'` : undefined;
  return {
    ...positionAt(offset),
    pt: `O JSON está quebrado aqui: encontrei ${found ?? 'o fim do arquivo'} onde devia vir ${expectedPt}. Confira vírgulas, aspas e chaves perto deste ponto.`,
    en: `The JSON is broken here: found ${found ?? 'the end of the file'} where ${expectedEn} should be. Check commas, quotes and brackets near this point.`,
    es: `El JSON está roto aquí: encontré ${found ?? 'el final del archivo'} donde debería ir ${expectedEs}. Revisa comas, comillas y llaves cerca de este punto.`,
  };
}
