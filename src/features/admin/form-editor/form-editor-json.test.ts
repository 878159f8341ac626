import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newDocument, parseDocument, serialiseDocument } from './form-editor-json';

const SCHEMAS = resolve(import.meta.dirname, '../../../../schemas');

function jsonFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) jsonFiles(path, out);
    else if (name.endsWith('.json')) out.push(path);
  }
  return out;
}

const folderFiles = readdirSync(SCHEMAS)
  .filter((name) => statSync(join(SCHEMAS, name)).isDirectory())
  .flatMap((folder) => jsonFiles(join(SCHEMAS, folder)));

describe('a form file read and written back by the visual editor', () => {
  it('finds the form folders to try', () => {
    expect(folderFiles.length).toBeGreaterThan(50);
  });

  it.each(folderFiles.map((file) => [relative(SCHEMAS, file), file]))('%s comes back byte for byte', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    expect(serialiseDocument(parseDocument(text))).toBe(text);
  });

  it('keeps a one-line list on one line when it grows, and a several-line one on several', () => {
    const doc = parseDocument('{\n  "fields": ["a", "b"],\n  "required": [\n    "a"\n  ]\n}\n');
    (doc.value as { fields: string[]; required: string[] }).fields.push('c');
    (doc.value as { fields: string[]; required: string[] }).required.push('c');
    expect(serialiseDocument(doc)).toBe('{\n  "fields": ["a", "b", "c"],\n  "required": [\n    "a",\n    "c"\n  ]\n}\n');
  });

  it('writes a new option like the option before it, and a new object on several lines', () => {
    const doc = parseDocument('{\n  "oneOf": [\n    { "const": "a", "title": "A" }\n  ]\n}');
    const value = doc.value as Record<string, unknown[]>;
    value.oneOf.push({ const: 'b', title: 'B' });
    value.extra = { x: 1 } as never;
    expect(serialiseDocument(doc)).toBe(
      '{\n  "oneOf": [\n    { "const": "a", "title": "A" },\n    { "const": "b", "title": "B" }\n  ],\n  "extra": {\n    "x": 1\n  }\n}',
    );
  });

  it('keeps how a string was written while its value is the same', () => {
    const doc = parseDocument('{"a": "caf\\u00e9", "b": 1.50}\n');
    expect(serialiseDocument(doc)).toBe('{"a": "caf\\u00e9", "b": 1.50}\n');
  });

  it('lays out a new file the canonical way', () => {
    expect(serialiseDocument(newDocument({ a: ['x'], b: {} }))).toBe('{\n  "a": ["x"],\n  "b": {}\n}\n');
  });
});
