import { describe, expect, it } from 'vitest';
import { ownRequest, parseCheckOutput } from './form-editor-plugin';

describe("the form editor's save endpoint", () => {
  it("answers the dev server's own pages only", () => {
    expect(ownRequest({ host: '127.0.0.1:5173' }, 5173, false)).toBe(true);
    expect(ownRequest({ host: '127.0.0.1:5173', origin: 'http://127.0.0.1:5173', 'sec-fetch-site': 'same-origin' }, 5173, true)).toBe(true);
    expect(ownRequest({ host: 'localhost:5173', origin: 'http://localhost:5173' }, 5173, true)).toBe(true);
  });

  it('refuses a write from another site, one without an Origin, and a name rebound to the loopback address', () => {
    expect(ownRequest({ host: '127.0.0.1:5173', origin: 'https://evil.example' }, 5173, true)).toBe(false);
    expect(ownRequest({ host: '127.0.0.1:5173' }, 5173, true)).toBe(false);
    expect(ownRequest({ host: '127.0.0.1:5173', origin: 'http://127.0.0.1:5173', 'sec-fetch-site': 'cross-site' }, 5173, true)).toBe(false);
    expect(ownRequest({ host: 'evil.example:5173', origin: 'http://evil.example:5173' }, 5173, true)).toBe(false);
    expect(ownRequest({ host: 'evil.example:5173' }, 5173, false)).toBe(false);
    expect(ownRequest({ host: '127.0.0.1:4173' }, 5173, false)).toBe(false);
  });

  it("reads forms:check's lines back into problems with their file and pointer", () => {
    const output = [
      'schemas/podcast/ui.json:12:7  /ui:sections/0/fields  Sentence one.',
      'schemas/podcast/form.json  /  Sentence two.',
      '',
      '2 problema(s) em 14 formulário(s).',
    ].join('\n');
    expect(parseCheckOutput(output)).toEqual([
      { file: 'schemas/podcast/ui.json', line: 12, column: 7, pointer: '/ui:sections/0/fields', pt: 'Sentence one.' },
      { file: 'schemas/podcast/form.json', pointer: '', pt: 'Sentence two.' },
    ]);
  });
});
