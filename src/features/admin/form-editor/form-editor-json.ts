/*
 * JSON documents that keep the look of the file they came from. The visual editor changes parsed
 * values (plain objects and arrays, unknown keys and all) and writes them back through here, so a
 * file nobody changed is written byte for byte as it was, and a change shows in git as the lines it
 * concerns: each object or array keeps whether it was on one line or several (and its spacing there),
 * each number and string keeps how it was written, and the file keeps (or lacks) its last newline.
 * Multi-line nodes use two spaces per level, as every folder under schemas/ does.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** How one value was written. Containers: one line or several; primitives: their exact text. */
interface Shape {
  raw?: string;
  /** Written on one line, with this whitespace after the opening and before the closing bracket. */
  inline?: { open: string; close: string; comma: string; colon: string };
  keys?: Map<string, Shape>;
  items?: Shape[];
}

export interface JsonDocument {
  value: Json;
  shape: Shape;
  trailingNewline: boolean;
}

/** Parses strict JSON (what JSON.parse accepts), remembering how it was written. Throws on a syntax error. */
export function parseDocument(text: string): JsonDocument {
  let i = 0;
  const space = () => {
    const start = i;
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
    return text.slice(start, i);
  };
  const fail = (): never => {
    throw new SyntaxError(`Unexpected ${i < text.length ? `'${text[i]}'` : 'end'} at ${i}`);
  };
  const primitive = (): { value: Json; shape: Shape } => {
    const start = i;
    if (text[i] === '"') {
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      if (i >= text.length) fail();
      i++;
    } else {
      while (i < text.length && /[-+.\w]/.test(text[i])) i++;
    }
    const raw = text.slice(start, i);
    if (!raw) fail();
    return { value: JSON.parse(raw) as Json, shape: { raw } };
  };
  const value = (): { value: Json; shape: Shape } => {
    const open = text[i];
    if (open !== '{' && open !== '[') return primitive();
    const close = open === '{' ? '}' : ']';
    const start = i;
    i++;
    const after = space();
    const shape: Shape = open === '{' ? { keys: new Map() } : { items: [] };
    const out: Json = open === '{' ? {} : [];
    let comma = ' ';
    let colon = ' ';
    let before = '';
    if (text[i] !== close) {
      for (;;) {
        let key = '';
        if (open === '{') {
          if (text[i] !== '"') fail();
          key = primitive().value as string;
          space();
          if (text[i] !== ':') fail();
          i++;
          colon = space();
        }
        const child = value();
        if (open === '{') {
          (out as Record<string, Json>)[key] = child.value;
          shape.keys!.set(key, child.shape);
        } else {
          (out as Json[]).push(child.value);
          shape.items!.push(child.shape);
        }
        before = space();
        if (text[i] === ',') {
          i++;
          comma = space();
          continue;
        }
        if (text[i] !== close) fail();
        break;
      }
    }
    i++;
    // An empty container has no look of its own: once it has members it takes the canonical one.
    const empty = (shape.keys?.size ?? shape.items?.length) === 0;
    if (!empty && !text.slice(start, i).includes('\n')) shape.inline = { open: after, close: before, comma, colon };
    return { value: out, shape };
  };
  space();
  const root = value();
  const tail = space();
  if (i < text.length) fail();
  return { ...root, trailingNewline: tail.endsWith('\n') };
}

const isContainer = (v: Json): v is Json[] | Record<string, Json> => typeof v === 'object' && v !== null;
const isEmpty = (v: Json[] | Record<string, Json>) => (Array.isArray(v) ? v.length === 0 : Object.keys(v).length === 0);
const ONE_LINE = { open: '', close: '', comma: ' ', colon: ' ' };

/**
 * How a value no file wrote yet is laid out, in one canonical way: a list of plain values (the
 * `fields` of a section, `required`) on one line, as the folders write them; anything else on
 * several lines. A new item of a list follows the item before it (a new option looks like the others).
 */
function newShape(value: Json, sibling?: Shape): Shape | undefined {
  if (!isContainer(value)) return undefined;
  if (sibling && (sibling.keys !== undefined) === !Array.isArray(value) && sibling.raw === undefined) {
    return { inline: sibling.inline, keys: sibling.keys && new Map(), items: sibling.items && [] };
  }
  if (Array.isArray(value) && value.length > 0 && value.every((v) => !isContainer(v))) return { inline: ONE_LINE, items: [] };
  return undefined;
}

function write(value: Json, shape: Shape | undefined, depth: number): string {
  if (!isContainer(value)) {
    if (shape?.raw !== undefined && JSON.parse(shape.raw) === value) return shape.raw;
    return JSON.stringify(value);
  }
  const array = Array.isArray(value);
  const [open, close] = array ? ['[', ']'] : ['{', '}'];
  if (isEmpty(value)) return open + close;
  const known = shape && shape.raw === undefined && (array ? shape.items : shape.keys) && (shape.inline || (array ? shape.items?.length : shape.keys?.size)) ? shape : newShape(value);
  const entries: [string | undefined, Json, Shape | undefined][] = array
    ? value.map((item, index) => [undefined, item, known?.items?.[index] ?? newShape(item, known?.items?.[index - 1] ?? known?.items?.at(-1))])
    : Object.entries(value).map(([key, item]) => [key, item, known?.keys?.get(key) ?? newShape(item)]);
  const inline = known?.inline;
  const colon = inline ? `:${inline.colon}` : ': ';
  const parts = entries.map(([key, item, itemShape]) => (key === undefined ? '' : `${JSON.stringify(key)}${colon}`) + write(item, itemShape, depth + 1));
  if (inline) return `${open}${inline.open}${parts.join(`,${inline.comma}`)}${inline.close}${close}`;
  const pad = '  '.repeat(depth + 1);
  return `${open}\n${parts.map((p) => pad + p).join(',\n')}\n${'  '.repeat(depth)}${close}`;
}

/** The document's text: unchanged parts exactly as they were read, changed and new parts laid out as above. */
export function serialiseDocument(doc: JsonDocument): string {
  return write(doc.value, doc.shape, 0) + (doc.trailingNewline ? '\n' : '');
}

/** A document for a file that does not exist yet: canonical layout, with a last newline. */
export function newDocument(value: Json): JsonDocument {
  return { value, shape: {}, trailingNewline: true };
}
