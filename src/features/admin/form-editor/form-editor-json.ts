import { applyEdits, getNodeValue, type Node, parseTree } from 'jsonc-parser';

/*
 * JSON documents that keep the look of the file they came from. The visual editor changes parsed
 * values (plain objects and arrays, unknown keys and all) and writes them back through here: the new
 * text is the file as read, rebuilt along jsonc-parser's tree of it, so a file nobody changed is
 * written byte for byte as it was, and a change shows in git as the lines it concerns. Each object or
 * array keeps whether it was on one line or several and the text between members that stay side by
 * side, each number and string keeps how it was written, and the file keeps what surrounds its value.
 *
 * Not jsonc-parser's `modify`: its formatter lays out again every whole line an edit touches (it turns
 * `keepLines` off), so a one-line neighbour such as `"ui:options": { "rows": 4 }` or a one-line
 * `"fields"` list is spread over several lines; and in 3.3.1, removing the last item of a one-line
 * list leaves `["a""]`. A changed object or list is therefore rebuilt here from its own pieces.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface JsonDocument {
  value: Json;
  /** The file as read; empty for a file that does not exist yet. */
  text: string;
}

/** Parses strict JSON, keeping its text to write back from. Throws on a syntax error. */
export function parseDocument(text: string): JsonDocument {
  return { value: JSON.parse(text) as Json, text };
}

/** A document for a file that does not exist yet: canonical layout, with a last newline. */
export function newDocument(value: Json): JsonDocument {
  return { value, text: '' };
}

/** How a container written on one line spaces itself: after its opening bracket, before its closing one, after each comma and colon. */
interface Spacing {
  open: string;
  close: string;
  comma: string;
  colon: string;
}
const PLAIN: Spacing = { open: '', close: '', comma: ' ', colon: ' ' };
/** The file's own indentation step and line ending (two spaces and \n, as every folder under schemas/ writes, when it has none). */
interface Layout {
  unit: string;
  eol: string;
}

const isContainer = (v: Json): v is Json[] | { [key: string]: Json } => typeof v === 'object' && v !== null;
const end = (node: Node) => node.offset + node.length;
const same = (node: Node, value: Json) => JSON.stringify(getNodeValue(node)) === JSON.stringify(value);

/**
 * A value no file wrote yet, in one canonical way: a list of plain values (a section's `fields`,
 * `required`) on one line, as the folders write them; else all on one line spaced like `oneLine` when
 * given (inside a one-line container, or like the list item before it); else one member a line.
 */
function write(value: Json, indent: string, layout: Layout, oneLine?: Spacing): string {
  if (!isContainer(value)) return JSON.stringify(value);
  const array = Array.isArray(value);
  const spacing = array && !value.some(isContainer) ? PLAIN : oneLine;
  const entries = array ? value.map((v): [string, Json] => ['', v]) : Object.entries(value).map(([k, v]): [string, Json] => [`${JSON.stringify(k)}:${spacing?.colon ?? ' '}`, v]);
  const [open, close] = array ? '[]' : '{}';
  if (!entries.length) return open + close;
  if (spacing) return open + spacing.open + entries.map(([key, v]) => key + write(v, indent, layout, spacing)).join(`,${spacing.comma}`) + spacing.close + close;
  const inner = indent + layout.unit;
  return open + layout.eol + entries.map(([key, v]) => inner + key + write(v, inner, layout)).join(`,${layout.eol}`) + layout.eol + indent + close;
}

/** How a non-empty container spaces its members (on several lines, `comma` holds the line break and indentation before each). */
function spacingOf(text: string, node: Node): Spacing {
  const kids = node.children!;
  const open = text.slice(node.offset + 1, kids[0].offset);
  const [key, value] = kids[0].children ?? [];
  return {
    open,
    close: text.slice(end(kids.at(-1)!), end(node) - 1),
    comma: kids.length > 1 ? text.slice(end(kids[0]), kids[1].offset).replace(/^\s*,/, '') : open.includes('\n') ? open : ' ',
    colon: node.type === 'object' ? text.slice(end(key), value.offset).replace(/^\s*:/, '') : ' ',
  };
}

/** The document's text: unchanged parts exactly as they were read, changed and new parts laid out as above. */
export function serialiseDocument(doc: JsonDocument): string {
  const { text, value } = doc;
  const layout: Layout = { unit: /^([ \t]+)\S/m.exec(text)?.[1] ?? '  ', eol: text.includes('\r\n') ? '\r\n' : '\n' };
  const indentAt = (offset: number) => /^[ \t]*/.exec(text.slice(text.lastIndexOf('\n', offset - 1) + 1))![0];

  /** The new text of a value the file wrote at `node`; `oneLine` is the spacing of the one-line container it is in. */
  const render = (node: Node, next: Json, oneLine?: Spacing): string => {
    if (same(node, next)) return text.slice(node.offset, end(node));
    const kids = node.children ?? [];
    // A new kind of value, or a container that was or becomes empty (no look of its own): written anew.
    if (!isContainer(next) || node.type !== (Array.isArray(next) ? 'array' : 'object') || !kids.length || !Object.keys(next).length) {
      return write(next, indentAt(node.offset), layout, oneLine);
    }
    const spacing = spacingOf(text, node);
    const inner = text.slice(node.offset, end(node)).includes('\n') ? undefined : spacing;
    const indent = indentAt(kids[0].offset);
    const array = Array.isArray(next);
    const entries = array ? next.map((item): [string, Json] => ['', item]) : Object.entries(next);
    // Members are matched by key, list items by value.
    const olds = kids.map((kid) => (array ? JSON.stringify(getNodeValue(kid)) : (kid.children![0].value as string)));
    const news = entries.map(([key, item]) => (array ? JSON.stringify(item) : key));
    const used = new Set<number>();
    let sibling = kids[0];
    const members = entries.map(([key, item], j): { from?: number; text: string } => {
      let at = olds.findIndex((old, i) => old === news[j] && !used.has(i));
      // Else an item changed in place, or a key renamed, keeps the look of the member that stood there (if that one is gone).
      if (at < 0 && j < olds.length && !used.has(j) && !news.includes(olds[j])) at = j;
      if (at >= 0) {
        used.add(at);
        sibling = kids[at];
        if (array) return { from: at, text: render(sibling, item, inner) };
        const [name, old] = sibling.children!;
        const written = olds[at] === key ? text.slice(name.offset, end(name)) : JSON.stringify(key);
        return { from: at, text: written + text.slice(end(name), old.offset) + render(old, item, inner) };
      }
      if (!array) return { text: `${JSON.stringify(key)}:${spacing.colon}${write(item, indent, layout, inner)}` };
      // A new item follows the item before it when that one is on one line: a new option looks like the other options.
      const oneLineSibling = sibling.type === (Array.isArray(item) ? 'array' : 'object') && sibling.children?.length && !text.slice(sibling.offset, end(sibling)).includes('\n');
      return { text: write(item, indent, layout, oneLineSibling ? spacingOf(text, sibling) : inner) };
    });
    // Members that were side by side keep what was between them; elsewhere a comma and the container's spacing.
    const body = members.map((m, j) => (j === 0 ? '' : m.from !== undefined && members[j - 1].from === m.from - 1 ? text.slice(end(kids[m.from - 1]), kids[m.from].offset) : `,${spacing.comma}`) + m.text);
    return text[node.offset] + spacing.open + body.join('') + spacing.close + text[end(node) - 1];
  };

  const root = parseTree(text);
  if (!root) return write(value, '', layout) + layout.eol;
  return applyEdits(text, [{ offset: root.offset, length: root.length, content: render(root, value) }]);
}
